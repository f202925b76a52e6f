import { z } from 'zod';
import { boundedDateTime } from '../common/dates.contract.ts';
import { listQuerySchema, listResponseSchema } from '../common/list.contract.ts';
import {
  adjustmentMaxCredits,
  adjustmentMemoLength,
  cardNameMaxLength,
  cardNumberMaxLength,
  customCreditsMax,
  customCreditsMin,
  cvcPattern,
  historyRanges,
  isHistoryRange,
  topUpStatuses,
  transferKinds,
} from './wallet.rules.ts';

export {
  customCreditsMax,
  customCreditsMin,
  topUpStatuses,
  transferKinds,
  type TopUpStatus,
  type TransferKind,
} from './wallet.rules.ts';

export const creditPackageSchema = z
  .object({
    id: z.string(),
    credits: z.number().int(),
    priceCents: z.number().int(),
    currency: z.string(),
    label: z.string(),
  })
  .meta({ id: 'CreditPackage' });
export type CreditPackage = z.infer<typeof creditPackageSchema>;
export const packagesResponseSchema = z.object({
  items: z.array(creditPackageSchema),
  unitPriceCents: z.number().int(),
  currency: z.string(),
  customMin: z.number().int(),
  customMax: z.number().int(),
  sandbox: z.boolean(),
});

export const cardSchema = z.object({
  number: z
    .string({ error: 'Please enter the card number.' })
    .trim()
    .min(1, 'Please enter the card number.')
    .max(cardNumberMaxLength),
  expMonth: z
    .number({ error: 'Please enter the expiry month.' })
    .int()
    .min(1, 'The month is 1 to 12.')
    .max(12, 'The month is 1 to 12.'),
  expYear: z.number({ error: 'Please enter the expiry year.' }).int().min(0).max(2100),
  cvc: z
    .string({ error: 'Please enter the security code.' })
    .regex(cvcPattern, 'The security code has 3 or 4 digits.'),
  name: z
    .string({ error: 'Please enter the name on the card.' })
    .trim()
    .min(1, 'Please enter the name on the card.')
    .max(cardNameMaxLength),
});

export const topUpBodySchema = z
  .object({
    packageId: z.string().max(50).optional(),
    credits: z
      .number()
      .int('Credits are whole numbers.')
      .min(customCreditsMin, `Buy at least ${customCreditsMin} credits.`)
      .max(
        customCreditsMax,
        `Buy at most ${customCreditsMax.toLocaleString('en')} credits at once.`,
      )
      .optional(),
    card: cardSchema,
  })
  .refine((b) => Boolean(b.packageId) !== (b.credits !== undefined), {
    message: 'Choose a package or enter a number of credits.',
    path: ['credits'],
  });
export type TopUpBody = z.infer<typeof topUpBodySchema>;

export const topUpSchema = z
  .object({
    id: z.string().uuid(),
    credits: z.number().int(),
    priceCents: z.number().int(),
    currency: z.string(),
    status: z.enum(topUpStatuses),
    failureReason: z.string().nullable(),
    cardBrand: z.string(),
    cardLast4: z.string(),
    receiptNumber: z.string().nullable(),
    createdAt: z.string(),
    completedAt: z.string().nullable(),
    balanceAfter: z.number().int().nullable(),
  })
  .meta({ id: 'TopUp' });
export type TopUp = z.infer<typeof topUpSchema>;
export const topUpListResponseSchema = listResponseSchema(topUpSchema);

export const walletSummarySchema = z
  .object({
    schoolId: z.string().uuid(),
    balance: z.number().int(),
    lowBalanceThreshold: z.number().int(),
    currency: z.string(),
    pendingTopUps: z.array(topUpSchema),
  })
  .meta({ id: 'WalletSummary' });

export const receiptSchema = z
  .object({
    number: z.string(),
    date: z.string(),
    school: z.object({ id: z.string().uuid(), name: z.string(), address: z.string().nullable() }),
    credits: z.number().int(),
    priceCents: z.number().int(),
    currency: z.string(),
    cardBrand: z.string(),
    cardLast4: z.string(),
    paidBy: z.string(),
  })
  .meta({ id: 'Receipt' });
export type Receipt = z.infer<typeof receiptSchema>;

/**
 * What a transfer paid for or gave back, as the module that owns it describes its `reference`:
 * today an appointment (its subject, tutor, student and start, and the page that shows it).
 */
export const transferAboutSchema = z
  .object({
    type: z.literal('appointment'),
    id: z.string().uuid(),
    subject: z.object({ key: z.string(), name: z.string() }),
    tutorName: z.string(),
    /** The roster student it was booked for; null when staff booked it for themselves. */
    studentName: z.string().nullable(),
    startsAt: z.string(),
    /** The console page that shows it. */
    url: z.string(),
  })
  .meta({ id: 'WalletTransferAbout' });
export type TransferAbout = z.infer<typeof transferAboutSchema>;

export const transactionSchema = z
  .object({
    id: z.string().uuid(),
    kind: z.enum(transferKinds),
    /** Seen from the school's wallet: positive in, negative out. */
    amount: z.number().int(),
    balanceAfter: z.number().int(),
    reference: z.string().nullable(),
    memo: z.string().nullable(),
    /** What the reference stands for, when a module describes it (null otherwise). */
    about: transferAboutSchema.nullable(),
    /** The transfer a reversal undoes: its kind and when it was made. */
    reverses: z
      .object({ id: z.string().uuid(), kind: z.enum(transferKinds), createdAt: z.string() })
      .nullable(),
    by: z.string().nullable(),
    createdAt: z.string(),
  })
  .meta({ id: 'WalletTransaction' });
export type WalletTransaction = z.infer<typeof transactionSchema>;

const dateTime = boundedDateTime('Please give a date and time (ISO 8601).');
export const transactionQuerySchema = listQuerySchema.extend({
  kind: z.enum(transferKinds).optional(),
  from: dateTime.optional(),
  to: dateTime.optional(),
  schoolId: z.string().uuid().optional(),
});
export type TransactionQuery = z.infer<typeof transactionQuerySchema>;
export const walletExportQuerySchema = transactionQuerySchema.omit({ page: true, pageSize: true });
export const transactionListResponseSchema = listResponseSchema(transactionSchema);

export const historyQuerySchema = z.object({
  days: z.coerce
    .number()
    .int()
    .refine(
      isHistoryRange,
      `Choose ${historyRanges.slice(0, -1).join(', ')} or ${historyRanges.at(-1)} days.`,
    )
    .default(historyRanges[0]),
  schoolId: z.string().uuid().optional(),
});
export const historyResponseSchema = z.object({
  points: z.array(z.object({ date: z.string(), balance: z.number().int() })),
  byKind: z.array(z.object({ kind: z.enum(transferKinds), credits: z.number().int() })),
});

export const adjustmentBodySchema = z.object({
  schoolId: z.string({ error: 'Please choose a school.' }).uuid('Please choose a school.'),
  amount: z
    .number({ error: 'Please enter an amount.' })
    .int('Credits are whole numbers.')
    .refine((n) => n !== 0, 'The amount cannot be zero.')
    .refine(
      (n) => Math.abs(n) <= adjustmentMaxCredits,
      `At most ${adjustmentMaxCredits.toLocaleString('en')} credits at once.`,
    ),
  memo: z
    .string({ error: 'Please say why.' })
    .trim()
    .min(
      adjustmentMemoLength.min,
      `Please say why (at least ${adjustmentMemoLength.min} characters).`,
    )
    .max(adjustmentMemoLength.max),
});
export const walletQuerySchema = z.object({ schoolId: z.string().uuid().optional() });
export const topUpIdParamsSchema = z.object({ id: z.string().uuid('The top-up id is not valid.') });
