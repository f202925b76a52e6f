import { Group, NativeSelect, TextInput } from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import { tutorSortKeys, type TutorSortKey } from '@school/shared/tutors/tutors.rules';
import { IconSearch } from '@tabler/icons-react';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { TutorSearchState } from '../lib/search-params';

type SearchToolbarProps = {
  q: string;
  sort: TutorSortKey | null;
  update: (patch: Partial<TutorSearchState>, replace?: boolean) => void;
  /** The phone's filter button, beside the search. */
  filterButton?: ReactNode;
};

const isSortKey = (value: string | null): value is TutorSortKey =>
  (tutorSortKeys as readonly (string | null)[]).includes(value);

/** The search box (results as one types, a moment after the last key) and the order. */
export function SearchToolbar({ q, sort, update, filterButton }: SearchToolbarProps) {
  const { t } = useTranslation('tutors');
  const [text, setText] = useState(q);
  // Follow the address when it changes from elsewhere (back button, cleared filters), but not
  // with the echo of what this box sent while newer typing is waiting.
  const [seen, setSeen] = useState(q);
  const [sent, setSent] = useState(q);
  if (seen !== q) {
    setSeen(q);
    if (q !== sent) setText(q);
  }
  const push = useDebouncedCallback((value: string) => {
    setSent(value);
    update({ q: value }, true);
  }, 300);
  // The API orders by relevance when there is text, by rating without; "best match" needs text.
  const shown = sort ?? (q.trim() ? 'relevance' : 'rating');
  const keys = tutorSortKeys.filter((key) => key !== 'relevance' || q.trim());

  return (
    <Group gap="sm" align="flex-end" wrap="wrap">
      <TextInput
        label={t('search.label')}
        placeholder={t('search.placeholder')}
        leftSection={<IconSearch size={16} aria-hidden="true" />}
        type="search"
        value={text}
        style={{ flex: '1 1 260px' }}
        onChange={(event) => {
          setText(event.currentTarget.value);
          push(event.currentTarget.value);
        }}
      />
      <Group gap="sm" align="flex-end" wrap="nowrap" style={{ flex: '1 1 auto', maxWidth: '100%' }}>
        {/* A native select: the page's first screen needs none of the kit chunk's code. */}
        <NativeSelect
          label={t('search.sort')}
          data={keys.map((key) => ({ value: key, label: t(`sort.${key}`) }))}
          value={shown}
          onChange={(event) => {
            const value = event.currentTarget.value;
            update({ sort: isSortKey(value) ? value : null });
          }}
          style={{ flex: '1 1 180px' }}
        />
        {filterButton}
      </Group>
    </Group>
  );
}
