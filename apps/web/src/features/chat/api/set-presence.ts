import type { PresenceBody, PresenceStatus } from '@school/shared/chat/chat.contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import type { ApiError } from '../../../lib/api-error';
import { chatKeys } from './chat-keys';

type Presence = { status: PresenceStatus };

export function usePresence() {
  return useQuery({
    queryKey: chatKeys.presence(),
    queryFn: ({ signal }) => apiFetch<Presence>('/chat/presence', { signal }),
  });
}

/** The status others see (spec §3); kept until changed again. */
export function useSetPresence() {
  const queryClient = useQueryClient();
  return useMutation<Presence, ApiError, PresenceBody>({
    mutationFn: (body) => apiFetch<Presence>('/chat/presence', { method: 'PUT', body }),
    onSuccess: (presence) => queryClient.setQueryData(chatKeys.presence(), presence),
  });
}
