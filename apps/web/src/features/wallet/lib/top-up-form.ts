import type { TopUpBody } from '@school/shared/wallet/wallet.contract';
import type { PackagesResponse } from '../api/get-packages';
import { digitsOf, parseExpiry } from './card-input';

export const customChoice = 'custom';

export type TopUpFormValues = {
  /** A package id, or "custom" for a number of credits typed in. */
  choice: string;
  customCredits: number | string;
  number: string;
  expiry: string;
  cvc: string;
  name: string;
};

export const emptyCard = { number: '', expiry: '', cvc: '', name: '' };

/** What the chosen option costs, or null while the custom amount is not a valid number yet. */
export function orderOf(
  values: Pick<TopUpFormValues, 'choice' | 'customCredits'>,
  packages: PackagesResponse,
): { credits: number; priceCents: number } | null {
  if (values.choice === customChoice) {
    const credits = Number(values.customCredits);
    if (values.customCredits === '' || !Number.isInteger(credits)) return null;
    if (credits < packages.customMin || credits > packages.customMax) return null;
    return { credits, priceCents: credits * packages.unitPriceCents };
  }
  const chosen = packages.items.find((item) => item.id === values.choice);
  return chosen ? { credits: chosen.credits, priceCents: chosen.priceCents } : null;
}

export function topUpBody(values: TopUpFormValues): TopUpBody {
  const expiry = parseExpiry(values.expiry);
  const card = {
    number: digitsOf(values.number),
    expMonth: expiry?.month ?? 0,
    expYear: expiry?.year ?? 0,
    cvc: values.cvc,
    name: values.name.trim(),
  };
  return values.choice === customChoice
    ? { credits: Number(values.customCredits), card }
    : { packageId: values.choice, card };
}

/** The API's field names (400 answers) on the form's inputs. */
export const serverFieldMap: Record<string, keyof TopUpFormValues> = {
  'card.number': 'number',
  'card.expMonth': 'expiry',
  'card.expYear': 'expiry',
  'card.cvc': 'cvc',
  'card.name': 'name',
  credits: 'customCredits',
  packageId: 'choice',
};

/** The package that buys a credit for the least money (ties: the smaller package). */
export function bestValueId(packages: PackagesResponse): string | null {
  let best: { id: string; perCredit: number } | null = null;
  for (const item of packages.items) {
    const perCredit = item.priceCents / item.credits;
    if (!best || perCredit < best.perCredit) best = { id: item.id, perCredit };
  }
  return best?.id ?? null;
}
