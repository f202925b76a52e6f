import type { TopUp, TopUpBody } from '@school/shared/wallet/wallet.contract';
import { useQueryClient } from '@tanstack/react-query';
import { useAttemptMutation } from '../../../hooks/use-attempt-mutation';
import { apiFetchResponse } from '../../../lib/api-client';
import { walletKeys } from './wallet-keys';

/**
 * POST /api/wallet/top-ups: 201 paid (with the new balance), 202 waiting for the cardholder's
 * confirmation; a decline rejects with the provider's message (402, code payment_declined).
 */
export async function createTopUp(body: TopUpBody, idempotencyKey: string): Promise<TopUp> {
  const response = await apiFetchResponse('/wallet/top-ups', {
    method: 'POST',
    body,
    headers: { 'Idempotency-Key': idempotencyKey },
  });
  return (await response.json()) as TopUp;
}

/** Pays at most once per attempt (hooks/use-attempt-mutation.ts). */
export function useCreateTopUp() {
  const queryClient = useQueryClient();
  const { attempt, ...mutation } = useAttemptMutation(createTopUp, () =>
    queryClient.invalidateQueries({ queryKey: walletKeys.all }),
  );
  return { ...mutation, pay: attempt };
}
