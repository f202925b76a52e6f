import { and, desc, eq, isNotNull, or, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { escapeLike } from '../../db/sql.ts';
import { uploads } from './uploads.table.ts';

/** Whose images a search reads: the caller's own, and (a school admin) their school's. */
export type ImageScope = { userId: string; schoolId: string | null };

export function createUploadsRepository(db: Database) {
  return {
    async insert(values: typeof uploads.$inferInsert) {
      const [row] = await db.insert(uploads).values(values).returning();
      if (!row) throw new Error('insert into uploads returned no row');
      return row;
    },
    async findByPath(path: string) {
      const [row] = await db.select().from(uploads).where(eq(uploads.path, path)).limit(1);
      return row;
    },
    /** Named images in scope whose names hold every word, newest first (one more than `limit`). */
    async named(scope: ImageScope, words: string[], limit: number) {
      const whose = scope.schoolId
        ? or(eq(uploads.uploadedBy, scope.userId), eq(uploads.schoolId, scope.schoolId))
        : eq(uploads.uploadedBy, scope.userId);
      const conditions: (SQL | undefined)[] = [whose, isNotNull(uploads.originalName)];
      for (const word of words)
        conditions.push(sql`lower(${uploads.originalName}) like ${`%${escapeLike(word)}%`}`);
      return db
        .select({
          id: uploads.id,
          name: uploads.originalName,
          path: uploads.path,
          createdAt: uploads.createdAt,
        })
        .from(uploads)
        .where(and(...conditions))
        .orderBy(desc(uploads.createdAt), desc(uploads.id))
        .limit(limit + 1);
    },
  };
}
