import { lazy } from 'react';
import { loadFeatureStrings } from '../../lib/feature';
import { lazyPage } from '../../lib/lazy-page';
import { shellNamespaces } from './features';

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
// The shell shows parts of some features (the bell): their strings come with it.
export const ConsoleLayout = lazyPage(() =>
  Promise.all([import('../shell/console-layout'), loadFeatureStrings(shellNamespaces)]).then(
    ([m]) => ({ default: m.ConsoleLayout }),
  ),
);
export const SectionBeingBuilt = lazyPage(() =>
  import('../../components/section-being-built').then((m) => ({ default: m.SectionBeingBuilt })),
);
