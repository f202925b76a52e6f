import { Select } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useStudentChoices } from '../api/find-students';

type StudentPickerProps = {
  value: string | null;
  /** The chosen student's name once the dashboard has it (a student read from the address). */
  knownLabel: string | undefined;
  onChange: (id: string | null) => void;
};

/** A roster student, found by typing part of a name or e-mail (the roster API searches). */
export function StudentPicker({ value, knownLabel, onChange }: StudentPickerProps) {
  const { t } = useTranslation('student-dashboard');
  const [search, setSearch] = useState('');
  const [typed] = useDebouncedValue(search, 250);
  const [chosen, setChosen] = useState<{ value: string; label: string } | null>(null);
  const current = useMemo(
    () => chosen ?? (value && knownLabel ? { value, label: knownLabel } : null),
    [chosen, value, knownLabel],
  );
  const choices = useStudentChoices(current && search === current.label ? '' : typed);
  const data = useMemo(() => {
    const found = (choices.data?.items ?? []).map((student) => ({
      value: student.id,
      label: `${student.firstName} ${student.lastName}`,
    }));
    if (current && !found.some((item) => item.value === current.value)) found.unshift(current);
    return found;
  }, [choices.data, current]);
  return (
    <Select
      label={t('picker.label')}
      placeholder={t('picker.placeholder')}
      leftSection={<IconSearch size={16} aria-hidden="true" />}
      searchable
      clearable
      maw={420}
      data={data}
      value={value}
      searchValue={search}
      onSearchChange={setSearch}
      filter={({ options }) => options}
      nothingFoundMessage={choices.isFetching ? t('picker.searching') : t('picker.none')}
      onChange={(id, option) => {
        setChosen(id && option ? { value: id, label: option.label } : null);
        onChange(id);
      }}
      comboboxProps={{ withinPortal: true }}
      data-print-hidden
    />
  );
}
