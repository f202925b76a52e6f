import type { Database } from '../../db/client.ts';
import type { Actor } from '../../lib/actor.ts';
import { AppError } from '../../lib/app-error.ts';
import { isUniqueViolation } from '../../lib/db-errors.ts';
import { once, requestHash } from './idempotency.ts';
import { createLedgerRepository } from './ledger.repository.ts';
import { formatCredits, type Postings } from './postings.ts';

type Deps = { db: Database; postings: Postings; clock: () => Date };

export type MovedCredits = { transferId: string; balance: number };
export type ReverseResult =
  { transferId: string } | { error: 'insufficient_credits' | 'not_found' | 'already_reversed' };

type SpendOutcome = ({ kind: 'spent' } & MovedCredits) | { kind: 'insufficient'; balance: number };
type RefundOutcome = { kind: 'refunded' } & MovedCredits;
type ReverseOutcome =
  | { kind: 'reversed'; transferId: string }
  | { kind: 'refused'; error: 'insufficient_credits' | 'already_reversed' };

function assertAmount(amount: number) {
  if (!Number.isInteger(amount) || amount <= 0)
    throw new Error('an amount of credits must be a positive integer');
}

/**
 * The credits API other modules (appointments, classes) call to charge a school and give credits
 * back. Every call runs once per idempotency key and is atomic; a wallet never goes below zero.
 */
export function createCreditsService({ db, postings, clock }: Deps) {
  const ledger = createLedgerRepository(db);

  return {
    /**
     * Not enough credits is an `insufficient_credits` error whose message names the balance and
     * the amount. Given the caller's transaction `tx`, the transfer commits or rolls back with the
     * caller's change (a booking), and its key is claimed there too.
     */
    async spend(
      schoolId: string,
      amount: number,
      reference: string,
      key: string,
      actor: Actor,
      tx: Database = db,
    ): Promise<MovedCredits> {
      assertAmount(amount);
      const hash = requestHash('spend', { amount, reference });
      const { outcome } = await once<SpendOutcome>(
        tx,
        `spend:${schoolId}`,
        key,
        hash,
        clock(),
        async (tx) => {
          const row = await postings.post(tx, schoolId, 'out', 'revenue', {
            amount,
            kind: 'spend',
            reference,
            actor,
          });
          if (row) return { kind: 'spent', transferId: row.id, balance: row.fromBalanceAfter };
          const { balance } = await createLedgerRepository(tx).walletAccount(schoolId);
          return { kind: 'insufficient', balance };
        },
      );
      if (outcome.kind === 'insufficient')
        throw new AppError(
          'insufficient_credits',
          `Not enough credits: the wallet holds ${formatCredits(outcome.balance)}, this needs ${formatCredits(amount)}.`,
          { details: { balance: outcome.balance, price: amount } },
        );
      return { transferId: outcome.transferId, balance: outcome.balance };
    },

    /** Gives credits back to a school (e.g. a cancelled appointment), in `tx` when given. */
    async refund(
      schoolId: string,
      amount: number,
      reference: string,
      key: string,
      actor: Actor,
      tx: Database = db,
    ): Promise<MovedCredits> {
      assertAmount(amount);
      const hash = requestHash('refund', { amount, reference });
      const { outcome } = await once<RefundOutcome>(
        tx,
        `refund:${schoolId}`,
        key,
        hash,
        clock(),
        async (tx) => {
          const row = await postings.post(tx, schoolId, 'in', 'refunds', {
            amount,
            kind: 'refund',
            reference,
            actor,
          });
          if (!row) throw new Error('a refund could not be credited');
          return { kind: 'refunded', transferId: row.id, balance: row.toBalanceAfter };
        },
      );
      return { transferId: outcome.transferId, balance: outcome.balance };
    },

    /** Undoes a transfer with an opposite one (never an edit); a transfer is reversed at most once. */
    async reverse(transferId: string, key: string, actor: Actor): Promise<ReverseResult> {
      const original = await ledger.findTransfer(transferId);
      if (!original || original.kind === 'reversal') return { error: 'not_found' };
      const hash = requestHash('reverse', { transferId });
      const { outcome } = await once<ReverseOutcome>(
        db,
        `reverse:${transferId}`,
        key,
        hash,
        clock(),
        async (tx) => {
          try {
            // A savepoint, so a second reversal's unique-index clash leaves the transaction usable.
            const row = await tx.transaction((savepoint) =>
              createLedgerRepository(savepoint).transfer({
                fromAccountId: original.toAccountId,
                toAccountId: original.fromAccountId,
                amount: original.amount,
                kind: 'reversal',
                reference: original.reference,
                memo: `Reversal of ${original.id}`,
                actorUserId: actor.userId,
                actorName: actor.name,
                reversesTransferId: original.id,
                at: clock(),
              }),
            );
            return row
              ? { kind: 'reversed', transferId: row.id }
              : { kind: 'refused', error: 'insufficient_credits' };
          } catch (error) {
            if (isUniqueViolation(error)) return { kind: 'refused', error: 'already_reversed' };
            throw error;
          }
        },
      );
      return outcome.kind === 'reversed'
        ? { transferId: outcome.transferId }
        : { error: outcome.error };
    },

    /** Sum over all accounts (zero), accounts matching their postings, no wallet below zero. */
    invariants: () => ledger.invariants(),
  };
}
export type CreditsService = ReturnType<typeof createCreditsService>;
