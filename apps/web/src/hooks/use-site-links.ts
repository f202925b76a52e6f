import type { AuthConfigResponse } from '@school/shared/auth/auth.contract';
import type { SiteLinks } from '@school/shared/layout/menu';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '../lib/api-client';
import { useFirstScreenPassed } from '../lib/first-screen';

const none: SiteLinks = { home: null, faq: null };

/**
 * The platform's site and FAQ (HOME_URL, FAQ_URL on the server). Until the answer is there, and
 * when they are not configured, there is nothing to link to, so the entries stay hidden. Shares
 * the sign-in page's cached answer of /auth/config; otherwise asked for once the console's first
 * screen has its data, so that it does not compete with the page's own requests.
 */
export function useSiteLinks(): SiteLinks {
  const { data } = useQuery({
    queryKey: ['auth', 'config'],
    queryFn: ({ signal }) => apiFetch<AuthConfigResponse>('/auth/config', { signal }),
    staleTime: Infinity,
    enabled: useFirstScreenPassed(),
  });
  return data?.links ?? none;
}
