import { z } from 'zod';
import { dateYearBounds, isoYearOf } from './common.rules.ts';

const { min, max } = dateYearBounds;
const fromMin = {
  message: `Please give a date in ${min} or later.`,
  params: { code: 'too_small' },
};
const toMax = { message: `Please give a date in ${max} or earlier.`, params: { code: 'too_big' } };
// An unreadable value is the format check's to refuse, not these.
const notBefore = (v: string) => (isoYearOf(v) ?? min) >= min;
const notAfter = (v: string) => (isoYearOf(v) ?? max) <= max;

/** An ISO 8601 date and time with offset, in the years the API schedules and filters by. */
export const boundedDateTime = (error: string) =>
  z.iso.datetime({ offset: true, error }).refine(notBefore, fromMin).refine(notAfter, toMax);

/** A `YYYY-MM-DD` day in the same years. */
export const boundedDay = (error: string) =>
  z.iso.date({ error }).refine(notBefore, fromMin).refine(notAfter, toMax);
