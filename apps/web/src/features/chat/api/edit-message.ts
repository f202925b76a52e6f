import type { ChatMessage, EditMessageBody } from '@school/shared/chat/chat.contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import type { ApiError } from '../../../lib/api-error';
import { applyMessage } from '../lib/chat-cache';

/** The author changes their text within the edit window; it then reads "edited". */
export function useEditMessage() {
  const queryClient = useQueryClient();
  return useMutation<ChatMessage, ApiError, { id: string } & EditMessageBody>({
    mutationFn: ({ id, text }) =>
      apiFetch<ChatMessage>(`/chat/messages/${id}`, { method: 'PATCH', body: { text } }),
    onSuccess: (message) => applyMessage(queryClient, message),
  });
}
