import type { NotificationData } from '@mantine/notifications';

// The toast package loads with the first toast: a visit that shows none never loads it. All
// toasts go through Mantine's one store; the shell's ToastOutlet draws them.
type ToastsModule = typeof import('@mantine/notifications');

let loading: Promise<ToastsModule> | null = null;
const listeners = new Set<() => void>();

export function loadToasts(): Promise<ToastsModule> {
  if (!loading) {
    loading = import('@mantine/notifications');
    for (const listener of listeners) listener();
  }
  return loading;
}

/** Whether a toast was asked for, and so the toast container is needed. */
export function toastsWanted(): boolean {
  return loading !== null;
}

export function onToastsWanted(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Any toast; an action's own feedback comes from the lower corner unless it says otherwise. */
export function showToast(toast: NotificationData): void {
  void loadToasts().then(({ notifications }) =>
    notifications.show({ withBorder: true, position: 'bottom-right', ...toast }),
  );
}

export function toastSuccess(message: string): void {
  showToast({ message, color: 'teal', autoClose: 4000 });
}

export function toastError(message: string): void {
  showToast({ message, color: 'red', autoClose: 8000 });
}
