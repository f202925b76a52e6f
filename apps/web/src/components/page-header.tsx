import { Group, Stack, Text, Title } from '@mantine/core';
import { createContext, useContext, type ReactNode } from 'react';

type PageHeaderProps = {
  title: string;
  description?: ReactNode;
  /** Shown beside the title (a count, badges). */
  aside?: ReactNode;
  actions?: ReactNode;
};

/**
 * What the shell adds beside every page's title (the bookmark star): the kit knows no feature,
 * so the console layout provides it.
 */
export const PageHeaderExtra = createContext<ReactNode>(null);

/** The shell's addition for a page that draws its own title instead of a PageHeader. */
export function PageHeaderExtraSlot() {
  return <>{useContext(PageHeaderExtra)}</>;
}

/** A page's title, what it is for, and its main actions. */
export function PageHeader({ title, description, aside, actions }: PageHeaderProps) {
  const extra = useContext(PageHeaderExtra);
  return (
    <Group justify="space-between" align="flex-end" gap="md" wrap="wrap">
      <Stack gap={4} miw={0}>
        <Group gap="sm" align="center" wrap="wrap">
          <Title order={1} size="h2">
            {title}
          </Title>
          {extra}
          {aside}
        </Group>
        {description && (
          <Text c="dimmed" size="sm">
            {description}
          </Text>
        )}
      </Stack>
      {actions && (
        <Group gap="sm" wrap="wrap">
          {actions}
        </Group>
      )}
    </Group>
  );
}
