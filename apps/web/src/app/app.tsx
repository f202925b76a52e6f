import { lazy, Suspense } from 'react';
import { BrowserRouter } from 'react-router';
import { AfterFirstScreen } from '../components/after-first-screen';
import { AppearanceAttributes } from '../features/account/appearance/appearance-attributes';
import { useSession } from '../lib/session';
import { Providers } from './providers';
import { RouteErrorBoundary } from './routing/route-error-boundary';
import { AppRoutes } from './routing/routes';

// Settings sync, the event stream and toasts load after the console's first screen, never with
// the login page.
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
const LiveChat = lazy(() =>
  import('../features/chat/live/live-chat').then((m) => ({ default: m.LiveChat })),
);

/** What runs for a signed-in user on every page: appearance settings, live notifications and chat. */
function SignedInServices() {
  const session = useSession();
  if (session.status !== 'signed-in') return null;
  return (
    <>
      <AppearanceAttributes />
      <AfterFirstScreen>
        <Suspense fallback={null}>
          <AppearanceSync />
          <LiveNotifications />
          <LiveChat />
        </Suspense>
      </AfterFirstScreen>
    </>
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
