import { Badge, Button, Drawer, Paper, Stack, Title } from '@mantine/core';
import { IconAdjustmentsHorizontal } from '@tabler/icons-react';
import type { ReactNode } from 'react';

type FilterPanelProps = {
  /** A phone's screen: the filters open in a drawer from the bottom instead of beside the list. */
  narrow: boolean;
  /** The drawer is open (narrow screens only). */
  opened: boolean;
  onClose: () => void;
  /** "Filters": the panel's heading and the drawer's title. */
  title: string;
  closeLabel: string;
  /** The panel's id, named by the button that opens it. */
  id: string;
  /** Below the fields: clear, and in the drawer a button back to the results. */
  footer?: ReactNode;
  children: ReactNode;
};

/** A list's filters: a panel beside the list on a wide screen, a drawer on a phone. */
export function FilterPanel({
  narrow,
  opened,
  onClose,
  title,
  closeLabel,
  id,
  footer,
  children,
}: FilterPanelProps) {
  if (narrow) {
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
