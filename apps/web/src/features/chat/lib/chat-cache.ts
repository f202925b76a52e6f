import type {
  ChatMessage,
  ConversationDetail,
  ConversationList,
  ConversationListItem,
  PresenceStatus,
  Unread,
} from '@school/shared/chat/chat.contract';
import { messageExcerpt } from '@school/shared/chat/chat.rules';
import type { InfiniteData, QueryClient } from '@tanstack/react-query';
import { chatKeys } from '../api/chat-keys';
import type { MessagePage } from '../api/get-messages';
import { applyLiveMessage, flattenPages, lastSeq } from './message-merge';

/** Pinned first, then the latest activity: the API's order, kept as frames arrive. */
export function sortConversations(items: readonly ConversationListItem[]): ConversationListItem[] {
  return [...items].sort(
    (a, b) =>
      Number(b.pinned) - Number(a.pinned) || Date.parse(b.updatedAt) - Date.parse(a.updatedAt),
  );
}

function updateLists(
  queryClient: QueryClient,
  change: (items: ConversationListItem[], q: string) => ConversationListItem[],
): void {
  for (const [key, list] of queryClient.getQueriesData<ConversationList>({
    queryKey: chatKeys.lists(),
  })) {
    if (!list) continue;
    const q = typeof key[2] === 'string' ? key[2] : '';
    const items = change(list.items, q);
    if (items === list.items) continue;
    queryClient.setQueryData<ConversationList>(key, {
      ...list,
      items,
      total: list.total + (items.length - list.items.length),
    });
  }
}

/** Changes one conversation wherever it is cached (lists and its detail). */
export function updateConversationItem(
  queryClient: QueryClient,
  id: string,
  change: (item: ConversationListItem) => ConversationListItem,
): void {
  updateLists(queryClient, (items) =>
    items.some((i) => i.id === id)
      ? sortConversations(items.map((i) => (i.id === id ? change(i) : i)))
      : items,
  );
  queryClient.setQueryData<ConversationDetail>(chatKeys.detail(id), (detail) =>
    detail ? { ...detail, ...change(detail) } : detail,
  );
}

/** A conversation that appeared or changed: replaced where listed, added to the unfiltered list. */
export function upsertConversation(queryClient: QueryClient, item: ConversationListItem): void {
  updateLists(queryClient, (items, q) => {
    if (items.some((i) => i.id === item.id))
      return sortConversations(items.map((i) => (i.id === item.id ? item : i)));
    return q === '' ? sortConversations([...items, item]) : items;
  });
  queryClient.setQueryData<ConversationDetail>(chatKeys.detail(item.id), (detail) =>
    detail ? { ...detail, ...item } : detail,
  );
}

export function removeConversation(queryClient: QueryClient, id: string): void {
  updateLists(queryClient, (items) =>
    items.some((i) => i.id === id) ? items.filter((i) => i.id !== id) : items,
  );
  queryClient.removeQueries({ queryKey: chatKeys.detail(id) });
  queryClient.removeQueries({ queryKey: chatKeys.messages(id) });
}

function lastMessageOf(message: ChatMessage): ConversationListItem['lastMessage'] {
  return {
    id: message.id,
    seq: message.seq,
    authorId: message.author.id,
    authorName: message.author.name,
    excerpt: messageExcerpt(message.text),
    imageCount: message.images.length,
    deleted: message.deletedAt !== null,
    createdAt: message.createdAt,
  };
}

/**
 * A message from the socket or a REST answer: into the conversation's history (once, whatever
 * the order of arrival), and into the list as its latest message when it is the newest.
 */
export function applyMessage(queryClient: QueryClient, message: ChatMessage): void {
  queryClient.setQueryData<InfiniteData<MessagePage, number | null>>(
    chatKeys.messages(message.conversationId),
    (data) => refreshQuotes(applyLiveMessage(data, message), message),
  );
  updateConversationItem(queryClient, message.conversationId, (item) => {
    if (message.seq > item.lastSeq)
      return {
        ...item,
        lastSeq: message.seq,
        lastMessage: lastMessageOf(message),
        updatedAt: message.createdAt,
      };
    if (item.lastMessage?.id === message.id)
      return { ...item, lastMessage: lastMessageOf(message) };
    return item;
  });
}

/** Replies quote what the message now says: an edit's words, or that it was deleted. */
function refreshQuotes<D extends InfiniteData<MessagePage, number | null>>(
  data: D | undefined,
  quoted: ChatMessage,
): D | undefined {
  if (!data || (!quoted.editedAt && !quoted.deletedAt)) return data;
  const deleted = quoted.deletedAt !== null;
  const excerpt = deleted ? '' : messageExcerpt(quoted.text);
  let changed = false;
  const pages = data.pages.map((page) => {
    if (!page.items.some((m) => m.replyTo?.id === quoted.id)) return page;
    changed = true;
    return {
      ...page,
      items: page.items.map((m) =>
        m.replyTo?.id === quoted.id ? { ...m, replyTo: { ...m.replyTo, excerpt, deleted } } : m,
      ),
    };
  });
  return changed ? { ...data, pages } : data;
}

export function applyUnread(
  queryClient: QueryClient,
  total: number,
  conversation: { id: string; unread: number } | null,
): void {
  queryClient.setQueryData<Unread>(chatKeys.unread(), (unread) => ({
    total,
    conversations: unread?.conversations ?? 0,
  }));
  if (conversation)
    updateConversationItem(queryClient, conversation.id, (item) => ({
      ...item,
      unread: conversation.unread,
    }));
}

/** Someone read up to a message: their "seen" position, or the caller's own reading place. */
export function applyRead(
  queryClient: QueryClient,
  read: { conversationId: string; userId: string; lastReadSeq: number },
  myId: string,
): void {
  if (read.userId === myId)
    updateConversationItem(queryClient, read.conversationId, (item) => ({
      ...item,
      lastReadSeq: Math.max(item.lastReadSeq, read.lastReadSeq),
    }));
  queryClient.setQueryData<ConversationDetail>(chatKeys.detail(read.conversationId), (detail) =>
    detail
      ? {
          ...detail,
          members: detail.members.map((m) =>
            m.id === read.userId
              ? { ...m, lastReadSeq: Math.max(m.lastReadSeq, read.lastReadSeq) }
              : m,
          ),
        }
      : detail,
  );
}

export function applyPresence(
  queryClient: QueryClient,
  userId: string,
  status: PresenceStatus,
): void {
  updateLists(queryClient, (items) =>
    items.some((i) => i.other?.id === userId)
      ? items.map((i) =>
          i.other?.id === userId ? { ...i, other: { ...i.other, presence: status } } : i,
        )
      : items,
  );
  for (const [key, detail] of queryClient.getQueriesData<ConversationDetail>({
    queryKey: chatKeys.details(),
  })) {
    if (!detail?.members.some((m) => m.id === userId)) continue;
    queryClient.setQueryData<ConversationDetail>(key, {
      ...detail,
      other: detail.other?.id === userId ? { ...detail.other, presence: status } : detail.other,
      members: detail.members.map((m) => (m.id === userId ? { ...m, presence: status } : m)),
    });
  }
}

/** The last sequence held per conversation whose history is loaded: what `resume` names. */
export function heldSequences(queryClient: QueryClient): Record<string, number> {
  const held: Record<string, number> = {};
  for (const [key, data] of queryClient.getQueriesData<InfiniteData<MessagePage>>({
    queryKey: chatKeys.allMessages(),
  })) {
    const id = key[2];
    if (typeof id !== 'string' || !data) continue;
    held[id] = lastSeq(flattenPages(data));
  }
  return held;
}
