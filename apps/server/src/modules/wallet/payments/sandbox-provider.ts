import { randomUUID } from 'node:crypto';
import type { PaymentProvider } from './payment-provider.ts';

/** The sandbox's test cards (documented on the top-up page). */
export const sandboxCards = {
  succeeds: '4242424242424242',
  declined: '4000000000000002',
  insufficientFunds: '4000000000009995',
  stolen: '4000000000009979',
  needsConfirmation: '4000000000003220',
} as const;

/** A built-in processor for testing and demos: no money moves outside the ledger. */
export function createSandboxProvider(): PaymentProvider {
  return {
    name: 'sandbox',
    sandbox: true,
    async charge({ card }) {
      const number = card.number.replace(/\D/g, '');
      const ref = `sbx_${randomUUID()}`;
      switch (number) {
        case sandboxCards.declined:
          return { status: 'failed', ref, reason: 'The card was declined.' };
        case sandboxCards.insufficientFunds:
          return { status: 'failed', ref, reason: 'The card was declined: insufficient funds.' };
        case sandboxCards.stolen:
          return {
            status: 'failed',
            ref,
            reason: 'The card was declined: reported lost or stolen.',
          };
        case sandboxCards.needsConfirmation:
          return { status: 'requires_confirmation', ref: `sbx_3ds_${randomUUID()}` };
        default:
          return { status: 'succeeded', ref };
      }
    },
    async confirm(ref) {
      return ref.startsWith('sbx_3ds_')
        ? { status: 'succeeded', ref }
        : { status: 'failed', ref, reason: 'There is nothing to confirm for this payment.' };
    },
  };
}
