import { updateSchoolBodySchema } from '@school/shared/school/school.contract';
import type { TFunction } from 'i18next';
import { describe, expect, it } from 'vitest';
import en from '../locales/en.json';
import { ApiError } from '../../../lib/api-error';
import { translateFieldErrors, type Translate } from '../../../lib/field-errors';
import {
  formToBody,
  schoolFormRules,
  schoolServerRules,
  type SchoolFormValues,
} from './school-form';

/** English texts with i18next's interpolation (`{{max}}`, `{{max, number}}`). */
const t = ((key: string, values: Record<string, unknown> = {}) =>
  String(
    key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], en),
  ).replace(/\{\{(\w+)(, number)?\}\}/g, (_, name: string, number?: string) =>
    number ? Number(values[name]).toLocaleString('en') : String(values[name]),
  )) as unknown as TFunction<'school'>;
const rules = schoolFormRules(t, new Set(['Europe/London', 'Asia/Tokyo']));

const valid: SchoolFormValues = {
  name: 'Riverside',
  logo: null,
  description: '',
  street: '',
  city: '',
  postalCode: '',
  country: 'United Kingdom',
  phone: '',
  email: '',
  website: '',
  timezone: 'Europe/London',
  defaultLanguage: 'en',
  cancellationNoticeHours: 24,
  lowBalanceThreshold: 100,
  supportEmail: '',
  chatEnabled: true,
  chatForStudents: true,
  chatStudentsWithEachOther: false,
};

/** The server's message for one field, from the contract itself. */
function serverMessage(values: SchoolFormValues): string | null {
  const result = updateSchoolBodySchema.safeParse(formToBody(values));
  return result.success ? null : (result.error.issues[0]?.message ?? null);
}

describe('school form rules', () => {
  type TextField = 'name' | 'website' | 'email' | 'phone' | 'postalCode' | 'supportEmail';
  type NumberField = 'cancellationNoticeHours' | 'lowBalanceThreshold';
  const textCases: { field: TextField; value: string }[] = [
    { field: 'name', value: '' },
    { field: 'name', value: 'x'.repeat(201) },
    { field: 'website', value: 'riverside.school' },
    { field: 'website', value: 'https://riverside.school' },
    { field: 'email', value: 'office@' },
    { field: 'phone', value: 'ring us' },
    { field: 'postalCode', value: 'x'.repeat(21) },
    { field: 'supportEmail', value: 'help' },
  ];
  const numberCases: { field: NumberField; value: number }[] = [
    { field: 'cancellationNoticeHours', value: 721 },
    { field: 'cancellationNoticeHours', value: 1.5 },
    { field: 'cancellationNoticeHours', value: -1 },
    { field: 'lowBalanceThreshold', value: 1_000_001 },
  ];

  it.each(
    textCases.map((c) => ({
      ...c,
      shown: c.value.length > 40 ? `${c.value.length} characters` : `"${c.value}"`,
    })),
  )('say what the server says for $field = $shown', ({ field, value }) => {
    expect(rules[field](value)).toBe(serverMessage({ ...valid, [field]: value }));
  });

  it.each(numberCases)('say what the server says for $field = $value', ({ field, value }) => {
    expect(rules[field](value)).toBe(serverMessage({ ...valid, [field]: value }));
  });

  it('asks for a number where the field was emptied', () => {
    expect(rules.cancellationNoticeHours('')).toBe('Please enter a number of hours.');
    expect(rules.lowBalanceThreshold('')).toBe('Please enter a number of credits.');
  });

  it('only offers time zones from the list', () => {
    expect(rules.timezone('Mars/Olympus')).toBe('Please choose a time zone from the list.');
    expect(rules.timezone('Asia/Tokyo')).toBeNull();
  });

  it('builds a body the contract accepts', () => {
    expect(updateSchoolBodySchema.safeParse(formToBody(valid)).success).toBe(true);
  });
});

describe('the API’s refusals', () => {
  const translate: Translate = (key, { limit }) => `${key}(${limit})`;
  it('are worded by code with the profile’s own texts and limits', () => {
    const error = new ApiError(400, 'validation_failed', 'Refused', {
      fields: {
        website: 'Please enter a web address starting with http:// or https://.',
        lowBalanceThreshold: 'The threshold is at most 1,000,000 credits.',
        city: 'The city has at most 100 characters.',
      },
      fieldCodes: { website: 'invalid_format', lowBalanceThreshold: 'too_big', city: 'too_long' },
    });
    expect(translateFieldErrors(error, schoolServerRules(t), { translate })).toEqual({
      website: en.validation.websiteInvalid,
      lowBalanceThreshold: 'fieldErrors.tooBig(1000000)',
      city: 'fieldErrors.tooLong(100)',
    });
  });
});

describe('chat policy', () => {
  it('sends the three switches as they are set', () => {
    const body = formToBody({
      ...valid,
      chatEnabled: true,
      chatForStudents: false,
      chatStudentsWithEachOther: true,
    });
    expect(body).toMatchObject({
      chatEnabled: true,
      chatForStudents: false,
      chatStudentsWithEachOther: true,
    });
    expect(updateSchoolBodySchema.safeParse(body).success).toBe(true);
  });
});
