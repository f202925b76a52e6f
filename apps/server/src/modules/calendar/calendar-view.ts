import type { CalendarEvent, CalendarItem } from '@school/shared/calendar/calendar.contract';
import { labelColours, sourceColours } from '@school/shared/calendar/calendar.rules';
import type { Occurrence } from '@school/shared/calendar/occurrences';
import type { CalendarEventRow, CalendarRepository } from './calendar.repository.ts';

type SessionRow = Awaited<ReturnType<CalendarRepository['sessions']>>[number];
type AppointmentRow = Awaited<ReturnType<CalendarRepository['appointments']>>[number];

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

export function eventItem(row: CalendarEventRow, at: Occurrence, editable: boolean): CalendarItem {
  const repeats = row.repeat !== null;
  const occurrence = repeats ? at.key.toISOString() : null;
  return {
    id: occurrence ? `events:${row.id}:${occurrence}` : `events:${row.id}`,
    source: 'events',
    sourceId: row.id,
    occurrence,
    repeats,
    title: row.title,
    start: at.start.toISOString(),
    end: at.end.toISOString(),
    allDay: row.allDay,
    label: row.label,
    colour: labelColours[row.label],
    url: `/calendar?event=${row.id}`,
    editable,
  };
}

export const sessionItem = (row: SessionRow, editable: boolean): CalendarItem => ({
  id: `classes:${row.id}`,
  source: 'classes',
  sourceId: row.id,
  occurrence: null,
  repeats: false,
  title: row.title,
  start: row.startsAt.toISOString(),
  end: row.endsAt.toISOString(),
  allDay: false,
  label: null,
  colour: sourceColours.classes,
  url: `/manage-classes/${row.classId}`,
  editable,
});

export const appointmentItem = (row: AppointmentRow, editable: boolean): CalendarItem => ({
  id: `appointments:${row.id}`,
  source: 'appointments',
  sourceId: row.id,
  occurrence: null,
  repeats: false,
  title: row.tutorName,
  start: row.startsAt.toISOString(),
  end: row.endsAt.toISOString(),
  allDay: false,
  label: null,
  colour: sourceColours.appointments,
  url: `/my-appointments?appointment=${row.id}`,
  editable: editable && (row.status === 'booked' || row.status === 'pending_approval'),
});
