import { describe, expect, it } from 'vitest';
import { updateSchoolBodySchema } from './school.contract.ts';
import { isTimeZone, isWebsite, schoolMaxLengths, schoolNumberBounds } from './school.rules.ts';

const valid = {
  name: 'Riverside',
  timezone: 'Europe/London',
  defaultLanguage: 'en',
  cancellationNoticeHours: 24,
  lowBalanceThreshold: 100,
};

function codesOf(field: string, value: unknown): string[] {
  const result = updateSchoolBodySchema.safeParse({ ...valid, [field]: value });
  return (result.error?.issues ?? [])
    .filter((issue) => issue.path.join('.') === field)
    .map((issue) => issue.code);
}

describe('school limits', () => {
  it.each(Object.entries(schoolMaxLengths))(
    'the schema takes %s up to %i characters and refuses one more',
    (field, max) => {
      expect(codesOf(field, 'x'.repeat(max))).not.toContain('too_big');
      expect(codesOf(field, 'x'.repeat(max + 1))).toContain('too_big');
    },
  );

  it.each(Object.entries(schoolNumberBounds))(
    'the schema takes %s within its bounds only',
    (field, { min, max }) => {
      expect(codesOf(field, min)).toEqual([]);
      expect(codesOf(field, max)).toEqual([]);
      expect(codesOf(field, min - 1)).toEqual(['too_small']);
      expect(codesOf(field, max + 1)).toEqual(['too_big']);
    },
  );
});

describe('school patterns', () => {
  it('take web addresses with a scheme only', () => {
    expect(isWebsite('https://riverside.school')).toBe(true);
    expect(isWebsite('http://riverside.school/about')).toBe(true);
    expect(isWebsite('riverside.school')).toBe(false);
    expect(isWebsite('ftp://riverside.school')).toBe(false);
  });

  it('know real time zones', () => {
    expect(isTimeZone('Asia/Tokyo')).toBe(true);
    expect(isTimeZone('Mars/Olympus')).toBe(false);
  });
});
