import { BrowserRouter } from 'react-router';
import { Providers } from './providers';
import { RouteErrorBoundary } from './routing/route-error-boundary';
import { AppRoutes } from './routing/routes';

export function App() {
  return (
    <Providers>
      <BrowserRouter>
        <RouteErrorBoundary>
          <AppRoutes />
        </RouteErrorBoundary>
      </BrowserRouter>
    </Providers>
  );
}
