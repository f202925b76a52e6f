import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { hashRefreshToken, newRefreshToken } from '../auth/tokens.ts';
import { invitations, outbox } from './outbox.table.ts';

const invitationTtlDays = 14;

export type OutboxMessage = {
  kind: 'student_invitation';
  schoolId: string | null;
  recipient: string;
  subject: string;
  body: string;
  data?: Record<string, unknown>;
};

/** Queues a message in the caller's transaction, so it exists exactly when the change it announces does. */
export async function enqueue(db: Database, message: OutboxMessage): Promise<void> {
  await db.insert(outbox).values(message);
}

/** Creates a one-time invitation token for a user; only its hash is stored. */
export async function createInvitation(db: Database, userId: string, now: Date): Promise<string> {
  const { token, hash } = newRefreshToken();
  await db.insert(invitations).values({
    userId,
    tokenHash: hash,
    expiresAt: new Date(now.getTime() + invitationTtlDays * 86_400_000),
    createdAt: now,
  });
  return token;
}

/** Uses up an invitation token; returns the invited user's id, or null if unknown, used or expired. */
export async function consumeInvitation(
  db: Database,
  token: string,
  now: Date,
): Promise<string | null> {
  const [row] = await db
    .update(invitations)
    .set({ usedAt: now })
    .where(
      and(
        eq(invitations.tokenHash, hashRefreshToken(token)),
        isNull(invitations.usedAt),
        gt(invitations.expiresAt, now),
      ),
    )
    .returning({ userId: invitations.userId });
  return row?.userId ?? null;
}

export async function latestOutbox(db: Database, recipient: string) {
  return db.select().from(outbox).where(eq(outbox.recipient, recipient));
}
