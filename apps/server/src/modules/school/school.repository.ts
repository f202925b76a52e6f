import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { schools } from './school.table.ts';

export type SchoolRow = typeof schools.$inferSelect;

export function createSchoolRepository(db: Database) {
  return {
    async insert(values: typeof schools.$inferInsert): Promise<SchoolRow> {
      const [row] = await db.insert(schools).values(values).returning();
      if (!row) throw new Error('insert into schools returned no row');
      return row;
    },
    async update(id: string, values: Partial<typeof schools.$inferInsert>): Promise<SchoolRow> {
      const [row] = await db.update(schools).set(values).where(eq(schools.id, id)).returning();
      if (!row) throw new Error('school to update is missing');
      return row;
    },
    async findById(id: string): Promise<SchoolRow | undefined> {
      const [row] = await db.select().from(schools).where(eq(schools.id, id)).limit(1);
      return row;
    },
  };
}
