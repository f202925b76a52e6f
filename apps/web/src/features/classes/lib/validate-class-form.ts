import {
  classMaxLengths,
  classNumberBounds,
  reasonLength,
} from '@school/shared/classes/classes.rules';
import { maxSessionsPerClass, type RecurrenceProblem } from '@school/shared/classes/recurrence';
import { toYouTubeEmbed } from '@school/shared/classes/video';
import type { TFunction } from 'i18next';
import type { FieldRules } from '../../../lib/field-errors';
import { expandWeekly, type ClassFormValues } from './class-form-values';

type Errors = Record<string, string>;

const { capacity: capacityBounds, priceCredits: priceBounds } = classNumberBounds;

const recurrenceKeys = {
  times: 'recurrence.errors.times',
  until: 'recurrence.errors.until',
  end_before_start: 'form.errors.endBeforeStart',
  until_before_start: 'recurrence.errors.untilBeforeStart',
  no_weekdays: 'recurrence.errors.weekdays',
  too_many: 'recurrence.errors.tooMany',
  no_sessions: 'recurrence.errors.none',
} as const satisfies Record<RecurrenceProblem, string>;

/** Why a weekly rule gives no sessions, in the interface language. */
export function recurrenceMessage(problem: RecurrenceProblem, t: TFunction<'classes'>): string {
  return t(recurrenceKeys[problem], { count: maxSessionsPerClass });
}

function wholeNumber(value: number | string): number | null {
  if (value === '' || value === null) return null;
  const number = Number(value);
  return Number.isInteger(number) ? number : null;
}

export function validateClassForm(
  values: ClassFormValues,
  t: TFunction<'classes'>,
  options: { timeZone: string; enrolledCount: number },
): Errors {
  const errors: Errors = {};
  if (!values.tutorId) errors.tutorId = t('form.errors.tutor');
  if (!values.subjectId) errors.subjectId = t('form.errors.subject');
  const title = values.title.trim();
  if (!title) errors.title = t('form.errors.title');
  else if (title.length > classMaxLengths.title)
    errors.title = t('form.errors.tooLong', { count: classMaxLengths.title });
  if (values.description.trim().length > classMaxLengths.description)
    errors.description = t('form.errors.tooLong', { count: classMaxLengths.description });
  if (values.location.trim().length > classMaxLengths.location)
    errors.location = t('form.errors.tooLong', { count: classMaxLengths.location });
  if (values.videoUrl.trim() && !toYouTubeEmbed(values.videoUrl))
    errors.videoUrl = t('form.errors.video');

  const capacity = wholeNumber(values.capacity);
  if (capacity === null) errors.capacity = t('form.errors.capacity');
  else if (capacity < capacityBounds.min)
    errors.capacity = t('form.errors.capacityMin', { count: capacityBounds.min });
  else if (capacity > capacityBounds.max)
    errors.capacity = t('form.errors.capacityMax', { count: capacityBounds.max });
  else if (capacity < options.enrolledCount)
    errors.capacity = t('form.errors.capacityEnrolled', { count: options.enrolledCount });

  const price = wholeNumber(values.priceCredits);
  if (price === null) errors.priceCredits = t('form.errors.price');
  else if (price < priceBounds.min) errors.priceCredits = t('form.errors.priceMin');
  else if (price > priceBounds.max)
    errors.priceCredits = t('form.errors.priceMax', { max: priceBounds.max });

  if (values.mode === 'sessions') {
    if (values.sessions.length === 0) errors.schedule = t('form.errors.noSessions');
    if (values.sessions.length > maxSessionsPerClass)
      errors.schedule = t('recurrence.errors.tooMany', { count: maxSessionsPerClass });
    values.sessions.forEach((row, index) => {
      if (!row.date) errors[`sessions.${index}.date`] = t('form.errors.date');
      if (!row.start) errors[`sessions.${index}.start`] = t('form.errors.time');
      if (!row.end) errors[`sessions.${index}.end`] = t('form.errors.time');
      else if (row.start && row.end <= row.start)
        errors[`sessions.${index}.end`] = t('form.errors.endBeforeStart');
    });
  } else {
    const { weekly } = values;
    if (!weekly.date) errors['weekly.date'] = t('form.errors.date');
    if (!weekly.start) errors['weekly.start'] = t('form.errors.time');
    if (!weekly.end) errors['weekly.end'] = t('form.errors.time');
    if (!weekly.until) errors['weekly.until'] = t('recurrence.errors.until');
    if (weekly.weekdays.length === 0) errors['weekly.weekdays'] = t('recurrence.errors.weekdays');
    const expanded = expandWeekly(weekly, options.timeZone);
    if (typeof expanded === 'string' && Object.keys(errors).every((k) => !k.startsWith('weekly')))
      errors.schedule = recurrenceMessage(expanded, t);
  }
  return errors;
}

/** How the class form words the API's refusals: the contract's limits and its own texts. */
export function classServerRules(t: TFunction<'classes'>): FieldRules {
  return {
    tutorId: {
      texts: { required: t('form.errors.tutor'), invalid_format: t('form.errors.tutor') },
    },
    subjectId: {
      texts: { required: t('form.errors.subject'), invalid_format: t('form.errors.subject') },
    },
    title: { bounds: { max: classMaxLengths.title }, texts: { required: t('form.errors.title') } },
    description: { bounds: { max: classMaxLengths.description } },
    location: { bounds: { max: classMaxLengths.location } },
    videoUrl: {
      bounds: { max: classMaxLengths.videoUrl },
      texts: { invalid_format: t('form.errors.video') },
    },
    capacity: { bounds: capacityBounds, texts: { required: t('form.errors.capacity') } },
    priceCredits: { bounds: priceBounds, texts: { required: t('form.errors.price') } },
    sessions: { bounds: { min: 1, max: maxSessionsPerClass } },
    reason: { bounds: reasonLength },
  };
}
