import { CloseButton, TextInput } from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { memo, useState, type ReactNode } from 'react';

const delayMs = 250;
const searchIcon = <IconSearch size={16} aria-hidden="true" />;

type SearchFieldProps = {
  /** The applied value, as the address keeps it. */
  value: string;
  /** Called with the trimmed text once the person pauses, presses Enter or clears. */
  onSearch: (value: string) => void;
  label: string;
  placeholder: string;
  clearLabel: string;
  /** A magnifier unless the field searches for something narrower (a tag's #). */
  icon?: ReactNode;
};

/** Searches as the person types, once they pause; the address keeps the last value. */
export const SearchField = memo(function SearchField({
  value,
  onSearch,
  label,
  placeholder,
  clearLabel,
  icon = searchIcon,
}: SearchFieldProps) {
  const [text, setText] = useState(value);
  const [applied, setApplied] = useState(value);
  // Changed elsewhere (cleared filters, a tag clicked, the back button): show it.
  if (value !== applied) {
    setApplied(value);
    setText(value);
  }
  const apply = useDebouncedCallback((next: string) => {
    setApplied(next.trim());
    onSearch(next.trim());
  }, delayMs);
  return (
    <TextInput
      type="search"
      aria-label={label}
      placeholder={placeholder}
      leftSection={icon}
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
            aria-label={clearLabel}
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
