import type { AttendanceStatus } from '@school/shared/classes/classes.rules';
import { and, asc, count, desc, eq, gte, inArray, lt, or, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client.ts';
import { appointments } from '../appointments/appointments.table.ts';
import { users } from '../auth/auth.table.ts';
import { attendance, classSessions, classes, enrolments } from '../classes/classes.table.ts';
import { students } from '../students/students.table.ts';
import { topicAnswers as answersTable, topics as topicsTable } from '../topics/topics.table.ts';
import { subjects, tutorProfiles } from '../tutors/tutors.table.ts';
import { ledgerTransfers } from '../wallet/wallet.table.ts';

export type StudentRow = typeof students.$inferSelect;
export type Window = { from: Date; to: Date };

/**
 * Read-only joins over the tables of students, classes, appointments, topics and the wallet: the
 * dashboard owns no table and changes nothing.
 */
export function createStudentDashboardRepository(db: Database) {
  /** Credits the wallet paid for an appointment, less what came back (the allowance's rule). */
  const spentOn = sql<number>`coalesce((select sum(case when ${ledgerTransfers.kind} = 'refund'
    then -${ledgerTransfers.amount} else ${ledgerTransfers.amount} end)
    from ${ledgerTransfers} where ${ledgerTransfers.reference} = ${appointments.id}::text
    and ${ledgerTransfers.kind} in ('spend', 'refund')), 0)::int`;

  const appointmentColumns = {
    id: appointments.id,
    startsAt: appointments.startsAt,
    endsAt: appointments.endsAt,
    status: appointments.status,
    durationMinutes: appointments.durationMinutes,
    tutorName: tutorProfiles.displayName,
    subjectKey: subjects.key,
    subjectName: subjects.name,
    spentCredits: spentOn,
  };

  const appointmentPage = (where: SQL | undefined, order: SQL[], limit: number) =>
    Promise.all([
      db
        .select(appointmentColumns)
        .from(appointments)
        .innerJoin(tutorProfiles, eq(tutorProfiles.userId, appointments.tutorId))
        .innerJoin(subjects, eq(subjects.id, appointments.subjectId))
        .where(where)
        .orderBy(...order)
        .limit(limit),
      db.select({ total: count() }).from(appointments).where(where),
    ]).then(([items, [counted]]) => ({ items, total: counted?.total ?? 0 }));

  return {
    async student(schoolId: string, studentId: string): Promise<StudentRow | undefined> {
      const [row] = await db
        .select()
        .from(students)
        .where(and(eq(students.id, studentId), eq(students.schoolId, schoolId)));
      return row;
    },

    /** Classes the student is enrolled in, or was (their marks remain). */
    async classes(schoolId: string, studentId: string) {
      const marked = db
        .selectDistinct({ classId: classSessions.classId })
        .from(attendance)
        .innerJoin(classSessions, eq(classSessions.id, attendance.sessionId))
        .where(eq(attendance.studentId, studentId));
      const enrolled = db
        .select({ classId: enrolments.classId })
        .from(enrolments)
        .where(eq(enrolments.studentId, studentId));
      return db
        .select({
          id: classes.id,
          title: classes.title,
          status: classes.status,
          firstStartsAt: classes.firstStartsAt,
          lastEndsAt: classes.lastEndsAt,
          sessionCount: classes.sessionCount,
          subjectKey: subjects.key,
          subjectName: subjects.name,
          tutorFirstName: users.firstName,
          tutorLastName: users.lastName,
        })
        .from(classes)
        .innerJoin(subjects, eq(subjects.id, classes.subjectId))
        .innerJoin(users, eq(users.id, classes.tutorId))
        .where(
          and(
            eq(classes.schoolId, schoolId),
            or(inArray(classes.id, enrolled), inArray(classes.id, marked)),
          ),
        )
        .orderBy(desc(classes.lastEndsAt), asc(classes.title));
    },

    /** Marks per class and status. */
    async marksByClass(schoolId: string, studentId: string) {
      return db
        .select({
          classId: classSessions.classId,
          status: attendance.status,
          marks: sql<number>`count(*)::int`,
        })
        .from(attendance)
        .innerJoin(classSessions, eq(classSessions.id, attendance.sessionId))
        .innerJoin(classes, eq(classes.id, classSessions.classId))
        .where(and(eq(attendance.studentId, studentId), eq(classes.schoolId, schoolId)))
        .groupBy(classSessions.classId, attendance.status);
    },

    /** Marks per day (of the session's start in the school's zone) and status, within the window. */
    async marksByDay(schoolId: string, studentId: string, zone: string, window: Window) {
      const rows = await db
        .select({
          date: sql<string>`to_char(${classSessions.startsAt} at time zone ${zone}, 'YYYY-MM-DD')`,
          status: attendance.status,
          marks: sql<number>`count(*)::int`,
        })
        .from(attendance)
        .innerJoin(classSessions, eq(classSessions.id, attendance.sessionId))
        .innerJoin(classes, eq(classes.id, classSessions.classId))
        .where(
          and(
            eq(attendance.studentId, studentId),
            eq(classes.schoolId, schoolId),
            gte(classSessions.startsAt, window.from),
            lt(classSessions.startsAt, window.to),
          ),
        )
        // By position: the zone is a parameter, and a second copy of it would not be the same expression.
        .groupBy(sql`1, 2`)
        .orderBy(sql`1`);
      return rows as { date: string; status: AttendanceStatus; marks: number }[];
    },

    /** Every mark, oldest session first, for the export. */
    async marks(schoolId: string, studentId: string) {
      return db
        .select({
          startsAt: classSessions.startsAt,
          classTitle: classes.title,
          subjectName: subjects.name,
          status: attendance.status,
          recordedAt: attendance.recordedAt,
        })
        .from(attendance)
        .innerJoin(classSessions, eq(classSessions.id, attendance.sessionId))
        .innerJoin(classes, eq(classes.id, classSessions.classId))
        .innerJoin(subjects, eq(subjects.id, classes.subjectId))
        .where(and(eq(attendance.studentId, studentId), eq(classes.schoolId, schoolId)))
        .orderBy(asc(classSessions.startsAt), asc(classes.title));
    },

    upcomingAppointments(schoolId: string, studentId: string, now: Date, limit: number) {
      return appointmentPage(
        and(
          eq(appointments.schoolId, schoolId),
          eq(appointments.studentId, studentId),
          gte(appointments.startsAt, now),
          inArray(appointments.status, ['pending_approval', 'booked']),
        ),
        [asc(appointments.startsAt), asc(appointments.id)],
        limit,
      );
    },

    pastAppointments(schoolId: string, studentId: string, window: Window, limit: number) {
      return appointmentPage(
        and(
          eq(appointments.schoolId, schoolId),
          eq(appointments.studentId, studentId),
          gte(appointments.startsAt, window.from),
          lt(appointments.startsAt, window.to),
        ),
        [desc(appointments.startsAt), asc(appointments.id)],
        limit,
      );
    },

    /** Net credits per month (school's zone) of the appointments starting in the window. */
    async topicsAsked(schoolId: string, userId: string, limit: number) {
      const where = and(eq(topicsTable.schoolId, schoolId), eq(topicsTable.authorId, userId));
      const [items, [counted]] = await Promise.all([
        db
          .select({
            id: topicsTable.id,
            title: topicsTable.title,
            status: topicsTable.status,
            answerCount: topicsTable.answerCount,
            createdAt: topicsTable.createdAt,
          })
          .from(topicsTable)
          .where(where)
          .orderBy(desc(topicsTable.createdAt), asc(topicsTable.id))
          .limit(limit),
        db.select({ total: count() }).from(topicsTable).where(where),
      ]);
      return { items, total: counted?.total ?? 0 };
    },

    async topicsAnswered(schoolId: string, userId: string, limit: number) {
      const where = and(eq(answersTable.schoolId, schoolId), eq(answersTable.authorId, userId));
      const [items, [counted]] = await Promise.all([
        db
          .select({
            id: answersTable.id,
            topicId: topicsTable.id,
            title: topicsTable.title,
            accepted: sql<boolean>`coalesce(${topicsTable.acceptedAnswerId} = ${answersTable.id}, false)`,
            createdAt: answersTable.createdAt,
          })
          .from(answersTable)
          .innerJoin(topicsTable, eq(topicsTable.id, answersTable.topicId))
          .where(where)
          .orderBy(desc(answersTable.createdAt), asc(answersTable.id))
          .limit(limit),
        db.select({ total: count() }).from(answersTable).where(where),
      ]);
      return { items, total: counted?.total ?? 0 };
    },

    /** The newest of each kind of event in the window; the service merges them. */
    async recentEvents(
      schoolId: string,
      student: { id: string; userId: string | null },
      window: Window,
      limit: number,
    ) {
      const inWindow = (column: AnyPgColumn) =>
        and(gte(column, window.from), lt(column, window.to));
      const marks = db
        .select({
          at: attendance.recordedAt,
          title: classes.title,
          status: attendance.status,
          classId: classes.id,
        })
        .from(attendance)
        .innerJoin(classSessions, eq(classSessions.id, attendance.sessionId))
        .innerJoin(classes, eq(classes.id, classSessions.classId))
        .where(
          and(
            eq(attendance.studentId, student.id),
            eq(classes.schoolId, schoolId),
            inWindow(attendance.recordedAt),
          ),
        )
        .orderBy(desc(attendance.recordedAt))
        .limit(limit);
      const enrolled = db
        .select({ at: enrolments.enrolledAt, title: classes.title, classId: classes.id })
        .from(enrolments)
        .innerJoin(classes, eq(classes.id, enrolments.classId))
        .where(
          and(
            eq(enrolments.studentId, student.id),
            eq(classes.schoolId, schoolId),
            inWindow(enrolments.enrolledAt),
          ),
        )
        .orderBy(desc(enrolments.enrolledAt))
        .limit(limit);
      const booked = db
        .select({
          at: appointments.createdAt,
          title: tutorProfiles.displayName,
          status: appointments.status,
          id: appointments.id,
        })
        .from(appointments)
        .innerJoin(tutorProfiles, eq(tutorProfiles.userId, appointments.tutorId))
        .where(
          and(
            eq(appointments.schoolId, schoolId),
            eq(appointments.studentId, student.id),
            inWindow(appointments.createdAt),
          ),
        )
        .orderBy(desc(appointments.createdAt))
        .limit(limit);
      const userId = student.userId;
      const asked = userId
        ? db
            .select({ at: topicsTable.createdAt, title: topicsTable.title, id: topicsTable.id })
            .from(topicsTable)
            .where(
              and(
                eq(topicsTable.schoolId, schoolId),
                eq(topicsTable.authorId, userId),
                inWindow(topicsTable.createdAt),
              ),
            )
            .orderBy(desc(topicsTable.createdAt))
            .limit(limit)
        : Promise.resolve([]);
      const answered = userId
        ? db
            .select({ at: answersTable.createdAt, title: topicsTable.title, id: topicsTable.id })
            .from(answersTable)
            .innerJoin(topicsTable, eq(topicsTable.id, answersTable.topicId))
            .where(
              and(
                eq(answersTable.schoolId, schoolId),
                eq(answersTable.authorId, userId),
                inWindow(answersTable.createdAt),
              ),
            )
            .orderBy(desc(answersTable.createdAt))
            .limit(limit)
        : Promise.resolve([]);
      const [m, e, b, a, r] = await Promise.all([marks, enrolled, booked, asked, answered]);
      return { marks: m, enrolled: e, booked: b, asked: a, answered: r };
    },
  };
}
export type StudentDashboardRepository = ReturnType<typeof createStudentDashboardRepository>;
