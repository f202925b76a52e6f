import { and, asc, count, eq, inArray, lt, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { students } from '../students/students.table.ts';
import { attendance, classes, classSessions, enrolments } from './classes.table.ts';

/** Who is enrolled in a class and who attended which session. */
export function createEnrolmentRepository(db: Database) {
  return {
    async enrolments(classId: string) {
      return db
        .select({
          studentId: students.id,
          firstName: students.firstName,
          lastName: students.lastName,
          email: students.email,
          grade: students.grade,
          enrolledAt: enrolments.enrolledAt,
        })
        .from(enrolments)
        .innerJoin(students, eq(students.id, enrolments.studentId))
        .where(eq(enrolments.classId, classId))
        .orderBy(asc(students.lastName), asc(students.firstName));
    },

    /** Adds one enrolment and takes one place, or neither: the guarded update refuses a full class. */
    async enrol(
      classId: string,
      studentId: string,
      by: string,
      at: Date,
    ): Promise<'enrolled' | 'already' | 'full'> {
      const inserted = await db
        .insert(enrolments)
        .values({ classId, studentId, enrolledBy: by, enrolledAt: at })
        .onConflictDoNothing()
        .returning({ studentId: enrolments.studentId });
      if (inserted.length === 0) return 'already';
      const taken = await db
        .update(classes)
        .set({ enrolledCount: sql`${classes.enrolledCount} + 1` })
        .where(and(eq(classes.id, classId), lt(classes.enrolledCount, classes.capacity)))
        .returning({ id: classes.id });
      return taken.length === 1 ? 'enrolled' : 'full';
    },

    async unenrol(classId: string, studentId: string): Promise<boolean> {
      const removed = await db
        .delete(enrolments)
        .where(and(eq(enrolments.classId, classId), eq(enrolments.studentId, studentId)))
        .returning({ studentId: enrolments.studentId });
      if (removed.length === 0) return false;
      await db
        .update(classes)
        .set({ enrolledCount: sql`${classes.enrolledCount} - 1` })
        .where(eq(classes.id, classId));
      return true;
    },

    async enrolmentCount(classId: string): Promise<number> {
      const [row] = await db
        .select({ value: count() })
        .from(enrolments)
        .where(eq(enrolments.classId, classId));
      return row?.value ?? 0;
    },

    async marks(classId: string) {
      return db
        .select({
          sessionId: attendance.sessionId,
          studentId: attendance.studentId,
          status: attendance.status,
        })
        .from(attendance)
        .innerJoin(classSessions, eq(classSessions.id, attendance.sessionId))
        .where(eq(classSessions.classId, classId));
    },

    async setMark(
      sessionId: string,
      studentId: string,
      status: (typeof attendance.$inferInsert)['status'] | null,
      by: string,
      at: Date,
    ) {
      if (status === null) {
        await db
          .delete(attendance)
          .where(and(eq(attendance.sessionId, sessionId), eq(attendance.studentId, studentId)));
        return;
      }
      await db
        .insert(attendance)
        .values({ sessionId, studentId, status, recordedBy: by, recordedAt: at })
        .onConflictDoUpdate({
          target: [attendance.sessionId, attendance.studentId],
          set: { status, recordedBy: by, recordedAt: at },
        });
    },

    async studentsOfSchool(schoolId: string, ids: string[]) {
      if (ids.length === 0) return [];
      return db
        .select({ id: students.id, status: students.status })
        .from(students)
        .where(and(eq(students.schoolId, schoolId), inArray(students.id, ids)));
    },

    async studentHasClassHistory(studentId: string): Promise<boolean> {
      const [row] = await db
        .select({ id: enrolments.classId })
        .from(enrolments)
        .where(eq(enrolments.studentId, studentId))
        .limit(1);
      return Boolean(row);
    },
  };
}
