import type { PresenceBody, PresenceStatus } from '@school/shared/chat/chat.contract';
import { skipToken, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import type { ApiError } from '../../../lib/api-error';
import { chatKeys } from './chat-keys';

type Presence = { status: PresenceStatus };

/**
 * The caller's chosen status as far as this tab knows it: what they chose here, or what a
 * conversation's member list or a presence frame says about them (the API has no read of its own).
 */
export function usePresence() {
  return useQuery<Presence>({ queryKey: chatKeys.presence(), queryFn: skipToken });
}

/** The status others see (spec §3); kept until changed again. */
export function useSetPresence() {
  const queryClient = useQueryClient();
  return useMutation<Presence, ApiError, PresenceBody>({
    mutationFn: (body) => apiFetch<Presence>('/chat/presence', { method: 'PUT', body }),
    onSuccess: (presence) => queryClient.setQueryData(chatKeys.presence(), presence),
  });
}
