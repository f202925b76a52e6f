import ICAL from 'ical.js';
import { DateTime } from 'luxon';
import { calendarLimits, type CalendarRepeat } from '@school/shared/calendar/calendar.rules';
import { validationError } from '../../lib/app-error.ts';

export type IcsEvent = {
  uid: string;
  title: string;
  description: string;
  location: string | null;
  start: Date;
  end: Date;
  allDay: boolean;
  repeat: CalendarRepeat | null;
  repeatUntil: string | null;
};

/** A time of the file as an instant: a date is midnight in the school's zone, a TZID its own zone. */
function instantOf(time: ICAL.Time, zone: string): Date {
  const parts = { year: time.year, month: time.month, day: time.day };
  if (time.isDate) return DateTime.fromObject(parts, { zone }).toJSDate();
  const tzid = time.zone?.tzid;
  const own = tzid === 'UTC' || tzid === 'Z' ? 'UTC' : tzid && tzid !== 'floating' ? tzid : zone;
  const at = { ...parts, hour: time.hour, minute: time.minute, second: time.second };
  const local = DateTime.fromObject(at, { zone: own });
  return (local.isValid ? local : DateTime.fromObject(at, { zone })).toJSDate();
}

/**
 * The events of an .ics file (VEVENTs with a UID and a start). A weekly or monthly RRULE with an
 * UNTIL becomes a series; other rules keep the first occurrence. Refuses a file that is not iCal.
 */
export function readIcs(text: string, zone: string): IcsEvent[] {
  let root: ICAL.Component;
  try {
    root = new ICAL.Component(ICAL.parse(text));
  } catch {
    throw validationError('ics', 'invalid', 'This is not an iCalendar (.ics) file.');
  }
  const vevents = root.getAllSubcomponents('vevent');
  if (vevents.length > calendarLimits.importEvents)
    throw validationError(
      'ics',
      'too_big',
      `A file has at most ${calendarLimits.importEvents} events.`,
    );
  const out: IcsEvent[] = [];
  for (const vevent of vevents) {
    // Separately changed occurrences of a series (RECURRENCE-ID) are left to the series.
    if (vevent.hasProperty('recurrence-id')) continue;
    const event = new ICAL.Event(vevent);
    if (!event.uid || !event.startDate) continue;
    const allDay = event.startDate.isDate;
    const start = instantOf(event.startDate, zone);
    let end = event.endDate ? instantOf(event.endDate, zone) : start;
    if (end <= start) end = new Date(start.getTime() + (allDay ? 86_400_000 : 3_600_000));
    const rule = vevent.getFirstPropertyValue('rrule');
    let repeat: CalendarRepeat | null = null;
    let repeatUntil: string | null = null;
    if (
      rule instanceof ICAL.Recur &&
      rule.until &&
      (rule.freq === 'WEEKLY' || rule.freq === 'MONTHLY')
    ) {
      repeat = rule.freq === 'WEEKLY' ? 'weekly' : 'monthly';
      repeatUntil = DateTime.fromJSDate(instantOf(rule.until, zone), { zone }).toISODate();
    }
    out.push({
      uid: event.uid.slice(0, 255),
      title: (event.summary || '—').slice(0, calendarLimits.title),
      description: (event.description || '').slice(0, calendarLimits.description),
      location: event.location ? event.location.slice(0, calendarLimits.location) : null,
      start,
      end,
      allDay,
      repeat,
      repeatUntil,
    });
  }
  return out;
}
