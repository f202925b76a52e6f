import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { schools } from '../school/school.table.ts';

/**
 * Double-entry accounts. A school wallet may never go below zero (CHECK); platform accounts such
 * as card clearing may, because they mirror money outside the ledger.
 */
export const ledgerAccounts = pgTable(
  'ledger_accounts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    kind: text('kind', {
      enum: ['school_wallet', 'card_clearing', 'revenue', 'refunds', 'adjustments'],
    }).notNull(),
    schoolId: uuid('school_id').references(() => schools.id, { onDelete: 'restrict' }),
    balance: bigint('balance', { mode: 'number' }).notNull().default(0),
    allowNegative: boolean('allow_negative').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('ledger_accounts_balance_check', sql`${t.allowNegative} or ${t.balance} >= 0`),
    uniqueIndex('ledger_accounts_school_wallet_key')
      .on(t.schoolId)
      .where(sql`${t.kind} = 'school_wallet'`),
    uniqueIndex('ledger_accounts_system_key')
      .on(t.kind)
      .where(sql`${t.schoolId} is null`),
  ],
);

/** Immutable transfers (a trigger refuses UPDATE and DELETE); corrections are new reversing transfers. */
export const ledgerTransfers = pgTable(
  'ledger_transfers',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    seq: bigint('seq', { mode: 'number' }).notNull().generatedAlwaysAsIdentity(),
    fromAccountId: uuid('from_account_id')
      .notNull()
      .references(() => ledgerAccounts.id),
    toAccountId: uuid('to_account_id')
      .notNull()
      .references(() => ledgerAccounts.id),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    fromBalanceAfter: bigint('from_balance_after', { mode: 'number' }).notNull(),
    toBalanceAfter: bigint('to_balance_after', { mode: 'number' }).notNull(),
    kind: text('kind', { enum: ['top_up', 'spend', 'refund', 'adjustment', 'reversal'] }).notNull(),
    reference: text('reference'),
    memo: text('memo'),
    actorUserId: uuid('actor_user_id'),
    actorName: text('actor_name'),
    reversesTransferId: uuid('reverses_transfer_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('ledger_transfers_amount_check', sql`${t.amount} > 0`),
    check('ledger_transfers_accounts_check', sql`${t.fromAccountId} <> ${t.toAccountId}`),
    index('ledger_transfers_from_idx').on(t.fromAccountId, t.seq),
    index('ledger_transfers_to_idx').on(t.toAccountId, t.seq),
    uniqueIndex('ledger_transfers_reverses_key').on(t.reversesTransferId),
    // What moved for one thing (an appointment's charges and refunds, its spend per month).
    index('ledger_transfers_reference_idx').on(t.reference),
  ],
);

export const topUps = pgTable(
  'top_ups',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    schoolId: uuid('school_id')
      .notNull()
      .references(() => schools.id, { onDelete: 'restrict' }),
    credits: integer('credits').notNull(),
    priceCents: integer('price_cents').notNull(),
    currency: text('currency').notNull(),
    status: text('status', { enum: ['pending', 'succeeded', 'failed'] }).notNull(),
    provider: text('provider').notNull(),
    providerRef: text('provider_ref').notNull(),
    cardBrand: text('card_brand').notNull(),
    cardLast4: text('card_last4').notNull(),
    failureReason: text('failure_reason'),
    receiptNumber: text('receipt_number'),
    transferId: uuid('transfer_id').references(() => ledgerTransfers.id),
    createdBy: uuid('created_by').notNull(),
    createdByName: text('created_by_name').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    completedAt: timestamp('completed_at', { withTimezone: true }),
  },
  (t) => [
    index('top_ups_school_created_idx').on(t.schoolId, t.createdAt),
    uniqueIndex('top_ups_receipt_key').on(t.receiptNumber),
    // Credits are posted once per top-up: one transfer at most.
    uniqueIndex('top_ups_transfer_key').on(t.transferId),
    check('top_ups_status_check', sql`${t.status} in ('pending','succeeded','failed')`),
  ],
);

/**
 * Outcomes of money-moving requests by idempotency key, kept 48 hours. `status_code` is 0 on a
 * record that holds an outcome; records written before outcomes were stored hold an HTTP answer.
 */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    scope: text('scope').notNull(),
    key: text('key').notNull(),
    requestHash: text('request_hash').notNull(),
    statusCode: integer('status_code').notNull(),
    responseBody: jsonb('response_body').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.scope, t.key] }),
    index('idempotency_keys_created_idx').on(t.createdAt),
  ],
);

/** Low-balance alerts fire once per crossing: the flag is set when it fires and cleared by a top-up above. */
export const walletAlerts = pgTable('wallet_alerts', {
  schoolId: uuid('school_id')
    .primaryKey()
    .references(() => schools.id, { onDelete: 'cascade' }),
  lowBalanceNotifiedAt: timestamp('low_balance_notified_at', { withTimezone: true }),
});
