import { Table, UnstyledButton } from '@mantine/core';
import { IconArrowDown, IconArrowUp, IconSelector } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import classes from './class-table.module.css';

type SortHeaderProps = {
  label: ReactNode;
  /** The API sort key this column orders by; none makes a plain header. */
  sortKey?: string;
  sort?: string;
  onSortChange?: (sort: string) => void;
};

/** A column header that sorts by its key: ascending first, then descending (`-key`). */
export function SortHeader({ label, sortKey, sort, onSortChange }: SortHeaderProps) {
  if (!sortKey || !onSortChange) return <Table.Th className={classes.th}>{label}</Table.Th>;
  const direction = sort === sortKey ? 'ascending' : sort === `-${sortKey}` ? 'descending' : 'none';
  const Icon =
    direction === 'ascending'
      ? IconArrowUp
      : direction === 'descending'
        ? IconArrowDown
        : IconSelector;
  return (
    <Table.Th className={classes.th} aria-sort={direction}>
      <UnstyledButton
        className={classes.sortButton}
        onClick={() => onSortChange(direction === 'ascending' ? `-${sortKey}` : sortKey)}
      >
        {label}
        <Icon size={14} stroke={2} aria-hidden="true" />
      </UnstyledButton>
    </Table.Th>
  );
}
