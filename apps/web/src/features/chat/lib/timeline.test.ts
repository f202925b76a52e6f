import { describe, expect, it } from 'vitest';
import { buildTimeline, localDay } from './timeline';

const dayOf = (iso: string) => iso.slice(0, 10);
const message = (id: string, senderId: string, createdAt: string) => ({ id, senderId, createdAt });

describe('buildTimeline', () => {
  it('groups consecutive messages of one sender and separates days', () => {
    const items = buildTimeline(
      [
        message('1', 'a', '2026-11-23T09:00:00Z'),
        message('2', 'a', '2026-11-23T09:01:00Z'),
        message('3', 'b', '2026-11-23T09:02:00Z'),
        message('4', 'b', '2026-11-24T08:00:00Z'),
      ],
      { dayOf },
    );
    expect(
      items.map((i) => (i.kind === 'group' ? i.messages.map((m) => m.id).join('') : i.kind)),
    ).toEqual(['day', '12', '3', 'day', '4']);
    expect(items[0]).toMatchObject({ kind: 'day', day: '2026-11-23' });
  });

  it('starts a new group after a pause of more than five minutes', () => {
    const items = buildTimeline(
      [message('1', 'a', '2026-11-23T09:00:00Z'), message('2', 'a', '2026-11-23T09:06:00Z')],
      { dayOf },
    );
    expect(items.filter((i) => i.kind === 'group')).toHaveLength(2);
  });

  it('puts the unread marker before the first unread message, splitting its group', () => {
    const items = buildTimeline(
      [message('1', 'a', '2026-11-23T09:00:00Z'), message('2', 'a', '2026-11-23T09:00:30Z')],
      { dayOf, firstUnreadId: '2' },
    );
    expect(items.map((i) => i.kind)).toEqual(['day', 'group', 'unread', 'group']);
  });

  it('has keys that are unique and stable when older messages are added in front', () => {
    const newer = [message('5', 'a', '2026-11-24T10:00:00Z')];
    const before = buildTimeline(newer, { dayOf });
    const after = buildTimeline([message('4', 'b', '2026-11-24T09:59:00Z'), ...newer], { dayOf });
    expect(after.at(-1)?.key).toBe(before.at(-1)?.key);
    expect(new Set(after.map((i) => i.key)).size).toBe(after.length);
  });
});

describe('localDay', () => {
  it('gives the calendar day in the time zone asked for', () => {
    expect(localDay('2026-11-23T23:30:00Z', 'UTC')).toBe('2026-11-23');
    expect(localDay('2026-11-23T23:30:00Z', 'Europe/Berlin')).toBe('2026-11-24');
  });
});
