import { Group, Paper, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

type SectionCardProps = {
  title: string;
  /** Heading id, so the section can be named by it. */
  id: string;
  description?: ReactNode;
  actions?: ReactNode;
  children: ReactNode;
  padded?: boolean;
};

/** A titled card of the class page; it is a landmark region named by its heading. */
export function SectionCard({
  title,
  id,
  description,
  actions,
  children,
  padded = true,
}: SectionCardProps) {
  return (
    <Paper component="section" withBorder radius="lg" shadow="xs" aria-labelledby={id}>
      <Group
        justify="space-between"
        align="flex-start"
        gap="sm"
        p="md"
        pb={padded ? 0 : 'md'}
        wrap="wrap"
      >
        <Stack gap={2} miw={0}>
          <Title order={2} size="h4" id={id}>
            {title}
          </Title>
          {description && (
            <Text size="sm" c="dimmed">
              {description}
            </Text>
          )}
        </Stack>
        {actions && (
          <Group gap="xs" wrap="wrap">
            {actions}
          </Group>
        )}
      </Group>
      {padded ? <Stack p="md">{children}</Stack> : children}
    </Paper>
  );
}
