import { loginPath, notAuthorizedPath } from '@school/shared/constants';
import { Suspense, type ReactNode } from 'react';
import { useRoutes, type RouteObject } from 'react-router';
import { PageLoader } from '../../components/page-loader';
import { consoleRoutes } from './console-routes';
import { RequirePermission, RequireSession } from './guards';
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

const shellChildren: RouteObject[] = consoleRoutes.map((route) => ({
  path: route.path,
  element: (
    <RequirePermission permission={route.permission}>
      <SectionBeingBuilt key={route.path} titleKey={route.titleKey} />
    </RequirePermission>
  ),
}));

const routes: RouteObject[] = [
  { path: loginPath, element: screen(<LoginPage />) },
  { path: '/authorize', element: screen(<AuthorizePage />) },
  { path: notAuthorizedPath, element: screen(<NotAuthorizedPage />) },
  {
    element: <RequireSession>{screen(<ConsoleLayout />)}</RequireSession>,
    children: shellChildren,
  },
  { path: '*', element: screen(<NotFoundPage />) },
];

/** Declarative routes (no data router): the app has no loaders, and the login page stays lighter. */
export function AppRoutes() {
  return useRoutes(routes);
}
