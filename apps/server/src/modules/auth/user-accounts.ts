import type { Database } from '../../db/client.ts';
import { channels, sessionRevoked } from '../../realtime/channels.ts';
import type { EventBus } from '../../realtime/event-bus.ts';
import {
  activeUserIds,
  createAuthRepository,
  type NewUser,
  type UserRow,
} from './auth.repository.ts';

/**
 * The sign-in accounts other modules read and change (the users table is auth's). Each call takes
 * the caller's transaction as `tx` when it must commit or roll back with the caller's change.
 */
export function createUserAccounts(db: Database, events: EventBus) {
  return {
    async find(userId: string, tx: Database = db): Promise<UserRow | undefined> {
      return createAuthRepository(tx).findUserById(userId);
    },

    async update(userId: string, values: Partial<NewUser>, tx: Database = db): Promise<UserRow> {
      return createAuthRepository(tx).updateUser(userId, values);
    },

    async remove(userId: string, tx: Database = db): Promise<void> {
      await createAuthRepository(tx).deleteUser(userId);
    },

    /**
     * Signs a user out everywhere, except one session (the caller's own) when given; their event
     * streams end when the caller's transaction commits.
     */
    async revokeSessions(
      userId: string,
      reason: string,
      at: Date,
      options: { exceptSessionId?: string; tx?: Database } = {},
    ): Promise<void> {
      const tx = options.tx ?? db;
      const ids = await createAuthRepository(tx).revokeUserSessions(
        userId,
        reason,
        at,
        options.exceptSessionId,
      );
      await announceRevoked(events, ids, tx);
    },

    /** Whether the user has ever signed in (any session, live or not). */
    async hasSignedIn(userId: string, tx: Database = db): Promise<boolean> {
      return createAuthRepository(tx).hasSessions(userId);
    },

    /** Ids of the active users of a school, optionally only those with the given roles. */
    async activeIds(
      schoolId: string,
      roles?: UserRow['role'][],
      tx: Database = db,
    ): Promise<string[]> {
      return activeUserIds(tx, schoolId, roles);
    },
  };
}

/** Ends the event streams of revoked sessions, on every instance (delivered only if `tx` commits). */
export function announceRevoked(events: EventBus, sessionIds: string[], tx?: Database) {
  return events.publishMany(
    sessionIds.map((id) => ({ channel: channels.session(id), event: sessionRevoked })),
    tx,
  );
}

/**
 * Failed attempts counted per bucket over a sliding window (sign-in, password change), so a
 * caller can refuse after too many.
 */
export function createAttemptCounter(db: Database) {
  const repo = createAuthRepository(db);
  return {
    count: (bucket: string, since: Date) => repo.countRateEvents(bucket, since),
    add: (bucket: string, at: Date, pruneBefore: Date) =>
      repo.addRateEvent(bucket, at, pruneBefore),
    clear: (bucket: string) => repo.clearRateEvents(bucket),
  };
}
export type UserAccounts = ReturnType<typeof createUserAccounts>;
