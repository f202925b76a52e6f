import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type app from '../i18n/locales/en.json';

type SubjectKey = keyof typeof app.subjects;

/**
 * A subject of the shared catalogue in the reader's language, found by its key (the API keeps
 * the English name); a subject the strings do not know yet keeps the API's name.
 */
export function useSubjectName(): (subject: { key: string; name: string }) => string {
  const { t } = useTranslation();
  return useCallback(
    (subject) => t(`subjects.${subject.key as SubjectKey}`, { defaultValue: subject.name }),
    [t],
  );
}
