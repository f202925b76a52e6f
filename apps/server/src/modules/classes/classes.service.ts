import { hasPermission } from '@school/shared/auth/roles';
import type {
  ClassDetail,
  ClassStatus,
  UpdateClassBody,
} from '@school/shared/classes/classes.contract';
import { createClassBodySchema } from '@school/shared/classes/classes.contract';
import {
  expandRecurrence,
  recurrenceProblemText,
  type Recurrence,
  type SessionTimes,
} from '@school/shared/classes/recurrence';
import { toYouTubeEmbed } from '@school/shared/classes/video';
import type { z } from 'zod';
import type { Database } from '../../db/client.ts';
import { actorOf } from '../../lib/actor.ts';
import { AppError, notFound, validationError } from '../../lib/app-error.ts';
import { isCheckViolation } from '../../lib/db-errors.ts';
import { schoolScope } from '../../lib/school-scope.ts';
import type { AuditService } from '../audit/audit.service.ts';
import type { AuthContext } from '../auth/auth.service.ts';
import type { FeedsService } from '../feeds/feeds.service.ts';
import type { NotificationsService } from '../notifications/notifications.service.ts';
import type { SchoolService } from '../school/school.service.ts';
import type { TutorsService } from '../tutors/tutors.service.ts';
import { createClassListService } from './class-list.service.ts';
import { classScope, inScope } from './class-scope.ts';
import { createClassesRepository, type ClassRow } from './classes.repository.ts';
import { createEnrolmentService } from './enrolment.service.ts';
import { createClassDecisions, statusWords } from './class-decisions.ts';

type CreateBody = z.output<typeof createClassBodySchema>;
type Deps = {
  db: Database;
  audit: AuditService;
  notifications: NotificationsService;
  feeds: Pick<FeedsService, 'recordActivity'>;
  school: SchoolService;
  tutors: TutorsService;
  clock: () => Date;
};

const fullName = (auth: AuthContext) => actorOf(auth).name;

/** A class's lifecycle (proposal, approval, changes), with its list and its enrolment beside it. */
export function createClassesService(deps: Deps) {
  const { db, audit, notifications, school, tutors, clock } = deps;
  const repo = createClassesRepository(db);
  const listing = createClassListService({ db, clock, schoolNames: school.directory.names });

  async function visible(auth: AuthContext, id: string): Promise<ClassRow> {
    const row = await repo.find(id);
    if (!row || !inScope(classScope(auth), row)) throw notFound('The class');
    return row;
  }
  const enrolment = createEnrolmentService({ db, clock, visible, statusWords });
  const decisions = createClassDecisions({
    db,
    audit,
    notifications,
    feeds: deps.feeds,
    clock,
    visible,
  });

  async function sessionTimes(
    schoolId: string,
    body: { sessions?: SessionTimes[]; recurrence?: Recurrence },
  ): Promise<{ startsAt: Date; endsAt: Date }[] | undefined> {
    if (body.sessions) {
      return body.sessions
        .map((s) => ({ startsAt: new Date(s.startsAt), endsAt: new Date(s.endsAt) }))
        .sort((a, b) => a.startsAt.getTime() - b.startsAt.getTime());
    }
    if (!body.recurrence) return undefined;
    const timezone = await school.timezoneOf(schoolId);
    const expanded = expandRecurrence(body.recurrence, timezone ?? 'UTC');
    if (typeof expanded === 'string')
      throw validationError('recurrence', 'invalid', recurrenceProblemText[expanded]);
    return expanded.map((s) => ({ startsAt: new Date(s.startsAt), endsAt: new Date(s.endsAt) }));
  }

  function window(sessions: { startsAt: Date; endsAt: Date }[]) {
    return {
      firstStartsAt: new Date(Math.min(...sessions.map((s) => s.startsAt.getTime()))),
      lastEndsAt: new Date(Math.max(...sessions.map((s) => s.endsAt.getTime()))),
      sessionCount: sessions.length,
    };
  }

  return {
    list: listing.list,
    ...enrolment,

    async get(auth: AuthContext, id: string): Promise<ClassDetail> {
      const row = await visible(auth, id);
      const [item, sessions, decisions] = await Promise.all([
        listing.item(id),
        repo.sessions(id),
        repo.decisions(id),
      ]);
      return {
        ...item,
        schoolId: row.schoolId,
        description: row.description,
        videoUrl: row.videoUrl,
        videoEmbedUrl: row.videoUrl ? toYouTubeEmbed(row.videoUrl) : null,
        location: row.location,
        sessions: sessions.map((s) => ({
          id: s.id,
          startsAt: s.startsAt.toISOString(),
          endsAt: s.endsAt.toISOString(),
        })),
        decisions: decisions.map((d) => ({
          from: d.fromStatus,
          to: d.toStatus as ClassStatus,
          reason: d.reason,
          by: d.actorName,
          at: d.at.toISOString(),
        })),
      };
    },

    async create(auth: AuthContext, body: CreateBody): Promise<ClassDetail> {
      let schoolId: string;
      let tutorId: string;
      let status: ClassStatus;
      // A tutor proposes to a school; whoever may create classes creates them approved.
      if (hasPermission(auth.user.role, 'classes.propose')) {
        if (!body.schoolId)
          throw validationError(
            'schoolId',
            'required',
            'Please choose the school you propose this class to.',
          );
        schoolId = body.schoolId;
        tutorId = auth.user.id;
        status = 'pending_approval';
      } else if (hasPermission(auth.user.role, 'classes.create')) {
        schoolId = schoolScope(auth, body.schoolId, {
          choose: 'Please choose the school of this class.',
        });
        if (!body.tutorId) throw validationError('tutorId', 'required', 'Please choose a tutor.');
        tutorId = body.tutorId;
        status = 'approved';
      } else {
        throw new AppError(
          'forbidden',
          'Only tutors propose classes and school admins create them.',
        );
      }
      if ((await school.timezoneOf(schoolId)) === null)
        throw validationError('schoolId', 'not_found', 'There is no such school.');
      if (!(await tutors.activeTutor(tutorId)))
        throw validationError('tutorId', 'not_found', 'Please choose an active tutor.');
      if (!(await tutors.subject(body.subjectId)))
        throw validationError('subjectId', 'not_found', 'Please choose a subject.');
      const sessions = await sessionTimes(schoolId, body);
      if (!sessions) throw validationError('sessions', 'too_few', 'Add at least one session.');
      const now = clock();
      const created = await db.transaction(async (tx) => {
        const txRepo = createClassesRepository(tx);
        const row = await txRepo.insert({
          schoolId,
          tutorId,
          subjectId: body.subjectId,
          title: body.title,
          description: body.description ?? '',
          videoUrl: body.videoUrl ?? null,
          capacity: body.capacity,
          priceCredits: body.priceCredits,
          location: body.location ?? null,
          status,
          ...window(sessions),
          createdBy: auth.user.id,
          createdAt: now,
          updatedAt: now,
        });
        await txRepo.replaceSessions(row.id, sessions);
        await txRepo.recordDecision({
          classId: row.id,
          fromStatus: null,
          toStatus: status,
          reason: status === 'approved' ? 'Created by the school' : null,
          actorUserId: auth.user.id,
          actorName: fullName(auth),
          at: now,
        });
        await audit.record(
          {
            action: 'classes.created',
            actorUserId: auth.user.id,
            schoolId,
            target: row.id,
            details: { status },
          },
          tx,
        );
        if (status === 'pending_approval') {
          await notifications.notify(
            {
              to: { schoolId, roles: ['sadmin'] },
              type: 'class_proposed',
              params: { tutor: fullName(auth), title: body.title },
              sender: { userId: auth.user.id, name: fullName(auth) },
              url: '/manage-classes/approval-classes',
              schoolId,
            },
            tx,
          );
        }
        return row;
      });
      return this.get(auth, created.id);
    },

    async update(auth: AuthContext, id: string, body: UpdateClassBody): Promise<ClassDetail> {
      const row = await visible(auth, id);
      if (hasPermission(auth.user.role, 'classes.propose')) {
        if (row.status !== 'pending_approval')
          throw new AppError(
            'conflict',
            'A class can be changed by its tutor only while it waits for approval.',
          );
        if (body.tutorId && body.tutorId !== auth.user.id)
          throw validationError(
            'tutorId',
            'not_allowed',
            'A tutor cannot hand a class to someone else.',
          );
      } else if (!hasPermission(auth.user.role, 'classes.create')) {
        throw new AppError('forbidden', 'Only school admins and the class’s tutor edit a class.');
      }
      if (row.status === 'rejected' || row.status === 'cancelled')
        throw new AppError(
          'conflict',
          `This class is ${statusWords[row.status]} and can no longer be changed.`,
        );
      const tooFewPlaces = (enrolled: number) =>
        validationError(
          'capacity',
          'too_small',
          `${enrolled} students are enrolled; the class needs at least that many places.`,
        );
      if (body.capacity !== undefined && body.capacity < row.enrolledCount)
        throw tooFewPlaces(row.enrolledCount);
      if (body.tutorId && !(await tutors.activeTutor(body.tutorId)))
        throw validationError('tutorId', 'not_found', 'Please choose an active tutor.');
      if (body.subjectId && !(await tutors.subject(body.subjectId)))
        throw validationError('subjectId', 'not_found', 'Please choose a subject.');
      const sessions = await sessionTimes(row.schoolId, body);
      const now = clock();
      await db
        .transaction(async (tx) => {
          const txRepo = createClassesRepository(tx);
          if (body.capacity !== undefined) {
            // Students may have enrolled since the read above; the lock keeps more from doing so.
            const places = await txRepo.lockPlaces(id);
            if (places && body.capacity < places.enrolledCount)
              throw tooFewPlaces(places.enrolledCount);
          }
          const { sessions: _s, recurrence: _r, ...fields } = body;
          await txRepo.update(id, {
            ...fields,
            ...(sessions ? window(sessions) : {}),
            updatedAt: now,
          });
          if (sessions) {
            const { blocked } = await txRepo.replaceSessions(id, sessions);
            if (blocked.length > 0) {
              const when = blocked
                .map((d) => d.toISOString().slice(0, 16).replace('T', ' '))
                .join(', ');
              throw validationError(
                'sessions',
                'not_allowed',
                `Attendance was already taken for the session(s) at ${when} UTC; keep them in the schedule.`,
              );
            }
          }
          await audit.record(
            {
              action: 'classes.updated',
              actorUserId: auth.user.id,
              schoolId: row.schoolId,
              target: id,
              details: { fields: Object.keys(body) },
            },
            tx,
          );
        })
        .catch((error: unknown) => {
          // The table's CHECK is the last word on places; its refusal is a conflict, not a fault.
          if (isCheckViolation(error))
            throw new AppError(
              'conflict',
              'Students enrolled while the class was being saved; there are now more than its places. Please try again.',
            );
          throw error;
        });
      return this.get(auth, id);
    },

    async decide(
      auth: AuthContext,
      id: string,
      to: 'approved' | 'rejected' | 'cancelled',
      reason: string | null,
    ): Promise<ClassDetail> {
      await decisions.move(auth, await visible(auth, id), to, reason);
      return this.get(auth, id);
    },

    bulkDecide: decisions.bulkDecide,

    async pendingCount(auth: AuthContext): Promise<number> {
      const schoolId = auth.school ?? auth.user.schoolId;
      return schoolId ? repo.countPending(schoolId) : 0;
    },
  };
}
export type ClassesService = ReturnType<typeof createClassesService>;
