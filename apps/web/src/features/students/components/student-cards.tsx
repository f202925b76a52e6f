import {
  Avatar,
  Checkbox,
  Group,
  Select,
  Skeleton,
  Stack,
  Text,
  UnstyledButton,
} from '@mantine/core';
import type { Student } from '@school/shared/students/students.contract';
import { useTranslation } from 'react-i18next';
import { fullName } from '../lib/format';
import { sortKeys, sortToString, type Sort } from '../lib/roster-params';
import { RowActions, type RowAction } from './row-actions';
import { StatusBadge } from './status-badge';
import classes from './student-cards.module.css';

type StudentCardsProps = {
  students: Student[];
  selected: ReadonlySet<string>;
  onSelect: (students: Student[], selected: boolean) => void;
  onAction: (action: RowAction, student: Student) => void;
  sort: Sort;
  onSort: (sort: Sort) => void;
  skeletonRows?: number;
  stale?: boolean;
};

/** The roster on a phone: one card per student instead of a wide table. */
export function StudentCards({
  students,
  selected,
  onSelect,
  onAction,
  sort,
  onSort,
  skeletonRows,
  stale = false,
}: StudentCardsProps) {
  const { t } = useTranslation('students');
  const selectedOnPage = students.filter((s) => selected.has(s.id)).length;
  const allSelected = students.length > 0 && selectedOnPage === students.length;
  const sortOptions = sortKeys.flatMap((key) =>
    [false, true].map((desc) => ({
      value: sortToString({ key, desc }),
      label: t(desc ? 'sort.desc' : 'sort.asc', { column: t(`sort.${key}`) }),
    })),
  );
  const header = (
    <div className={classes.header}>
      <Checkbox
        label={t('table.selectPageShort')}
        aria-label={t('table.selectPage')}
        checked={allSelected}
        indeterminate={selectedOnPage > 0 && !allSelected}
        disabled={students.length === 0}
        onChange={(event) => onSelect(students, event.currentTarget.checked)}
        size="sm"
      />
      <Select
        size="xs"
        w={190}
        aria-label={t('sort.label')}
        data={sortOptions}
        value={sortToString(sort)}
        allowDeselect={false}
        onChange={(value) => {
          const desc = value?.startsWith('-') ?? false;
          const key = sortKeys.find((k) => k === (desc ? value?.slice(1) : value));
          if (key) onSort({ key, desc });
        }}
        comboboxProps={{ shadow: 'md' }}
      />
    </div>
  );
  if (skeletonRows !== undefined) {
    return (
      <div className={classes.list} aria-busy="true">
        {header}
        {Array.from({ length: skeletonRows }, (_, index) => (
          <div key={index} className={classes.card}>
            <Skeleton height={36} circle />
            <Stack gap={8} style={{ flex: 1 }}>
              <Skeleton height={12} width="60%" radius="xl" />
              <Skeleton height={10} width="80%" radius="xl" />
            </Stack>
          </div>
        ))}
      </div>
    );
  }
  return (
    <div>
      {header}
      <ul className={classes.list} data-stale={stale || undefined} aria-label={t('table.caption')}>
        {students.map((student) => {
          const name = fullName(student);
          const isSelected = selected.has(student.id);
          return (
            <li key={student.id} className={classes.card} data-selected={isSelected || undefined}>
              <Checkbox
                aria-label={t('table.selectRow', { name })}
                checked={isSelected}
                onChange={(event) => onSelect([student], event.currentTarget.checked)}
                mt={8}
              />
              <Avatar src={student.avatar} name={name} color="initials" radius="xl" size={36} />
              <div className={classes.body}>
                <UnstyledButton
                  className={classes.name}
                  onClick={() => onAction('edit', student)}
                  aria-label={t('actions.editNamed', { name })}
                >
                  {name}
                </UnstyledButton>
                <Text size="xs" c="dimmed" truncate dir="ltr" className={classes.email}>
                  {student.email}
                </Text>
                <Group gap={6} mt={6}>
                  <StatusBadge status={student.status} />
                  {student.grade && (
                    <Text size="xs" c="dimmed">
                      {student.grade}
                    </Text>
                  )}
                </Group>
              </div>
              <RowActions student={student} onAction={onAction} />
            </li>
          );
        })}
      </ul>
    </div>
  );
}
