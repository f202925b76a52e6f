import { relativeTime } from '@school/shared/notifications/relative-time';
import { useTranslation } from 'react-i18next';

/** A moment as "5 minutes ago" in the reader's language, its exact time on hover. */
export function When({ at }: { at: string }) {
  const { i18n } = useTranslation();
  const date = new Date(at);
  const language = i18n.resolvedLanguage ?? i18n.language;
  return (
    <time dateTime={at} title={date.toLocaleString(language)}>
      {relativeTime(date, new Date(), language)}
    </time>
  );
}
