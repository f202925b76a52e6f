import type { Preferences } from '@school/shared/account/account.contract';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';

export const preferencesQueryKey = ['account', 'preferences'] as const;

export function getPreferences(signal?: AbortSignal): Promise<Preferences> {
  return apiFetch<Preferences>('/account/preferences', { signal });
}

/** PUT /api/account/preferences (the whole set: AppearanceSync sends one change at a time). */
export function savePreferences(preferences: Preferences): Promise<Preferences> {
  return apiFetch<Preferences>('/account/preferences', { method: 'PUT', body: preferences });
}

/** GET /api/account/preferences: the customizer settings, kept per user on the server. */
export function usePreferences(enabled = true) {
  return useQuery({
    queryKey: preferencesQueryKey,
    queryFn: ({ signal }) => getPreferences(signal),
    staleTime: 5 * 60_000,
    enabled,
  });
}
