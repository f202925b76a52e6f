import type { TFunction } from 'i18next';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * Grades are kept as the API has them, in English ("Grade 7"), and shown in the reader's
 * language; anything else a school typed ("Year 7 blue") is shown as written.
 */
const numbered = /^Grade (\d{1,3})$/;
const placeholder = '\u0000';

export type GradeWords = {
  /** "Grade 7" in the reader's language; another text as it is. */
  label: (grade: string) => string;
  /** What a person typed or picked, back in the API's words: "Klassenstufe 7" → "Grade 7". */
  canonical: (text: string) => string;
};

function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** Built once per language: each label then joins strings instead of asking i18next. */
export function gradeWords(t: TFunction<'translation'>): GradeWords {
  const [before = '', after = ''] = t('common.grade', { n: placeholder }).split(placeholder);
  const translated = new RegExp(
    `^${escape(before.trim())}\\s*(\\d{1,3})\\s*${escape(after.trim())}$`,
    'i',
  );
  return {
    label: (grade) => {
      const n = numbered.exec(grade.trim())?.[1];
      return n === undefined ? grade : `${before}${n}${after}`;
    },
    canonical: (text) => {
      const n = translated.exec(text.trim())?.[1] ?? numbered.exec(text.trim())?.[1];
      return n === undefined ? text : `Grade ${n}`;
    },
  };
}

/** Grade words in the language on screen. */
export function useGradeWords(): GradeWords {
  const { t } = useTranslation();
  return useMemo(() => gradeWords(t), [t]);
}
