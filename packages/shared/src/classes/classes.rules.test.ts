import { describe, expect, it } from 'vitest';
import { createClassBodySchema, reasonBodySchema } from './classes.contract.ts';
import { classMaxLengths, classNumberBounds, reasonLength } from './classes.rules.ts';
import { maxSessionsPerClass } from './recurrence.ts';

const valid = {
  subjectId: crypto.randomUUID(),
  title: 'Algebra',
  capacity: 12,
  priceCredits: 0,
  sessions: [{ startsAt: '2026-05-04T10:00:00Z', endsAt: '2026-05-04T11:00:00Z' }],
};

function codesOf(field: string, value: unknown): string[] {
  const result = createClassBodySchema.safeParse({ ...valid, [field]: value });
  return (result.error?.issues ?? [])
    .filter((issue) => issue.path[0] === field)
    .map((issue) => issue.code);
}

describe('class limits', () => {
  it.each(['title', 'description', 'location'] as const)(
    'the schema takes a %s up to its limit and refuses one more',
    (field) => {
      const max = classMaxLengths[field];
      expect(codesOf(field, 'x'.repeat(max))).toEqual([]);
      expect(codesOf(field, 'x'.repeat(max + 1))).toEqual(['too_big']);
    },
  );

  it('refuses a video link past its limit', () => {
    const link = (length: number) => `https://youtu.be/dQw4w9WgXcQ?t=${'1'.repeat(length - 31)}`;
    expect(codesOf('videoUrl', link(classMaxLengths.videoUrl))).toEqual([]);
    expect(codesOf('videoUrl', link(classMaxLengths.videoUrl + 1))).toContain('too_big');
  });

  it.each(Object.entries(classNumberBounds))(
    'the schema takes %s within its bounds only',
    (field, { min, max }) => {
      expect(codesOf(field, min)).toEqual([]);
      expect(codesOf(field, max)).toEqual([]);
      expect(codesOf(field, min - 1)).toEqual(['too_small']);
      expect(codesOf(field, max + 1)).toEqual(['too_big']);
    },
  );

  it('takes at most the limit of sessions', () => {
    const sessions = (count: number) => Array.from({ length: count }, () => valid.sessions[0]);
    expect(codesOf('sessions', sessions(maxSessionsPerClass))).toEqual([]);
    expect(codesOf('sessions', sessions(maxSessionsPerClass + 1))).toEqual(['too_big']);
  });

  it('wants a reason of 3 to 1000 characters', () => {
    const ok = (length: number) =>
      reasonBodySchema.safeParse({ reason: 'r'.repeat(length) }).success;
    expect([ok(reasonLength.min - 1), ok(reasonLength.min)]).toEqual([false, true]);
    expect([ok(reasonLength.max), ok(reasonLength.max + 1)]).toEqual([true, false]);
  });
});
