import { lazy, Suspense } from 'react';
import { BrowserRouter } from 'react-router';
import { useSession } from '../lib/session';
import { Providers } from './providers';
import { RouteErrorBoundary } from './routing/route-error-boundary';
import { AppRoutes } from './routing/routes';

// Appearance, the event stream and toasts load with the console, not with the login page.
const AppearanceSync = lazy(() =>
  import('../features/account/appearance/appearance-sync').then((m) => ({
    default: m.AppearanceSync,
  })),
);
const LiveNotifications = lazy(() =>
  import('../features/notifications/live/live-notifications').then((m) => ({
    default: m.LiveNotifications,
  })),
);

/** What runs for a signed-in user on every page: appearance settings and live notifications. */
function SignedInServices() {
  const session = useSession();
  if (session.status !== 'signed-in') return null;
  return (
    <Suspense fallback={null}>
      <AppearanceSync />
      <LiveNotifications />
    </Suspense>
  );
}

export function App() {
  return (
    <Providers>
      <BrowserRouter>
        <RouteErrorBoundary>
          <AppRoutes />
          <SignedInServices />
        </RouteErrorBoundary>
      </BrowserRouter>
    </Providers>
  );
}
