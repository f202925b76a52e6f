import type { AuthConfigResponse } from '@school/shared/auth/auth.contract';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';

export function getAuthConfig(signal?: AbortSignal): Promise<AuthConfigResponse> {
  return apiFetch<AuthConfigResponse>('/auth/config', { signal });
}

/** Public sign-in settings; demo accounts are listed only when the server runs with demo data. */
export function useAuthConfig() {
  return useQuery({
    queryKey: ['auth', 'config'],
    queryFn: ({ signal }) => getAuthConfig(signal),
    staleTime: Infinity,
  });
}
