import type { ConversationList } from '@school/shared/chat/chat.contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { chatKeys } from './chat-keys';

/** Enough for one screen of conversations; a search narrows the rest. */
export const conversationPageSize = 100;

export function getConversations(q: string, signal?: AbortSignal): Promise<ConversationList> {
  const params = new URLSearchParams({ pageSize: String(conversationPageSize) });
  if (q) params.set('q', q);
  return apiFetch<ConversationList>(`/chat/conversations?${params.toString()}`, { signal });
}

/** Pinned first, then the latest activity (the API's order, kept by the live updates). */
export function useConversations(q: string) {
  return useQuery({
    queryKey: chatKeys.list(q),
    queryFn: ({ signal }) => getConversations(q, signal),
    placeholderData: keepPreviousData,
  });
}
