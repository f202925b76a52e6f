import type { ConversationDetail } from '@school/shared/chat/chat.contract';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { chatKeys } from './chat-keys';

export function getConversation(id: string, signal?: AbortSignal): Promise<ConversationDetail> {
  return apiFetch<ConversationDetail>(`/chat/conversations/${id}`, { signal });
}

export function useConversation(id: string | null) {
  return useQuery({
    queryKey: chatKeys.detail(id ?? ''),
    queryFn: ({ signal }) => getConversation(id ?? '', signal),
    enabled: id !== null,
  });
}
