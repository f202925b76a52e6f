import type { WaitingKind } from '@school/shared/dashboard/dashboard.rules';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import type { ApiError } from '../../../lib/api-error';
import { dashboardKeys } from './dashboard-keys';

export type Answer =
  | { decision: 'approve'; kind: WaitingKind; ids: string[] }
  | { decision: 'reject'; kind: WaitingKind; ids: string[]; reason: string };

const one = (ids: string[]) => encodeURIComponent(ids[0] ?? '');

/**
 * Answers items of the queue through the module that owns them, never here: classes' approve,
 * reject and their bulk forms; appointments' approve and reject (the credits move there).
 */
function send(answer: Answer): Promise<unknown> {
  const reason = answer.decision === 'reject' ? { reason: answer.reason } : {};
  if (answer.kind === 'class_proposal') {
    if (answer.ids.length > 1)
      return apiFetch(`/classes/bulk-${answer.decision}`, {
        method: 'POST',
        body: { ids: answer.ids, ...reason },
      });
    return apiFetch(`/classes/${one(answer.ids)}/${answer.decision}`, {
      method: 'POST',
      ...(answer.decision === 'reject' ? { body: reason } : {}),
    });
  }
  return apiFetch(`/appointments/${one(answer.ids)}/${answer.decision}`, {
    method: 'POST',
    body: reason,
  });
}

/** After an answer the queue, the cards and the owning module's own lists are read again. */
export function useAnswerWaiting() {
  const queryClient = useQueryClient();
  return useMutation<unknown, ApiError, Answer>({
    mutationFn: send,
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: dashboardKeys.all }),
        queryClient.invalidateQueries({ queryKey: ['classes'] }),
        queryClient.invalidateQueries({ queryKey: ['appointments'] }),
        queryClient.invalidateQueries({ queryKey: ['wallet'] }),
      ]),
  });
}
