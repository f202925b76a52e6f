import type { SchoolProfile } from '@school/shared/school/school.contract';
import type { Receipt, TopUp } from '@school/shared/wallet/wallet.contract';
import type { TopUpRow } from './top-ups.repository.ts';

/**
 * What a top-up or its confirmation came to. Stored with the idempotency key, so a retry gets the
 * same outcome back; the routes say which HTTP answer each one is.
 */
export type TopUpOutcome =
  | { kind: 'succeeded'; topUp: TopUp }
  | { kind: 'pending'; topUp: TopUp }
  | { kind: 'declined'; reason: string; topUp: TopUp | null }
  /** A confirmation of a payment that had already failed. */
  | { kind: 'already_failed' };

export function toTopUp(row: TopUpRow, balanceAfter: number | null = null): TopUp {
  return {
    id: row.id,
    credits: row.credits,
    priceCents: row.priceCents,
    currency: row.currency,
    status: row.status,
    failureReason: row.failureReason,
    cardBrand: row.cardBrand,
    cardLast4: row.cardLast4,
    receiptNumber: row.receiptNumber,
    createdAt: row.createdAt.toISOString(),
    completedAt: row.completedAt?.toISOString() ?? null,
    balanceAfter,
  };
}

type ReceiptSchool = Pick<SchoolProfile, 'name' | 'street' | 'postalCode' | 'city' | 'country'>;

export function toReceipt(row: TopUpRow, receiptNumber: string, school?: ReceiptSchool): Receipt {
  const address = school
    ? [school.street, [school.postalCode, school.city].filter(Boolean).join(' '), school.country]
        .filter(Boolean)
        .join(', ') || null
    : null;
  return {
    number: receiptNumber,
    date: (row.completedAt ?? row.createdAt).toISOString(),
    school: { id: row.schoolId, name: school?.name ?? '', address },
    credits: row.credits,
    priceCents: row.priceCents,
    currency: row.currency,
    cardBrand: row.cardBrand,
    cardLast4: row.cardLast4,
    paidBy: row.createdByName,
  };
}
