import { loginPath } from '@school/shared/constants';
import { matchPath } from 'react-router';
import { hasCachedProfile } from '../../lib/profile-cache';
import { consoleRoutes } from './console-routes';
import { featureRoutes } from './feature-routes';
import { ConsoleLayout, SectionBeingBuilt } from './lazy-pages';

/**
 * A browser that was signed in last time most likely still is: the console's code for the
 * opened address starts loading while the session is being restored, instead of after it.
 */
export function preloadReturningVisit(pathname: string): void {
  if (pathname === loginPath || !hasCachedProfile()) return;
  const matches = (route: { path: string }) => matchPath(route.path, pathname) !== null;
  // A spec route whose module is not there yet shows the "being built" notice.
  const page =
    featureRoutes.find(matches)?.page ??
    (consoleRoutes.some(matches) ? SectionBeingBuilt : undefined);
  // A failure here is retried, and reported, when the page itself renders.
  for (const load of [ConsoleLayout.preload, page?.preload]) load?.().catch(() => undefined);
}
