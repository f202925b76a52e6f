import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type { ChatImage } from '@school/shared/chat/chat.contract';
import { users } from '../auth/auth.table.ts';
import { schools } from '../school/school.table.ts';

/**
 * A conversation inside one school. `last_seq` hands out the messages' sequence numbers: the
 * sending transaction raises it and takes the new value, so numbers are gapless and ordered.
 */
export const chatConversations = pgTable(
  'chat_conversations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    schoolId: uuid('school_id')
      .notNull()
      .references(() => schools.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ['direct', 'group'] }).notNull(),
    name: text('name'),
    ownerId: uuid('owner_id').references(() => users.id, { onDelete: 'set null' }),
    /** Direct only: the two user ids in order, so a pair has one conversation per school. */
    directKey: text('direct_key'),
    lastSeq: integer('last_seq').notNull().default(0),
    lastMessageId: uuid('last_message_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** Last activity: the newest message, else the creation. */
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('chat_conversations_direct_key').on(t.schoolId, t.directKey),
    check('chat_conversations_kind_check', sql`${t.kind} in ('direct','group')`),
  ],
);

/** Who is in a conversation, with their own settings and reading position. */
export const chatMembers = pgTable(
  'chat_members',
  {
    conversationId: uuid('conversation_id')
      .notNull()
      .references(() => chatConversations.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    pinned: boolean('pinned').notNull().default(false),
    muted: boolean('muted').notNull().default(false),
    lastReadSeq: integer('last_read_seq').notNull().default(0),
    /** Others' messages after `last_read_seq` that are not deleted; kept by each change. */
    unread: integer('unread').notNull().default(0),
    joinedAt: timestamp('joined_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.conversationId, t.userId] }),
    index('chat_members_user_idx').on(t.userId),
  ],
);

export const chatMessages = pgTable(
  'chat_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    conversationId: uuid('conversation_id')
      .notNull()
      .references(() => chatConversations.id, { onDelete: 'cascade' }),
    schoolId: uuid('school_id').notNull(),
    seq: integer('seq').notNull(),
    authorId: uuid('author_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** Plain text, never HTML. */
    text: text('text').notNull(),
    /** The attached uploads as they were when sent. */
    images: jsonb('images').$type<ChatImage[]>().notNull().default([]),
    replyToId: uuid('reply_to_id'),
    /** The sender's idempotency key: a retry with it answers the stored message. */
    clientId: text('client_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    editedAt: timestamp('edited_at', { withTimezone: true }),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    deletedBy: uuid('deleted_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [
    uniqueIndex('chat_messages_conversation_seq').on(t.conversationId, t.seq),
    uniqueIndex('chat_messages_author_client')
      .on(t.authorId, t.clientId)
      .where(sql`${t.clientId} is not null`),
  ],
);

/** The status a person chose; shown while they are connected. */
export const chatPresence = pgTable('chat_presence', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  status: text('status', { enum: ['online', 'away', 'do_not_disturb', 'offline'] }).notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Open sockets per user and instance, refreshed by each instance's heartbeat: a person is
 * connected while a row is fresh, whichever instance holds the socket (or died holding it).
 */
export const chatConnections = pgTable(
  'chat_connections',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    instanceId: text('instance_id').notNull(),
    sockets: integer('sockets').notNull().default(1),
    seenAt: timestamp('seen_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.instanceId] })],
);

/** Single-use socket tickets (stored as hashes), so no access token travels in a URL. */
export const chatTickets = pgTable('chat_tickets', {
  tokenHash: text('token_hash').primaryKey(),
  userId: uuid('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  sessionId: uuid('session_id').notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
});
