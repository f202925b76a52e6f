import { Box, Group, RangeSlider, Select, Skeleton, Stack, Text } from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import { tutorLevels, type TutorLevel } from '@school/shared/tutors/tutors.rules';
import { Suspense, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '../../../lib/format-number';
import { useSubjectName } from '../../../lib/subjects';
import { useSubjects } from '../api/get-subjects';
import { languageOptions } from '../lib/languages';
import { minRatings, type TutorSearchState } from '../lib/search-params';
import { availabilityFields } from './lazy-parts';

/** The price slider's scale in credits an hour; its top end means "no upper limit". */
export const priceScale = { min: 0, max: 200, step: 5 } as const;

export type TutorFiltersProps = {
  state: TutorSearchState;
  update: (patch: Partial<TutorSearchState>) => void;
  /** The school's today and the last day free time is known for (`YYYY-MM-DD`). */
  today: string;
  lastDay: string;
};

const isLevel = (value: string | null): value is TutorLevel =>
  (tutorLevels as readonly (string | null)[]).includes(value);
const isMinRating = (value: string | null): value is (typeof minRatings)[number] =>
  (minRatings as readonly (string | null)[]).includes(value);

/** Subject, level, price, language, rating and free time: each change goes to the address. */
export function TutorFilters({ state, update, today, lastDay }: TutorFiltersProps) {
  const { t, i18n } = useTranslation('tutors');
  const language = i18n.resolvedLanguage ?? i18n.language;
  const subjects = useSubjects();
  const subjectName = useSubjectName();
  const subjectOptions = useMemo(
    () =>
      (subjects.data?.items ?? [])
        .map((subject) => ({ value: subject.id, label: subjectName(subject) }))
        .sort((a, b) => a.label.localeCompare(b.label, language)),
    [subjects.data, subjectName, language],
  );
  const languages = useMemo(
    () => languageOptions(language, state.language),
    [language, state.language],
  );
  const Availability = availabilityFields.Component;

  return (
    <Stack gap="md">
      <Select
        label={t('filters.subject')}
        placeholder={t('filters.any')}
        searchable
        clearable
        nothingFoundMessage={t('filters.noSubject')}
        data={subjectOptions}
        value={state.subjectId}
        onChange={(subjectId) => update({ subjectId })}
        disabled={subjects.isPending && !subjects.isError}
      />
      <Select
        label={t('filters.level')}
        placeholder={t('filters.any')}
        clearable
        data={tutorLevels.map((level) => ({ value: level, label: t(`levels.${level}`) }))}
        value={state.level}
        onChange={(level) => update({ level: isLevel(level) ? level : null })}
      />
      <PriceRange
        minRate={state.minRate}
        maxRate={state.maxRate}
        language={language}
        onChange={(minRate, maxRate) => update({ minRate, maxRate })}
      />
      <Select
        label={t('filters.language')}
        placeholder={t('filters.any')}
        searchable
        clearable
        nothingFoundMessage={t('filters.noLanguage')}
        data={languages}
        value={state.language}
        onChange={(code) => update({ language: code })}
      />
      <Select
        label={t('filters.minRating')}
        placeholder={t('filters.any')}
        clearable
        data={minRatings.map((rating) => ({
          value: rating,
          label: t('filters.ratingAtLeast', {
            rating: Number(rating).toLocaleString(language),
          }),
        }))}
        value={state.minRating}
        onChange={(rating) => update({ minRating: isMinRating(rating) ? rating : null })}
      />
      <Suspense fallback={<AvailabilityPlaceholder />}>
        <Availability
          availableOn={state.availableOn}
          fromTime={state.fromTime}
          toTime={state.toTime}
          today={today}
          lastDay={lastDay}
          update={update}
        />
      </Suspense>
    </Stack>
  );
}

/** The availability fields' size while their code arrives. */
function AvailabilityPlaceholder() {
  const { t } = useTranslation('tutors');
  return (
    <Stack gap="sm" role="status" aria-label={t('filters.loadingDates')}>
      <Skeleton height={60} />
      <Skeleton height={60} />
    </Stack>
  );
}

type PriceRangeProps = {
  minRate: number | null;
  maxRate: number | null;
  language: string;
  onChange: (minRate: number | null, maxRate: number | null) => void;
};

/** A two-handled slider; the address changes when a handle is let go, not while it moves. */
function PriceRange({ minRate, maxRate, language, onChange }: PriceRangeProps) {
  const { t } = useTranslation('tutors');
  const fromUrl: [number, number] = [
    Math.min(minRate ?? priceScale.min, priceScale.max),
    Math.min(maxRate ?? priceScale.max, priceScale.max),
  ];
  const [value, setValue] = useState(fromUrl);
  // Follow the address when it changes from elsewhere (cleared filters, back button), not with
  // the echo of what the slider sent while a newer position is waiting to be sent.
  const [seen, setSeen] = useState(fromUrl.join());
  const [sent, setSent] = useState(fromUrl.join());
  if (seen !== fromUrl.join()) {
    setSeen(fromUrl.join());
    if (fromUrl.join() !== sent) setValue(fromUrl);
  }
  // Arrow keys end a change at every press: a run of presses becomes one change of the address.
  const commit = useDebouncedCallback(([from, to]: [number, number]) => {
    setSent([from, to].join());
    onChange(from <= priceScale.min ? null : from, to >= priceScale.max ? null : to);
  }, 250);
  const n = (credits: number) => formatNumber(credits, language);
  const [low, high] = value;
  const open = { low: low <= priceScale.min, high: high >= priceScale.max };
  const summary =
    open.low && open.high
      ? t('filters.priceAny')
      : open.high
        ? t('filters.priceFrom', { min: n(low) })
        : open.low
          ? t('filters.priceUpTo', { max: n(high) })
          : t('filters.priceRange', { min: n(low), max: n(high) });
  return (
    <Box>
      <Group justify="space-between" gap="xs" mb={6} wrap="nowrap">
        <Text size="sm" fw={500} id="tutor-price-label">
          {t('filters.price')}
        </Text>
        <Text size="sm" c="dimmed" aria-live="polite">
          {summary}
        </Text>
      </Group>
      <RangeSlider
        min={priceScale.min}
        max={priceScale.max}
        step={priceScale.step}
        minRange={priceScale.step}
        value={value}
        onChange={setValue}
        onChangeEnd={commit}
        label={(credits) => n(credits)}
        thumbFromLabel={t('filters.priceMin')}
        thumbToLabel={t('filters.priceMax')}
        mx={4}
        mb="xs"
      />
    </Box>
  );
}
