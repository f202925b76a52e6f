import type { ConversationDetail, CreateConversationBody } from '@school/shared/chat/chat.contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import type { ApiError } from '../../../lib/api-error';
import { chatKeys } from './chat-keys';

/** A direct conversation answers the one that already exists with that person. */
export function useCreateConversation() {
  const queryClient = useQueryClient();
  return useMutation<ConversationDetail, ApiError, CreateConversationBody>({
    mutationFn: (body) =>
      apiFetch<ConversationDetail>('/chat/conversations', { method: 'POST', body }),
    onSuccess: (conversation) => {
      queryClient.setQueryData(chatKeys.detail(conversation.id), conversation);
      void queryClient.invalidateQueries({ queryKey: chatKeys.lists() });
    },
  });
}
