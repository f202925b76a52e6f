import type { TopUpBody } from '@school/shared/wallet/wallet.contract';
import { cardNameMaxLength, cardNumberMaxLength } from '@school/shared/wallet/wallet.rules';
import type { ApiError } from '../../../lib/api-error';
import { translateFieldErrors, type FieldRules } from '../../../lib/field-errors';
import type { TFunction } from 'i18next';
import type { PackagesResponse } from '../api/get-packages';
import { digitsOf, parseExpiry, type CardProblem } from './card-input';

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

/**
 * The API's refusals on the form's inputs, worded by code: the card's texts of the form's own
 * checks, the custom amount's text (it names both bounds), the common ones for the rest. Fields
 * the form has no input for are left to the general error.
 */
export function topUpFieldErrors(
  error: ApiError,
  t: TFunction<'wallet'>,
  customRange: { min: string; max: string },
): Record<string, string> {
  const card = (problem: CardProblem) => t(`card.problems.${problem}`);
  const customCredits = t('packages.customInvalid', customRange);
  const choice = t('packages.required');
  const expiry = {
    texts: {
      required: card('expiryFormat'),
      too_small: card('expiryFormat'),
      too_big: card('expiryFormat'),
      invalid_type: card('expiryFormat'),
    },
  };
  const rules: FieldRules = {
    'card.number': {
      bounds: { max: cardNumberMaxLength },
      texts: {
        required: card('numberRequired'),
        invalid: card('numberInvalid'),
        invalid_format: card('numberInvalid'),
      },
    },
    'card.expMonth': expiry,
    'card.expYear': expiry,
    'card.cvc': { texts: { required: card('cvcInvalid'), invalid_format: card('cvcInvalid') } },
    'card.name': { bounds: { max: cardNameMaxLength }, texts: { required: card('nameRequired') } },
    credits: {
      texts: {
        too_small: customCredits,
        too_big: customCredits,
        invalid_type: customCredits,
        invalid: choice,
      },
    },
    packageId: { texts: { invalid: choice, not_found: choice } },
  };
  const known: Record<string, string> = {};
  const all = translateFieldErrors(error, rules, {
    pathOf: (field) => serverFieldMap[field] ?? '',
  });
  for (const [input, text] of Object.entries(all)) if (input !== '') known[input] = text;
  return known;
}

/** The package that buys a credit for the least money (ties: the smaller package). */
export function bestValueId(packages: PackagesResponse): string | null {
  let best: { id: string; perCredit: number } | null = null;
  for (const item of packages.items) {
    const perCredit = item.priceCents / item.credits;
    if (!best || perCredit < best.perCredit) best = { id: item.id, perCredit };
  }
  return best?.id ?? null;
}
