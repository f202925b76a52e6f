import { hasPermission } from '@school/shared/auth/roles';
import type { AttendanceStatus, ClassStatus } from '@school/shared/classes/classes.contract';
import type { Database } from '../../db/client.ts';
import { AppError, notFound, validationError } from '../../lib/app-error.ts';
import type { AuthContext } from '../auth/auth.service.ts';
import type { ClassRow } from './classes.repository.ts';
import { createClassesRepository } from './classes.repository.ts';
import { createEnrolmentRepository } from './enrolment.repository.ts';

type Deps = {
  db: Database;
  clock: () => Date;
  /** The class if the user may see it, else a 404. */
  visible: (auth: AuthContext, id: string) => Promise<ClassRow>;
  statusWords: Record<ClassStatus, string>;
};

/** Enrolment and attendance: school staff's side of a class. */
export function createEnrolmentService(deps: Deps) {
  const { db, clock, statusWords } = deps;
  const repo = createEnrolmentRepository(db);
  const classes = createClassesRepository(db);

  async function staffClass(auth: AuthContext, id: string): Promise<ClassRow> {
    const row = await deps.visible(auth, id);
    if (!hasPermission(auth.user.role, 'classes.view'))
      throw new AppError('forbidden', 'Only school staff manage enrolment and attendance.');
    return row;
  }

  const enrolments = async (auth: AuthContext, id: string) => {
    await staffClass(auth, id);
    const rows = await repo.enrolments(id);
    return rows.map((r) => ({ ...r, enrolledAt: r.enrolledAt.toISOString() }));
  };

  const attendance = async (auth: AuthContext, id: string) => {
    await staffClass(auth, id);
    const [sessions, enrolled, marks] = await Promise.all([
      classes.sessions(id),
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
  };

  return {
    enrolments,
    attendance,

    /** Enrols students of the class's school; all of them or none, and never beyond the capacity. */
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
        const txRepo = createEnrolmentRepository(tx);
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
      const after = await classes.find(id);
      return {
        enrolled,
        enrolledCount: after?.enrolledCount ?? 0,
        capacity: after?.capacity ?? row.capacity,
      };
    },

    async unenrol(auth: AuthContext, id: string, studentId: string): Promise<void> {
      await staffClass(auth, id);
      const removed = await db.transaction((tx) =>
        createEnrolmentRepository(tx).unenrol(id, studentId),
      );
      if (!removed) throw notFound('The enrolment');
    },

    async setAttendance(
      auth: AuthContext,
      id: string,
      marks: { sessionId: string; studentId: string; status: AttendanceStatus | null }[],
    ) {
      await staffClass(auth, id);
      const [sessions, enrolled] = await Promise.all([classes.sessions(id), repo.enrolments(id)]);
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
        const txRepo = createEnrolmentRepository(tx);
        for (const mark of marks)
          await txRepo.setMark(mark.sessionId, mark.studentId, mark.status, auth.user.id, now);
      });
      return attendance(auth, id);
    },
  };
}

/** A student who was ever enrolled in a class keeps that history (students module's delete rule). */
export const studentInClasses = async (
  db: Database,
  student: { id: string },
): Promise<string | null> =>
  (await createEnrolmentRepository(db).studentHasClassHistory(student.id))
    ? 'has been enrolled in classes'
    : null;
