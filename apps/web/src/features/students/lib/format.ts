import type { Student } from '@school/shared/students/students.contract';
import { remembered } from '../../../lib/remembered';
import { dateTimeFormat } from '../../../lib/zoned-time';

export function fullName(student: Pick<Student, 'firstName' | 'lastName'>): string {
  return `${student.firstName} ${student.lastName}`.trim();
}

// A page of the roster formats dozens of dates, most of them seen before: using a formatter costs
// more than looking up its answer (and building one far more: dateTimeFormat keeps them).
const formatted = new Map<string, string>();
const remember = (key: string, make: () => string) => remembered(formatted, key, make, 5000);

const dateFormat = (language: string, timeZone: string) =>
  dateTimeFormat(language, timeZone, { dateStyle: 'medium' });

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
