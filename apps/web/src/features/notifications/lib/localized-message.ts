import { notificationMessage } from '@school/shared/notifications/notification-messages';
import type { Notification } from '@school/shared/notifications/notifications.contract';
import { useTranslation } from 'react-i18next';

/**
 * The message in the language on screen: the server renders it in the saved language, but the
 * reader may show another, so a type with parameters is rendered here from the same templates.
 */
export function localizedMessage(notification: Notification, language: string): string {
  return (
    notificationMessage(notification.type, notification.params, language) ?? notification.message
  );
}

export function useLocalizedMessage(notification: Notification): string {
  const { i18n } = useTranslation();
  return localizedMessage(notification, i18n.resolvedLanguage ?? i18n.language);
}
