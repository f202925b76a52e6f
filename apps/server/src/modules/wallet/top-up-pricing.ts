import { cardBrand, expiryValid, luhnValid } from '@school/shared/wallet/card';
import type { CreditPackage, TopUpBody } from '@school/shared/wallet/wallet.contract';
import { customCreditsMax, customCreditsMin } from '@school/shared/wallet/wallet.contract';
import type { Config } from '../../config.ts';
import { validationError } from '../../lib/app-error.ts';
import { formatCredits } from './postings.ts';

export type Pricing = Pick<Config, 'currency' | 'creditPriceCents' | 'creditPackages'>;
/** What a top-up buys and charges, and the card it is charged to (number without spaces). */
export type Quote = {
  credits: number;
  priceCents: number;
  card: TopUpBody['card'];
  brand: string;
  last4: string;
};

export function createTopUpPricing(pricing: Pricing, sandbox: boolean) {
  const packages: CreditPackage[] = pricing.creditPackages.map((p) => ({
    id: `p${p.credits}`,
    credits: p.credits,
    priceCents: p.priceCents,
    currency: pricing.currency,
    label: `${formatCredits(p.credits)} credits`,
  }));

  return {
    catalogue: () => ({
      items: packages,
      unitPriceCents: pricing.creditPriceCents,
      currency: pricing.currency,
      customMin: customCreditsMin,
      customMax: customCreditsMax,
      sandbox,
    }),

    /** Checks the package and the card before anything is charged. */
    quote(body: TopUpBody, now: Date): Quote {
      let credits = body.credits ?? 0;
      let priceCents = credits * pricing.creditPriceCents;
      if (body.packageId) {
        const chosen = packages.find((p) => p.id === body.packageId);
        if (!chosen)
          throw validationError('packageId', 'not_found', 'Please choose one of the packages.');
        credits = chosen.credits;
        priceCents = chosen.priceCents;
      }
      const number = body.card.number.replace(/[\s-]/g, '');
      if (!/^\d+$/.test(number) || !luhnValid(number))
        throw validationError(
          'card.number',
          'invalid_format',
          'This card number is not valid. Please check it.',
        );
      if (!expiryValid(body.card.expMonth, body.card.expYear, now))
        throw validationError('card.expYear', 'expired', 'This card has expired.');
      return {
        credits,
        priceCents,
        card: { ...body.card, number },
        brand: cardBrand(number),
        last4: number.slice(-4),
      };
    },
  };
}
export type TopUpPricing = ReturnType<typeof createTopUpPricing>;
