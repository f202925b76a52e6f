import type { TransferKind } from '@school/shared/wallet/wallet.contract';

/** One wallet movement as the wallet sees it: `amount` is signed (in positive, out negative). */
export type Movement = { at: Date; kind: TransferKind; amount: number; balanceAfter: number };

export type BalanceHistory = {
  /** The closing balance of each UTC day, oldest first. */
  points: { date: string; balance: number }[];
  /** Credits moved per kind over the window, whatever the direction. */
  byKind: { kind: TransferKind; credits: number }[];
};

const dayMs = 86_400_000;

/** Midnight (UTC) of the first of `days` days that end with today. */
export function historyStart(now: Date, days: number): Date {
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() - days + 1));
}

/**
 * The daily closing balances from `start` over `days` days, given every movement since `start`
 * in ledger order and the balance now (which holds for the whole window when nothing moved).
 */
export function balanceHistory(
  movements: readonly Movement[],
  window: { start: Date; days: number; balanceNow: number },
): BalanceHistory {
  const byKind = new Map<TransferKind, number>();
  for (const m of movements) byKind.set(m.kind, (byKind.get(m.kind) ?? 0) + Math.abs(m.amount));
  const first = movements[0];
  // Before the window, the balance was the first movement's balance without its own effect.
  let balance = first ? first.balanceAfter - first.amount : window.balanceNow;
  const points: BalanceHistory['points'] = [];
  let i = 0;
  for (let d = 0; d < window.days; d++) {
    const dayStart = new Date(window.start.getTime() + d * dayMs);
    const dayEnd = new Date(dayStart.getTime() + dayMs);
    for (let m = movements[i]; m && m.at < dayEnd; m = movements[++i]) balance = m.balanceAfter;
    points.push({ date: dayStart.toISOString().slice(0, 10), balance });
  }
  return { points, byKind: [...byKind].map(([kind, credits]) => ({ kind, credits })) };
}
