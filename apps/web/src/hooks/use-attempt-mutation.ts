import { useMutation } from '@tanstack/react-query';
import { useCallback, useRef, useState } from 'react';
import type { ApiError } from '../lib/api-error';
import { createAttemptKeys } from '../lib/idempotency';

export type AttemptCallbacks<T> = {
  onSuccess?: (result: T) => void;
  onError?: (error: ApiError) => void;
};

/**
 * A request that moves credits (a top-up, a booking), made at most once per attempt: a second
 * press while one is in flight is ignored, and the same attempt always travels with the same
 * Idempotency-Key (lib/idempotency.ts), so a retry is answered from the server's record.
 */
export function useAttemptMutation<T, B>(
  send: (body: B, idempotencyKey: string) => Promise<T>,
  onSettled: () => Promise<unknown>,
) {
  const [keys] = useState(createAttemptKeys);
  const inFlight = useRef(false);
  const mutation = useMutation<T, ApiError, B>({
    mutationFn: (body) => send(body, keys.keyFor(JSON.stringify(body))),
    onSuccess: () => keys.settle(),
    onError: (error) => keys.settle(error),
    onSettled,
  });
  const { mutate } = mutation;
  const attempt = useCallback(
    (body: B, callbacks: AttemptCallbacks<T> = {}) => {
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
  return { ...mutation, attempt };
}
