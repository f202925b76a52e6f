import { CloseButton, TextInput } from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { memo, useState } from 'react';
import { useTranslation } from 'react-i18next';

const searchDelayMs = 250;

type SearchFieldProps = { value: string; onSearch: (value: string) => void };

/** Searches as the user types, once they pause; the address bar keeps the last search. */
export const SearchField = memo(function SearchField({ value, onSearch }: SearchFieldProps) {
  const { t } = useTranslation('students');
  const [text, setText] = useState(value);
  const [applied, setApplied] = useState(value);
  // The search changed elsewhere (cleared filters, back button): show it.
  if (value !== applied) {
    setApplied(value);
    setText(value);
  }
  const apply = useDebouncedCallback((next: string) => {
    setApplied(next.trim());
    onSearch(next.trim());
  }, searchDelayMs);

  return (
    <TextInput
      type="search"
      aria-label={t('filters.search')}
      placeholder={t('filters.searchPlaceholder')}
      leftSection={<IconSearch size={16} aria-hidden="true" />}
      value={text}
      onChange={(event) => {
        setText(event.currentTarget.value);
        apply(event.currentTarget.value);
      }}
      onKeyDown={(event) => {
        if (event.key === 'Enter') apply.flush();
      }}
      rightSection={
        text ? (
          <CloseButton
            size="sm"
            aria-label={t('filters.clearSearch')}
            onClick={() => {
              apply.cancel();
              setText('');
              setApplied('');
              onSearch('');
            }}
          />
        ) : null
      }
    />
  );
});
