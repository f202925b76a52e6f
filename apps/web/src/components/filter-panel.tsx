import { Badge, Button, Paper, Stack, Title } from '@mantine/core';
import { IconAdjustmentsHorizontal } from '@tabler/icons-react';
import type { ReactNode } from 'react';

type FilterPanelProps = {
  /** "Filters": the panel's heading. */
  title: string;
  /** The panel's id. */
  id: string;
  /** Below the fields: a button that clears them. */
  footer?: ReactNode;
  children: ReactNode;
};

/**
 * A list's filters beside the list on a wide screen; on a phone the same fields go into a
 * `FilterDrawer` (filter-drawer.tsx, loaded when first wanted) opened by a `FilterButton`.
 */
export function FilterPanel({ title, id, footer, children }: FilterPanelProps) {
  return (
    <Paper
      component="section"
      withBorder
      radius="lg"
      shadow="xs"
      p="md"
      id={id}
      aria-labelledby={`${id}-title`}
    >
      <Stack gap="md">
        <Title order={2} size="h5" id={`${id}-title`}>
          {title}
        </Title>
        {children}
        {footer}
      </Stack>
    </Paper>
  );
}

type FilterButtonProps = {
  label: string;
  /** Filters in use, shown as a count on the button. */
  count: number;
  /** The count in words ("2 filters in use"). */
  countLabel: string;
  controls: string;
  expanded: boolean;
  onClick: () => void;
  /** Pointed at or focused: the moment to fetch what the panel needs. */
  onIntent?: () => void;
};

/** The button that opens a phone's filter drawer, with the number of filters in use. */
export function FilterButton({
  label,
  count,
  countLabel,
  controls,
  expanded,
  onClick,
  onIntent,
}: FilterButtonProps) {
  return (
    <Button
      variant="default"
      leftSection={<IconAdjustmentsHorizontal size={16} aria-hidden="true" />}
      rightSection={
        count > 0 ? (
          <Badge size="sm" circle aria-label={countLabel}>
            {count}
          </Badge>
        ) : undefined
      }
      aria-haspopup="dialog"
      aria-expanded={expanded}
      aria-controls={controls}
      onClick={onClick}
      onPointerEnter={onIntent}
      onFocus={onIntent}
    >
      {label}
    </Button>
  );
}
