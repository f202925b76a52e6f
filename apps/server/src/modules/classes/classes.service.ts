import { hasPermission } from '@school/shared/auth/roles';
import type {
  AttendanceStatus,
  BulkResult,
  ClassDetail,
  ClassListItem,
  ClassListQuery,
  ClassStatus,
  UpdateClassBody,
} from '@school/shared/classes/classes.contract';
import { createClassBodySchema } from '@school/shared/classes/classes.contract';
import { classTransitions, phaseOf } from '@school/shared/classes/phase';
import {
  expandRecurrence,
  type Recurrence,
  type SessionTimes,
} from '@school/shared/classes/recurrence';
import { toYouTubeEmbed } from '@school/shared/classes/video';
import type { ListResponse } from '@school/shared/common/list.contract';
import type { z } from 'zod';
import type { Database } from '../../db/client.ts';
import { AppError, notFound, validationError } from '../../lib/app-error.ts';
import type { AuditService } from '../audit/audit.service.ts';
import type { AuthContext } from '../auth/auth.service.ts';
import type { NotificationsService } from '../notifications/notifications.service.ts';
import { createSchoolRepository } from '../school/school.repository.ts';
import { createTutorsRepository } from '../tutors/tutors.repository.ts';
import {
  createClassesRepository,
  type ClassRow,
  type ClassScope,
  type ClassSort,
} from './classes.repository.ts';

type CreateBody = z.output<typeof createClassBodySchema>;
type Deps = {
  db: Database;
  audit: AuditService;
  notifications: NotificationsService;
  clock: () => Date;
};

const statusWords: Record<ClassStatus, string> = {
  pending_approval: 'waiting for approval',
  approved: 'approved',
  rejected: 'rejected',
  cancelled: 'cancelled',
};
const decisionAction = {
  approved: 'classes.approved',
  rejected: 'classes.rejected',
  cancelled: 'classes.cancelled',
} as const;
const fullName = (auth: AuthContext) => `${auth.user.firstName} ${auth.user.lastName}`.trim();
const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** Whose classes a user sees: staff their school's, a platform admin all, a tutor their own. */
function scopeOf(auth: AuthContext): ClassScope {
  if (auth.user.role === 'admin') return {};
  if (hasPermission(auth.user.role, 'classes.view') && auth.user.schoolId)
    return { schoolId: auth.user.schoolId };
  if (auth.user.role === 'tutor') return { tutorId: auth.user.id };
  throw new AppError('forbidden', 'You are not allowed to see classes.');
}

function inScope(scope: ClassScope, row: ClassRow): boolean {
  return (
    (!scope.schoolId || row.schoolId === scope.schoolId) &&
    (!scope.tutorId || row.tutorId === scope.tutorId)
  );
}

export function createClassesService(deps: Deps) {
  const { db, audit, notifications, clock } = deps;
  const repo = createClassesRepository(db);
  const tutors = createTutorsRepository(db);

  async function visible(auth: AuthContext, id: string): Promise<ClassRow> {
    const row = await repo.find(id);
    if (!row || !inScope(scopeOf(auth), row)) throw notFound('The class');
    return row;
  }

  async function staffClass(auth: AuthContext, id: string): Promise<ClassRow> {
    const row = await visible(auth, id);
    if (!hasPermission(auth.user.role, 'classes.view') || !auth.user.schoolId)
      throw new AppError('forbidden', 'Only school staff manage enrolment and attendance.');
    return row;
  }

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
    const school = await createSchoolRepository(db).findById(schoolId);
    const expanded = expandRecurrence(body.recurrence, school?.timezone ?? 'UTC');
    if (typeof expanded === 'string') throw validationError('recurrence', 'invalid', expanded);
    return expanded.map((s) => ({ startsAt: new Date(s.startsAt), endsAt: new Date(s.endsAt) }));
  }

  function window(sessions: { startsAt: Date; endsAt: Date }[]) {
    return {
      firstStartsAt: new Date(Math.min(...sessions.map((s) => s.startsAt.getTime()))),
      lastEndsAt: new Date(Math.max(...sessions.map((s) => s.endsAt.getTime()))),
      sessionCount: sessions.length,
    };
  }

  async function toItem(id: string): Promise<ClassListItem> {
    const found = await repo.findListItem(id);
    if (!found) throw notFound('The class');
    return listItem(found, clock());
  }

  function listItem(
    found: NonNullable<Awaited<ReturnType<typeof repo.findListItem>>>,
    now: Date,
  ): ClassListItem {
    const { row } = found;
    return {
      id: row.id,
      title: row.title,
      status: row.status,
      phase: phaseOf(row.status, row.firstStartsAt, row.lastEndsAt, now),
      subject: found.subject,
      tutor: found.tutor,
      capacity: row.capacity,
      enrolledCount: row.enrolledCount,
      priceCredits: row.priceCredits,
      firstStartsAt: row.firstStartsAt.toISOString(),
      lastEndsAt: row.lastEndsAt.toISOString(),
      sessionCount: row.sessionCount,
      createdAt: row.createdAt.toISOString(),
      attendanceRate: found.attendanceRate,
    };
  }

  /** The one place a class changes status; any move the workflow does not allow is a 409. */
  async function move(
    auth: AuthContext,
    row: ClassRow,
    to: ClassStatus,
    reason: string | null,
  ): Promise<void> {
    if (!classTransitions[row.status].includes(to)) {
      throw new AppError(
        'conflict',
        `This class is ${statusWords[row.status]}, so it cannot be ${statusWords[to]}.`,
      );
    }
    if ((to === 'rejected' || to === 'cancelled') && !reason)
      throw validationError('reason', 'required', 'Please give a reason.');
    const now = clock();
    await db.transaction(async (tx) => {
      const txRepo = createClassesRepository(tx);
      if (!(await txRepo.moveStatus(row.id, row.status, to, now))) {
        throw new AppError(
          'conflict',
          'Someone else decided on this class a moment ago. Reload to see its status.',
        );
      }
      await txRepo.recordDecision({
        classId: row.id,
        fromStatus: row.status,
        toStatus: to,
        reason,
        actorUserId: auth.user.id,
        actorName: fullName(auth),
        at: now,
      });
      await audit.record(
        {
          action: decisionAction[to as 'approved' | 'rejected' | 'cancelled'],
          actorUserId: auth.user.id,
          schoolId: row.schoolId,
          target: row.id,
          details: { reason },
        },
        tx,
      );
      const title = escapeHtml(row.title);
      const message =
        to === 'approved'
          ? `<p>Your class <strong>${title}</strong> was approved.</p>`
          : `<p>Your class <strong>${title}</strong> was ${statusWords[to]}: ${escapeHtml(reason ?? '')}</p>`;
      await notifications.notify(
        {
          to: { userIds: [row.tutorId] },
          type: to === 'approved' ? 'class_approved' : 'class_rejected',
          sender: { userId: auth.user.id, name: fullName(auth) },
          message,
          url: `/manage-classes/${row.id}`,
          schoolId: row.schoolId,
        },
        tx,
      );
    });
  }

  return {
    async list(auth: AuthContext, query: ClassListQuery): Promise<ListResponse<ClassListItem>> {
      const now = clock();
      const desc = query.sort.startsWith('-');
      const { items, total } = await repo.list(
        scopeOf(auth),
        {
          status: query.status,
          phase: query.phase,
          subjectId: query.subjectId,
          tutorId: query.tutorId,
          from: query.from ? new Date(query.from) : undefined,
          to: query.to ? new Date(query.to) : undefined,
          q: query.q,
        },
        { key: (desc ? query.sort.slice(1) : query.sort) as ClassSort, desc },
        now,
        query.pageSize,
        (query.page - 1) * query.pageSize,
      );
      return {
        items: items.map((i) => listItem(i, now)),
        total,
        page: query.page,
        pageSize: query.pageSize,
      };
    },

    async get(auth: AuthContext, id: string): Promise<ClassDetail> {
      const row = await visible(auth, id);
      const [item, sessions, decisions] = await Promise.all([
        toItem(id),
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
      if (auth.user.role === 'tutor') {
        if (!body.schoolId)
          throw validationError(
            'schoolId',
            'required',
            'Please choose the school you propose this class to.',
          );
        if (!(await createSchoolRepository(db).findById(body.schoolId)))
          throw validationError('schoolId', 'not_found', 'There is no such school.');
        schoolId = body.schoolId;
        tutorId = auth.user.id;
        status = 'pending_approval';
      } else if (auth.user.role === 'sadmin' && auth.user.schoolId) {
        if (!body.tutorId) throw validationError('tutorId', 'required', 'Please choose a tutor.');
        schoolId = auth.user.schoolId;
        tutorId = body.tutorId;
        status = 'approved';
      } else {
        throw new AppError(
          'forbidden',
          'Only tutors propose classes and school admins create them.',
        );
      }
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
              sender: { userId: auth.user.id, name: fullName(auth) },
              message: `<p><strong>${escapeHtml(fullName(auth))}</strong> proposed the class <strong>${escapeHtml(body.title)}</strong>.</p>`,
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
      if (auth.user.role === 'tutor') {
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
      } else if (auth.user.role !== 'sadmin') {
        throw new AppError('forbidden', 'Only school admins and the class’s tutor edit a class.');
      }
      if (row.status === 'rejected' || row.status === 'cancelled')
        throw new AppError(
          'conflict',
          `This class is ${statusWords[row.status]} and can no longer be changed.`,
        );
      if (body.capacity !== undefined && body.capacity < row.enrolledCount) {
        throw validationError(
          'capacity',
          'too_small',
          `${row.enrolledCount} students are enrolled; the class needs at least that many places.`,
        );
      }
      if (body.tutorId && !(await tutors.activeTutor(body.tutorId)))
        throw validationError('tutorId', 'not_found', 'Please choose an active tutor.');
      if (body.subjectId && !(await tutors.subject(body.subjectId)))
        throw validationError('subjectId', 'not_found', 'Please choose a subject.');
      const sessions = await sessionTimes(row.schoolId, body);
      const now = clock();
      await db.transaction(async (tx) => {
        const txRepo = createClassesRepository(tx);
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
      });
      return this.get(auth, id);
    },

    async decide(
      auth: AuthContext,
      id: string,
      to: 'approved' | 'rejected' | 'cancelled',
      reason: string | null,
    ): Promise<ClassDetail> {
      await move(auth, await visible(auth, id), to, reason);
      return this.get(auth, id);
    },

    /** Decides several classes; each succeeds or fails on its own, and the answer says which. */
    async bulkDecide(
      auth: AuthContext,
      ids: string[],
      to: 'approved' | 'rejected',
      reason: string | null,
    ): Promise<BulkResult> {
      const results: BulkResult['results'] = [];
      for (const id of [...new Set(ids)]) {
        try {
          await move(auth, await visible(auth, id), to, reason);
          results.push({ id, ok: true, status: to });
        } catch (error) {
          const row = await repo.find(id);
          const status = row && inScope(scopeOf(auth), row) ? row.status : null;
          results.push({
            id,
            ok: false,
            status,
            error: error instanceof AppError ? error.message : 'Something went wrong',
          });
        }
      }
      return { results };
    },

    async pendingCount(auth: AuthContext): Promise<number> {
      return auth.user.schoolId ? repo.countPending(auth.user.schoolId) : 0;
    },

    async enrolments(auth: AuthContext, id: string) {
      await staffClass(auth, id);
      const rows = await repo.enrolments(id);
      return rows.map((r) => ({ ...r, enrolledAt: r.enrolledAt.toISOString() }));
    },

    /** Enrols students of the school; all of them or none, and never beyond the capacity. */
    async enrol(auth: AuthContext, id: string, studentIds: string[]) {
      const row = await staffClass(auth, id);
      if (row.status === 'rejected' || row.status === 'cancelled')
        throw new AppError(
          'conflict',
          `This class is ${statusWords[row.status]}; no one can be enrolled.`,
        );
      const unique = [...new Set(studentIds)];
      const found = await repo.studentsOfSchool(row.schoolId, unique);
      if (found.length !== unique.length)
        throw validationError(
          'studentIds',
          'not_found',
          'Some of these students are not on your school’s roster.',
        );
      if (found.some((s) => s.status === 'deactivated'))
        throw validationError(
          'studentIds',
          'not_allowed',
          'Deactivated students cannot be enrolled.',
        );
      const now = clock();
      const enrolled = await db.transaction(async (tx) => {
        const txRepo = createClassesRepository(tx);
        let added = 0;
        for (const studentId of unique) {
          const result = await txRepo.enrol(id, studentId, auth.user.id, now);
          if (result === 'full')
            throw new AppError(
              'conflict',
              `The class is full (${row.capacity} places); nobody was enrolled.`,
            );
          if (result === 'enrolled') added++;
        }
        return added;
      });
      const after = await repo.find(id);
      return {
        enrolled,
        enrolledCount: after?.enrolledCount ?? 0,
        capacity: after?.capacity ?? row.capacity,
      };
    },

    async unenrol(auth: AuthContext, id: string, studentId: string): Promise<void> {
      await staffClass(auth, id);
      const removed = await db.transaction((tx) =>
        createClassesRepository(tx).unenrol(id, studentId),
      );
      if (!removed) throw notFound('The enrolment');
    },

    async attendance(auth: AuthContext, id: string) {
      await staffClass(auth, id);
      const [sessions, enrolled, marks] = await Promise.all([
        repo.sessions(id),
        repo.enrolments(id),
        repo.marks(id),
      ]);
      return {
        sessions: sessions.map((s) => ({
          id: s.id,
          startsAt: s.startsAt.toISOString(),
          endsAt: s.endsAt.toISOString(),
        })),
        students: enrolled.map((r) => ({ ...r, enrolledAt: r.enrolledAt.toISOString() })),
        marks,
      };
    },

    async setAttendance(
      auth: AuthContext,
      id: string,
      marks: { sessionId: string; studentId: string; status: AttendanceStatus | null }[],
    ) {
      await staffClass(auth, id);
      const [sessions, enrolled] = await Promise.all([repo.sessions(id), repo.enrolments(id)]);
      const sessionIds = new Set(sessions.map((s) => s.id));
      const studentIds = new Set(enrolled.map((e) => e.studentId));
      const bad = marks.find((m) => !sessionIds.has(m.sessionId) || !studentIds.has(m.studentId));
      if (bad)
        throw validationError(
          'marks',
          'not_allowed',
          'Attendance can only be taken for this class’s sessions and enrolled students.',
        );
      const now = clock();
      await db.transaction(async (tx) => {
        const txRepo = createClassesRepository(tx);
        for (const mark of marks)
          await txRepo.setMark(mark.sessionId, mark.studentId, mark.status, auth.user.id, now);
      });
      return this.attendance(auth, id);
    },

    async subjects() {
      return tutors.subjects();
    },

    async tutors(q: string | undefined) {
      return tutors.search(q);
    },
  };
}
export type ClassesService = ReturnType<typeof createClassesService>;

/** A student who was ever enrolled in a class keeps that history (students module's delete rule). */
export const studentInClasses = async (
  db: Database,
  student: { id: string },
): Promise<string | null> =>
  (await createClassesRepository(db).studentHasClassHistory(student.id))
    ? 'has been enrolled in classes'
    : null;
