import { and, asc, desc, eq, notInArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { bookmarks, recentSearches } from './search.table.ts';

/** The only code that speaks SQL for search: bookmarks and recent searches, a user's own rows. */
export function createSearchRepository(db: Database) {
  return {
    async starred(userId: string): Promise<string[]> {
      const rows = await db
        .select({ pageId: bookmarks.pageId })
        .from(bookmarks)
        .where(eq(bookmarks.userId, userId))
        .orderBy(asc(bookmarks.seq));
      return rows.map((r) => r.pageId);
    },
    /** Appends at the end; starring again keeps the place. True when the row was added. */
    async star(userId: string, pageId: string, at: Date): Promise<boolean> {
      const rows = await db
        .insert(bookmarks)
        .values({ userId, pageId, createdAt: at })
        .onConflictDoNothing()
        .returning({ pageId: bookmarks.pageId });
      return rows.length > 0;
    },
    async unstar(userId: string, pageId: string): Promise<boolean> {
      const rows = await db
        .delete(bookmarks)
        .where(and(eq(bookmarks.userId, userId), eq(bookmarks.pageId, pageId)))
        .returning({ pageId: bookmarks.pageId });
      return rows.length > 0;
    },
    async recent(userId: string, limit: number): Promise<string[]> {
      const rows = await db
        .select({ q: recentSearches.q })
        .from(recentSearches)
        .where(eq(recentSearches.userId, userId))
        .orderBy(desc(recentSearches.searchedAt), asc(recentSearches.q))
        .limit(limit);
      return rows.map((r) => r.q);
    },
    /** Remembers one search and forgets all but the newest `keep`. */
    async remember(userId: string, q: string, at: Date, keep: number): Promise<void> {
      await db.transaction(async (tx) => {
        await tx
          .insert(recentSearches)
          .values({ userId, q, searchedAt: at })
          .onConflictDoUpdate({
            target: [recentSearches.userId, recentSearches.q],
            set: { searchedAt: sql`excluded.searched_at` },
          });
        const kept = tx
          .select({ q: recentSearches.q })
          .from(recentSearches)
          .where(eq(recentSearches.userId, userId))
          .orderBy(desc(recentSearches.searchedAt), asc(recentSearches.q))
          .limit(keep);
        await tx
          .delete(recentSearches)
          .where(and(eq(recentSearches.userId, userId), notInArray(recentSearches.q, kept)));
      });
    },
  };
}
