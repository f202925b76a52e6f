import type { MessageList } from '@school/shared/chat/chat.contract';
import { chatLimits } from '@school/shared/chat/chat.rules';
import { useInfiniteQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { chatKeys } from './chat-keys';

export type MessagePage = MessageList;

export function getMessages(
  conversationId: string,
  query: { before?: number; q?: string; limit?: number },
  signal?: AbortSignal,
): Promise<MessageList> {
  const params = new URLSearchParams({ limit: String(query.limit ?? chatLimits.page.default) });
  if (query.before !== undefined) params.set('before', String(query.before));
  if (query.q) params.set('q', query.q);
  return apiFetch<MessageList>(`/chat/conversations/${conversationId}/messages?${params}`, {
    signal,
  });
}

/** History newest first; each further page is older (`before` the smallest seq held). */
export function useMessages(conversationId: string) {
  return useInfiniteQuery({
    queryKey: chatKeys.messages(conversationId),
    queryFn: ({ pageParam, signal }) =>
      getMessages(conversationId, { before: pageParam ?? undefined }, signal),
    initialPageParam: null as number | null,
    getNextPageParam: (last) => {
      const oldest = last.items.at(-1);
      return last.hasMoreBefore && oldest ? oldest.seq : undefined;
    },
    // Live frames keep it current; a refetch would drop the older pages already read.
    staleTime: Infinity,
  });
}
