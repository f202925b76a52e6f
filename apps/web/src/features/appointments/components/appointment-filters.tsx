import { Select, Stack, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useSubjectName } from '../../../lib/subjects';
import { useSubjectChoices } from '../api/get-filter-choices';
import type { AppointmentListParams } from '../lib/list-params';
import { StudentPicker } from './student-picker';
import { TutorPicker } from './tutor-picker';

export type AppointmentFiltersProps = {
  params: AppointmentListParams;
  update: (patch: Partial<AppointmentListParams>) => void;
  /** Names of the chosen student and tutor, from the rows on screen. */
  names: { student?: string | undefined; tutor?: string | undefined };
  /** Which pickers the reader may use (each searches an API of its own). */
  pickers: { student: boolean; tutor: boolean };
};

/** Student, tutor, subject and the days the sessions start on (in the school's zone). */
export function AppointmentFilters({ params, update, names, pickers }: AppointmentFiltersProps) {
  const { t } = useTranslation('appointments');
  const subjectName = useSubjectName();
  const subjects = useSubjectChoices();
  return (
    <Stack gap="md">
      {pickers.student && (
        <StudentPicker
          label={t('filters.student')}
          placeholder={t('filters.anyStudent')}
          value={params.studentId}
          knownLabel={names.student}
          onChange={(studentId) => update({ studentId })}
        />
      )}
      {pickers.tutor && (
        <TutorPicker
          value={params.tutorId}
          knownLabel={names.tutor}
          onChange={(tutorId) => update({ tutorId })}
        />
      )}
      <Select
        label={t('filters.subject')}
        placeholder={t('filters.anySubject')}
        searchable
        clearable
        data={(subjects.data?.items ?? []).map((subject) => ({
          value: subject.id,
          label: subjectName(subject),
        }))}
        value={params.subjectId}
        onChange={(subjectId) => update({ subjectId })}
        nothingFoundMessage={t('filters.noSubject')}
        comboboxProps={{ withinPortal: true }}
      />
      <TextInput
        type="date"
        label={t('filters.from')}
        value={params.from ?? ''}
        max={params.to ?? undefined}
        onChange={(event) => update({ from: event.currentTarget.value || null })}
      />
      <TextInput
        type="date"
        label={t('filters.to')}
        value={params.to ?? ''}
        min={params.from ?? undefined}
        onChange={(event) => update({ to: event.currentTarget.value || null })}
      />
    </Stack>
  );
}
