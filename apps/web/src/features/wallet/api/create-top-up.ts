import type { TopUp, TopUpBody } from '@school/shared/wallet/wallet.contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useCallback, useRef, useState } from 'react';
import type { ApiError } from '../../../lib/api-error';
import { createAttemptKeys } from '../../../lib/idempotency';
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

type PayCallbacks = {
  onSuccess?: (topUp: TopUp) => void;
  onError?: (error: ApiError) => void;
};

/**
 * Pays at most once per attempt: a second submit while one is in flight is ignored, and the same
 * attempt always travels with the same Idempotency-Key (see src/lib/idempotency.ts).
 */
export function useCreateTopUp() {
  const queryClient = useQueryClient();
  const [keys] = useState(createAttemptKeys);
  const inFlight = useRef(false);
  const mutation = useMutation<TopUp, ApiError, TopUpBody>({
    mutationFn: (body) => createTopUp(body, keys.keyFor(JSON.stringify(body))),
    onSuccess: () => keys.settle(),
    onError: (error) => keys.settle(error),
    onSettled: () => queryClient.invalidateQueries({ queryKey: walletKeys.all }),
  });
  const { mutate } = mutation;
  const pay = useCallback(
    (body: TopUpBody, callbacks: PayCallbacks = {}) => {
      if (inFlight.current) return;
      inFlight.current = true;
      mutate(body, {
        ...callbacks,
        onSettled: () => {
          inFlight.current = false;
        },
      });
    },
    [mutate],
  );
  return { ...mutation, pay };
}
