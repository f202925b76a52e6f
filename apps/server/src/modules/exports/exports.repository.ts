import type { ExportKind } from '@school/shared/exports/exports.rules';
import { and, desc, eq, inArray, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { escapeLike } from '../../db/sql.ts';
import { csvExports } from './exports.table.ts';

export function createExportsRepository(db: Database) {
  return {
    async insert(values: typeof csvExports.$inferInsert) {
      const [row] = await db.insert(csvExports).values(values).returning({ id: csvExports.id });
      if (!row) throw new Error('insert into exports returned no row');
      return row.id;
    },
    async setRowCount(id: string, rowCount: number) {
      await db.update(csvExports).set({ rowCount }).where(eq(csvExports.id, id));
    },
    async find(id: string) {
      const [row] = await db.select().from(csvExports).where(eq(csvExports.id, id)).limit(1);
      return row;
    },
    /**
     * The user's exports of the given kinds whose file name or kind holds every word, newest
     * first (one more than `limit`); with a school, those made in it (or in none).
     */
    async named(
      userId: string,
      kinds: ExportKind[],
      schoolId: string | undefined,
      words: string[],
      limit: number,
    ) {
      const conditions: (SQL | undefined)[] = [
        eq(csvExports.createdBy, userId),
        inArray(csvExports.kind, kinds),
        schoolId ? or(eq(csvExports.schoolId, schoolId), isNull(csvExports.schoolId)) : undefined,
      ];
      for (const word of words)
        conditions.push(
          sql`lower(${csvExports.fileName} || ' ' || ${csvExports.kind}) like ${`%${escapeLike(word)}%`}`,
        );
      return db
        .select({
          id: csvExports.id,
          kind: csvExports.kind,
          fileName: csvExports.fileName,
          rowCount: csvExports.rowCount,
          createdAt: csvExports.createdAt,
        })
        .from(csvExports)
        .where(and(...conditions))
        .orderBy(desc(csvExports.createdAt), desc(csvExports.id))
        .limit(limit + 1);
    },
  };
}
