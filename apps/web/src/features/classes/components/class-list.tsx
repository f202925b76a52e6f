import { Skeleton, Stack } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconChalkboard } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { EmptyState } from '../../../components/empty-state';
import { ClassCards } from './class-cards';
import { ClassTable, type ClassListProps } from './class-table';

type ClassListViewProps = ClassListProps & {
  loading: boolean;
  emptyTitle: string;
  emptyText?: string;
  emptyAction?: ReactNode;
};

/** Skeleton while loading, an empty state, or the classes: a table, or cards on narrow screens. */
export function ClassList({
  loading,
  emptyTitle,
  emptyText,
  emptyAction,
  ...props
}: ClassListViewProps) {
  const narrow = useMediaQuery('(max-width: 48em)', false, { getInitialValueInEffect: false });
  if (loading) {
    return (
      <Stack gap="sm" p="md" aria-busy="true">
        {Array.from({ length: 5 }, (_, i) => (
          <Skeleton key={i} height={44} radius="sm" />
        ))}
      </Stack>
    );
  }
  if (props.items.length === 0) {
    return (
      <EmptyState
        icon={<IconChalkboard size={28} stroke={1.6} aria-hidden="true" />}
        title={emptyTitle}
        text={emptyText}
        actions={emptyAction}
      />
    );
  }
  // A list that spans schools (the platform admin outside one) says whose each class is.
  const spansSchools = props.items.some((item) => item.schoolName !== undefined);
  const shown = spansSchools ? { ...props, columns: ['school' as const, ...props.columns] } : props;
  if (narrow) return <ClassCards {...shown} />;
  return <ClassTable {...shown} />;
}
