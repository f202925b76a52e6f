import type { ReadResult } from '@school/shared/chat/chat.contract';
import type { QueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { applyRead, applyUnread } from '../lib/chat-cache';
import { sendFrame } from '../live/connection';

/** Marks a conversation read up to a message: over the socket when open, else over REST. */
export function markRead(
  queryClient: QueryClient,
  read: { conversationId: string; messageId: string; seq: number },
  myId: string,
): void {
  applyRead(
    queryClient,
    { conversationId: read.conversationId, userId: myId, lastReadSeq: read.seq },
    myId,
  );
  const sent = sendFrame({
    type: 'read',
    conversationId: read.conversationId,
    messageId: read.messageId,
  });
  if (sent) return;
  apiFetch<ReadResult>(`/chat/conversations/${read.conversationId}/read`, {
    method: 'POST',
    body: { messageId: read.messageId },
  })
    .then((result) =>
      applyUnread(queryClient, result.totalUnread, {
        id: result.conversationId,
        unread: result.unread,
      }),
    )
    .catch(() => {
      // The next visit marks it again; nothing the reader needs to act on.
    });
}
