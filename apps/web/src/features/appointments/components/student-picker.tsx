import { Select } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useStudentChoices } from '../api/find-students';

type StudentPickerProps = {
  value: string | null;
  onChange: (id: string | null) => void;
  label: string;
  placeholder?: string;
  description?: string;
  error?: string | undefined;
  required?: boolean;
  /** The chosen student's name when it is known elsewhere (a filter read from the address). */
  knownLabel?: string | undefined;
};

/** A roster student, found by typing part of a name or e-mail (the roster API searches). */
export function StudentPicker({
  value,
  onChange,
  label,
  placeholder,
  description,
  error,
  required,
  knownLabel,
}: StudentPickerProps) {
  const { t } = useTranslation('appointments');
  const [search, setSearch] = useState('');
  const [typed] = useDebouncedValue(search, 250);
  // Until a student is chosen the typed text is the search; once one is, its name shows.
  const [chosen, setChosen] = useState<{ value: string; label: string } | null>(null);
  const choices = useStudentChoices(chosen && search === chosen.label ? '' : typed);
  const data = useMemo(() => {
    const found = (choices.data?.items ?? []).map((student) => ({
      value: student.id,
      label: `${student.firstName} ${student.lastName}`,
    }));
    const current = chosen ?? (value && knownLabel ? { value, label: knownLabel } : null);
    if (current && !found.some((item) => item.value === current.value)) found.unshift(current);
    return found;
  }, [choices.data, chosen, value, knownLabel]);
  return (
    <Select
      label={label}
      placeholder={placeholder}
      description={description}
      error={error}
      required={required}
      searchable
      clearable
      data={data}
      value={value}
      searchValue={search}
      onSearchChange={setSearch}
      filter={({ options }) => options}
      nothingFoundMessage={choices.isFetching ? t('book.searching') : t('book.noStudent')}
      onChange={(id, option) => {
        setChosen(id && option ? { value: id, label: option.label } : null);
        onChange(id);
      }}
      comboboxProps={{ withinPortal: true }}
    />
  );
}
