import { zonedDay } from '../../../lib/zoned-time';

/** What the message pane draws, in order: day separators, the unread marker and sender groups. */
export type TimelineItem<T> =
  | { kind: 'day'; key: string; day: string }
  | { kind: 'unread'; key: string }
  | { kind: 'group'; key: string; senderId: string | null; messages: T[] };

type TimelineMessage = { id: string; senderId: string | null; createdAt: string };

type TimelineOptions = {
  /** The calendar day (e.g. `2026-11-24`) of an instant, in the reader's time zone. */
  dayOf: (iso: string) => string;
  /** The first message the reader has not seen: the marker goes before it. */
  firstUnreadId?: string | null;
  /** Messages of one sender closer together than this share one header. */
  groupWithinMs?: number;
};

/**
 * The calendar day of an instant in `timeZone` (this device's when none is given), as
 * `yyyy-mm-dd`. It runs for every message row, so it reads a cached formatter (lib/zoned-time).
 */
export function localDay(iso: string, timeZone?: string): string {
  return zonedDay(iso, timeZone ?? Intl.DateTimeFormat().resolvedOptions().timeZone);
}

/**
 * Messages (oldest first) as a timeline: a separator at each new day, the unread marker before
 * the first unread message, and consecutive messages of one sender within a few minutes of each
 * other as one group. A day change or the unread marker always starts a new group.
 */
export function buildTimeline<T extends TimelineMessage>(
  messages: readonly T[],
  { dayOf, firstUnreadId = null, groupWithinMs = 5 * 60_000 }: TimelineOptions,
): TimelineItem<T>[] {
  const items: TimelineItem<T>[] = [];
  let day: string | null = null;
  let group: Extract<TimelineItem<T>, { kind: 'group' }> | null = null;
  let previousAt = 0;
  for (const message of messages) {
    const at = Date.parse(message.createdAt);
    const messageDay = dayOf(message.createdAt);
    if (messageDay !== day) {
      day = messageDay;
      items.push({ kind: 'day', key: `day-${messageDay}`, day: messageDay });
      group = null;
    }
    if (message.id === firstUnreadId) {
      items.push({ kind: 'unread', key: 'unread' });
      group = null;
    }
    if (!group || group.senderId !== message.senderId || at - previousAt > groupWithinMs) {
      group = {
        kind: 'group',
        key: `group-${message.id}`,
        senderId: message.senderId,
        messages: [],
      };
      items.push(group);
    }
    group.messages.push(message);
    previousAt = at;
  }
  return items;
}
