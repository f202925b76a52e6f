import { lazy, Suspense } from 'react';
import { loadToasts } from '../lib/toasts';

const Outlet = lazy(async () => {
  const { module, store } = await loadToasts();
  const { Notifications } = module;
  return {
    default: () => <Notifications store={store} position="bottom-right" zIndex={1000} />,
  };
});

/** Where this page's toasts appear. */
export function ToastOutlet() {
  return (
    <Suspense fallback={null}>
      <Outlet />
    </Suspense>
  );
}
