import { appointmentPath } from '@school/shared/appointments/appointments.rules';
import type { CalendarEvent, CalendarItem } from '@school/shared/calendar/calendar.contract';
import { labelColours, sourceColours } from '@school/shared/calendar/calendar.rules';
import type { Occurrence } from '@school/shared/calendar/occurrences';
import type {
  AppointmentRangeRow,
  EventRangeRow,
  SessionRangeRow,
} from './calendar-range.repository.ts';
import type { CalendarEventRow } from './calendar.repository.ts';

export const toCalendarEvent = (row: CalendarEventRow): CalendarEvent => ({
  id: row.id,
  uid: row.uid,
  title: row.title,
  description: row.description,
  start: row.startsAt.toISOString(),
  end: row.endsAt.toISOString(),
  allDay: row.allDay,
  label: row.label,
  location: row.location,
  audience: row.audience,
  classId: row.classId,
  repeat: row.repeat,
  repeatUntil: row.repeatUntil,
});

/** A single event, or one occurrence of a series (`at`), as the calendar shows it. */
export function eventItem(row: EventRangeRow, editable: boolean, at?: Occurrence): CalendarItem {
  const occurrence = at ? at.key.toISOString() : null;
  return {
    id: occurrence ? `events:${row.id}:${occurrence}` : `events:${row.id}`,
    source: 'events',
    sourceId: row.id,
    occurrence,
    repeats: row.repeat !== null,
    title: row.title,
    start: at ? at.start.toISOString() : row.start,
    end: at ? at.end.toISOString() : row.end,
    allDay: row.allDay,
    label: row.label,
    colour: labelColours[row.label],
    url: `/calendar?event=${row.id}`,
    editable,
  };
}

export const sessionItem = (row: SessionRangeRow, editable: boolean): CalendarItem => ({
  id: `classes:${row.id}`,
  source: 'classes',
  sourceId: row.id,
  occurrence: null,
  repeats: false,
  title: row.title,
  start: row.start,
  end: row.end,
  allDay: false,
  label: null,
  colour: sourceColours.classes,
  url: `/manage-classes/${row.classId}`,
  editable,
});

export const appointmentItem = (row: AppointmentRangeRow, editable: boolean): CalendarItem => ({
  id: `appointments:${row.id}`,
  source: 'appointments',
  sourceId: row.id,
  occurrence: null,
  repeats: false,
  title: row.tutorName,
  start: row.start,
  end: row.end,
  allDay: false,
  label: null,
  colour: sourceColours.appointments,
  url: appointmentPath(row.id),
  editable: editable && row.open,
});
