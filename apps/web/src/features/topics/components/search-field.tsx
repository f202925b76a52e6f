import { CloseButton, TextInput } from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import type { ReactNode } from 'react';
import { memo, useState } from 'react';

const delayMs = 250;

type SearchFieldProps = {
  value: string;
  onSearch: (value: string) => void;
  label: string;
  placeholder: string;
  clearLabel: string;
  icon: ReactNode;
};

/** Applies what is typed once the person pauses; the address keeps the last value. */
export const SearchField = memo(function SearchField({
  value,
  onSearch,
  label,
  placeholder,
  clearLabel,
  icon,
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
