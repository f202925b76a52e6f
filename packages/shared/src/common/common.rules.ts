/**
 * Limits and patterns shared by several contracts and the web forms. Zod-free, so a page checks a
 * field without loading the schemas.
 */

/** RFC 5321's longest deliverable address. */
export const emailMaxLength = 254;

/**
 * The e-mail pattern the schemas check with (zod's own, handed to `.email()`), so a form refuses
 * exactly what the server refuses.
 */
export const emailPattern =
  // Escapes kept as zod writes them: the pattern's source is published in the OpenAPI document.
  // eslint-disable-next-line no-useless-escape
  /^(?:[A-Za-z0-9_'+\-]+\.)*[A-Za-z0-9_'+\-]*[A-Za-z0-9_+-]@(?:[A-Za-z0-9][A-Za-z0-9\-]*\.)+[A-Za-z]{2,}$/;

export const phoneMaxLength = 30;
export const phonePattern = /^\+?[0-9 ()./-]{6,20}$/;

/** Calendar days as the API takes them (`YYYY-MM-DD`). */
export const isoDayPattern = /^\d{4}-\d{2}-\d{2}$/;

/** Inclusive bounds of a number or of a text's length; either end may be open. */
export type Bounds = { readonly min?: number; readonly max?: number };

/** Length after trimming, as the schemas count it (they trim before checking). */
export const trimmedLength = (value: string): number => value.trim().length;

export const isEmailAddress = (value: string): boolean => emailPattern.test(value.trim());

export const isPhoneNumber = (value: string): boolean => phonePattern.test(value.trim());

/** A real calendar day written as `YYYY-MM-DD`. */
export const isIsoDay = (value: string): boolean =>
  isoDayPattern.test(value) && !Number.isNaN(Date.parse(`${value}T00:00:00Z`));

/** Today's date (UTC) as `YYYY-MM-DD`, the way the schemas compare days. */
export const isoToday = (now: Date = new Date()): string => now.toISOString().slice(0, 10);

/** A `YYYY-MM-DD` day after today (UTC): a date of birth cannot be one. */
export const isAfterToday = (day: string, now: Date = new Date()): boolean => day > isoToday(now);

/** The ids the API hands out, in the form zod's `.uuid()` accepts them. */
export const uuidPattern =
  /^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[1-8][0-9a-fA-F]{3}-[89abAB][0-9a-fA-F]{3}-[0-9a-fA-F]{12}|00000000-0000-0000-0000-000000000000|ffffffff-ffff-ffff-ffff-ffffffffffff)$/;

/** Every list endpoint's page size and search text (`listQuerySchema`). */
export const listLimits = { pageSizeMax: 100, sortMaxLength: 64, searchMaxLength: 200 } as const;

export type NumberProblem = 'required' | 'not_whole' | 'too_small' | 'too_big';

/** Why a typed whole number is refused (empty, fractional, out of bounds); null when accepted. */
export function wholeNumberProblem(
  value: number | string,
  bounds: Required<Bounds>,
): NumberProblem | null {
  if (value === '' || Number.isNaN(Number(value))) return 'required';
  const number = Number(value);
  if (!Number.isInteger(number)) return 'not_whole';
  if (number < bounds.min) return 'too_small';
  if (number > bounds.max) return 'too_big';
  return null;
}

/**
 * C0 control characters and DEL, except tab, line feed and carriage return, which multi-line text
 * carries. PostgreSQL refuses NUL in text outright, and none of the others belongs in what a
 * person types, so the API refuses them in every string it accepts.
 */
// eslint-disable-next-line no-control-regex
export const controlCharacterPattern = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;

export const hasControlCharacter = (value: string): boolean => controlCharacterPattern.test(value);

export const controlCharacterMessage = 'This text contains a control character.';

/**
 * Where a string holding a control character sits in a parsed request (object keys
 * count too): its path, or null when there is none. Walks without recursion, so deep nesting
 * cannot exhaust the stack.
 */
export function findControlCharacter(value: unknown): (string | number)[] | null {
  const stack: { value: unknown; path: (string | number)[] }[] = [{ value, path: [] }];
  while (stack.length > 0) {
    const next = stack.pop();
    if (!next) break;
    if (typeof next.value === 'string') {
      if (hasControlCharacter(next.value)) return next.path;
    } else if (Array.isArray(next.value)) {
      next.value.forEach((item, i) => stack.push({ value: item, path: [...next.path, i] }));
    } else if (typeof next.value === 'object' && next.value !== null) {
      for (const [key, item] of Object.entries(next.value)) {
        if (hasControlCharacter(key)) return [...next.path, key];
        stack.push({ value: item, path: [...next.path, key] });
      }
    }
  }
  return null;
}

/**
 * Dates the API takes for scheduling and filtering lie in these years (inclusive): beyond them
 * PostgreSQL or the recurrence would fail, and no school plans that far.
 */
export const dateYearBounds = { min: 2000, max: 2100 } as const;

/** The year of an ISO 8601 day or date-time (`YYYY-…`), or null when it does not start with one. */
export const isoYearOf = (value: string): number | null => {
  const match = /^(\d{4})-/.exec(value);
  return match ? Number(match[1]) : null;
};
