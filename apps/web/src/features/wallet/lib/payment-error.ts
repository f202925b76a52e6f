import type { TFunction } from 'i18next';
import { ApiError } from '../../../lib/api-error';

/**
 * A decline carries the provider's own reason ("The card was declined: insufficient funds.");
 * transport faults get a message that says the attempt can be repeated safely.
 */
export function paymentErrorText(error: unknown, t: TFunction<'wallet'>): string {
  if (!(error instanceof ApiError)) return t('errors.payment');
  if (error.status === 0 || error.status >= 500) return t('errors.paymentRetry');
  if (error.status === 409 && error.code === 'conflict') return error.message;
  return error.message || t('errors.payment');
}
