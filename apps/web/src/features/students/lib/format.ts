import type { Student } from '@school/shared/students/students.contract';

export function fullName(student: Pick<Student, 'firstName' | 'lastName'>): string {
  return `${student.firstName} ${student.lastName}`.trim();
}

// A page of the roster formats dozens of dates, most of them seen before: building an
// Intl formatter costs far more than using one, and using one more than looking up its answer.
const dateFormats = new Map<string, Intl.DateTimeFormat>();
const formatted = new Map<string, string>();
const maxRemembered = 5000;

function remember(key: string, make: () => string): string {
  let text = formatted.get(key);
  if (text === undefined) {
    if (formatted.size >= maxRemembered) formatted.clear();
    text = make();
    formatted.set(key, text);
  }
  return text;
}

function dateFormat(language: string, timeZone: string): Intl.DateTimeFormat {
  const key = `${language}|${timeZone}`;
  let format = dateFormats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeZone });
    dateFormats.set(key, format);
  }
  return format;
}

/**
 * A date in the reader's language: a calendar date (YYYY-MM-DD) as it is, never shifted by a time
 * zone; an instant as the day it falls on in `zone` (the school's).
 */
export function formatDate(value: string | null, language: string, zone = 'UTC'): string {
  if (!value) return '';
  const calendarDate = value.length === 10;
  const timeZone = calendarDate ? 'UTC' : zone;
  return remember(`d|${language}|${timeZone}|${value}`, () => {
    const date = new Date(calendarDate ? `${value}T00:00:00Z` : value);
    if (Number.isNaN(date.getTime())) return value;
    return dateFormat(language, timeZone).format(date);
  });
}
