import { Button, Group } from '@mantine/core';
import type { TutorSearchItem } from '@school/shared/tutors/tutors.contract';
import { IconFilterOff, IconUserSearch, IconX } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../components/empty-state';
import { NextTask } from '../../../components/next-task';
import type { ZonedFormat } from '../../../lib/zoned-time';
import type { FilterName } from '../lib/search-params';
import { TutorCard, TutorCardSkeleton } from './tutor-card';
import classes from './tutor-results.module.css';

/** Cards drawn while the first results load: the first screen's worth, at the cards' size. */
const skeletonCards = 6;
/** Cards drawn in the first task (a phone's screen and a half, two rows on a wide one). */
const firstCards = 4;
/** Cards whose photos load at once (the first screen); the rest when scrolled to. */
const eagerCards = 4;

type TutorResultsProps = {
  loading: boolean;
  items: TutorSearchItem[];
  search: string;
  format: ZonedFormat;
  label: string;
  /** The filters in use, each offered for removal when nothing matches. */
  filters: { name: FilterName; label: string }[];
  searching: boolean;
  onClearFilter: (name: FilterName) => void;
  onClearAll: () => void;
};

/** The result cards, their loading shape, or what to loosen when none match. */
export function TutorResults({
  loading,
  items,
  search,
  format,
  label,
  filters,
  searching,
  onClearFilter,
  onClearAll,
}: TutorResultsProps) {
  const { t } = useTranslation('tutors');
  if (loading) {
    return (
      <ul className={classes.grid} aria-busy="true" aria-label={label}>
        {Array.from({ length: skeletonCards }, (_, index) => (
          <li key={index}>
            <TutorCardSkeleton />
          </li>
        ))}
      </ul>
    );
  }
  if (items.length === 0) {
    return (
      <EmptyState
        icon={<IconUserSearch size={28} stroke={1.6} aria-hidden="true" />}
        title={t('empty.title')}
        text={filters.length === 0 && searching ? t('empty.textSearch') : t('empty.text')}
        actions={
          (filters.length > 0 || searching) && (
            <Group gap="xs" justify="center" wrap="wrap">
              {filters.map((filter) => (
                <Button
                  key={filter.name}
                  size="xs"
                  variant="light"
                  leftSection={<IconX size={14} aria-hidden="true" />}
                  onClick={() => onClearFilter(filter.name)}
                >
                  {t('empty.remove', { filter: filter.label })}
                </Button>
              ))}
              <Button
                size="xs"
                variant="subtle"
                color="gray"
                leftSection={<IconFilterOff size={14} aria-hidden="true" />}
                onClick={onClearAll}
              >
                {t('filters.reset')}
              </Button>
            </Group>
          )
        }
      />
    );
  }
  const cardOf = (tutor: TutorSearchItem, index: number) => (
    <li key={tutor.id}>
      <TutorCard tutor={tutor} search={search} format={format} eager={index < eagerCards} />
    </li>
  );
  // The first screen's cards first, the rest a task later: two short tasks instead of one long
  // one, and the later cards sit below the first, so nothing drawn moves.
  return (
    <ul className={classes.grid} aria-label={label}>
      {items.slice(0, firstCards).map(cardOf)}
      <NextTask>
        {items.slice(firstCards).map((tutor, i) => cardOf(tutor, firstCards + i))}
      </NextTask>
    </ul>
  );
}
