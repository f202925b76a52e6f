import { Paper, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import classes from './form-section.module.css';

type FormSectionProps = { id: string; title: string; description: string; children: ReactNode };

/** One block of the profile: what it is about on the side, its fields in a card. */
export function FormSection({ id, title, description, children }: FormSectionProps) {
  return (
    <section className={classes.root} aria-labelledby={id}>
      <div className={classes.intro}>
        <Title order={2} size="h4" id={id}>
          {title}
        </Title>
        <Text size="sm" c="dimmed" mt={4}>
          {description}
        </Text>
      </div>
      <Paper withBorder radius="lg" p={{ base: 'md', sm: 'lg' }} shadow="xs">
        {children}
      </Paper>
    </section>
  );
}
