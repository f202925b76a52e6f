import { studentFieldsSchema } from '@school/shared/students/students.contract';
import type { TFunction } from 'i18next';
import { describe, expect, it } from 'vitest';
import en from '../locales/en.json';
import { ApiError } from '../../../lib/api-error';
import { translateFieldErrors, type Translate } from '../../../lib/field-errors';
import {
  emptyStudentForm,
  formToCreateBody,
  studentFormRules,
  studentServerRules,
} from './student-form';

/** English texts with i18next's interpolation of `{{name}}`. */
const t = ((key: string, values: Record<string, unknown> = {}) =>
  String(
    key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], en),
  ).replace(/\{\{(\w+)\}\}/g, (_, name: string) =>
    String(values[name]),
  )) as unknown as TFunction<'students'>;
const rules = studentFormRules(t);

/** The server's message for one field, from the contract itself. */
function serverMessage(field: string, value: unknown): string | null {
  const valid = { firstName: 'Ada', lastName: 'Lovelace', email: 'ada@example.org' };
  const result = studentFieldsSchema.safeParse({ ...valid, [field]: value });
  return result.success ? null : (result.error.issues[0]?.message ?? null);
}

describe('student form rules', () => {
  type Case = { field: Exclude<keyof typeof rules, 'dateOfBirth'>; value: string };
  const long = (length: number) => 'x'.repeat(length);
  const cases: Case[] = [
    { field: 'firstName', value: '' },
    { field: 'firstName', value: long(101) },
    { field: 'lastName', value: ' ' },
    { field: 'email', value: '' },
    { field: 'email', value: 'not-an-address' },
    { field: 'email', value: 'ada@example.org' },
    { field: 'phone', value: 'call me' },
    { field: 'phone', value: '+44 117 496 0321' },
    { field: 'guardianEmail', value: 'guardian@' },
    { field: 'guardianPhone', value: '12' },
    { field: 'grade', value: long(31) },
    { field: 'notes', value: long(2001) },
  ];
  it.each(
    cases.map((c) => ({
      ...c,
      shown: c.value.length > 40 ? `${c.value.length} characters` : `"${c.value}"`,
    })),
  )('say what the server says for $field = $shown', ({ field, value }) => {
    expect(rules[field](value)).toBe(serverMessage(field, value));
  });

  it('refuses a date of birth in the future, as the server does', () => {
    expect(rules.dateOfBirth('2999-01-01')).toBe(serverMessage('dateOfBirth', '2999-01-01'));
    expect(rules.dateOfBirth('2010-05-04')).toBeNull();
  });

  it('sends trimmed values that the contract accepts', () => {
    const body = formToCreateBody({
      ...emptyStudentForm,
      firstName: ' Ada ',
      lastName: 'Lovelace',
      email: ' ada@example.org ',
    });
    expect(body).toMatchObject({ firstName: 'Ada', email: 'ada@example.org', invite: true });
    expect(studentFieldsSchema.safeParse(body).success).toBe(true);
  });
});

describe('the API’s refusals', () => {
  const translate: Translate = (key, { limit }) => `${key}(${limit})`;
  it('are worded by code with the roster’s own texts and limits', () => {
    const error = new ApiError(400, 'validation_failed', 'Refused', {
      fields: {
        email: 'Please enter a valid e-mail address.',
        notes: 'The note has at most 2000 characters.',
        dateOfBirth: 'The date of birth cannot be in the future.',
      },
      fieldCodes: { email: 'invalid_format', notes: 'too_long', dateOfBirth: 'invalid' },
    });
    expect(translateFieldErrors(error, studentServerRules(t), { translate })).toEqual({
      email: en.validation.emailInvalid,
      notes: 'fieldErrors.tooLong(2000)',
      dateOfBirth: en.validation.birthFuture,
    });
  });
});
