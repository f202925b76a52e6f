import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { uploads } from './uploads.table.ts';

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
  };
}
