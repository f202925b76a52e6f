import { toYouTubeEmbed } from '@school/shared/classes/video';
import type { ListResponse } from '@school/shared/common/list.contract';
import { slotsOf, subtractIntervals, zonedRange } from '@school/shared/tutors/availability';
import type {
  Slot,
  TutorProfile,
  TutorReview,
  TutorSearchQuery,
  TutorSearchResponse,
  TutorSlots,
} from '@school/shared/tutors/tutors.contract';
import { tutorLimits } from '@school/shared/tutors/tutors.rules';
import type { Database } from '../../db/client.ts';
import { notFound, validationError } from '../../lib/app-error.ts';
import type { AuditService } from '../audit/audit.service.ts';
import type { AuthContext } from '../auth/auth.service.ts';
import type { JobsService } from '../jobs/jobs.service.ts';
import type { SchoolService } from '../school/school.service.ts';
import type { UploadsService } from '../uploads/uploads.service.ts';
import { createMyProfileService } from './my-profile.service.ts';
import {
  createTutorSearchRepository,
  wordsOf,
  type CardJson,
  type TutorSearchFilter,
} from './tutor-search.repository.ts';
import { subjectsByTutor, toCard } from './tutor-cards.ts';
import { addReview, type NewReview } from './tutor-reviews.ts';
import { noBusyTime, rebuildWindows, rollWindows, type BusySource } from './tutor-windows.ts';
import { createTutorsRepository } from './tutors.repository.ts';

export type TutorsDeps = {
  db: Database;
  clock: () => Date;
  audit: AuditService;
  school: Pick<SchoolService, 'timezoneOf'>;
  uploads: Pick<UploadsService, 'isUsableBy'>;
  jobs: Pick<JobsService, 'schedule'>;
  /** Busy time of a tutor; the appointments module provides it (`useBusySource`). */
  busy?: BusySource;
};

const day = 86_400_000;
const unknownTutor = () => notFound('The tutor');
export const rollJob = 'tutors.roll-windows';

/** The subject catalogue, tutor search and profiles, availability and reviews. */
export function createTutorsService(deps: TutorsDeps) {
  const { db, clock, audit } = deps;
  const repo = createTutorsRepository(db);
  const searchRepo = createTutorSearchRepository(db);
  let busy: BusySource = deps.busy ?? noBusyTime;
  const busyTime: BusySource = (tx, tutorId, from, to) => busy(tx, tutorId, from, to);

  /** The zone a viewer reads times in: their (chosen) school's, UTC without one. */
  async function zoneOf(auth: AuthContext): Promise<string> {
    const schoolId = auth.school ?? auth.user.schoolId;
    return (schoolId && (await deps.school.timezoneOf(schoolId))) || 'UTC';
  }

  /** The daily roll of the open windows, once per UTC day (the key makes it one job a day). */
  async function scheduleRoll(tx: Database, now: Date) {
    const next = new Date(Math.floor(now.getTime() / day) * day + day + 5 * 60_000);
    await deps.jobs.schedule(
      rollJob,
      null,
      { runAt: next, key: next.toISOString().slice(0, 10) },
      tx,
    );
  }

  /** A card as the search statement reads it → the card the API answers. */
  function toSearchItem(card: CardJson) {
    const subjects = subjectsByTutor(
      card.subjects.map(([id, key, name, level]) => ({ userId: card.id, id, key, name, level })),
    );
    const slot = card.nextFreeSlot === null ? undefined : new Date(card.nextFreeSlot);
    return toCard(card, subjects.get(card.id) ?? [], slot);
  }

  async function freeSlots(tutorId: string, from: Date, to: Date, length: number) {
    const start = new Date(Math.max(from.getTime(), clock().getTime()));
    if (start >= to) return [];
    const windows = await repo.windows(tutorId, start, to);
    const taken = await busyTime(db, tutorId, start, to);
    const free = subtractIntervals(
      windows.map((w) => ({ start: w.startsAt.getTime(), end: w.endsAt.getTime() })),
      taken.map((b) => ({ start: b.startsAt.getTime(), end: b.endsAt.getTime() })),
    );
    return slotsOf(free, length, start.getTime(), to.getTime()).map((s): Slot => ({
      startsAt: new Date(s.start).toISOString(),
      endsAt: new Date(s.end).toISOString(),
    }));
  }

  async function reviewPage(auth: AuthContext, tutorId: string, limit: number, offset: number) {
    const { rows, total } = await repo.reviews(tutorId, limit, offset);
    // A review names its author only to the author's own school.
    const viewerSchool = auth.school ?? auth.user.schoolId;
    const items = rows.map((r): TutorReview => ({
      id: r.id,
      rating: r.rating,
      text: r.text,
      authorName: viewerSchool && r.schoolId === viewerSchool ? r.authorName : null,
      createdAt: r.createdAt.toISOString(),
    }));
    return { items, total };
  }

  const mine = createMyProfileService({ ...deps, busy: busyTime, scheduleRoll });

  return {
    ...mine,

    subjects: () => repo.subjects(),
    subject: (id: string) => repo.subject(id),
    /** Active tutors by name, for the class and appointment pickers. */
    search: (q: string | undefined) => repo.search(q),
    /** The tutor's id when that account is an active tutor who is not suspended. */
    activeTutor: (id: string) => repo.activeTutor(id),

    /** The appointments module tells where tutors are booked; slots and windows leave it out. */
    useBusySource(source: BusySource): void {
      busy = source;
    },

    /**
     * Rewrites a tutor's open windows in the caller's transaction after their busy time changed
     * (a booking, a cancellation, a move), so search and slots see it at once.
     */
    refreshWindows: (tx: Database, tutorId: string, zone: string) =>
      rebuildWindows(tx, tutorId, zone, clock(), busyTime),

    /**
     * Takes a newly booked `[from, to)` out of the tutor's open windows in the caller's
     * transaction: the cheap path of a booking (freeing time again rebuilds them).
     */
    takeFromWindows: (tx: Database, tutorId: string, from: Date, to: Date) =>
      createTutorsRepository(tx).takeFromWindows(tutorId, from, to),

    /** Stores a review and updates the profile's rating in the caller's transaction. */
    addReview: (tx: Database, review: NewReview) => addReview(tx, review),

    async find(auth: AuthContext, query: TutorSearchQuery): Promise<TutorSearchResponse> {
      // The zone and the subject's check do not depend on each other.
      const [zone, subject] = await Promise.all([
        zoneOf(auth),
        query.subjectId ? repo.subject(query.subjectId) : undefined,
      ]);
      if (query.subjectId && !subject)
        throw validationError('subjectId', 'not_found', 'The subject was not found.');
      const now = clock();
      const words = query.q ? wordsOf(query.q) : undefined;
      // A text of no words (only punctuation): nothing can match.
      if (words?.length === 0)
        return { items: [], total: 0, page: query.page, pageSize: query.pageSize, timeZone: zone };
      const filter: TutorSearchFilter = {
        words,
        subjectId: query.subjectId,
        level: query.level,
        minRate: query.minRate,
        maxRate: query.maxRate,
        language: query.language,
        minRating: query.minRating,
      };
      if (query.availableOn) {
        const range = zonedRange(query.availableOn, zone, query.fromTime, query.toTime);
        filter.window = {
          start: new Date(Math.max(range.start, now.getTime())),
          end: new Date(range.end),
        };
      }
      const sort = query.sort ?? (words ? 'relevance' : 'rating');
      const { total, cards, totalIsLowerBound } = await searchRepo.search(
        filter,
        sort,
        query.pageSize,
        (query.page - 1) * query.pageSize,
        now,
      );
      return {
        items: cards.map(toSearchItem),
        total,
        page: query.page,
        pageSize: query.pageSize,
        ...(totalIsLowerBound ? { totalIsLowerBound } : {}),
        timeZone: zone,
      };
    },

    async profile(auth: AuthContext, id: string): Promise<TutorProfile> {
      const found = await repo.visible(id);
      if (!found) throw unknownTutor();
      const now = clock();
      const [zone, [card], reviews, slots] = await Promise.all([
        zoneOf(auth),
        searchRepo.cards([id], now).then((found) => found.map(toSearchItem)),
        reviewPage(auth, id, tutorLimits.profileReviews, 0),
        freeSlots(id, now, new Date(now.getTime() + tutorLimits.profileSlotDays * day), 60),
      ]);
      if (!card) throw unknownTutor();
      const { profile } = found;
      return {
        ...card,
        bio: profile.bio,
        tutorTimeZone: profile.timeZone,
        timeZone: zone,
        videoEmbedUrl: profile.videoUrl ? toYouTubeEmbed(profile.videoUrl) : null,
        reviews: reviews.items,
        slots,
        createdAt: profile.createdAt.toISOString(),
      };
    },

    async reviews(
      auth: AuthContext,
      id: string,
      page: { page: number; pageSize: number },
    ): Promise<ListResponse<TutorReview>> {
      if (!(await repo.visible(id))) throw unknownTutor();
      const { items, total } = await reviewPage(
        auth,
        id,
        page.pageSize,
        (page.page - 1) * page.pageSize,
      );
      return { items, total, page: page.page, pageSize: page.pageSize };
    },

    async slots(
      auth: AuthContext,
      id: string,
      query: { from?: string; to?: string; length: number },
    ): Promise<TutorSlots> {
      if (!(await repo.visible(id))) throw unknownTutor();
      const now = clock();
      const from = query.from ? new Date(query.from) : now;
      const to = query.to
        ? new Date(query.to)
        : new Date(from.getTime() + tutorLimits.profileSlotDays * day);
      return {
        timeZone: await zoneOf(auth),
        length: query.length,
        items: await freeSlots(id, from, to, query.length),
      };
    },

    /** The platform admin takes a tutor out of search and booking, with a reason, audited. */
    async suspend(auth: AuthContext, id: string, reason: string) {
      const at = clock();
      return db.transaction(async (tx) => {
        const txRepo = createTutorsRepository(tx);
        const profile = await txRepo.lockProfile(id);
        if (!profile) throw unknownTutor();
        if (profile.status !== 'suspended') {
          await txRepo.suspend(id, reason, at);
          await audit.record(
            {
              action: 'tutors.suspended',
              actorUserId: auth.user.id,
              target: id,
              details: { reason },
            },
            tx,
          );
        }
        return { id, status: 'suspended' as const };
      });
    },

    /** The daily job: rolls every tutor's windows forward and schedules the next day's run. */
    async rollWindows(): Promise<number> {
      const now = clock();
      const rolled = await rollWindows(db, now, busyTime);
      await scheduleRoll(db, now);
      return rolled;
    },
  };
}

export type TutorsService = ReturnType<typeof createTutorsService>;
