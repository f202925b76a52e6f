import { Group, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

type PageHeaderProps = {
  title: string;
  description?: ReactNode;
  /** Shown beside the title (a count, badges). */
  aside?: ReactNode;
  actions?: ReactNode;
};

/** A page's title, what it is for, and its main actions. */
export function PageHeader({ title, description, aside, actions }: PageHeaderProps) {
  return (
    <Group justify="space-between" align="flex-end" gap="md" wrap="wrap">
      <Stack gap={4} miw={0}>
        <Group gap="sm" align="center" wrap="wrap">
          <Title order={1} size="h2">
            {title}
          </Title>
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
