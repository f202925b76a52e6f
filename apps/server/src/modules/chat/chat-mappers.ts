import type {
  ChatMessage,
  ChatPerson,
  ConversationListItem,
} from '@school/shared/chat/chat.contract';
import { messageExcerpt, type PresenceStatus } from '@school/shared/chat/chat.rules';
import type { Role } from '@school/shared/auth/roles';
import type { ChatRepository } from './chat.repository.ts';
import type { MessageView } from './messages.repository.ts';

type Named = {
  id: string;
  firstName: string;
  lastName: string;
  photo: string | null;
  role: string;
};

export const nameOf = (p: { firstName: string; lastName: string }) =>
  `${p.firstName} ${p.lastName}`.trim();

export const personOf = (p: Named): ChatPerson => ({
  id: p.id,
  name: nameOf(p),
  photo: p.photo,
  role: p.role as Role,
});

export function toMessage(v: MessageView): ChatMessage {
  const m = v.message;
  const deleted = m.deletedAt !== null;
  return {
    id: m.id,
    conversationId: m.conversationId,
    seq: m.seq,
    author: personOf(v.author),
    text: deleted ? '' : m.text,
    images: deleted ? [] : m.images,
    replyTo: v.reply
      ? {
          id: v.reply.id,
          excerpt: v.reply.deletedAt ? '' : messageExcerpt(v.reply.text),
          authorName: nameOf({ firstName: v.reply.authorFirst, lastName: v.reply.authorLast }),
          deleted: v.reply.deletedAt !== null,
        }
      : null,
    clientId: m.clientId,
    createdAt: m.createdAt.toISOString(),
    editedAt: m.editedAt?.toISOString() ?? null,
    deletedAt: m.deletedAt?.toISOString() ?? null,
    deletedBy: v.deletedBy ? personOf(v.deletedBy) : null,
  };
}

type ListRow = Awaited<ReturnType<ChatRepository['list']>>['items'][number];
export type Other = Named & { conversationId: string };

export function toListItem(
  row: ListRow,
  other: Other | undefined,
  presence: ReadonlyMap<string, PresenceStatus>,
): ConversationListItem {
  const c = row.conversation;
  const last = row.last;
  const direct = c.kind === 'direct';
  return {
    id: c.id,
    kind: c.kind,
    title: direct ? (other ? nameOf(other) : '') : (c.name ?? ''),
    photo: direct ? (other?.photo ?? null) : null,
    other:
      direct && other
        ? { ...personOf(other), presence: presence.get(other.id) ?? 'offline' }
        : null,
    ownerId: c.ownerId,
    memberCount: row.memberCount,
    lastSeq: c.lastSeq,
    lastMessage:
      last?.id && last.seq !== null && last.authorId && last.createdAt
        ? {
            id: last.id,
            seq: last.seq,
            authorId: last.authorId,
            authorName: nameOf({
              firstName: last.authorFirst ?? '',
              lastName: last.authorLast ?? '',
            }),
            excerpt: last.deletedAt ? '' : messageExcerpt(last.text ?? ''),
            imageCount: last.deletedAt ? 0 : (last.images?.length ?? 0),
            deleted: last.deletedAt !== null,
            createdAt: last.createdAt.toISOString(),
          }
        : null,
    pinned: row.member.pinned,
    muted: row.member.muted,
    lastReadSeq: row.member.lastReadSeq,
    unread: row.member.unread,
    createdAt: c.createdAt.toISOString(),
    updatedAt: c.updatedAt.toISOString(),
  };
}
