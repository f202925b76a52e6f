import { Button, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import classes from './status-screen.module.css';

type StatusScreenProps = {
  icon: ReactNode;
  eyebrow?: string;
  title: string;
  text: string;
  actionLabel: string;
  actionTo: string;
};

/** A full-page message outside the console shell (404, not authorized). */
export function StatusScreen({
  icon,
  eyebrow,
  title,
  text,
  actionLabel,
  actionTo,
}: StatusScreenProps) {
  return (
    <main className={classes.root}>
      <Stack align="center" gap="md" className={classes.card}>
        <ThemeIcon size={72} radius="xl" variant="light" aria-hidden="true">
          {icon}
        </ThemeIcon>
        {eyebrow && (
          <Text className={classes.eyebrow} c="dimmed" aria-hidden="true">
            {eyebrow}
          </Text>
        )}
        <Title order={1} ta="center" className={classes.title}>
          {title}
        </Title>
        <Text c="dimmed" ta="center">
          {text}
        </Text>
        <Button component={Link} to={actionTo} size="md" mt="sm">
          {actionLabel}
        </Button>
      </Stack>
    </main>
  );
}
