import type { FormatterInput } from '@fullcalendar/core';
import { remembered } from '../../../lib/remembered';
import { dateTimeFormat } from '../../../lib/zoned-time';

type FormatFunction = Extract<FormatterInput, (arg: never) => string>;
type FormatArg = Parameters<FormatFunction>[0];

const ranges = new Map<string, string>();

// FullCalendar's markers carry the school's wall clock in their UTC fields; `timeStyle` is how the
// rest of the page writes times (zonedFormat).
const timeFormat = (language: string) => dateTimeFormat(language, 'UTC', { timeStyle: 'short' });

const day = 86_400_000;

/**
 * "9:00 – 10:00 AM" as the language writes a range within a day. Intl's formatRange costs several
 * times two formats, and a week repeats the same few pairs of times, so each pair is written once.
 */
function sameDayRange(language: string, start: Date, end: Date): string {
  const key = `${language} ${start.getTime() % day} ${end.getTime() % day}`;
  return remembered(ranges, key, () => timeFormat(language).formatRange(start, end), 2_000);
}

/**
 * An event's times as the language writes a time range (two times when it ends on another day,
 * where Intl would add both dates). Given an object format, FullCalendar builds a new
 * Intl.DateTimeFormat for each event's range text, and a busy week spent most of its drawing time
 * there; this one formatter per language serves every event.
 */
export function eventTimeFormat(language: string): FormatFunction {
  return ({ start, end }: FormatArg) => {
    const format = timeFormat(language);
    const from = start.marker;
    const to = end?.marker;
    if (!to || to.getTime() === from.getTime()) return format.format(from);
    if (Math.floor(to.getTime() / day) === Math.floor(from.getTime() / day))
      return sameDayRange(language, from, to);
    return `${format.format(from)} – ${format.format(to)}`;
  };
}
