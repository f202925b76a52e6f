import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { createAuthRepository } from '../auth/auth.repository.ts';
import type { HistoryCheck } from './students.service.ts';
import { students } from './students.table.ts';

/** A student who has ever signed in has a history of their own. */
export const studentSignedIn: HistoryCheck = async (db, student) =>
  student.userId && (await createAuthRepository(db).hasSessions(student.userId))
    ? 'has signed in before'
    : null;

/** An invited student becomes active when they accept the invitation, stamped by `clock`. */
export function activateInvitedStudent(clock: () => Date) {
  return async (tx: Database, userId: string): Promise<void> => {
    await tx
      .update(students)
      .set({ status: 'active', updatedAt: clock() })
      .where(and(eq(students.userId, userId), eq(students.status, 'invited')));
  };
}
