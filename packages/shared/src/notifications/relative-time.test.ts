import { describe, expect, it } from 'vitest';
import { relativeTime } from './relative-time.ts';

const now = new Date('2026-11-21T12:00:00Z');
const ago = (seconds: number) => new Date(now.getTime() - seconds * 1000);

describe('relativeTime', () => {
  it('says "just now" for the last few seconds', () => {
    expect(relativeTime(ago(3), now)).toBe('just now');
    expect(relativeTime(ago(3), now, 'de')).toBe('gerade eben');
  });

  it('uses the largest whole unit', () => {
    expect(relativeTime(ago(5 * 60), now)).toBe('5 minutes ago');
    expect(relativeTime(ago(3 * 3600), now)).toBe('3 hours ago');
    expect(relativeTime(ago(2 * 86400), now)).toBe('2 days ago');
    expect(relativeTime(ago(400 * 86400), now)).toBe('1 year ago');
  });

  it('speaks the user’s language', () => {
    expect(relativeTime(ago(5 * 60), now, 'de')).toBe('vor 5 Minuten');
    expect(relativeTime(ago(2 * 86400), now, 'fr')).toBe('il y a 2 jours');
  });
});
