import type { MeResponse } from '@school/shared/auth/auth.contract';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { apiFetch } from '../../../lib/api-client';
import { updateSessionUser } from '../../../lib/session';

export const meQueryKey = ['auth', 'me'] as const;

export function getMe(signal?: AbortSignal): Promise<MeResponse> {
  return apiFetch<MeResponse>('/auth/me', { signal });
}

/**
 * GET /api/auth/me keeps the signed-in profile current (name, photo, role); it refetches when the
 * window regains focus, which is also when an expired session is noticed.
 */
export function useMe() {
  const query = useQuery({
    queryKey: meQueryKey,
    queryFn: ({ signal }) => getMe(signal),
    staleTime: 0,
  });
  const user = query.data?.user;
  useEffect(() => {
    if (user) updateSessionUser(user);
  }, [user]);
  return query;
}
