import type { ChatMessage } from '@school/shared/chat/chat.contract';
import type { ShownMessage } from '../components/message-bubble';
import type { PendingMessage } from '../live/pending';

export function fromStored(message: ChatMessage): ShownMessage {
  return {
    key: message.id,
    id: message.id,
    seq: message.seq,
    senderId: message.author.id,
    senderName: message.author.name,
    text: message.text,
    images: message.images,
    replyTo: message.replyTo,
    createdAt: message.createdAt,
    editedAt: message.editedAt,
    deletedAt: message.deletedAt,
    stored: message,
    pending: null,
  };
}

/**
 * Stored messages, then the caller's messages still on their way. A pending message whose stored
 * copy has arrived (same clientId) is not shown twice, even before the pending list catches up.
 */
export function shownMessages(
  stored: readonly ChatMessage[],
  pending: readonly PendingMessage[],
  me: { id: string; name: string },
): ShownMessage[] {
  const arrived = new Set(stored.flatMap((m) => (m.clientId ? [m.clientId] : [])));
  return [
    ...stored.map(fromStored),
    ...pending
      .filter((p) => !arrived.has(p.clientId))
      .map((p) => ({
        key: p.clientId,
        id: p.clientId,
        seq: 0,
        senderId: me.id,
        senderName: me.name,
        text: p.text,
        images: p.images,
        replyTo: p.replyTo,
        createdAt: p.createdAt,
        editedAt: null,
        deletedAt: null,
        stored: null,
        pending: p,
      })),
  ];
}

/** The caller's newest stored message the other person has read: where "Seen" shows. */
export function seenMessageId(
  messages: readonly ShownMessage[],
  myId: string,
  otherReadSeq: number | null,
): string | null {
  if (otherReadSeq === null) return null;
  for (let i = messages.length - 1; i >= 0; i--) {
    const m = messages[i];
    if (!m?.stored || m.senderId !== myId) continue;
    if (m.seq <= otherReadSeq) return m.id;
  }
  return null;
}
