import {
  Badge,
  Button,
  Collapse,
  Group,
  Select,
  SimpleGrid,
  Stack,
  TextInput,
} from '@mantine/core';
import { DatePickerInput, type DatesRangeValue } from '@mantine/dates';
import { useDebouncedCallback, useMediaQuery } from '@mantine/hooks';
import {
  IconAdjustmentsHorizontal,
  IconCalendar,
  IconFilterOff,
  IconSearch,
} from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCalendarLabels } from '../lib/use-calendar-labels';
import type { ListState } from '../lib/use-list-state';
import { isPhase, isStatus, phaseOptions, statusOptions } from '../lib/options';
import { SubjectSelect } from './subject-select';
import { TutorSelect } from './tutor-select';

type ClassFiltersProps = {
  state: ListState;
  update: (patch: Partial<ListState>) => void;
  reset: () => void;
};

type Range = [string | null, string | null];

/** Search, status, phase, subject, tutor and date range of View Classes (all kept in the URL). */
export function ClassFilters({ state, update, reset }: ClassFiltersProps) {
  const { t } = useTranslation('classes');
  const calendarLabels = useCalendarLabels();
  const narrow = useMediaQuery('(max-width: 48em)', false, { getInitialValueInEffect: false });
  const [open, setOpen] = useState(false);
  const [q, setQ] = useState(state.q);
  const [range, setRange] = useState<Range>([state.from, state.to]);
  // Follow the URL when it changes from outside (reset, back button): adjust state while rendering.
  const [seen, setSeen] = useState({ q: state.q, from: state.from, to: state.to });
  // The search this box sent last: its echo from the URL must not overwrite newer typing.
  const [sent, setSent] = useState(state.q);
  if (seen.q !== state.q || seen.from !== state.from || seen.to !== state.to) {
    setSeen({ q: state.q, from: state.from, to: state.to });
    if (seen.q !== state.q && state.q !== sent) setQ(state.q);
    setRange([state.from, state.to]);
  }
  const pushSearch = useDebouncedCallback((value: string) => {
    setSent(value);
    update({ q: value });
  }, 300);

  const onRange = (value: DatesRangeValue<string>) => {
    const next: Range = [value[0] ?? null, value[1] ?? null];
    setRange(next);
    // A range reaches the URL once both ends are chosen, or when it is cleared.
    if ((next[0] && next[1]) || (!next[0] && !next[1])) update({ from: next[0], to: next[1] });
  };

  const active = [state.status, state.phase, state.subjectId, state.tutorId, state.from].filter(
    Boolean,
  ).length;
  const filtered = Boolean(state.q) || active > 0;

  const search = (
    <TextInput
      label={t('filters.search')}
      placeholder={t('filters.searchPlaceholder')}
      leftSection={<IconSearch size={16} aria-hidden="true" />}
      value={q}
      type="search"
      flex={1}
      onChange={(event) => {
        setQ(event.currentTarget.value);
        pushSearch(event.currentTarget.value);
      }}
    />
  );
  const fields = (
    <>
      <Select
        label={t('filters.status')}
        placeholder={t('filters.any')}
        clearable
        data={statusOptions.map((status) => ({ value: status, label: t(`status.${status}`) }))}
        value={state.status}
        onChange={(value) => update({ status: isStatus(value) ? value : null })}
      />
      <Select
        label={t('filters.phase')}
        placeholder={t('filters.any')}
        clearable
        data={phaseOptions.map((phase) => ({ value: phase, label: t(`phase.${phase}`) }))}
        value={state.phase}
        onChange={(value) => update({ phase: isPhase(value) ? value : null })}
      />
      <SubjectSelect
        label={t('filters.subject')}
        placeholder={t('filters.any')}
        clearable
        value={state.subjectId}
        onChange={(subjectId) => update({ subjectId })}
      />
      <TutorSelect
        clearable
        label={t('filters.tutor')}
        placeholder={t('filters.any')}
        value={state.tutorId}
        onChange={(tutorId) => update({ tutorId })}
      />
      <DatePickerInput
        ariaLabels={calendarLabels}
        type="range"
        miw={0}
        label={t('filters.dates')}
        placeholder={t('filters.anyDate')}
        leftSection={<IconCalendar size={16} aria-hidden="true" />}
        clearable
        allowSingleDateInRange
        valueFormat="D MMM YYYY"
        value={range}
        onChange={onRange}
      />
    </>
  );
  const resetButton = filtered && (
    <Button
      variant="subtle"
      color="gray"
      leftSection={<IconFilterOff size={16} aria-hidden="true" />}
      onClick={reset}
    >
      {t('filters.reset')}
    </Button>
  );

  if (narrow) {
    return (
      <Stack gap="sm">
        <Group gap="xs" align="flex-end" wrap="nowrap">
          {search}
          <Button
            variant="default"
            leftSection={<IconAdjustmentsHorizontal size={16} aria-hidden="true" />}
            rightSection={
              active > 0 ? (
                <Badge size="xs" circle>
                  {active}
                </Badge>
              ) : undefined
            }
            aria-expanded={open}
            aria-controls="class-filter-fields"
            onClick={() => setOpen((value) => !value)}
          >
            {t('filters.more')}
          </Button>
        </Group>
        {/* Mounted only while open: five fields the phone's first screen does not show. */}
        <Collapse expanded={open} keepMounted={false} id="class-filter-fields">
          <Stack gap="sm">
            {fields}
            {resetButton}
          </Stack>
        </Collapse>
      </Stack>
    );
  }

  return (
    <Stack gap="sm">
      <SimpleGrid cols={{ base: 2, md: 3, xl: 6 }} spacing="sm" verticalSpacing="sm">
        {search}
        {fields}
      </SimpleGrid>
      {resetButton && <Group justify="flex-end">{resetButton}</Group>}
    </Stack>
  );
}
