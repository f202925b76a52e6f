import '@mantine/notifications/styles.css';
import { Notifications } from '@mantine/notifications';
import type { loadToasts } from '../lib/toasts';

type ToastHostProps = { store: Awaited<ReturnType<typeof loadToasts>>['store'] };

/** The toast container (loaded with the first toast, with its styles). */
export function ToastHost({ store }: ToastHostProps) {
  return <Notifications store={store} position="bottom-right" zIndex={1000} />;
}
