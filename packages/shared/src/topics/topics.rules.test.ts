import { describe, expect, it } from 'vitest';
import { isTag, isTopicImageSrc, needsTutorHint, normaliseTag } from './topics.rules.ts';

describe('topic rules', () => {
  it('normalises tags to lower case with dashes, and refuses anything else', () => {
    expect(normaliseTag('  Quadratic Equations ')).toBe('quadratic-equations');
    expect(isTag(normaliseTag('C++'))).toBe(true);
    expect(isTag(normaliseTag('Éléments'))).toBe(true);
    expect(isTag('bad!')).toBe(false);
    expect(isTag('-lead')).toBe(false);
    expect(isTag('x'.repeat(31))).toBe(false);
  });

  it('takes images only from the project’s own uploads', () => {
    const id = '0b0e7a52-3c1d-4c7e-9f0a-1d2e3f4a5b6c';
    expect(isTopicImageSrc(`/media/${id}.webp`)).toBe(true);
    expect(isTopicImageSrc(`/media/${id}-thumb.webp`)).toBe(true);
    expect(isTopicImageSrc(`https://evil.example/media/${id}.webp`)).toBe(false);
    expect(isTopicImageSrc(`/media/../${id}.webp`)).toBe(false);
    expect(isTopicImageSrc(`/media/${id}.svg`)).toBe(false);
  });

  it('suggests a tutor for an open topic without answers after 48 hours', () => {
    const now = new Date('2026-03-10T12:00:00Z');
    const topic = { status: 'open' as const, answerCount: 0, createdAt: '2026-03-08T12:00:00Z' };
    expect(needsTutorHint(topic, now)).toBe(true);
    expect(needsTutorHint({ ...topic, createdAt: '2026-03-08T12:00:01Z' }, now)).toBe(false);
    expect(needsTutorHint({ ...topic, answerCount: 1 }, now)).toBe(false);
    expect(needsTutorHint({ ...topic, status: 'closed' }, now)).toBe(false);
  });
});
