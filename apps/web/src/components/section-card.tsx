import { Group, Paper, Stack, Text, Title, type PaperProps } from '@mantine/core';
import type { ReactNode } from 'react';

type SectionCardProps = PaperProps & {
  title: string;
  /** The heading's id: the section is a landmark region named by its heading. */
  id: string;
  description?: ReactNode;
  actions?: ReactNode;
  children: ReactNode;
  /** Off for content that brings its own edges (a table, a list of rows). */
  padded?: boolean;
};

/** A titled card section of a page: heading, what it is for, its actions, then its content. */
export function SectionCard({
  title,
  id,
  description,
  actions,
  children,
  padded = true,
  ...props
}: SectionCardProps) {
  return (
    <Paper component="section" withBorder radius="lg" shadow="xs" aria-labelledby={id} {...props}>
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
