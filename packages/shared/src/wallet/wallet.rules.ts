export const transferKinds = ['top_up', 'spend', 'refund', 'adjustment', 'reversal'] as const;
export type TransferKind = (typeof transferKinds)[number];
export const topUpStatuses = ['pending', 'succeeded', 'failed'] as const;
export type TopUpStatus = (typeof topUpStatuses)[number];

/** A custom top-up buys at least this many credits and at most this many at once. */
export const customCreditsMin = 50;
export const customCreditsMax = 100_000;

/** The balance history's ranges, in days. */
export const historyRanges = [30, 90, 365] as const;
export type HistoryRange = (typeof historyRanges)[number];

/** Card numbers have 12–19 digits (ISO/IEC 7812); the field may carry spaces between them. */
export const cardDigits = { min: 12, max: 19 } as const;
export const cardNumberMaxLength = 30;
export const cardNameMaxLength = 100;
export const cvcLength = { min: 3, max: 4 } as const;
export const cvcPattern = new RegExp(`^\\d{${cvcLength.min},${cvcLength.max}}$`);

/** A manual adjustment moves at most this many credits and says why in 3–500 characters. */
export const adjustmentMaxCredits = 1_000_000;
export const adjustmentMemoLength = { min: 3, max: 500 } as const;

export const isCvc = (value: string): boolean => cvcPattern.test(value);
export const isHistoryRange = (days: number): days is HistoryRange =>
  (historyRanges as readonly number[]).includes(days);
