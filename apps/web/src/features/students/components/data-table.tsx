import { Checkbox, Skeleton, Table, UnstyledButton } from '@mantine/core';
import { IconArrowDown, IconArrowUp, IconArrowsSort } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Sort, SortKey } from '../lib/roster-params';
import classes from './data-table.module.css';

export type DataColumn<Row> = {
  id: string;
  header: string;
  render: (row: Row) => ReactNode;
  sortKey?: SortKey;
  /** Cells that should not wrap (dates, badges). */
  nowrap?: boolean;
};

type DataTableProps<Row> = {
  caption: string;
  columns: DataColumn<Row>[];
  rows: Row[];
  rowKey: (row: Row) => string;
  rowLabel: (row: Row) => string;
  sort: Sort;
  onSort: (key: SortKey) => void;
  selected: ReadonlySet<string>;
  onSelectRows: (rows: Row[], selected: boolean) => void;
  rowActions: (row: Row) => ReactNode;
  /** Rows of skeleton instead of data (the first load). */
  skeletonRows?: number;
  /** The rows shown are an older page while the next one loads. */
  stale?: boolean;
};

function SortIcon({ direction }: { direction: 'ascending' | 'descending' | 'none' }) {
  const props = { size: 14, stroke: 2, 'aria-hidden': true } as const;
  if (direction === 'ascending') return <IconArrowUp {...props} />;
  if (direction === 'descending') return <IconArrowDown {...props} />;
  return <IconArrowsSort {...props} className={classes.idleSort} />;
}

/** The feature's one table: sortable headers (aria-sort), row selection, actions per row. */
export function DataTable<Row>({
  caption,
  columns,
  rows,
  rowKey,
  rowLabel,
  sort,
  onSort,
  selected,
  onSelectRows,
  rowActions,
  skeletonRows,
  stale = false,
}: DataTableProps<Row>) {
  const { t } = useTranslation('students');
  const selectedOnPage = rows.filter((row) => selected.has(rowKey(row))).length;
  const allSelected = rows.length > 0 && selectedOnPage === rows.length;

  return (
    <Table.ScrollContainer
      minWidth={100 + columns.length * 150}
      type="native"
      className={classes.scroll}
    >
      <Table
        verticalSpacing="sm"
        horizontalSpacing="md"
        highlightOnHover
        className={classes.table}
        data-stale={stale || undefined}
        aria-busy={stale || skeletonRows !== undefined}
      >
        <caption className={classes.caption}>{caption}</caption>
        <Table.Thead className={classes.head}>
          <Table.Tr>
            <Table.Th className={classes.checkCell}>
              <Checkbox
                aria-label={t('table.selectPage')}
                checked={allSelected}
                indeterminate={selectedOnPage > 0 && !allSelected}
                disabled={rows.length === 0}
                onChange={(event) => onSelectRows(rows, event.currentTarget.checked)}
              />
            </Table.Th>
            {columns.map((column) => {
              if (!column.sortKey) {
                return (
                  <Table.Th key={column.id} className={classes.th}>
                    {column.header}
                  </Table.Th>
                );
              }
              const key = column.sortKey;
              const direction =
                sort.key === key ? (sort.desc ? 'descending' : 'ascending') : 'none';
              return (
                <Table.Th key={column.id} aria-sort={direction} className={classes.th}>
                  <UnstyledButton
                    className={classes.sortButton}
                    data-active={direction !== 'none' || undefined}
                    onClick={() => onSort(key)}
                  >
                    <span>{column.header}</span>
                    <SortIcon direction={direction} />
                  </UnstyledButton>
                </Table.Th>
              );
            })}
            <Table.Th className={classes.actionsCell}>
              <span className={classes.visuallyHidden}>{t('table.actions')}</span>
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {skeletonRows !== undefined
            ? Array.from({ length: skeletonRows }, (_, index) => (
                <Table.Tr key={index}>
                  <Table.Td className={classes.checkCell}>
                    <Skeleton height={18} width={18} radius="sm" />
                  </Table.Td>
                  {columns.map((column, columnIndex) => (
                    <Table.Td key={column.id}>
                      <Skeleton height={12} width={columnIndex === 0 ? '70%' : '55%'} radius="xl" />
                    </Table.Td>
                  ))}
                  <Table.Td />
                </Table.Tr>
              ))
            : rows.map((row) => {
                const key = rowKey(row);
                const isSelected = selected.has(key);
                return (
                  <Table.Tr key={key} data-selected={isSelected || undefined}>
                    <Table.Td className={classes.checkCell}>
                      <Checkbox
                        aria-label={t('table.selectRow', { name: rowLabel(row) })}
                        checked={isSelected}
                        onChange={(event) => onSelectRows([row], event.currentTarget.checked)}
                      />
                    </Table.Td>
                    {columns.map((column) => (
                      <Table.Td
                        key={column.id}
                        className={column.nowrap ? classes.nowrap : undefined}
                      >
                        {column.render(row)}
                      </Table.Td>
                    ))}
                    <Table.Td className={classes.actionsCell}>{rowActions(row)}</Table.Td>
                  </Table.Tr>
                );
              })}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
