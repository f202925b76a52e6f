// Mantine's base styles; each component's come with its code (vite.config.ts explains).
import 'virtual:mantine-styles';
import './app/theme.css';
import './app/global.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { preloadReturningVisit } from './app/routing/preload';
import { initI18n } from './i18n/i18n';
import { restoreSession } from './lib/api-client';

// Spec §2: a service worker left by an older client must not keep serving stale files.
if ('serviceWorker' in navigator) {
  navigator.serviceWorker
    .getRegistrations()
    .then((registrations) =>
      registrations.forEach((registration) => void registration.unregister()),
    )
    .catch(() => undefined);
}

void restoreSession();
// Before the preload: a page's strings load with its code, and i18next must know the language.
const i18nReady = initI18n();
const returningVisit = preloadReturningVisit(new URL(window.location.href));

const container = document.getElementById('root');
if (container) {
  // The first drawing in a task of its own (evaluating the code above is one already), once the
  // opened page's code is there for a returning visit, so that it draws with the frame.
  void Promise.all([i18nReady, returningVisit])
    .then(() => new Promise((resolve) => setTimeout(resolve, 0)))
    .then(() => {
      createRoot(container).render(
        <StrictMode>
          <App />
        </StrictMode>,
      );
    });
}
