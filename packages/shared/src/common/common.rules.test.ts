import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  isAfterToday,
  isEmailAddress,
  isIsoDay,
  isPhoneNumber,
  listLimits,
  trimmedLength,
  uuidPattern,
  wholeNumberProblem,
} from './common.rules.ts';
import { listQuerySchema } from './list.contract.ts';

describe('e-mail addresses', () => {
  const samples = [
    'ada@example.org',
    ' ada.lovelace+school@mail.example.co.uk ',
    'ada@example',
    'ada@',
    '@example.org',
    'ada..l@example.org',
    'ada@example.o',
    'a b@example.org',
  ];
  it.each(samples)('agree with the schemas for %j', (sample) => {
    const zodSays = z.string().trim().email().safeParse(sample).success;
    expect(isEmailAddress(sample)).toBe(zodSays);
  });
});

describe('phone numbers', () => {
  it('take digits with the usual separators, 6 to 20 of them', () => {
    expect(isPhoneNumber('+44 117 496 0321')).toBe(true);
    expect(isPhoneNumber('(0)30-1234.56/7')).toBe(true);
    expect(isPhoneNumber('12345')).toBe(false);
    expect(isPhoneNumber('1'.repeat(21))).toBe(false);
    expect(isPhoneNumber('call me')).toBe(false);
  });
});

describe('days', () => {
  it('take real calendar days only', () => {
    expect(isIsoDay('2024-02-29')).toBe(true);
    expect(isIsoDay('2024-13-01')).toBe(false);
    expect(isIsoDay('4 May 2024')).toBe(false);
  });

  it('tell a day after today (UTC) from today', () => {
    const now = new Date('2026-05-04T23:30:00Z');
    expect(isAfterToday('2026-05-04', now)).toBe(false);
    expect(isAfterToday('2026-05-05', now)).toBe(true);
  });
});

it('counts a text as the schemas do, without surrounding spaces', () => {
  expect(trimmedLength('  Ada  ')).toBe(3);
});

describe('wholeNumberProblem', () => {
  const bounds = { min: 1, max: 500 };
  it('names the first thing wrong with a typed number', () => {
    expect(wholeNumberProblem('', bounds)).toBe('required');
    expect(wholeNumberProblem('twelve', bounds)).toBe('required');
    expect(wholeNumberProblem(1.5, bounds)).toBe('not_whole');
    expect(wholeNumberProblem(0, bounds)).toBe('too_small');
    expect(wholeNumberProblem(501, bounds)).toBe('too_big');
  });

  it('accepts both ends', () => {
    expect(wholeNumberProblem(1, bounds)).toBeNull();
    expect(wholeNumberProblem('500', bounds)).toBeNull();
  });
});

it('accepts the ids zod accepts', () => {
  for (const id of [
    crypto.randomUUID(),
    '00000000-0000-0000-0000-000000000000',
    '12345678-1234-1234-1234-123456789abc',
    '12345678-1234-9234-8234-123456789abc',
  ]) {
    expect(uuidPattern.test(id)).toBe(z.string().uuid().safeParse(id).success);
  }
});

it('refuses a list page size or search text exactly past the limits', () => {
  const page = (pageSize: number) => listQuerySchema.safeParse({ pageSize }).success;
  expect(page(listLimits.pageSizeMax)).toBe(true);
  expect(page(listLimits.pageSizeMax + 1)).toBe(false);
  const search = (length: number) => listQuerySchema.safeParse({ q: 'q'.repeat(length) }).success;
  expect(search(listLimits.searchMaxLength)).toBe(true);
  expect(search(listLimits.searchMaxLength + 1)).toBe(false);
});
