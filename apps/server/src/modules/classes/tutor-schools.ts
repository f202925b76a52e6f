import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { classes } from './classes.table.ts';

/**
 * Where a tutor belongs: the schools where they teach an approved class. Other modules (topics,
 * the feed) let a tutor take part in a school on this ground; they read it here, in `db` or the
 * caller's transaction.
 */
export async function teachesAt(db: Database, tutorId: string, schoolId: string) {
  const [row] = await db
    .select({ id: classes.id })
    .from(classes)
    .where(
      and(
        eq(classes.tutorId, tutorId),
        eq(classes.schoolId, schoolId),
        eq(classes.status, 'approved'),
      ),
    )
    .limit(1);
  return row !== undefined;
}

export async function schoolsTaughtBy(db: Database, tutorId: string): Promise<string[]> {
  const rows = await db
    .selectDistinct({ schoolId: classes.schoolId })
    .from(classes)
    .where(and(eq(classes.tutorId, tutorId), eq(classes.status, 'approved')));
  return rows.map((r) => r.schoolId);
}
