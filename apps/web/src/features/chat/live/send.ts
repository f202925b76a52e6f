import type { ChatImage, ChatMessage, ChatReply } from '@school/shared/chat/chat.contract';
import type { QueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { ApiError } from '../../../lib/api-error';
import { applyMessage } from '../lib/chat-cache';
import { sendFrame } from './connection';
import { addPending, findPending, settlePending, updatePending } from './pending';

/** Without an answer over the socket by then, the message goes again over REST (same key). */
const socketAnswerMs = 8_000;

type Draft = {
  conversationId: string;
  text: string;
  images: ChatImage[];
  replyTo: ChatReply | null;
};

function failureText(error: unknown): string | null {
  return error instanceof ApiError && error.status > 0 && error.status < 500 ? error.message : null;
}

/**
 * REST send with the message's clientId as its Idempotency-Key: a retry after a lost answer (or
 * after the socket took it) is answered with the message already stored, never a second one.
 */
async function sendOverRest(queryClient: QueryClient, clientId: string): Promise<void> {
  const message = findPending(clientId);
  if (!message) return;
  updatePending(clientId, { status: 'sending', error: null });
  try {
    const stored = await apiFetch<ChatMessage>(
      `/chat/conversations/${message.conversationId}/messages`,
      {
        method: 'POST',
        headers: { 'Idempotency-Key': clientId },
        body: {
          text: message.text,
          imageIds: message.images.map((i) => i.id),
          replyToId: message.replyTo?.id ?? null,
        },
      },
    );
    applyMessage(queryClient, stored);
    settlePending(clientId);
  } catch (error) {
    updatePending(clientId, { status: 'failed', error: failureText(error) });
  }
}

/** Shows the message at once, then sends it over the socket, or over REST without one. */
export function sendMessage(queryClient: QueryClient, draft: Draft): void {
  const clientId = crypto.randomUUID();
  addPending({
    ...draft,
    clientId,
    createdAt: new Date().toISOString(),
    status: 'sending',
    error: null,
  });
  const sent = sendFrame({
    type: 'send',
    clientId,
    conversationId: draft.conversationId,
    text: draft.text,
    imageIds: draft.images.map((i) => i.id),
    replyToId: draft.replyTo?.id ?? null,
  });
  if (!sent) {
    void sendOverRest(queryClient, clientId);
    return;
  }
  setTimeout(() => {
    if (findPending(clientId)?.status === 'sending') void sendOverRest(queryClient, clientId);
  }, socketAnswerMs);
}

/** "Retry" on a failed message: the same message, the same key. */
export function retryMessage(queryClient: QueryClient, clientId: string): void {
  void sendOverRest(queryClient, clientId);
}

/** The socket refused a `send` (rate limit, a refused field): the message shows as failed. */
export function sendRefused(clientId: string, message: string): void {
  updatePending(clientId, { status: 'failed', error: message });
}
