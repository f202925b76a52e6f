import { describe, expect, it } from 'vitest';
import {
  applyLiveMessage,
  flattenPages,
  lastSeq,
  mergeMessages,
  type MessagePages,
} from './message-merge';

type M = {
  id: string;
  seq: number;
  text: string;
  editedAt?: string | null;
  deletedAt?: string | null;
};
const m = (seq: number, extra: Partial<M> = {}): M => ({
  id: `m${seq}`,
  seq,
  text: `t${seq}`,
  ...extra,
});
const pages = (...lists: M[][]): MessagePages<M> => ({
  pages: lists.map((items) => ({ items })),
  pageParams: lists.map((_, i) => i),
});

describe('mergeMessages', () => {
  it('keeps each message once, in sequence order', () => {
    const merged = mergeMessages([m(3), m(1)], [m(2), m(3), m(4)]);
    expect(merged.map((x) => x.seq)).toEqual([1, 2, 3, 4]);
  });

  it('keeps the later edit and never brings a deleted message back', () => {
    const edited = m(1, { text: 'new', editedAt: '2026-11-24T08:05:00Z' });
    const stale = m(1, { text: 'old', editedAt: '2026-11-24T08:00:00Z' });
    expect(mergeMessages([edited], [stale])[0]?.text).toBe('new');
    expect(mergeMessages([stale], [edited])[0]?.text).toBe('new');
    const deleted = m(1, { text: '', deletedAt: '2026-11-24T08:06:00Z' });
    expect(mergeMessages([deleted], [edited])[0]?.deletedAt).toBeTruthy();
  });
});

describe('lastSeq', () => {
  it('is the highest sequence, 0 for none', () => {
    expect(lastSeq([m(2), m(7), m(5)])).toBe(7);
    expect(lastSeq([])).toBe(0);
  });
});

describe('applyLiveMessage', () => {
  it('adds a new message to the newest page, newest first', () => {
    const next = applyLiveMessage(pages([m(3), m(2)], [m(1)]), m(4));
    expect(next?.pages[0]?.items.map((x) => x.seq)).toEqual([4, 3, 2]);
    expect(next?.pages[1]?.items.map((x) => x.seq)).toEqual([1]);
  });

  it('does not double a message that a replay delivers again', () => {
    const once = applyLiveMessage(pages([m(3), m(2)]), m(4));
    const twice = applyLiveMessage(once, m(4));
    expect(flattenPages(twice).map((x) => x.seq)).toEqual([2, 3, 4]);
  });

  it('replaces an edited message in an older page where it is', () => {
    const edit = m(1, { text: 'fixed', editedAt: '2026-11-24T08:00:00Z' });
    const next = applyLiveMessage(pages([m(3), m(2)], [m(1)]), edit);
    expect(next?.pages[1]?.items[0]?.text).toBe('fixed');
    expect(next?.pages[0]?.items).toHaveLength(2);
  });

  it('leaves a conversation whose history is not loaded alone', () => {
    expect(applyLiveMessage(undefined, m(1))).toBeUndefined();
  });
});

describe('flattenPages', () => {
  it('merges overlapping pages oldest first', () => {
    expect(flattenPages(pages([m(5), m(4)], [m(4), m(3)], [m(2)])).map((x) => x.seq)).toEqual([
      2, 3, 4, 5,
    ]);
  });
});
