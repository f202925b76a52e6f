import { authorizePath, loginPath, notAuthorizedPath } from '@school/shared/constants';
import { Suspense, type ReactNode } from 'react';
import { Navigate, useRoutes, type RouteObject } from 'react-router';
import { PageLoader } from '../../components/page-loader';
import { consoleRoutes } from './console-routes';
import { featureRoutes, permissionOf } from './features';
import { RequirePermission, RequireSession } from './guards';
import { useScrollRestoration } from './scroll-restoration';
import {
  AuthorizePage,
  ConsoleLayout,
  LoginPage,
  NotAuthorizedPage,
  NotFoundPage,
  SectionBeingBuilt,
} from './lazy-pages';

function screen(page: ReactNode) {
  return <Suspense fallback={<PageLoader />}>{page}</Suspense>;
}

const pageByPath = new Map(featureRoutes.map((route) => [route.path, route]));
const specPaths = new Set(consoleRoutes.map((route) => route.path));

// Spec §2 routes show their feature's page once it exists, else the "being built" notice.
const shellChildren: RouteObject[] = [
  ...consoleRoutes.map((route) => {
    const feature = pageByPath.get(route.path);
    return {
      path: route.path,
      element: (
        <RequirePermission permission={route.permission} home={route.path === '/'}>
          {feature ? (
            <feature.page key={route.path} />
          ) : (
            <SectionBeingBuilt key={route.path} titleKey={route.titleKey} />
          )}
        </RequirePermission>
      ),
    };
  }),
  ...featureRoutes
    .filter((route) => !specPaths.has(route.path))
    .map((route) => ({
      path: route.path,
      element: (
        <RequirePermission permission={permissionOf(route)}>
          <route.page key={route.path} />
        </RequirePermission>
      ),
    })),
];

const routes: RouteObject[] = [
  { path: loginPath, element: screen(<LoginPage />) },
  // The address people guess (and other consoles use) leads to the spec's sign-in page.
  { path: '/login', element: <Navigate to={loginPath} replace /> },
  { path: authorizePath, element: screen(<AuthorizePage />) },
  { path: notAuthorizedPath, element: screen(<NotAuthorizedPage />) },
  {
    element: <RequireSession>{screen(<ConsoleLayout />)}</RequireSession>,
    children: shellChildren,
  },
  { path: '*', element: screen(<NotFoundPage />) },
];

/** Declarative routes (no data router): the app has no loaders, and the login page stays lighter. */
export function AppRoutes() {
  useScrollRestoration();
  return useRoutes(routes);
}
