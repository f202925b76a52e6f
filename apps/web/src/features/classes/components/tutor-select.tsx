import { Avatar, Group, Select, Text, type SelectProps } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import type { TutorSummary } from '@school/shared/classes/classes.contract';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useTutors } from '../api/get-tutors';

type TutorSelectProps = Omit<
  SelectProps,
  'data' | 'value' | 'onChange' | 'searchValue' | 'onSearchChange' | 'renderOption'
> & {
  value?: string | null;
  onChange?: (tutorId: string | null) => void;
  /** The tutor already chosen (e.g. of the class being edited), so its name shows before any search. */
  selectedTutor?: TutorSummary | null;
};

/** A searchable tutor picker backed by GET /api/tutors?q (names searched on the server). */
export function TutorSelect({ value = null, onChange, selectedTutor, ...props }: TutorSelectProps) {
  const { t } = useTranslation('classes');
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search, 250);
  const [picked, setPicked] = useState<TutorSummary | null>(null);
  const tutors = useTutors(debounced);

  const byId = useMemo(() => {
    const map = new Map<string, TutorSummary>();
    for (const tutor of [selectedTutor, picked, ...(tutors.data?.items ?? [])]) {
      if (tutor) map.set(tutor.id, tutor);
    }
    return map;
  }, [selectedTutor, picked, tutors.data]);

  const data = [...byId.values()].map((tutor) => ({ value: tutor.id, label: tutor.name }));
  return (
    <Select
      searchable
      nothingFoundMessage={tutors.isFetching ? t('pickers.searching') : t('pickers.noTutor')}
      {...props}
      data={data}
      value={value}
      searchValue={search}
      onSearchChange={setSearch}
      onChange={(id) => {
        setPicked(id ? (byId.get(id) ?? null) : null);
        onChange?.(id);
      }}
      renderOption={({ option }) => {
        const tutor = byId.get(option.value);
        return (
          <Group gap="sm" wrap="nowrap">
            <Avatar
              src={tutor?.photo}
              name={option.label}
              color="initials"
              aria-hidden="true"
              size={26}
              alt=""
            />
            <div>
              <Text size="sm">{option.label}</Text>
              {tutor?.hourlyRateCredits != null && (
                <Text size="xs" c="dimmed">
                  {t('pickers.hourlyRate', { count: tutor.hourlyRateCredits })}
                </Text>
              )}
            </div>
          </Group>
        );
      }}
    />
  );
}
