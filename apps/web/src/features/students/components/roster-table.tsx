import { Avatar, Group, Stack, Text, UnstyledButton } from '@mantine/core';
import type { Student } from '@school/shared/students/students.contract';
import { useTranslation } from 'react-i18next';
import {
  columnSortKeys,
  optionalColumns,
  type ColumnVisibility,
  type OptionalColumn,
} from '../lib/columns';
import { formatDate, fullName } from '../lib/format';
import type { RosterParams, SortKey } from '../lib/roster-params';
import { DataTable, type DataColumn } from './data-table';
import { RowActions, type RowAction } from './row-actions';
import classes from './roster-table.module.css';
import { StatusBadge } from './status-badge';

type RosterTableProps = {
  students: Student[];
  params: RosterParams;
  onSort: (key: SortKey) => void;
  visibility: ColumnVisibility;
  selected: ReadonlySet<string>;
  onSelect: (students: Student[], selected: boolean) => void;
  onAction: (action: RowAction, student: Student) => void;
  skeletonRows?: number;
  stale?: boolean;
};

const dash = (
  <Text c="dimmed" span>
    —
  </Text>
);

export function RosterTable({
  students,
  params,
  onSort,
  visibility,
  selected,
  onSelect,
  onAction,
  skeletonRows,
  stale,
}: RosterTableProps) {
  const { t, i18n } = useTranslation('students');
  const date = (value: string | null) => (value ? formatDate(value, i18n.language) : dash);

  const cells: Record<OptionalColumn, DataColumn<Student>['render']> = {
    email: (s) => (
      <Text size="sm" dir="ltr" span>
        {s.email}
      </Text>
    ),
    grade: (s) => s.grade ?? dash,
    status: (s) => <StatusBadge status={s.status} />,
    guardian: (s) =>
      s.guardianName || s.guardianPhone ? (
        <Stack gap={0}>
          <Text size="sm">{s.guardianName}</Text>
          {s.guardianPhone && (
            <Text size="xs" c="dimmed" dir="ltr">
              {s.guardianPhone}
            </Text>
          )}
        </Stack>
      ) : (
        dash
      ),
    phone: (s) =>
      s.phone ? (
        <Text size="sm" dir="ltr" span>
          {s.phone}
        </Text>
      ) : (
        dash
      ),
    dateOfBirth: (s) => date(s.dateOfBirth),
    enrolledAt: (s) => date(s.enrolledAt),
    createdAt: (s) => date(s.createdAt),
  };
  const nowrap = new Set<OptionalColumn>([
    'email',
    'status',
    'guardian',
    'dateOfBirth',
    'enrolledAt',
    'createdAt',
    'phone',
  ]);

  const columns: DataColumn<Student>[] = [
    {
      id: 'name',
      header: t('columns.name'),
      sortKey: 'lastName',
      nowrap: true,
      render: (s) => (
        <Group gap="sm" wrap="nowrap">
          <Avatar src={s.avatar} name={fullName(s)} color="initials" radius="xl" size={32} />
          <UnstyledButton
            className={classes.name}
            onClick={() => onAction('edit', s)}
            aria-label={t('actions.editNamed', { name: fullName(s) })}
          >
            {fullName(s)}
          </UnstyledButton>
        </Group>
      ),
    },
    ...optionalColumns
      .filter((column) => visibility[column])
      .map((column) => ({
        id: column,
        header: t(`columns.${column}`),
        sortKey: columnSortKeys[column],
        render: cells[column],
        nowrap: nowrap.has(column),
      })),
  ];

  return (
    <DataTable
      caption={t('table.caption')}
      columns={columns}
      rows={students}
      rowKey={(s) => s.id}
      rowLabel={fullName}
      sort={params.sort}
      onSort={onSort}
      selected={selected}
      onSelectRows={onSelect}
      rowActions={(s) => <RowActions student={s} onAction={onAction} />}
      skeletonRows={skeletonRows}
      stale={stale}
    />
  );
}
