import { and, gt, inArray, lt, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { CalendarLabel, CalendarRepeat } from '@school/shared/calendar/calendar.rules';
import type { Database } from '../../db/client.ts';
import { rowsOf } from '../../db/sql.ts';
import { appointments } from '../appointments/appointments.table.ts';
import { users } from '../auth/auth.table.ts';
import { classes, classSessions } from '../classes/classes.table.ts';
import {
  appointmentScope,
  eventAudience,
  sessionScope,
  type Range,
  type Viewer,
} from './calendar.repository.ts';
import { calendarEvents } from './calendar.table.ts';

/** An instant as the contract writes it (`Date.prototype.toISOString`), made by the database. */
const iso = (column: SQLWrapper) =>
  sql`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

export type EventRangeRow = {
  id: string;
  title: string;
  start: string;
  end: string;
  allDay: boolean;
  label: CalendarLabel;
  repeat: CalendarRepeat | null;
  repeatUntil: string | null;
  /** A series' excluded starts (ISO); empty for a single event. */
  excluded: string[];
};
export type SessionRangeRow = {
  id: string;
  classId: string;
  title: string;
  start: string;
  end: string;
};
export type AppointmentRangeRow = {
  id: string;
  tutorName: string;
  start: string;
  end: string;
  /** Booked or waiting for approval: the only states a move may change. */
  open: boolean;
};

/**
 * The range API's reads (a month may hold thousands of rows): only the columns an item shows,
 * instants already as the contract's strings, in (start, id) order, and raw rows without the
 * query builder's per-column mapping, which cost more than the query itself at that size.
 */
export function createCalendarRangeRepository(db: Database) {
  const read = async <T>(query: SQL) => rowsOf<T>(await db.execute(query));
  const e = calendarEvents;
  const s = classSessions;
  const a = appointments;

  return {
    events(viewer: Viewer, range: Range, labels?: CalendarLabel[]) {
      const where = and(
        eventAudience(db, viewer),
        lt(e.startsAt, range.to),
        gt(e.lastEndsAt, range.from),
        labels ? inArray(e.label, labels) : undefined,
      );
      return read<EventRangeRow>(sql`
        select ${e.id} as "id", ${e.title} as "title", ${iso(e.startsAt)} as "start",
          ${iso(e.endsAt)} as "end", ${e.allDay} as "allDay", ${e.label} as "label",
          ${e.repeat} as "repeat", ${e.repeatUntil} as "repeatUntil",
          case when ${e.repeat} is null then '{}'::text[]
            else array(select ${iso(sql`x`)} from unnest(${e.excluded}) x) end as "excluded"
        from ${e} where ${where}
        order by ${e.startsAt}, ${e.id}`);
    },

    async sessions(viewer: Viewer, range: Range) {
      const who = sessionScope(db, viewer);
      if (!who) return [];
      return read<SessionRangeRow>(sql`
        select ${s.id} as "id", ${classes.id} as "classId", ${classes.title} as "title",
          ${iso(s.startsAt)} as "start", ${iso(s.endsAt)} as "end"
        from ${s} join ${classes} on ${classes.id} = ${s.classId}
        where ${and(who, lt(s.startsAt, range.to), gt(s.endsAt, range.from))}
        order by ${s.startsAt}, ${s.id}`);
    },

    async appointments(viewer: Viewer, range: Range) {
      const who = appointmentScope(viewer);
      if (!who) return [];
      return read<AppointmentRangeRow>(sql`
        select ${a.id} as "id", ${users.firstName} || ' ' || ${users.lastName} as "tutorName",
          ${iso(a.startsAt)} as "start", ${iso(a.endsAt)} as "end",
          ${a.status} in ('booked', 'pending_approval') as "open"
        from ${a} join ${users} on ${users.id} = ${a.tutorId}
        where ${and(who, lt(a.startsAt, range.to), gt(a.endsAt, range.from))}
        order by ${a.startsAt}, ${a.id}`);
    },
  };
}
