import { Select, type SelectProps } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useSubjectName } from '../../../lib/subjects';
import { useSubjects } from '../api/get-subjects';

type SubjectSelectProps = Omit<SelectProps, 'data' | 'value' | 'onChange'> & {
  value?: string | null;
  onChange?: (subjectId: string | null) => void;
};

export function SubjectSelect({ value = null, onChange, ...props }: SubjectSelectProps) {
  const { t } = useTranslation('classes');
  const subjects = useSubjects();
  const subjectName = useSubjectName();
  const data = (subjects.data?.items ?? [])
    .map((subject) => ({ value: subject.id, label: subjectName(subject) }))
    .sort((a, b) => a.label.localeCompare(b.label));
  return (
    <Select
      searchable
      nothingFoundMessage={t('pickers.noSubject')}
      {...props}
      data={data}
      value={value}
      onChange={(id) => onChange?.(id)}
      disabled={props.disabled || (subjects.isPending && !subjects.isError)}
    />
  );
}
