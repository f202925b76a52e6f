import { and, eq, gt, inArray, lt, ne, notInArray, or, type SQL } from 'drizzle-orm';
import type { CalendarLabel } from '@school/shared/calendar/calendar.rules';
import type { Database } from '../../db/client.ts';
import { appointments } from '../appointments/appointments.table.ts';
import { users } from '../auth/auth.table.ts';
import { classes, classSessions, enrolments } from '../classes/classes.table.ts';
import { schools } from '../school/school.table.ts';
import { students } from '../students/students.table.ts';
import { calendarEvents, calendarFeedTokens } from './calendar.table.ts';

export type CalendarEventRow = typeof calendarEvents.$inferSelect;
export type NewCalendarEvent = typeof calendarEvents.$inferInsert;

/** Whose calendar is read: a school's staff, one tutor, or one student. */
export type Viewer =
  | { kind: 'staff'; schoolId: string }
  | { kind: 'tutor'; tutorId: string }
  | { kind: 'student'; schoolId: string; studentId: string | null };

export type Range = { from: Date; to: Date };

const liveClass = notInArray(classes.status, ['rejected', 'cancelled']);

/** The events whose audience includes the viewer (for the range reads too). */
export function eventAudience(db: Database, viewer: Viewer): SQL | undefined {
  switch (viewer.kind) {
    case 'staff':
      return eq(calendarEvents.schoolId, viewer.schoolId);
    case 'student':
      if (!viewer.studentId)
        return and(
          eq(calendarEvents.schoolId, viewer.schoolId),
          eq(calendarEvents.audience, 'school'),
        );
      return and(
        eq(calendarEvents.schoolId, viewer.schoolId),
        or(
          eq(calendarEvents.audience, 'school'),
          and(
            eq(calendarEvents.audience, 'class'),
            inArray(
              calendarEvents.classId,
              db
                .select({ id: enrolments.classId })
                .from(enrolments)
                .where(eq(enrolments.studentId, viewer.studentId)),
            ),
          ),
        ),
      );
    case 'tutor': {
      const taught = db
        .select({ id: classes.id })
        .from(classes)
        .where(and(eq(classes.tutorId, viewer.tutorId), liveClass));
      const schools = db
        .select({ id: classes.schoolId })
        .from(classes)
        .where(and(eq(classes.tutorId, viewer.tutorId), eq(classes.status, 'approved')));
      return or(
        and(eq(calendarEvents.audience, 'class'), inArray(calendarEvents.classId, taught)),
        and(eq(calendarEvents.audience, 'school'), inArray(calendarEvents.schoolId, schools)),
      );
    }
  }
}

/** The live classes whose sessions the viewer sees; null when there are none to see. */
export function sessionScope(db: Database, viewer: Viewer): SQL | null {
  if (viewer.kind === 'student' && !viewer.studentId) return null;
  const who =
    viewer.kind === 'staff'
      ? eq(classes.schoolId, viewer.schoolId)
      : viewer.kind === 'tutor'
        ? eq(classes.tutorId, viewer.tutorId)
        : inArray(
            classes.id,
            db
              .select({ id: enrolments.classId })
              .from(enrolments)
              .where(eq(enrolments.studentId, viewer.studentId ?? '')),
          );
  return and(who, liveClass) ?? null;
}

/** The appointments the viewer sees (never cancelled ones); null when there are none. */
export function appointmentScope(viewer: Viewer): SQL | null {
  if (viewer.kind === 'student' && !viewer.studentId) return null;
  const who =
    viewer.kind === 'staff'
      ? eq(appointments.schoolId, viewer.schoolId)
      : viewer.kind === 'tutor'
        ? eq(appointments.tutorId, viewer.tutorId)
        : eq(appointments.studentId, viewer.studentId ?? '');
  return and(who, ne(appointments.status, 'cancelled')) ?? null;
}

/**
 * The calendar's SQL for events, feed tokens and the conflict checks; the range API's display
 * reads are in calendar-range.repository.ts.
 */
export function createCalendarRepository(db: Database) {
  return {
    async events(viewer: Viewer, range: Range, labels?: CalendarLabel[]) {
      return db
        .select()
        .from(calendarEvents)
        .where(
          and(
            eventAudience(db, viewer),
            lt(calendarEvents.startsAt, range.to),
            gt(calendarEvents.lastEndsAt, range.from),
            labels ? inArray(calendarEvents.label, labels) : undefined,
          ),
        );
    },

    /** A class's sessions, with the class's title (conflicts of a class event). */
    async sessions(viewer: Viewer, range: Range) {
      const who = sessionScope(db, viewer);
      if (!who) return [];
      return db
        .select({
          id: classSessions.id,
          classId: classes.id,
          title: classes.title,
          startsAt: classSessions.startsAt,
          endsAt: classSessions.endsAt,
        })
        .from(classSessions)
        .innerJoin(classes, eq(classes.id, classSessions.classId))
        .where(
          and(who, lt(classSessions.startsAt, range.to), gt(classSessions.endsAt, range.from)),
        );
    },

    async studentOfUser(userId: string) {
      const [row] = await db
        .select({ id: students.id, schoolId: students.schoolId })
        .from(students)
        .where(eq(students.userId, userId));
      return row ?? null;
    },

    async classOf(classId: string) {
      const [row] = await db
        .select({ id: classes.id, schoolId: classes.schoolId })
        .from(classes)
        .where(eq(classes.id, classId));
      return row ?? null;
    },

    async sessionClass(sessionId: string) {
      const [row] = await db
        .select({ classId: classSessions.classId })
        .from(classSessions)
        .where(eq(classSessions.id, sessionId));
      return row?.classId ?? null;
    },

    async find(id: string) {
      const [row] = await db.select().from(calendarEvents).where(eq(calendarEvents.id, id));
      return row ?? null;
    },

    async byUids(schoolId: string, uids: string[]) {
      if (uids.length === 0) return [];
      return db
        .select()
        .from(calendarEvents)
        .where(and(eq(calendarEvents.schoolId, schoolId), inArray(calendarEvents.uid, uids)));
    },

    async insert(values: NewCalendarEvent): Promise<CalendarEventRow> {
      const [row] = await db.insert(calendarEvents).values(values).returning();
      if (!row) throw new Error('insert into calendar_events returned no row');
      return row;
    },

    async update(id: string, values: Partial<NewCalendarEvent>) {
      const [row] = await db
        .update(calendarEvents)
        .set(values)
        .where(eq(calendarEvents.id, id))
        .returning();
      return row ?? null;
    },

    /** Deletes an event and, for a series, its separately edited occurrences. */
    async remove(id: string) {
      await db
        .delete(calendarEvents)
        .where(or(eq(calendarEvents.id, id), eq(calendarEvents.seriesId, id)));
    },

    async feedToken(userId: string) {
      const [row] = await db
        .select()
        .from(calendarFeedTokens)
        .where(eq(calendarFeedTokens.userId, userId));
      return row ?? null;
    },

    async saveFeedToken(userId: string, tokenHash: string, schoolId: string | null, at: Date) {
      await db
        .insert(calendarFeedTokens)
        .values({ userId, tokenHash, schoolId, createdAt: at })
        .onConflictDoUpdate({
          target: calendarFeedTokens.userId,
          set: { tokenHash, schoolId, createdAt: at },
        });
    },

    async removeFeedToken(userId: string) {
      await db.delete(calendarFeedTokens).where(eq(calendarFeedTokens.userId, userId));
    },

    async feedOwner(tokenHash: string) {
      const [row] = await db
        .select({
          user: users,
          schoolId: calendarFeedTokens.schoolId,
          timeZone: schools.timezone,
        })
        .from(calendarFeedTokens)
        .innerJoin(users, eq(users.id, calendarFeedTokens.userId))
        .leftJoin(schools, eq(schools.id, users.schoolId))
        .where(eq(calendarFeedTokens.tokenHash, tokenHash));
      return row ?? null;
    },
  };
}
export type CalendarRepository = ReturnType<typeof createCalendarRepository>;
