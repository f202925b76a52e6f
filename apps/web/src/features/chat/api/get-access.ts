import type { ChatAccess } from '@school/shared/chat/chat.contract';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { chatKeys } from './chat-keys';

export function getChatAccess(signal?: AbortSignal): Promise<ChatAccess> {
  return apiFetch<ChatAccess>('/chat/access', { signal });
}

/** Whether the caller may chat, and the school's support address for the refusal. */
export function useChatAccess() {
  return useQuery({
    queryKey: chatKeys.access(),
    queryFn: ({ signal }) => getChatAccess(signal),
    staleTime: 60_000,
  });
}
