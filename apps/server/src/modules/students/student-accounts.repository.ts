import { inArray, sql } from 'drizzle-orm';
import type { StudentFields, studentFieldsSchema } from '@school/shared/students/students.contract';
import type { z } from 'zod';
import type { Database } from '../../db/client.ts';
import { users } from '../auth/auth.table.ts';
import { createStudentsRepository, type StudentRow } from './students.repository.ts';

const chunkSize = 500;

/** E-mails (lower-cased) already used by any account; account e-mails are unique platform-wide. */
export async function emailsInUse(db: Database, emails: string[]): Promise<Set<string>> {
  if (emails.length === 0) return new Set();
  const found = new Set<string>();
  for (let i = 0; i < emails.length; i += chunkSize) {
    const rows = await db
      .select({ email: sql<string>`lower(${users.email})` })
      .from(users)
      .where(inArray(sql`lower(${users.email})`, emails.slice(i, i + chunkSize)));
    for (const row of rows) found.add(row.email);
  }
  return found;
}

/**
 * Creates students with their `student` sign-in accounts (no password until they accept an
 * invitation). Run inside a transaction: a clash on any e-mail rolls back every row.
 */
export async function createStudentAccounts(
  tx: Database,
  schoolId: string,
  rows: z.output<typeof studentFieldsSchema>[],
  status: StudentRow['status'],
  now: Date,
): Promise<StudentRow[]> {
  const created: StudentRow[] = [];
  for (let i = 0; i < rows.length; i += chunkSize) {
    const chunk = rows.slice(i, i + chunkSize);
    const accounts = await tx
      .insert(users)
      .values(
        chunk.map((r) => ({
          schoolId,
          email: r.email,
          firstName: r.firstName,
          lastName: r.lastName,
          role: 'student' as const,
          createdAt: now,
          updatedAt: now,
        })),
      )
      .returning({ id: users.id, email: users.email });
    const accountOf = new Map(accounts.map((a) => [a.email.toLowerCase(), a.id]));
    created.push(
      ...(await createStudentsRepository(tx).insertMany(
        chunk.map((r) => ({
          ...r,
          schoolId,
          userId: accountOf.get(r.email.toLowerCase()) ?? null,
          status,
          createdAt: now,
          updatedAt: now,
        })),
      )),
    );
  }
  return created;
}
export type { StudentFields };
