import { Drawer, Stack } from '@mantine/core';
import type { ReactNode } from 'react';

type FilterDrawerProps = {
  opened: boolean;
  onClose: () => void;
  /** "Filters": the drawer's title. */
  title: string;
  closeLabel: string;
  /** The id the `FilterButton` that opens it names. */
  id: string;
  /** Below the fields: a button back to the results, and one that clears the filters. */
  footer?: ReactNode;
  children: ReactNode;
};

/**
 * A phone's filters: a drawer from the bottom edge, where a thumb reaches, with the same fields
 * a wide screen shows in a `FilterPanel`. Its own file, so a page loads it (and the drawer's
 * code and styles) only when a person goes to open it.
 */
export function FilterDrawer({
  opened,
  onClose,
  title,
  closeLabel,
  id,
  footer,
  children,
}: FilterDrawerProps) {
  return (
    <Drawer
      opened={opened}
      onClose={onClose}
      position="bottom"
      size="90%"
      radius="lg"
      title={title}
      closeButtonProps={{ 'aria-label': closeLabel }}
      id={id}
    >
      <Stack gap="md" pb="md">
        {children}
        {footer}
      </Stack>
    </Drawer>
  );
}
