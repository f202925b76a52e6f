import type { MemberSettings, MemberSettingsBody } from '@school/shared/chat/chat.contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import type { ApiError } from '../../../lib/api-error';
import { updateConversationItem } from '../lib/chat-cache';
import { chatKeys } from './chat-keys';

/** Pins or mutes a conversation for the caller only. */
export function useUpdateMember(conversationId: string) {
  const queryClient = useQueryClient();
  return useMutation<MemberSettings, ApiError, MemberSettingsBody>({
    mutationFn: (body) =>
      apiFetch<MemberSettings>(`/chat/conversations/${conversationId}/member`, {
        method: 'PUT',
        body,
      }),
    onSuccess: ({ pinned, muted }) => {
      updateConversationItem(queryClient, conversationId, (item) => ({ ...item, pinned, muted }));
      void queryClient.invalidateQueries({ queryKey: chatKeys.unread() });
    },
  });
}
