import { hasPermission } from '@school/shared/auth/roles';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { useSession } from '../../../lib/session';
import { classKeys } from './class-keys';

type PendingCount = { pending: number };

const refreshMs = 60_000;

export function getPendingCount(signal?: AbortSignal): Promise<PendingCount> {
  return apiFetch<PendingCount>('/classes/pending-count', { signal });
}

/**
 * GET /api/classes/pending-count: proposals waiting for a decision. Only roles that decide ask;
 * it refreshes every minute and whenever a decision invalidates the classes queries.
 */
export function usePendingCount() {
  const session = useSession();
  const enabled =
    session.status === 'signed-in' && hasPermission(session.user.role, 'classes.approve');
  return useQuery({
    queryKey: classKeys.pendingCount(),
    queryFn: ({ signal }) => getPendingCount(signal),
    enabled,
    refetchInterval: refreshMs,
    staleTime: refreshMs / 2,
  });
}
