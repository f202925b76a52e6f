import { lazy } from 'react';
import { lazyPage } from '../../lib/lazy-page';

// One chunk per page: the login page must not pull in the console shell (route-level splitting).
export const LoginPage = lazy(() =>
  import('../../features/auth/pages/login-page').then((m) => ({ default: m.LoginPage })),
);
export const AuthorizePage = lazy(() =>
  import('../../features/auth/pages/authorize-page').then((m) => ({ default: m.AuthorizePage })),
);
export const NotAuthorizedPage = lazy(() =>
  import('../../features/auth/pages/not-authorized-page').then((m) => ({
    default: m.NotAuthorizedPage,
  })),
);
export const NotFoundPage = lazy(() =>
  import('../pages/not-found-page').then((m) => ({ default: m.NotFoundPage })),
);
export const ConsoleLayout = lazyPage(() =>
  import('../shell/console-layout').then((m) => ({ default: m.ConsoleLayout })),
);
export const SectionBeingBuilt = lazyPage(() =>
  import('../../components/section-being-built').then((m) => ({ default: m.SectionBeingBuilt })),
);
