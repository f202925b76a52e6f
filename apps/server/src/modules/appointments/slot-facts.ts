import { and, eq, gt, inArray, lt, ne, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { rowsOf } from '../../db/sql.ts';
import { classes, classSessions, enrolments } from '../classes/classes.table.ts';
import { tutorOpenWindows } from '../tutors/tutors.table.ts';
import { appointments } from './appointments.table.ts';

/** Statuses that hold the tutor's and the student's time. */
export const holdingStatuses = ['pending_approval', 'booked'] as const;

export const overlaps = (from: Date, to: Date) =>
  and(lt(appointments.startsAt, to), gt(appointments.endsAt, from));

/** A slot to book or move into; `except` is an appointment being moved. */
export type Slot = {
  tutorId: string;
  studentId: string | null;
  from: Date;
  to: Date;
  except?: string | undefined;
};

/**
 * What stands in a slot's way, read in one statement (a booking checks all of it, and each
 * check was a round trip of its own): whether the tutor's appointments or the student's hold
 * time in it, the tutor's open windows that meet it, and the title of a class of the student's
 * with a session in it. `except` is an appointment being moved, whose own time does not count.
 */
export async function readSlotFacts(
  db: Database,
  slot: Slot,
): Promise<{
  tutorBusy: boolean;
  windows: { start: number; end: number }[];
  studentBusy: boolean;
  classTitle: string | null;
}> {
  const { tutorId, studentId, from, to, except } = slot;
  const holding = (who: SQL) =>
    db
      .select({ one: sql`1` })
      .from(appointments)
      .where(
        and(
          who,
          inArray(appointments.status, [...holdingStatuses]),
          overlaps(from, to),
          except ? ne(appointments.id, except) : undefined,
        ),
      )
      .limit(1);
  const windows = db
    .select({
      list: sql`coalesce(json_agg(json_build_array(${tutorOpenWindows.startsAt}, ${tutorOpenWindows.endsAt})), '[]'::json)`,
    })
    .from(tutorOpenWindows)
    .where(
      and(
        eq(tutorOpenWindows.tutorId, tutorId),
        lt(tutorOpenWindows.startsAt, to),
        gt(tutorOpenWindows.endsAt, from),
      ),
    );
  const studentBusy = studentId
    ? sql`exists(${holding(eq(appointments.studentId, studentId))})`
    : sql`false`;
  const classTitle = studentId
    ? sql`(${db
        .select({ title: classes.title })
        .from(enrolments)
        .innerJoin(classes, eq(classes.id, enrolments.classId))
        .innerJoin(classSessions, eq(classSessions.classId, classes.id))
        .where(
          and(
            eq(enrolments.studentId, studentId),
            eq(classes.status, 'approved'),
            lt(classSessions.startsAt, to),
            gt(classSessions.endsAt, from),
          ),
        )
        .limit(1)})`
    : sql`null::text`;
  const [row] = rowsOf<{
    tutor_busy: boolean;
    windows: [string, string][] | string;
    student_busy: boolean;
    class_title: string | null;
  }>(
    await db.execute(
      sql`select exists(${holding(eq(appointments.tutorId, tutorId))}) as tutor_busy,
                 (${windows}) as windows,
                 ${studentBusy} as student_busy,
                 ${classTitle} as class_title`,
    ),
  );
  if (!row) throw new Error('the slot query returned nothing');
  const list = typeof row.windows === 'string' ? JSON.parse(row.windows) : row.windows;
  return {
    tutorBusy: row.tutor_busy,
    windows: (list as [string, string][]).map(([start, end]) => ({
      start: Date.parse(start),
      end: Date.parse(end),
    })),
    studentBusy: row.student_busy,
    classTitle: row.class_title,
  };
}
