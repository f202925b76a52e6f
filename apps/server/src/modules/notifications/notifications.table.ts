import { sql } from 'drizzle-orm';
import type { NotificationParams } from '@school/shared/notifications/notification-messages';
import { bigint, index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from '../auth/auth.table.ts';
import { schools } from '../school/school.table.ts';

export const notifications = pgTable(
  'notifications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Monotonic order; the event id of `/api/events`, so a reconnecting client can catch up. */
    seq: bigint('seq', { mode: 'number' }).notNull().generatedAlwaysAsIdentity(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    schoolId: uuid('school_id').references(() => schools.id, { onDelete: 'cascade' }),
    typeKey: text('type_key').notNull(),
    typeId: integer('type_id').notNull(),
    senderUserId: uuid('sender_user_id'),
    senderName: text('sender_name').notNull(),
    /**
     * Sanitised on write; rendered through DOMPurify again on the web. For a type with a template
     * this is the English text at the time of writing, read only when `params` is null.
     */
    messageHtml: text('message_html').notNull(),
    /** What the reader's text is rendered from; null for announcements and older rows. */
    params: jsonb('params').$type<NotificationParams>(),
    url: text('url').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    readAt: timestamp('read_at', { withTimezone: true }),
  },
  (t) => [
    index('notifications_user_created_idx').on(t.userId, t.createdAt.desc()),
    index('notifications_user_seq_idx').on(t.userId, t.seq),
    index('notifications_user_unread_idx')
      .on(t.userId)
      .where(sql`${t.readAt} is null`),
  ],
);
