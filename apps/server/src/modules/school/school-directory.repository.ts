import { asc, count, ilike, inArray } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { escapeLike } from '../../db/sql.ts';
import { schools } from './school.table.ts';

const summary = { id: schools.id, name: schools.name, city: schools.city };

/** Every school by name: the platform admin's switcher and the lists that span schools. */
export function createSchoolDirectoryRepository(db: Database) {
  return {
    async search(q: string | undefined, limit: number, offset: number) {
      const where = q ? ilike(schools.name, `%${escapeLike(q)}%`) : undefined;
      const [items, [total]] = await Promise.all([
        db
          .select(summary)
          .from(schools)
          .where(where)
          .orderBy(asc(schools.name), asc(schools.id))
          .limit(limit)
          .offset(offset),
        db.select({ value: count() }).from(schools).where(where),
      ]);
      return { items, total: total?.value ?? 0 };
    },

    async names(ids: string[]): Promise<Map<string, string>> {
      if (ids.length === 0) return new Map();
      const rows = await db
        .select({ id: schools.id, name: schools.name })
        .from(schools)
        .where(inArray(schools.id, ids));
      return new Map(rows.map((row) => [row.id, row.name]));
    },
  };
}
