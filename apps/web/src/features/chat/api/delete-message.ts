import type { ChatMessage } from '@school/shared/chat/chat.contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import type { ApiError } from '../../../lib/api-error';
import { applyMessage } from '../lib/chat-cache';

/** The message keeps its place and reads "message deleted" for everyone. */
export function useDeleteMessage() {
  const queryClient = useQueryClient();
  return useMutation<ChatMessage, ApiError, string>({
    mutationFn: (id) => apiFetch<ChatMessage>(`/chat/messages/${id}`, { method: 'DELETE' }),
    onSuccess: (message) => applyMessage(queryClient, message),
  });
}
