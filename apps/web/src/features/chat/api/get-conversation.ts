import type { ConversationDetail } from '@school/shared/chat/chat.contract';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { chatKeys } from './chat-keys';

export function getConversation(id: string, signal?: AbortSignal): Promise<ConversationDetail> {
  return apiFetch<ConversationDetail>(`/chat/conversations/${id}`, { signal });
}

export function useConversation(id: string | null, myId: string) {
  const queryClient = useQueryClient();
  return useQuery({
    queryKey: chatKeys.detail(id ?? ''),
    queryFn: async ({ signal }) => {
      const detail = await getConversation(id ?? '', signal);
      // The caller is a member too: their own status, for the status picker.
      const me = detail.members.find((m) => m.id === myId);
      if (me) queryClient.setQueryData(chatKeys.presence(), { status: me.presence });
      return detail;
    },
    enabled: id !== null,
  });
}
