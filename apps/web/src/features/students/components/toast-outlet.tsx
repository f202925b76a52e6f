import { lazy, memo, Suspense, useSyncExternalStore } from 'react';
import { loadToasts, onToastsWanted, toastsWanted } from '../lib/toasts';

const Host = lazy(async () => {
  const [{ store }, { ToastHost }] = await Promise.all([loadToasts(), import('./toast-host')]);
  return { default: () => <ToastHost store={store} /> };
});

/** Where this page's toasts appear, once the first one is asked for. */
export const ToastOutlet = memo(function ToastOutlet() {
  const wanted = useSyncExternalStore(onToastsWanted, toastsWanted);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <Host />
    </Suspense>
  );
});
