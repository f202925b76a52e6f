import type { ChatMessage } from '@school/shared/chat/chat.contract';
import { describe, expect, it } from 'vitest';
import type { PendingMessage } from '../live/pending';
import { seenMessageId, shownMessages } from './shown-messages';

const me = { id: 'me', name: 'Me' };
const stored = (seq: number, authorId: string, clientId: string | null = null): ChatMessage => ({
  id: `m${seq}`,
  conversationId: 'c',
  seq,
  author: { id: authorId, name: authorId, photo: null, role: 'sadmin' },
  text: `t${seq}`,
  images: [],
  replyTo: null,
  clientId,
  createdAt: '2026-11-24T08:00:00Z',
  editedAt: null,
  deletedAt: null,
  deletedBy: null,
});
const pending = (
  clientId: string,
  status: PendingMessage['status'] = 'sending',
): PendingMessage => ({
  clientId,
  conversationId: 'c',
  text: 'hello',
  images: [],
  replyTo: null,
  createdAt: '2026-11-24T08:01:00Z',
  status,
  error: null,
});

describe('shownMessages', () => {
  it('shows pending messages after the stored ones, in their sending state', () => {
    const shown = shownMessages([stored(1, 'other')], [pending('k1'), pending('k2', 'failed')], me);
    expect(shown.map((m) => [m.id, m.pending?.status ?? 'stored'])).toEqual([
      ['m1', 'stored'],
      ['k1', 'sending'],
      ['k2', 'failed'],
    ]);
    expect(shown[1]?.senderId).toBe('me');
  });

  it('never shows a message twice once its stored copy has arrived', () => {
    const shown = shownMessages([stored(1, 'me', 'k1')], [pending('k1')], me);
    expect(shown.map((m) => m.id)).toEqual(['m1']);
  });
});

describe('seenMessageId', () => {
  const shown = shownMessages(
    [stored(1, 'me'), stored(2, 'other'), stored(3, 'me'), stored(4, 'me')],
    [],
    me,
  );

  it('marks the newest of my messages the other person has read', () => {
    expect(seenMessageId(shown, 'me', 3)).toBe('m3');
    expect(seenMessageId(shown, 'me', 4)).toBe('m4');
    expect(seenMessageId(shown, 'me', 2)).toBe('m1');
  });

  it('marks nothing before they read any of mine, or in a group', () => {
    expect(seenMessageId(shown, 'me', 0)).toBeNull();
    expect(seenMessageId(shown, 'me', null)).toBeNull();
  });
});
