import { hasPermission } from '@school/shared/auth/roles';
import { loginPath } from '@school/shared/constants';
import { matchPath } from 'react-router';
import { restoreSession } from '../../lib/api-client';
import { hasCachedProfile } from '../../lib/profile-cache';
import { getSession } from '../../lib/session';
import { queryClient } from '../query-client';
import { consoleRoutes } from './console-routes';
import { featureRoutes, permissionOf } from './features';
import { ConsoleLayout, SectionBeingBuilt } from './lazy-pages';

/**
 * A browser that was signed in last time most likely still is: the console's code for the
 * opened address starts loading while the session is being restored, instead of after it, and
 * the page's first data as soon as the session is back (when the role may open the page).
 * Resolves once that code has loaded (or failed to): main.tsx draws the first screen then, so the
 * page appears with the console's frame instead of a frame with a loader first and the page a
 * moment later (on a phone the page's heading, the largest paint, came 80–120 ms after the frame).
 */
export function preloadReturningVisit(url: URL): Promise<void> {
  const { pathname } = url;
  if (pathname === loginPath || !hasCachedProfile()) return Promise.resolve();
  const matches = (route: { path: string }) => matchPath(route.path, pathname) !== null;
  const feature = featureRoutes.find(matches);
  // A spec route whose module is not there yet shows the "being built" notice.
  const page = feature?.page ?? (consoleRoutes.some(matches) ? SectionBeingBuilt : undefined);
  // A failure here is retried, and reported, when the page itself renders.
  const code = Promise.all(
    [ConsoleLayout.preload, page?.preload].map((load) => load?.().catch(() => undefined)),
  ).then(() => undefined);
  const preloadData = feature?.preloadData;
  if (!preloadData) return code;
  void restoreSession().then(() => {
    const session = getSession();
    if (session.status !== 'signed-in') return;
    const permission = permissionOf(feature);
    if (permission && !hasPermission(session.user.role, permission)) return;
    preloadData(queryClient, url);
  });
  return code;
}
