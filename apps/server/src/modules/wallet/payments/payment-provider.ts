export type ChargeInput = {
  amountCents: number;
  currency: string;
  card: { number: string; expMonth: number; expYear: number; cvc: string; name: string };
  description: string;
};

export type ChargeResult =
  | { status: 'succeeded'; ref: string }
  | { status: 'requires_confirmation'; ref: string }
  | { status: 'failed'; ref: string; reason: string };

/** What the wallet needs from a card processor; the ledger does not depend on which one is used. */
export type PaymentProvider = {
  name: string;
  sandbox: boolean;
  charge(input: ChargeInput): Promise<ChargeResult>;
  /** Completes a charge that needed the cardholder's extra confirmation (3-D Secure style). */
  confirm(ref: string): Promise<ChargeResult>;
};
