import type { Unread } from '@school/shared/chat/chat.contract';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { chatKeys } from './chat-keys';

export function getUnread(signal?: AbortSignal): Promise<Unread> {
  return apiFetch<Unread>('/chat/unread', { signal });
}

/** The badge's count; the socket's `unread` frames replace it as it changes. */
export function useUnread(enabled: boolean) {
  return useQuery({
    queryKey: chatKeys.unread(),
    queryFn: ({ signal }) => getUnread(signal),
    staleTime: 5 * 60_000,
    enabled,
    retry: false,
  });
}
