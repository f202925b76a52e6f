import { and, asc, desc, eq, gte, ilike, inArray, lt, or, sql, type SQL } from 'drizzle-orm';
import type { AppointmentTab } from '@school/shared/appointments/appointments.rules';
import type { Database } from '../../db/client.ts';
import { students } from '../students/students.table.ts';
import { subjects, tutorProfiles } from '../tutors/tutors.table.ts';
import { createAppointmentsRepository, type AppointmentView } from './appointments.repository.ts';
import { appointments } from './appointments.table.ts';

/** Whose appointments a caller sees: a school's, a tutor's own, or a student's own. */
export type Visibility =
  | { kind: 'school'; schoolId: string }
  | { kind: 'tutor'; tutorId: string }
  | { kind: 'student'; schoolId: string; studentId: string };

export type ListFilter = {
  visibility: Visibility;
  tab: AppointmentTab;
  now: Date;
  studentId?: string;
  tutorId?: string;
  subjectId?: string;
  /** UTC instants of the first day's start and the day after the last, in the school's zone. */
  from?: Date;
  to?: Date;
  q?: string;
  sort?: string;
};

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

function visible(v: Visibility): SQL | undefined {
  switch (v.kind) {
    case 'school':
      return eq(appointments.schoolId, v.schoolId);
    case 'tutor':
      return eq(appointments.tutorId, v.tutorId);
    case 'student':
      return and(eq(appointments.schoolId, v.schoolId), eq(appointments.studentId, v.studentId));
  }
}

/**
 * Upcoming: booked and not yet ended. Pending: waiting for approval. Past: the rest (ended,
 * cancelled, completed, no-show, and pending ones whose time went by).
 */
function tabWhere(tab: AppointmentTab, now: Date): SQL | undefined {
  switch (tab) {
    case 'upcoming':
      return and(eq(appointments.status, 'booked'), sql`${appointments.endsAt} > ${now}`);
    case 'pending':
      return and(eq(appointments.status, 'pending_approval'), sql`${appointments.endsAt} > ${now}`);
    case 'past':
      return or(
        inArray(appointments.status, ['completed', 'cancelled', 'no_show']),
        sql`${appointments.endsAt} <= ${now}`,
      );
  }
}

function where(filter: ListFilter): SQL | undefined {
  const words = filter.q?.trim();
  const text = words ? `%${escapeLike(words)}%` : undefined;
  return and(
    visible(filter.visibility),
    tabWhere(filter.tab, filter.now),
    filter.studentId ? eq(appointments.studentId, filter.studentId) : undefined,
    filter.tutorId ? eq(appointments.tutorId, filter.tutorId) : undefined,
    filter.subjectId ? eq(appointments.subjectId, filter.subjectId) : undefined,
    filter.from ? gte(appointments.startsAt, filter.from) : undefined,
    filter.to ? lt(appointments.startsAt, filter.to) : undefined,
    text
      ? or(
          ilike(tutorProfiles.displayName, text),
          ilike(sql`${students.firstName} || ' ' || ${students.lastName}`, text),
          ilike(subjects.name, text),
          ilike(appointments.notes, text),
        )
      : undefined,
  );
}

function orderOf(filter: ListFilter): SQL[] {
  const sort = filter.sort ?? (filter.tab === 'past' ? '-startsAt' : 'startsAt');
  const descending = sort.startsWith('-');
  const key = descending ? sort.slice(1) : sort;
  const column =
    key === 'priceCredits'
      ? appointments.priceCredits
      : key === 'createdAt'
        ? appointments.createdAt
        : appointments.startsAt;
  const direction = descending ? desc : asc;
  return [direction(column), direction(appointments.startsAt), asc(appointments.id)];
}

/** The list and the CSV export: one filtered, ordered query with what each row names. */
export function createAppointmentListRepository(db: Database) {
  const views = () => createAppointmentsRepository(db).view();
  return {
    async page(
      filter: ListFilter,
      limit: number,
      offset: number,
    ): Promise<{ items: AppointmentView[]; total: number }> {
      const condition = where(filter);
      const [items, counted] = await Promise.all([
        views()
          .where(condition)
          .orderBy(...orderOf(filter))
          .limit(limit)
          .offset(offset),
        db
          .select({ total: sql<number>`count(*)::int` })
          .from(appointments)
          .innerJoin(tutorProfiles, eq(tutorProfiles.userId, appointments.tutorId))
          .innerJoin(subjects, eq(subjects.id, appointments.subjectId))
          .leftJoin(students, eq(students.id, appointments.studentId))
          .where(condition),
      ]);
      return { items, total: counted[0]?.total ?? 0 };
    },

    async all(filter: ListFilter, limit: number): Promise<AppointmentView[]> {
      return views()
        .where(where(filter))
        .orderBy(...orderOf(filter))
        .limit(limit);
    },
  };
}
