import type { StudentStatus } from '@school/shared/students/students.contract';
import type { TFunction } from 'i18next';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { gradeWords } from '../../../lib/grades';
import { statuses } from './roster-params';

/** The strings every row of the roster repeats, with the student's name put in. */
export type RowLabels = {
  select: (name: string) => string;
  edit: (name: string) => string;
  menu: (name: string) => string;
  status: Record<StudentStatus, string>;
  /** A grade as the reader's language says it (lib/grades). */
  grade: (grade: string) => string;
};

// Stands in for the name while the text is built once per language; a private-use character
// that no translation contains.
const slot = '\uE000';

function withName(
  t: TFunction<'students'>,
  key: 'table.selectRow' | 'actions.editNamed' | 'actions.menu',
): (name: string) => string {
  const parts = t(key, { name: slot }).split(slot);
  return (name) => parts.join(name);
}

export function rowLabels(t: TFunction<'students'>, tApp: TFunction<'translation'>): RowLabels {
  return {
    grade: gradeWords(tApp).label,
    select: withName(t, 'table.selectRow'),
    edit: withName(t, 'actions.editNamed'),
    menu: withName(t, 'actions.menu'),
    status: Object.fromEntries(statuses.map((s) => [s, t(`status.${s}`)])) as Record<
      StudentStatus,
      string
    >,
  };
}

/**
 * Built once per language rather than once per row: asking i18next costs far more than joining
 * two strings, and a page change would ask for several per row.
 */
export function useRowLabels(t: TFunction<'students'>): RowLabels {
  const { t: tApp } = useTranslation();
  return useMemo(() => rowLabels(t, tApp), [t, tApp]);
}
