import type { TopUp } from '@school/shared/wallet/wallet.contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useCallback, useRef, useState } from 'react';
import type { ApiError } from '../../../lib/api-error';
import { createAttemptKeys } from '../../../lib/idempotency';
import { apiFetchResponse } from '../../../lib/api-client';
import { walletKeys } from './wallet-keys';

/** POST /api/wallet/top-ups/:id/confirm: 200 with the settled top-up, or 402 when refused. */
export async function confirmTopUp(id: string, idempotencyKey: string): Promise<TopUp> {
  const response = await apiFetchResponse(`/wallet/top-ups/${encodeURIComponent(id)}/confirm`, {
    method: 'POST',
    headers: { 'Idempotency-Key': idempotencyKey },
  });
  return (await response.json()) as TopUp;
}

type ConfirmCallbacks = {
  onSuccess?: (topUp: TopUp) => void;
  onError?: (error: ApiError) => void;
};

/** Confirms once per attempt, like paying: one key per attempt, no second request in flight. */
export function useConfirmTopUp() {
  const queryClient = useQueryClient();
  const [keys] = useState(createAttemptKeys);
  const inFlight = useRef(false);
  const mutation = useMutation<TopUp, ApiError, string>({
    mutationFn: (id) => confirmTopUp(id, keys.keyFor(id)),
    onSuccess: () => keys.settle(),
    onError: (error) => keys.settle(error),
    onSettled: () => queryClient.invalidateQueries({ queryKey: walletKeys.all }),
  });
  const { mutate } = mutation;
  const confirm = useCallback(
    (id: string, callbacks: ConfirmCallbacks = {}) => {
      if (inFlight.current) return;
      inFlight.current = true;
      mutate(id, {
        ...callbacks,
        onSettled: () => {
          inFlight.current = false;
        },
      });
    },
    [mutate],
  );
  return { ...mutation, confirm };
}
