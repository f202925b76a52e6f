import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useSubjectName } from '../../../lib/subjects';
import { useSubjects } from '../api/get-subjects';
import { languageName } from './languages';
import type { FilterName, TutorSearchState } from './search-params';

/** A filter in use in words ("French", "Secondary"), for the buttons that remove it. */
export function useFilterLabels(state: TutorSearchState) {
  const { t, i18n } = useTranslation('tutors');
  const locale = i18n.resolvedLanguage ?? i18n.language;
  const subjects = useSubjects(state.subjectId !== null);
  const subjectName = useSubjectName();
  return useCallback(
    (name: FilterName): string => {
      switch (name) {
        case 'subjectId': {
          const subject = subjects.data?.items.find((item) => item.id === state.subjectId);
          return subject ? subjectName(subject) : t('filters.subject');
        }
        case 'level':
          return state.level ? t(`levels.${state.level}`) : t('filters.level');
        case 'price':
          return t('empty.price');
        case 'language':
          return state.language ? languageName(state.language, locale) : t('filters.language');
        case 'minRating':
          return state.minRating
            ? t('filters.ratingAtLeast', { rating: Number(state.minRating).toLocaleString(locale) })
            : t('filters.minRating');
        case 'availableOn':
          return t('empty.availability');
      }
    },
    [state, subjects.data, subjectName, t, locale],
  );
}
