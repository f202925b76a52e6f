import { studentFieldsSchema } from '@school/shared/students/students.contract';
import type { TFunction } from 'i18next';
import { describe, expect, it } from 'vitest';
import en from '../locales/en.json';
import { emptyStudentForm, formToCreateBody, studentFormRules } from './student-form';

const t = ((key: string) =>
  key
    .split('.')
    .reduce<unknown>(
      (node, part) => (node as Record<string, unknown>)[part],
      en,
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
