import type { Student } from '@school/shared/students/students.contract';

export function fullName(student: Pick<Student, 'firstName' | 'lastName'>): string {
  return `${student.firstName} ${student.lastName}`.trim();
}

/** A calendar date (YYYY-MM-DD) in the reader's language, never shifted by their time zone. */
export function formatDate(value: string | null, language: string): string {
  if (!value) return '';
  const date = new Date(value.length === 10 ? `${value}T00:00:00Z` : value);
  if (Number.isNaN(date.getTime())) return value;
  return new Intl.DateTimeFormat(language, {
    dateStyle: 'medium',
    ...(value.length === 10 ? { timeZone: 'UTC' } : {}),
  }).format(date);
}

export function formatNumber(value: number, language: string): string {
  return new Intl.NumberFormat(language).format(value);
}
