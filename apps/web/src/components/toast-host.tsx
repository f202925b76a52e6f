import '@mantine/notifications/styles.css';
import { Notifications } from '@mantine/notifications';
import classes from './toast-host.module.css';

/** The toast container, loaded with the first toast, with its styles. */
export function ToastHost() {
  return (
    <Notifications
      position="top-right"
      limit={3}
      zIndex={1000}
      classNames={{ root: classes.toasts }}
    />
  );
}
