import { lazy, memo, Suspense, useSyncExternalStore } from 'react';
import { onToastsWanted, toastsWanted } from '../lib/toasts';

const ToastHost = lazy(() => import('./toast-host').then((m) => ({ default: m.ToastHost })));

/** Where the console's toasts appear (see lib/toasts.ts), once the first one is asked for. */
export const ToastOutlet = memo(function ToastOutlet() {
  const wanted = useSyncExternalStore(onToastsWanted, toastsWanted);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <ToastHost />
    </Suspense>
  );
});
