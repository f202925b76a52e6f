import type { Student } from '@school/shared/students/students.contract';

export function fullName(student: Pick<Student, 'firstName' | 'lastName'>): string {
  return `${student.firstName} ${student.lastName}`.trim();
}

// A page of the roster formats dozens of dates and numbers, most of them seen before: building an
// Intl formatter costs far more than using one, and using one more than looking up its answer.
const dateFormats = new Map<string, Intl.DateTimeFormat>();
const numberFormats = new Map<string, Intl.NumberFormat>();
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

function dateFormat(language: string, calendarDate: boolean): Intl.DateTimeFormat {
  const key = `${language}|${calendarDate}`;
  let format = dateFormats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(language, {
      dateStyle: 'medium',
      ...(calendarDate ? { timeZone: 'UTC' } : {}),
    });
    dateFormats.set(key, format);
  }
  return format;
}

/** A calendar date (YYYY-MM-DD) in the reader's language, never shifted by their time zone. */
export function formatDate(value: string | null, language: string): string {
  if (!value) return '';
  return remember(`d|${language}|${value}`, () => {
    const calendarDate = value.length === 10;
    const date = new Date(calendarDate ? `${value}T00:00:00Z` : value);
    if (Number.isNaN(date.getTime())) return value;
    return dateFormat(language, calendarDate).format(date);
  });
}

function numberFormat(language: string): Intl.NumberFormat {
  let format = numberFormats.get(language);
  if (!format) {
    format = new Intl.NumberFormat(language);
    numberFormats.set(language, format);
  }
  return format;
}

/**
 * How each of the console's languages groups the digits of a whole number, as its
 * Intl.NumberFormat does (format.test.ts holds them to it). The browser's first number formatter
 * costs 20–80 ms of main thread while it loads its number data, and the roster's pager needs
 * nothing but grouped whole numbers.
 */
const groupSeparators: Partial<Record<string, string>> = {
  en: ',',
  de: '.',
  fr: '\u202f',
  pt: '.',
  ar: ',',
};

function groupDigits(value: number, separator: string): string {
  const digits = String(value);
  let grouped = '';
  for (let end = digits.length; end > 0; end -= 3) {
    const part = digits.slice(Math.max(0, end - 3), end);
    grouped = grouped ? `${part}${separator}${grouped}` : part;
  }
  return grouped;
}

export function formatNumber(value: number, language: string): string {
  const separator = groupSeparators[language];
  if (separator !== undefined && Number.isSafeInteger(value) && value >= 0) {
    return groupDigits(value, separator);
  }
  return remember(`n|${language}|${value}`, () => numberFormat(language).format(value));
}
