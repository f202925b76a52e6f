import { Button, Group, Select } from '@mantine/core';
import type { StudentStatus } from '@school/shared/students/students.contract';
import { IconFilterOff } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { hasFilters, statuses, type RosterParams } from '../lib/roster-params';
import type { ColumnVisibility, OptionalColumn } from '../lib/columns';
import { ColumnMenu } from './column-menu';
import { SearchField } from './search-field';
import classes from './roster-filters.module.css';

type RosterFiltersProps = {
  params: RosterParams;
  grades: string[];
  onChange: (patch: Partial<RosterParams>, replace?: boolean) => void;
  onClear: () => void;
  /** The column menu only matters where the table shows (not the phone's cards). */
  showColumns: boolean;
  columns: ColumnVisibility;
  onToggleColumn: (column: OptionalColumn) => void;
  onResetColumns: () => void;
};

const isStatus = (value: string | null): value is StudentStatus =>
  value !== null && (statuses as readonly string[]).includes(value);

export function RosterFilters({
  params,
  grades,
  onChange,
  onClear,
  showColumns,
  columns,
  onToggleColumn,
  onResetColumns,
}: RosterFiltersProps) {
  const { t } = useTranslation('students');
  const gradeOptions =
    params.grade && !grades.includes(params.grade) ? [...grades, params.grade] : grades;
  return (
    <div className={classes.root}>
      <div className={classes.search}>
        <SearchField value={params.q} onSearch={(q) => onChange({ q }, true)} />
      </div>
      <Select
        aria-label={t('filters.status')}
        placeholder={t('filters.allStatuses')}
        data={statuses.map((status) => ({ value: status, label: t(`status.${status}`) }))}
        value={params.status}
        onChange={(value) => onChange({ status: isStatus(value) ? value : null })}
        clearable
        clearButtonProps={{ 'aria-label': t('filters.clearStatus') }}
        allowDeselect
        className={classes.select}
        comboboxProps={{ shadow: 'md' }}
      />
      <Select
        aria-label={t('filters.grade')}
        placeholder={t('filters.allGrades')}
        data={gradeOptions}
        value={params.grade}
        onChange={(value) => onChange({ grade: value || null })}
        clearable
        clearButtonProps={{ 'aria-label': t('filters.clearGrade') }}
        className={classes.select}
        comboboxProps={{ shadow: 'md' }}
      />
      {(showColumns || hasFilters(params)) && (
        <Group gap="xs" className={classes.tools} wrap="nowrap">
          {hasFilters(params) && (
            <Button
              variant="subtle"
              color="gray"
              leftSection={<IconFilterOff size={16} aria-hidden="true" />}
              onClick={onClear}
            >
              {t('filters.clear')}
            </Button>
          )}
          {showColumns && (
            <ColumnMenu visibility={columns} onToggle={onToggleColumn} onReset={onResetColumns} />
          )}
        </Group>
      )}
    </div>
  );
}
