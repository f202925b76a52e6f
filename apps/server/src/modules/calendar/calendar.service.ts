import type {
  CalendarItem,
  CalendarRange,
  CalendarRangeQuery,
  MoveCalendarItemBody,
} from '@school/shared/calendar/calendar.contract';
import { appointmentDurations } from '@school/shared/appointments/appointments.rules';
import { calendarLimits } from '@school/shared/calendar/calendar.rules';
import { occurrencesOf } from '@school/shared/calendar/occurrences';
import type { Database } from '../../db/client.ts';
import { notFound, validationError } from '../../lib/app-error.ts';
import type { AppointmentsService } from '../appointments/appointments.service.ts';
import type { AuditService } from '../audit/audit.service.ts';
import type { AuthContext } from '../auth/auth.service.ts';
import type { ClassesService } from '../classes/classes.service.ts';
import type { FeedsService } from '../feeds/feeds.service.ts';
import type { SchoolService } from '../school/school.service.ts';
import { editRights, viewerOf } from './calendar-access.ts';
import { createCalendarEventsService } from './calendar-events.service.ts';
import { createCalendarRangeRepository, type EventRangeRow } from './calendar-range.repository.ts';
import { appointmentItem, eventItem, sessionItem } from './calendar-view.ts';
import { createCalendarRepository } from './calendar.repository.ts';

export type CalendarDeps = {
  db: Database;
  audit: AuditService;
  clock: () => Date;
  school: SchoolService;
  classes: ClassesService;
  appointments: AppointmentsService;
  feeds: Pick<FeedsService, 'recordActivity'>;
};

const day = 86_400_000;

/**
 * The school calendar: one range over classes, appointments and events, and moves of the classes
 * and appointments on it; the events themselves are `calendar-events.service.ts`.
 */
export function createCalendarService(deps: CalendarDeps) {
  const { db, school } = deps;

  async function range(auth: AuthContext, query: CalendarRangeQuery): Promise<CalendarRange> {
    const from = new Date(query.from);
    const to = new Date(query.to);
    if (to <= from)
      throw validationError('to', 'invalid', 'The end of the range must be after its start.');
    if (to.getTime() - from.getTime() > calendarLimits.rangeDays * day)
      throw validationError(
        'to',
        'too_big',
        `A range covers at most ${calendarLimits.rangeDays} days.`,
      );
    return collect(auth, { ...query, from, to });
  }

  /** The items of [from, to) the caller may see; the feed reads a year this way, a range at a time. */
  async function collect(
    auth: AuthContext,
    query: Omit<CalendarRangeQuery, 'from' | 'to'> & { from: Date; to: Date },
  ): Promise<CalendarRange> {
    const { from, to } = query;
    const { viewer, zone } = await viewerOf(
      auth,
      createCalendarRepository(db),
      school,
      query.schoolId,
    );
    const can = editRights(auth);
    const wants = new Set(query.sources);
    const repo = createCalendarRangeRepository(db);
    const [events, sessions, bookings] = await Promise.all([
      wants.has('events') ? repo.events(viewer, { from, to }, query.label) : [],
      wants.has('classes') && !query.label ? repo.sessions(viewer, { from, to }) : [],
      wants.has('appointments') && !query.label ? repo.appointments(viewer, { from, to }) : [],
    ]);
    const items: CalendarItem[] = [];
    for (const row of events) {
      if (row.repeat === null) items.push(eventItem(row, can.events));
      else
        for (const at of occurrencesOf(rangeSeriesOf(row), zone, from, to))
          items.push(eventItem(row, can.events, at));
    }
    for (const row of sessions) items.push(sessionItem(row, can.classes));
    for (const row of bookings) items.push(appointmentItem(row, can.appointments));
    // Each source comes in (start, id) order, so the sort mostly merges runs. ISO instants in UTC
    // order as plain strings; localeCompare costs a collator per comparison.
    const order = (x: string, y: string) => (x < y ? -1 : x > y ? 1 : 0);
    items.sort((a, b) => order(a.start, b.start) || order(a.id, b.id));
    return { items, timeZone: zone };
  }

  const rangeSeriesOf = (row: EventRangeRow) => ({
    start: new Date(row.start),
    end: new Date(row.end),
    allDay: row.allDay,
    repeat: row.repeat,
    repeatUntil: row.repeatUntil,
    excluded: row.excluded.map((at) => new Date(at)),
  });

  return {
    range,
    collect,
    ...createCalendarEventsService(deps),

    /** A class session or an appointment dragged on the calendar: their own modules decide. */
    async moveItem(auth: AuthContext, body: MoveCalendarItemBody): Promise<void> {
      const start = new Date(body.start);
      const end = new Date(body.end);
      if (body.source === 'appointments') {
        const minutes = Math.round((end.getTime() - start.getTime()) / 60_000);
        const durationMinutes = appointmentDurations.find((d) => d === minutes);
        if (!durationMinutes)
          throw validationError(
            'end',
            'invalid',
            `An appointment lasts ${appointmentDurations.join(', ')} minutes.`,
          );
        await deps.appointments.reschedule(auth, body.id, {
          startsAt: start.toISOString(),
          durationMinutes,
        });
        return;
      }
      const classId = await createCalendarRepository(db).sessionClass(body.id);
      if (!classId) throw notFound('The class session');
      const detail = await deps.classes.get(auth, classId);
      const sessions = detail.sessions.map((s) =>
        s.id === body.id
          ? { startsAt: body.start, endsAt: body.end }
          : { startsAt: s.startsAt, endsAt: s.endsAt },
      );
      await deps.classes.update(auth, classId, { sessions });
    },
  };
}

export type CalendarService = ReturnType<typeof createCalendarService>;
