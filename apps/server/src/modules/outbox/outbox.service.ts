import type { Database } from '../../db/client.ts';
import { hashRefreshToken, newRefreshToken } from '../auth/tokens.ts';
import { createOutboxRepository } from './outbox.repository.ts';

const invitationTtlDays = 14;

export type OutboxMessage = {
  kind: 'student_invitation';
  schoolId: string | null;
  recipient: string;
  subject: string;
  body: string;
  data?: Record<string, unknown>;
};

/**
 * Messages to send and one-time invitations. Every call takes the caller's transaction, so a
 * message or token exists exactly when the change it belongs to does.
 */
export function createOutboxService() {
  return {
    async enqueue(tx: Database, message: OutboxMessage): Promise<void> {
      await createOutboxRepository(tx).insert(message);
    },

    /** Creates a one-time invitation token for a user; only its hash is stored. */
    async createInvitation(tx: Database, userId: string, now: Date): Promise<string> {
      const { token, hash } = newRefreshToken();
      const expiresAt = new Date(now.getTime() + invitationTtlDays * 86_400_000);
      await createOutboxRepository(tx).insertInvitation(userId, hash, expiresAt, now);
      return token;
    },

    /** Uses up an invitation token; the invited user's id, or null if unknown, used or expired. */
    async consumeInvitation(tx: Database, token: string, now: Date): Promise<string | null> {
      return createOutboxRepository(tx).useInvitation(hashRefreshToken(token), now);
    },
  };
}

export type OutboxService = ReturnType<typeof createOutboxService>;
