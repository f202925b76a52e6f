import type {
  ChatMessage,
  ConversationList,
  ConversationListItem,
  Unread,
} from '@school/shared/chat/chat.contract';
import { QueryClient, type InfiniteData } from '@tanstack/react-query';
import { beforeEach, describe, expect, it } from 'vitest';
import { chatKeys } from '../api/chat-keys';
import type { MessagePage } from '../api/get-messages';
import {
  applyMessage,
  applyPresence,
  applyUnread,
  heldSequences,
  sortConversations,
  upsertConversation,
} from './chat-cache';
import { flattenPages } from './message-merge';

const c1 = '00000000-0000-4000-8000-000000000001';
const c2 = '00000000-0000-4000-8000-000000000002';
const author = { id: 'a', name: 'Amelia Hart', photo: null, role: 'sadmin' as const };

const message = (seq: number, extra: Partial<ChatMessage> = {}): ChatMessage => ({
  id: `m${seq}`,
  conversationId: c1,
  seq,
  author,
  text: `text ${seq}`,
  images: [],
  replyTo: null,
  clientId: null,
  createdAt: `2026-11-24T08:0${seq}:00Z`,
  editedAt: null,
  deletedAt: null,
  deletedBy: null,
  ...extra,
});

const item = (id: string, extra: Partial<ConversationListItem> = {}): ConversationListItem => ({
  id,
  kind: 'direct',
  title: id,
  photo: null,
  other: { id: `other-${id}`, name: 'Lina', photo: null, role: 'student', presence: 'offline' },
  ownerId: null,
  memberCount: 2,
  lastSeq: 0,
  lastMessage: null,
  pinned: false,
  muted: false,
  lastReadSeq: 0,
  unread: 0,
  createdAt: '2026-11-24T07:00:00Z',
  updatedAt: '2026-11-24T07:00:00Z',
  ...extra,
});

let queryClient: QueryClient;
const history = () =>
  queryClient.getQueryData<InfiniteData<MessagePage, number | null>>(chatKeys.messages(c1));
const list = () => queryClient.getQueryData<ConversationList>(chatKeys.list(''));

beforeEach(() => {
  queryClient = new QueryClient();
  queryClient.setQueryData<InfiniteData<MessagePage, number | null>>(chatKeys.messages(c1), {
    pages: [{ items: [message(2), message(1)], hasMoreBefore: false, hasMoreAfter: false }],
    pageParams: [null],
  });
  queryClient.setQueryData<ConversationList>(chatKeys.list(''), {
    items: [item(c2, { updatedAt: '2026-11-24T07:30:00Z' }), item(c1, { lastSeq: 2 })],
    total: 2,
    page: 1,
    pageSize: 100,
  });
});

describe('applyMessage', () => {
  it('adds a new message once and moves its conversation to the top of the list', () => {
    applyMessage(queryClient, message(3));
    applyMessage(queryClient, message(3));
    expect(flattenPages(history()).map((m) => m.seq)).toEqual([1, 2, 3]);
    expect(list()?.items.map((i) => i.id)).toEqual([c1, c2]);
    expect(list()?.items[0]?.lastMessage).toMatchObject({ seq: 3, excerpt: 'text 3' });
  });

  it('lets replies show that what they quote was deleted', () => {
    applyMessage(
      queryClient,
      message(3, {
        replyTo: { id: 'm1', excerpt: 'text 1', authorName: 'Amelia', deleted: false },
      }),
    );
    applyMessage(queryClient, message(1, { text: '', deletedAt: '2026-11-24T08:09:00Z' }));
    const reply = flattenPages(history()).find((m) => m.seq === 3);
    expect(reply?.replyTo).toMatchObject({ deleted: true, excerpt: '' });
    expect(flattenPages(history())[0]?.deletedAt).not.toBeNull();
  });
});

describe('list updates', () => {
  it('keeps pinned conversations first', () => {
    const sorted = sortConversations([
      item('late', { updatedAt: '2026-11-24T09:00:00Z' }),
      item('pinned', { pinned: true }),
    ]);
    expect(sorted.map((i) => i.id)).toEqual(['pinned', 'late']);
  });

  it('adds a conversation that appears, without doubling one that is listed', () => {
    upsertConversation(queryClient, item('new', { updatedAt: '2026-11-24T09:00:00Z' }));
    upsertConversation(queryClient, item('new', { updatedAt: '2026-11-24T09:00:00Z' }));
    expect(list()?.items.map((i) => i.id)).toEqual(['new', c2, c1]);
    expect(list()?.total).toBe(3);
  });

  it('sets the badge and the conversation’s count from an unread frame', () => {
    applyUnread(queryClient, 4, { id: c1, unread: 3 });
    expect(queryClient.getQueryData<Unread>(chatKeys.unread())?.total).toBe(4);
    expect(list()?.items.find((i) => i.id === c1)?.unread).toBe(3);
  });

  it('shows the presence a frame announces on the other person’s dot', () => {
    applyPresence(queryClient, `other-${c2}`, 'away');
    expect(list()?.items.find((i) => i.id === c2)?.other?.presence).toBe('away');
  });
});

describe('heldSequences', () => {
  it('names the last sequence of each loaded history, for resume', () => {
    applyMessage(queryClient, message(3));
    expect(heldSequences(queryClient)).toEqual({ [c1]: 3 });
  });
});
