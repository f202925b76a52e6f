// The toast package loads after the page (it is not needed to show it); each feature keeps its own
// store, so its toasts neither need nor disturb a container elsewhere in the app.
let loading: Promise<typeof import('@mantine/notifications')> | null = null;
let store: ReturnType<typeof import('@mantine/notifications').createNotificationsStore> | null =
  null;

export async function loadToasts() {
  loading ??= import('@mantine/notifications');
  const module = await loading;
  store ??= module.createNotificationsStore();
  return { module, store };
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
