import { Badge, Group, Paper, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { SkeletonBlock } from '../../../components/skeleton-block';
import classes from './kpi-card.module.css';
import { Sparkline } from './sparkline';

type KpiCardProps = {
  label: string;
  value: string;
  /** The change against the previous period, already worded; its sign picks the colour. */
  change?: { text: string; sign: number; label: string } | null;
  note?: ReactNode;
  series?: number[];
  seriesLabel: string;
  to: string;
  testId: string;
};

/** One figure of the school, linking to the page behind it. */
export function KpiCard({
  label,
  value,
  change,
  note,
  series,
  seriesLabel,
  to,
  testId,
}: KpiCardProps) {
  return (
    <Paper
      component={Link}
      to={to}
      withBorder
      radius="lg"
      p="md"
      className={classes.card}
      data-testid={testId}
    >
      <Stack gap={6} h="100%" justify="space-between">
        <Text size="sm" c="dimmed" fw={600}>
          {label}
        </Text>
        <Group justify="space-between" align="flex-end" wrap="nowrap" gap="xs">
          <Text className={classes.value} data-testid={`${testId}-value`}>
            {value}
          </Text>
          {change && (
            <Badge
              variant="light"
              color={change.sign > 0 ? 'teal' : change.sign < 0 ? 'red' : 'gray'}
              radius="sm"
              tt="none"
              aria-label={change.label}
            >
              {change.text}
            </Badge>
          )}
        </Group>
        {note && (
          <Text size="xs" c="dimmed">
            {note}
          </Text>
        )}
        {series && <Sparkline values={series} label={seriesLabel} />}
      </Stack>
    </Paper>
  );
}

/** A card's place while the figures load: the same size, so nothing moves when they come. */
export function KpiCardSkeleton() {
  return (
    <Paper withBorder radius="lg" p="md" className={classes.card}>
      <Stack gap={10}>
        <SkeletonBlock height={14} width="60%" />
        <SkeletonBlock height={30} width="45%" />
        <SkeletonBlock height={32} width={120} />
      </Stack>
    </Paper>
  );
}
