import { toYouTubeEmbed } from '@school/shared/classes/video';
import type {
  Availability,
  MyTutorProfile,
  updateMyTutorProfileBodySchema,
} from '@school/shared/tutors/tutors.contract';
import { minutesOfDay, timeOfMinutes } from '@school/shared/tutors/tutors.rules';
import type { z } from 'zod';
import type { Database } from '../../db/client.ts';
import { AppError, notFound, validationError } from '../../lib/app-error.ts';
import type { AuthContext } from '../auth/auth.service.ts';
import { ratingAverage, subjectsByTutor } from './tutor-cards.ts';
import { rebuildWindows, type BusySource } from './tutor-windows.ts';
import type { TutorsDeps } from './tutors.service.ts';
import { createTutorsRepository } from './tutors.repository.ts';

type ProfileBody = z.output<typeof updateMyTutorProfileBodySchema>;

/** A tutor's own profile and weekly availability (`/api/tutors/me`). */
export function createMyProfileService(
  deps: TutorsDeps & {
    busy: BusySource;
    scheduleRoll: (tx: Database, now: Date) => Promise<void>;
  },
) {
  const { db, clock, audit } = deps;
  const repo = createTutorsRepository(db);

  async function read(auth: AuthContext): Promise<MyTutorProfile> {
    const found = await repo.account(auth.user.id);
    if (!found) throw notFound('The tutor profile');
    const { user, profile } = found;
    const [subjects, availability] = await Promise.all([
      repo.subjectsOf([user.id]),
      repo.availability(user.id),
    ]);
    const school = user.schoolId ? await deps.school.timezoneOf(user.schoolId) : null;
    return {
      id: user.id,
      exists: profile !== null,
      status: profile?.status ?? 'active',
      suspendedReason: profile?.suspendedReason ?? null,
      displayName: profile?.displayName ?? `${user.firstName} ${user.lastName}`.trim(),
      headline: profile?.headline ?? '',
      bio: profile?.bio ?? '',
      hourlyRateCredits: profile?.hourlyRateCredits ?? null,
      languages: profile?.languages ?? [],
      subjects: subjectsByTutor(subjects).get(user.id) ?? [],
      videoUrl: profile?.videoUrl ?? null,
      videoEmbedUrl: profile?.videoUrl ? toYouTubeEmbed(profile.videoUrl) : null,
      meetingLink: profile?.meetingLink ?? null,
      photo: profile?.photo ?? user.photo,
      timeZone: profile?.timeZone ?? school ?? 'UTC',
      availability: {
        weekly: availability.weekly.map((w) => ({
          weekday: w.weekday,
          start: timeOfMinutes(w.startMinute),
          end: timeOfMinutes(w.endMinute),
        })),
        exceptions: availability.exceptions.map((e) => ({
          date: e.day,
          kind: e.kind,
          ...(e.kind === 'extra' && e.startMinute !== null && e.endMinute !== null
            ? { start: timeOfMinutes(e.startMinute), end: timeOfMinutes(e.endMinute) }
            : {}),
        })),
      },
      ratingAverage: profile ? ratingAverage(profile.ratingSum, profile.ratingCount) : null,
      ratingCount: profile?.ratingCount ?? 0,
    };
  }

  return {
    myProfile: read,

    async updateMyProfile(auth: AuthContext, body: ProfileBody): Promise<MyTutorProfile> {
      const userId = auth.user.id;
      const subjectIds = [...new Set(body.subjects.map((s) => s.subjectId))];
      const known = await repo.existingSubjects(subjectIds);
      if (subjectIds.some((id) => !known.has(id)))
        throw validationError('subjects', 'not_found', 'One of the subjects was not found.');
      // Checked before the transaction: the embedded engine has one connection, which the
      // transaction holds.
      const current = await repo.account(userId);
      if (
        body.photo &&
        body.photo !== current?.profile?.photo &&
        !(await deps.uploads.isUsableBy(auth, body.photo))
      )
        throw validationError('photo', 'not_found', 'Please upload the photo again.');
      const now = clock();
      await db.transaction(async (tx) => {
        const txRepo = createTutorsRepository(tx);
        const before = await txRepo.lockProfile(userId);
        await txRepo.upsertProfile({
          userId,
          displayName: body.displayName,
          headline: body.headline,
          bio: body.bio,
          hourlyRateCredits: body.hourlyRateCredits,
          languages: [...new Set(body.languages)],
          videoUrl: body.videoUrl,
          meetingLink: body.meetingLink,
          photo: body.photo,
          timeZone: body.timeZone,
          updatedAt: now,
        });
        await txRepo.replaceSubjects(userId, body.subjects);
        await txRepo.refreshSearchFields([userId]);
        // The windows are wall-clock times in the tutor's zone: a new zone moves them all.
        if (!before || before.timeZone !== body.timeZone) {
          await rebuildWindows(tx, userId, body.timeZone, now, deps.busy);
          await deps.scheduleRoll(tx, now);
        }
        await audit.record(
          {
            action: 'tutors.profile_updated',
            actorUserId: userId,
            schoolId: auth.user.schoolId,
            target: userId,
          },
          tx,
        );
      });
      return read(auth);
    },

    async updateMyAvailability(auth: AuthContext, body: Availability): Promise<MyTutorProfile> {
      const userId = auth.user.id;
      const now = clock();
      await db.transaction(async (tx) => {
        const txRepo = createTutorsRepository(tx);
        const profile = await txRepo.lockProfile(userId);
        if (!profile)
          throw new AppError('conflict', 'Please save your profile before your availability.');
        await txRepo.replaceAvailability(
          userId,
          body.weekly.map((w) => ({
            weekday: w.weekday,
            startMinute: minutesOfDay(w.start),
            endMinute: minutesOfDay(w.end),
          })),
          body.exceptions.map((e) => ({
            day: e.date,
            kind: e.kind,
            startMinute: e.kind === 'extra' && e.start ? minutesOfDay(e.start) : null,
            endMinute: e.kind === 'extra' && e.end ? minutesOfDay(e.end) : null,
          })),
        );
        await rebuildWindows(tx, userId, profile.timeZone, now, deps.busy);
        await deps.scheduleRoll(tx, now);
        await audit.record(
          {
            action: 'tutors.availability_updated',
            actorUserId: userId,
            schoolId: auth.user.schoolId,
            target: userId,
          },
          tx,
        );
      });
      return read(auth);
    },
  };
}
