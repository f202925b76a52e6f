import type { Database } from '../../db/client.ts';
import type { UserAccounts } from '../auth/user-accounts.ts';
import type { HistoryCheck } from './students.service.ts';
import { createStudentsRepository } from './students.repository.ts';

/** A student who has ever signed in has a history of their own. */
export function studentSignedIn(accounts: UserAccounts): HistoryCheck {
  return async (db, student) =>
    student.userId && (await accounts.hasSignedIn(student.userId, db))
      ? 'has signed in before'
      : null;
}

/** An invited student becomes active when they accept the invitation, stamped by `clock`. */
export function activateInvitedStudent(clock: () => Date) {
  return async (tx: Database, userId: string): Promise<void> => {
    await createStudentsRepository(tx).activateInvited(userId, clock());
  };
}
