import type { Database } from '../../db/client.ts';
import { createAuthRepository } from '../auth/auth.repository.ts';
import type { HistoryCheck } from './students.service.ts';
import { createStudentsRepository } from './students.repository.ts';

/** A student who has ever signed in has a history of their own. */
export const studentSignedIn: HistoryCheck = async (db, student) =>
  student.userId && (await createAuthRepository(db).hasSessions(student.userId))
    ? 'has signed in before'
    : null;

/** An invited student becomes active when they accept the invitation, stamped by `clock`. */
export function activateInvitedStudent(clock: () => Date) {
  return async (tx: Database, userId: string): Promise<void> => {
    await createStudentsRepository(tx).activateInvited(userId, clock());
  };
}
