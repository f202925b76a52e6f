import { bigserial, index, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from '../auth/auth.table.ts';

/** A user's starred pages (spec §4); `seq` keeps the order they were starred in. */
export const bookmarks = pgTable(
  'bookmarks',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    pageId: text('page_id').notNull(),
    seq: bigserial('seq', { mode: 'number' }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.pageId] }),
    index('bookmarks_user_seq_idx').on(t.userId, t.seq),
  ],
);

/** What a user searched for lately, newest first; the palette offers them before typing. */
export const recentSearches = pgTable(
  'recent_searches',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    q: text('q').notNull(),
    searchedAt: timestamp('searched_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.q] }),
    index('recent_searches_user_at_idx').on(t.userId, t.searchedAt),
  ],
);
