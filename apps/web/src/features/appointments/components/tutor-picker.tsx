import { Select } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useTutorChoices } from '../api/get-filter-choices';

type TutorPickerProps = {
  value: string | null;
  onChange: (id: string | null) => void;
  /** The chosen tutor's name when it is known elsewhere (a filter read from the address). */
  knownLabel?: string | undefined;
};

/** A tutor for the list's filter, found by typing part of the name. */
export function TutorPicker({ value, onChange, knownLabel }: TutorPickerProps) {
  const { t } = useTranslation('appointments');
  const [search, setSearch] = useState('');
  const [typed] = useDebouncedValue(search, 250);
  const [chosen, setChosen] = useState<{ value: string; label: string } | null>(null);
  const choices = useTutorChoices(chosen && search === chosen.label ? '' : typed);
  const data = useMemo(() => {
    const found = (choices.data?.items ?? []).map((tutor) => ({
      value: tutor.id,
      label: tutor.displayName,
    }));
    const current = chosen ?? (value && knownLabel ? { value, label: knownLabel } : null);
    if (current && !found.some((item) => item.value === current.value)) found.unshift(current);
    return found;
  }, [choices.data, chosen, value, knownLabel]);
  return (
    <Select
      label={t('filters.tutor')}
      placeholder={t('filters.anyTutor')}
      searchable
      clearable
      data={data}
      value={value}
      searchValue={search}
      onSearchChange={setSearch}
      filter={({ options }) => options}
      nothingFoundMessage={choices.isFetching ? t('book.searching') : t('filters.noTutor')}
      onChange={(id, option) => {
        setChosen(id && option ? { value: id, label: option.label } : null);
        onChange(id);
      }}
      comboboxProps={{ withinPortal: true }}
    />
  );
}
