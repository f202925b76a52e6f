// The toast package loads with the first toast (a page that shows none never loads it); each
// feature keeps its own store, so its toasts neither need nor disturb a container elsewhere.
let loading: Promise<typeof import('@mantine/notifications')> | null = null;
let store: ReturnType<typeof import('@mantine/notifications').createNotificationsStore> | null =
  null;
const listeners = new Set<() => void>();

export async function loadToasts() {
  if (!loading) {
    loading = import('@mantine/notifications');
    for (const listener of listeners) listener();
  }
  const module = await loading;
  store ??= module.createNotificationsStore();
  return { module, store };
}

/** Whether a toast was asked for, and so the toast container is needed. */
export function toastsWanted(): boolean {
  return loading !== null;
}

export function onToastsWanted(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function show(message: string, color: string, autoClose: number) {
  void loadToasts().then(({ module, store: own }) =>
    module.notifications.show({ message, color, withBorder: true, autoClose }, own),
  );
}

export function toastSuccess(message: string): void {
  show(message, 'teal', 4000);
}

export function toastError(message: string): void {
  show(message, 'red', 8000);
}
