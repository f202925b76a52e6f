import { Checkbox, Group, Table, VisuallyHidden } from '@mantine/core';
import type { ClassListItem } from '@school/shared/classes/classes.contract';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { PhaseBadge, StatusBadge } from './class-badges';
import {
  AttendanceCell,
  ClassTitleCell,
  EnrolledCell,
  PriceCell,
  ProposedCell,
  ScheduleCell,
  TutorCell,
} from './class-cells';
import classes from './class-table.module.css';
import { SortHeader } from './sort-header';

export type ClassColumn =
  | 'school'
  | 'status'
  | 'phase'
  | 'tutor'
  | 'schedule'
  | 'enrolled'
  | 'price'
  | 'proposed'
  | 'attendance';

export type ClassSelection = { selected: string[]; onChange: (ids: string[]) => void };

export type ClassListProps = {
  items: ClassListItem[];
  columns: ClassColumn[];
  /** Names the table for assistive technology. */
  label: string;
  sort?: string;
  onSortChange?: (sort: string) => void;
  selection?: ClassSelection;
  renderActions?: (item: ClassListItem) => ReactNode;
};

export const sortKeys: Partial<Record<ClassColumn | 'class', string>> = {
  class: 'title',
  status: 'status',
  schedule: 'firstStartsAt',
  enrolled: 'capacity',
  proposed: 'createdAt',
};

export function ColumnCell({ column, item }: { column: ClassColumn; item: ClassListItem }) {
  switch (column) {
    case 'school':
      return <span dir="auto">{item.schoolName ?? '—'}</span>;
    case 'status':
      return <StatusBadge status={item.status} />;
    case 'phase':
      return item.phase ? <PhaseBadge phase={item.phase} /> : <span aria-hidden="true">—</span>;
    case 'tutor':
      return <TutorCell tutor={item.tutor} />;
    case 'schedule':
      return <ScheduleCell item={item} />;
    case 'enrolled':
      return <EnrolledCell item={item} />;
    case 'price':
      return <PriceCell credits={item.priceCredits} />;
    case 'proposed':
      return <ProposedCell createdAt={item.createdAt} />;
    case 'attendance':
      return <AttendanceCell rate={item.attendanceRate} />;
  }
}

export function toggle(ids: string[], id: string): string[] {
  return ids.includes(id) ? ids.filter((x) => x !== id) : [...ids, id];
}

/** The one table of classes: each page picks its columns; the title opens the class. */
export function ClassTable({
  items,
  columns,
  label,
  sort,
  onSortChange,
  selection,
  renderActions,
}: ClassListProps) {
  const { t } = useTranslation('classes');
  const pageIds = items.map((item) => item.id);
  const selectedHere = pageIds.filter((id) => selection?.selected.includes(id));
  return (
    <Table.ScrollContainer minWidth={860} type="native">
      <Table
        className={classes.table}
        verticalSpacing="sm"
        horizontalSpacing="md"
        aria-label={label}
      >
        <Table.Thead>
          <Table.Tr>
            {selection && (
              <Table.Th w={44}>
                <Checkbox
                  aria-label={t('list.selectAll')}
                  checked={pageIds.length > 0 && selectedHere.length === pageIds.length}
                  indeterminate={selectedHere.length > 0 && selectedHere.length < pageIds.length}
                  onChange={(event) =>
                    selection.onChange(event.currentTarget.checked ? pageIds : [])
                  }
                />
              </Table.Th>
            )}
            <SortHeader
              label={t('columns.class')}
              sortKey={sortKeys.class}
              sort={sort}
              onSortChange={onSortChange}
            />
            {columns.map((column) => (
              <SortHeader
                key={column}
                label={t(`columns.${column}`)}
                sortKey={sortKeys[column]}
                sort={sort}
                onSortChange={onSortChange}
              />
            ))}
            {renderActions && (
              <Table.Th className={`${classes.th} ${classes.actions}`}>
                <VisuallyHidden>{t('columns.actions')}</VisuallyHidden>
              </Table.Th>
            )}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {items.map((item) => {
            const selected = selection?.selected.includes(item.id) ?? false;
            return (
              <Table.Tr key={item.id} className={classes.row} data-selected={selected || undefined}>
                {selection && (
                  <Table.Td>
                    <Checkbox
                      className={classes.control}
                      aria-label={t('list.select', { title: item.title })}
                      checked={selected}
                      onChange={() => selection.onChange(toggle(selection.selected, item.id))}
                    />
                  </Table.Td>
                )}
                <Table.Td maw={320}>
                  <ClassTitleCell item={item} />
                </Table.Td>
                {columns.map((column) => (
                  <Table.Td key={column}>
                    <ColumnCell column={column} item={item} />
                  </Table.Td>
                ))}
                {renderActions && (
                  <Table.Td className={classes.actions}>
                    <Group gap="xs" justify="flex-end" wrap="nowrap" className={classes.control}>
                      {renderActions(item)}
                    </Group>
                  </Table.Td>
                )}
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
