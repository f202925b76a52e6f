import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** A moment in the reader's language and time zone, the exact time on hover. */
export function When({ at }: { at: string }) {
  const { i18n } = useTranslation();
  const date = new Date(at);
  const language = i18n.resolvedLanguage ?? i18n.language;
  const short = date.toLocaleString(language, { dateStyle: 'medium', timeStyle: 'short' });
  return (
    <Text component="time" dateTime={at} size="xs" c="dimmed" title={date.toLocaleString(language)}>
      {short}
    </Text>
  );
}
