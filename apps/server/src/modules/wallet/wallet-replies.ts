import type { FastifyReply } from 'fastify';
import type { AdjustmentOutcome } from './adjustments.service.ts';
import type { Once } from './idempotency.ts';
import { formatCredits } from './postings.ts';
import type { TopUpOutcome } from './top-up.ts';

/**
 * The HTTP answers of the wallet's once-only operations. A replay maps the stored outcome the same
 * way, so a retried request gets the first status and body back (and says it is a replay).
 */
function send(reply: FastifyReply, replayed: boolean, status: number, body: unknown) {
  if (replayed) void reply.header('idempotency-replayed', 'true');
  return reply.status(status).send(body);
}

/** `posted` is the status of a success: 201 when the top-up is created, 200 when it is confirmed. */
export function sendTopUp(
  reply: FastifyReply,
  { outcome, replayed }: Once<TopUpOutcome>,
  posted: 200 | 201,
) {
  switch (outcome.kind) {
    case 'succeeded':
      return send(reply, replayed, posted, outcome.topUp);
    case 'pending':
      return send(reply, replayed, 202, outcome.topUp);
    case 'declined':
      return send(reply, replayed, 402, {
        error: { code: 'payment_declined', message: outcome.reason },
        topUp: outcome.topUp,
      });
    case 'already_failed':
      return send(reply, replayed, 409, {
        error: { code: 'conflict', message: 'This payment failed; start a new top-up.' },
      });
  }
}

export function sendAdjustment(
  reply: FastifyReply,
  { outcome, replayed }: Once<AdjustmentOutcome>,
) {
  if (outcome.kind === 'adjusted') return send(reply, replayed, 201, outcome.transaction);
  return send(reply, replayed, 409, {
    error: {
      code: 'insufficient_credits',
      message: `The wallet holds only ${formatCredits(outcome.balance)} credits.`,
      details: { balance: outcome.balance },
    },
  });
}
