import { z } from 'zod';
import { roles } from '../auth/roles.ts';
import { listQuerySchema, listResponseSchema } from '../common/list.contract.ts';
import { chatLimits, conversationKinds, presenceStatuses } from './chat.rules.ts';

export {
  chatLimits,
  conversationKinds,
  presenceStatuses,
  type ConversationKind,
  type PresenceStatus,
} from './chat.rules.ts';

const uuid = (what: string) => z.string().uuid(`The ${what} id is not valid.`);

export const presenceStatusSchema = z.enum(presenceStatuses, {
  error: 'Please choose online, away, do not disturb or offline.',
});

/** Someone as chat shows them. `photo` is a /media path or null. */
export const chatPersonSchema = z
  .object({
    id: z.string().uuid(),
    name: z.string(),
    photo: z.string().nullable(),
    role: z.enum(roles),
  })
  .meta({ id: 'ChatPerson' });
export type ChatPerson = z.infer<typeof chatPersonSchema>;

/** A person with their presence as others see it. */
export const chatPersonPresenceSchema = chatPersonSchema
  .extend({ presence: presenceStatusSchema })
  .meta({ id: 'ChatPersonPresence' });
export type ChatPersonPresence = z.infer<typeof chatPersonPresenceSchema>;

/** An image attached to a message (from `POST /api/uploads`). */
export const chatImageSchema = z
  .object({
    id: z.string().uuid(),
    url: z.string(),
    thumbnailUrl: z.string(),
    width: z.number().int(),
    height: z.number().int(),
  })
  .meta({ id: 'ChatImage' });
export type ChatImage = z.infer<typeof chatImageSchema>;

/** What a reply quotes; the excerpt reads "" when the quoted message was deleted. */
export const chatReplySchema = z
  .object({
    id: z.string().uuid(),
    excerpt: z.string(),
    authorName: z.string(),
    deleted: z.boolean(),
  })
  .meta({ id: 'ChatReply' });
export type ChatReply = z.infer<typeof chatReplySchema>;

/**
 * One message. Text is plain (never HTML); the web turns links into anchors. A deleted message
 * keeps its place (id, seq, author, dates) with empty text and no images.
 */
export const chatMessageSchema = z
  .object({
    id: z.string().uuid(),
    conversationId: z.string().uuid(),
    /** Position in the conversation: 1, 2, 3 … without gaps, assigned when stored. */
    seq: z.number().int(),
    author: chatPersonSchema,
    text: z.string(),
    images: z.array(chatImageSchema),
    replyTo: chatReplySchema.nullable(),
    /** The sender's idempotency key (REST header or socket `clientId`), so they can match it. */
    clientId: z.string().nullable(),
    createdAt: z.string(),
    editedAt: z.string().nullable(),
    deletedAt: z.string().nullable(),
    /** Who deleted it: the author, or a school admin (moderation, audited). */
    deletedBy: chatPersonSchema.nullable(),
  })
  .meta({ id: 'ChatMessage' });
export type ChatMessage = z.infer<typeof chatMessageSchema>;

/** The latest message of a conversation as a list shows it. */
export const chatLastMessageSchema = z
  .object({
    id: z.string().uuid(),
    seq: z.number().int(),
    authorId: z.string().uuid(),
    authorName: z.string(),
    excerpt: z.string(),
    imageCount: z.number().int(),
    deleted: z.boolean(),
    createdAt: z.string(),
  })
  .meta({ id: 'ChatLastMessage' });
export type ChatLastMessage = z.infer<typeof chatLastMessageSchema>;

export const conversationListItemSchema = z
  .object({
    id: z.string().uuid(),
    kind: z.enum(conversationKinds),
    /** The group's name, or the other person's name in a direct conversation. */
    title: z.string(),
    /** The other person's photo in a direct conversation; null for a group. */
    photo: z.string().nullable(),
    /** The other person (with presence) in a direct conversation; null for a group. */
    other: chatPersonPresenceSchema.nullable(),
    ownerId: z.string().uuid().nullable(),
    memberCount: z.number().int(),
    /** Sequence of the newest message (0 when empty). */
    lastSeq: z.number().int(),
    lastMessage: chatLastMessageSchema.nullable(),
    /** The caller's own settings and reading position. */
    pinned: z.boolean(),
    muted: z.boolean(),
    lastReadSeq: z.number().int(),
    unread: z.number().int(),
    createdAt: z.string(),
    /** Last activity: the newest message's time, else the creation time. */
    updatedAt: z.string(),
  })
  .meta({ id: 'ChatConversationListItem' });
export type ConversationListItem = z.infer<typeof conversationListItemSchema>;

export const conversationMemberSchema = chatPersonPresenceSchema
  .extend({
    isOwner: z.boolean(),
    /** How far this member has read ("seen" in direct conversations). */
    lastReadSeq: z.number().int(),
    joinedAt: z.string(),
  })
  .meta({ id: 'ChatConversationMember' });
export type ConversationMember = z.infer<typeof conversationMemberSchema>;

export const conversationDetailSchema = conversationListItemSchema
  .extend({
    members: z.array(conversationMemberSchema),
    /** What the caller may do here. */
    canRename: z.boolean(),
    canManageMembers: z.boolean(),
    /** False when the caller may no longer talk to the other person (rules or policy changed). */
    canSend: z.boolean(),
  })
  .meta({ id: 'ChatConversationDetail' });
export type ConversationDetail = z.infer<typeof conversationDetailSchema>;

/** Conversations: `q` searches titles and member names; pinned first, then latest activity. */
export const conversationListQuerySchema = listQuerySchema.extend({
  pageSize: z.coerce.number().int().min(1).max(100, 'pageSize is at most 100').default(50),
});
export type ConversationListQuery = z.infer<typeof conversationListQuerySchema>;
export const conversationListSchema = listResponseSchema(conversationListItemSchema).meta({
  id: 'ChatConversationList',
});
export type ConversationList = z.infer<typeof conversationListSchema>;

const groupName = z
  .string({ error: 'Please enter a name for the group.' })
  .trim()
  .min(chatLimits.groupName.min, 'Please enter a name for the group.')
  .max(chatLimits.groupName.max, `The name has at most ${chatLimits.groupName.max} characters.`);

const memberIds = z
  .array(uuid('member'), { error: 'Please choose the members.' })
  .max(
    chatLimits.groupMembers - 1,
    `A group has at most ${chatLimits.groupMembers} members, you included.`,
  );

/** A direct conversation answers the existing one when there is one. */
export const createConversationBodySchema = z.discriminatedUnion(
  'kind',
  [
    z.object({ kind: z.literal('direct'), userId: uuid('user') }),
    z.object({
      kind: z.literal('group'),
      name: groupName,
      memberIds: memberIds.min(1, 'Please choose at least one member.'),
    }),
  ],
  { error: 'Please choose a direct conversation or a group.' },
);
export type CreateConversationBody = z.input<typeof createConversationBodySchema>;

/** Owner only, except that any member may remove themselves (leave). */
export const updateConversationBodySchema = z
  .object({
    name: groupName.optional(),
    addMemberIds: memberIds.optional(),
    removeMemberIds: memberIds.optional(),
  })
  .refine((b) => b.name !== undefined || b.addMemberIds?.length || b.removeMemberIds?.length, {
    message: 'Nothing to change.',
    path: ['name'],
  });
export type UpdateConversationBody = z.input<typeof updateConversationBodySchema>;

export const conversationIdParamsSchema = z.object({ id: uuid('conversation') });
export const messageIdParamsSchema = z.object({ id: uuid('message') });

/**
 * History, newest first. `before`: messages with a smaller seq (scrolling up). `after`: the
 * messages right after that seq (catching up, or jumping to the first unread). `q` searches the
 * conversation's text.
 */
export const messageListQuerySchema = z.object({
  before: z.coerce.number().int().min(1, 'before is a sequence number from 1').optional(),
  after: z.coerce.number().int().min(0, 'after is a sequence number from 0').optional(),
  limit: z.coerce
    .number()
    .int()
    .min(1)
    .max(chatLimits.page.max, `limit is at most ${chatLimits.page.max}`)
    .default(chatLimits.page.default),
  q: z.string().trim().max(chatLimits.search).optional(),
});
export type MessageListQuery = z.input<typeof messageListQuerySchema>;

export const messageListSchema = z
  .object({
    /** Newest first. */
    items: z.array(chatMessageSchema),
    /** More (older) messages exist below the smallest seq of `items`. */
    hasMoreBefore: z.boolean(),
    /** More (newer) messages exist above the largest seq of `items` (only with `after`). */
    hasMoreAfter: z.boolean(),
  })
  .meta({ id: 'ChatMessageList' });
export type MessageList = z.infer<typeof messageListSchema>;

const messageText = z
  .string({ error: 'Please write a message.' })
  .trim()
  .max(
    chatLimits.text,
    `A message has at most ${chatLimits.text.toLocaleString('en')} characters.`,
  );

const messageContent = {
  text: messageText.default(''),
  imageIds: z
    .array(uuid('image'))
    .max(chatLimits.images, `A message has at most ${chatLimits.images} images.`)
    .default([]),
  replyToId: uuid('message').nullable().default(null),
};

const notEmpty = (b: { text: string; imageIds: string[] }) =>
  b.text.length > 0 || b.imageIds.length > 0;
const emptyMessage = { message: 'Please write a message or attach an image.', path: ['text'] };

/** `POST /conversations/{id}/messages`; the Idempotency-Key header makes a retry safe. */
export const sendMessageBodySchema = z.object(messageContent).refine(notEmpty, emptyMessage);
export type SendMessageBody = z.input<typeof sendMessageBodySchema>;

export const idempotencyHeadersSchema = z.object({
  'idempotency-key': z
    .string({ error: 'Please send an Idempotency-Key header.' })
    .min(chatLimits.idempotencyKey.min, 'The Idempotency-Key is too short.')
    .max(chatLimits.idempotencyKey.max, 'The Idempotency-Key is too long.'),
});

export const editMessageBodySchema = z.object({
  text: messageText.refine((t) => t.length > 0, 'Please write a message.'),
});
export type EditMessageBody = z.input<typeof editMessageBodySchema>;

/** Mark everything up to and including this message read. */
export const readBodySchema = z.object({ messageId: uuid('message') });
export type ReadBody = z.infer<typeof readBodySchema>;
export const readResultSchema = z
  .object({
    conversationId: z.string().uuid(),
    lastReadSeq: z.number().int(),
    unread: z.number().int(),
    totalUnread: z.number().int(),
  })
  .meta({ id: 'ChatReadResult' });
export type ReadResult = z.infer<typeof readResultSchema>;

export const memberSettingsBodySchema = z
  .object({ pinned: z.boolean().optional(), muted: z.boolean().optional() })
  .refine((b) => b.pinned !== undefined || b.muted !== undefined, {
    message: 'Nothing to change.',
    path: ['pinned'],
  });
export type MemberSettingsBody = z.infer<typeof memberSettingsBodySchema>;
export const memberSettingsSchema = z
  .object({ conversationId: z.string().uuid(), pinned: z.boolean(), muted: z.boolean() })
  .meta({ id: 'ChatMemberSettings' });
export type MemberSettings = z.infer<typeof memberSettingsSchema>;

/** People the caller may talk to, by the rules; `conversationId`: the existing direct one. */
export const chatContactSchema = chatPersonPresenceSchema
  .extend({ conversationId: z.string().uuid().nullable() })
  .meta({ id: 'ChatContact' });
export type ChatContact = z.infer<typeof chatContactSchema>;
export const contactListQuerySchema = listQuerySchema.extend({
  role: z.enum(roles).optional(),
});
export type ContactListQuery = z.infer<typeof contactListQuerySchema>;
export const contactListSchema = listResponseSchema(chatContactSchema).meta({
  id: 'ChatContactList',
});
export type ContactList = z.infer<typeof contactListSchema>;

export const presenceBodySchema = z.object({ status: presenceStatusSchema });
export type PresenceBody = z.infer<typeof presenceBodySchema>;
export const presenceSchema = z
  .object({ status: presenceStatusSchema })
  .meta({ id: 'ChatPresence' });

export const unreadSchema = z
  .object({
    /** Unread messages over all conversations that are not muted (the badge). */
    total: z.number().int(),
    /** Conversations with unread messages. */
    conversations: z.number().int(),
  })
  .meta({ id: 'ChatUnread' });
export type Unread = z.infer<typeof unreadSchema>;

export const ticketSchema = z
  .object({ ticket: z.string(), expiresAt: z.string() })
  .meta({ id: 'ChatTicket' });
export type Ticket = z.infer<typeof ticketSchema>;
export const socketQuerySchema = z.object({ ticket: z.string().min(1).max(200) });

/** Whether the caller may open chat and whom to contact if not (the refusal alert, spec §8). */
export const chatAccessSchema = z
  .object({
    allowed: z.boolean(),
    reason: z.enum(['no_school', 'school_off', 'students_off']).nullable(),
    supportEmail: z.string(),
  })
  .meta({ id: 'ChatAccess' });
export type ChatAccess = z.infer<typeof chatAccessSchema>;

/** Legacy `GET /api/chat/check-chat-register?access_token=` (PRODUCT §3, binding). */
export const legacyChatCheckQuerySchema = z.object({ access_token: z.string().optional() });
export const legacyChatCheckResponseSchema = z
  .object({ records: z.object({ flag: z.union([z.literal(0), z.literal(1)]) }) })
  .meta({ id: 'LegacyChatCheck' });
export type LegacyChatCheck = z.infer<typeof legacyChatCheckResponseSchema>;

// ---------------------------------------------------------------- socket frames

/** Client → server frames over `/api/chat/socket`. */
export const clientFrameSchema = z.discriminatedUnion('type', [
  z.object({
    type: z.literal('send'),
    /** The client's own id for this message (its idempotency key); echoed in `message`. */
    clientId: z.string().min(chatLimits.idempotencyKey.min).max(chatLimits.idempotencyKey.max),
    conversationId: uuid('conversation'),
    ...messageContent,
  }),
  z.object({ type: z.literal('typing'), conversationId: uuid('conversation') }),
  z.object({
    type: z.literal('read'),
    conversationId: uuid('conversation'),
    messageId: uuid('message'),
  }),
  /** After (re)connecting: the last seq the client holds per conversation; missing ones follow. */
  z.object({
    type: z.literal('resume'),
    conversations: z
      .record(z.string().uuid(), z.number().int().min(0))
      .refine((r) => Object.keys(r).length <= chatLimits.resumeConversations, {
        message: `At most ${chatLimits.resumeConversations} conversations.`,
      }),
  }),
]);
export type ClientFrame = z.input<typeof clientFrameSchema>;

/** Error codes of an `error` frame (the REST codes of the same situations). */
export const chatFrameErrorCodes = [
  'validation_failed',
  'forbidden',
  'not_found',
  'rate_limited',
  'internal',
] as const;
export type ChatFrameErrorCode = (typeof chatFrameErrorCodes)[number];

/** Server → client frames. */
export const serverFrameSchema = z.discriminatedUnion('type', [
  /** First frame after the ticket is accepted. */
  z.object({ type: z.literal('ready'), userId: z.string().uuid() }),
  /** A new message (also the sender's acknowledgement: `clientId` matches what they sent). */
  z.object({ type: z.literal('message'), message: chatMessageSchema }),
  z.object({ type: z.literal('message_edited'), message: chatMessageSchema }),
  /** The message as it now reads: deleted, empty text, no images. */
  z.object({ type: z.literal('message_deleted'), message: chatMessageSchema }),
  z.object({
    type: z.literal('typing'),
    conversationId: z.string().uuid(),
    user: z.object({ id: z.string().uuid(), name: z.string() }),
  }),
  z.object({
    type: z.literal('read'),
    conversationId: z.string().uuid(),
    userId: z.string().uuid(),
    lastReadSeq: z.number().int(),
  }),
  z.object({
    type: z.literal('presence'),
    userId: z.string().uuid(),
    status: presenceStatusSchema,
  }),
  /** The caller's unread counts changed (`conversation`: the one that changed, if one). */
  z.object({
    type: z.literal('unread'),
    total: z.number().int(),
    conversation: z.object({ id: z.string().uuid(), unread: z.number().int() }).nullable(),
  }),
  /** A conversation appeared for the caller or changed (name, members). */
  z.object({ type: z.literal('conversation'), conversation: conversationListItemSchema }),
  /** The caller left or was removed from a conversation. */
  z.object({ type: z.literal('conversation_removed'), conversationId: z.string().uuid() }),
  /** Catch-up after `resume` is complete: the last seq now sent per conversation. */
  z.object({
    type: z.literal('resumed'),
    conversations: z.record(z.string(), z.number().int()),
  }),
  z.object({
    type: z.literal('error'),
    code: z.enum(chatFrameErrorCodes),
    message: z.string(),
    /** Set when the error answers a `send`. */
    clientId: z.string().nullable(),
    /** Seconds to wait (rate limit). */
    retryAfter: z.number().int().nullable(),
    fields: z.record(z.string(), z.string()).optional(),
  }),
]);
export type ServerFrame = z.infer<typeof serverFrameSchema>;
export type ServerFrameOf<T extends ServerFrame['type']> = Extract<ServerFrame, { type: T }>;
