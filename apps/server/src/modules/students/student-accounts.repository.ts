import { inArray, sql } from 'drizzle-orm';
import type { StudentFields, studentFieldsSchema } from '@school/shared/students/students.contract';
import type { z } from 'zod';
import type { Database } from '../../db/client.ts';
import { users } from '../auth/auth.table.ts';
import { createStudentsRepository, type StudentRow } from './students.repository.ts';

const chunkSize = 500;

/**
 * E-mails (lower-cased) already used by an account, with the account's school (null for the
 * platform's own accounts): account e-mails are unique platform-wide.
 */
export async function accountsByEmail(
  db: Database,
  emails: string[],
): Promise<Map<string, string | null>> {
  const found = new Map<string, string | null>();
  for (let i = 0; i < emails.length; i += chunkSize) {
    const rows = await db
      .select({ email: sql<string>`lower(${users.email})`, schoolId: users.schoolId })
      .from(users)
      .where(inArray(sql`lower(${users.email})`, emails.slice(i, i + chunkSize)));
    for (const row of rows) found.set(row.email, row.schoolId);
  }
  return found;
}

/**
 * Creates students with their `student` sign-in accounts (no password until they accept an
 * invitation); those whose e-mail is in `withoutAccount` get none. Run inside a transaction: a
 * clash on any e-mail rolls back every row.
 */
export async function createStudentAccounts(
  tx: Database,
  schoolId: string,
  rows: z.output<typeof studentFieldsSchema>[],
  status: StudentRow['status'],
  now: Date,
  withoutAccount: ReadonlySet<string> = new Set(),
): Promise<StudentRow[]> {
  const created: StudentRow[] = [];
  for (let i = 0; i < rows.length; i += chunkSize) {
    const chunk = rows.slice(i, i + chunkSize);
    const signing = chunk.filter((r) => !withoutAccount.has(r.email.toLowerCase()));
    const accounts =
      signing.length === 0
        ? []
        : await tx
            .insert(users)
            .values(
              signing.map((r) => ({
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
