import { Button, Group, NativeSelect } from '@mantine/core';
import type { StudentStatus } from '@school/shared/students/students.contract';
import { IconFilterOff } from '@tabler/icons-react';
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { SearchField } from '../../../components/search-field';
import { useGradeWords } from '../../../lib/grades';
import { useGrades } from '../api/get-grades';
import type { ColumnVisibility, OptionalColumn } from '../lib/columns';
import { statuses, type RosterParams } from '../lib/roster-params';
import { ColumnsControl } from './menu-triggers';
import classes from './roster-filters.module.css';

type RosterFiltersProps = {
  q: string;
  status: StudentStatus | null;
  grade: string | null;
  onChange: (patch: Partial<RosterParams>, replace?: boolean) => void;
  onClear: () => void;
  /** The column menu only matters where the table shows (not the phone's cards). */
  showColumns: boolean;
  columns: ColumnVisibility;
  onToggleColumn: (column: OptionalColumn) => void;
  onResetColumns: () => void;
};

const isStatus = (value: string): value is StudentStatus =>
  (statuses as readonly string[]).includes(value);

/** Search, status and grade (native selects: light to load, and a phone shows its own picker). */
export const RosterFilters = memo(function RosterFilters({
  q,
  status,
  grade,
  onChange,
  onClear,
  showColumns,
  columns,
  onToggleColumn,
  onResetColumns,
}: RosterFiltersProps) {
  const { t } = useTranslation('students');
  const grades = useGrades();
  const { label: gradeLabel } = useGradeWords();
  const filtered = q.trim() !== '' || status !== null || grade !== null;
  const gradeOptions = grade && !grades.includes(grade) ? [...grades, grade] : grades;
  return (
    <div className={classes.root}>
      <div className={classes.search}>
        <SearchField
          value={q}
          onSearch={(next) => onChange({ q: next }, true)}
          label={t('filters.search')}
          placeholder={t('filters.searchPlaceholder')}
          clearLabel={t('filters.clearSearch')}
        />
      </div>
      <NativeSelect
        aria-label={t('filters.status')}
        data={[
          { value: '', label: t('filters.allStatuses') },
          ...statuses.map((value) => ({ value, label: t(`status.${value}`) })),
        ]}
        value={status ?? ''}
        onChange={(event) => {
          const value = event.currentTarget.value;
          onChange({ status: isStatus(value) ? value : null });
        }}
        className={classes.select}
      />
      <NativeSelect
        aria-label={t('filters.grade')}
        data={[
          { value: '', label: t('filters.allGrades') },
          ...gradeOptions.map((value) => ({ value, label: gradeLabel(value) })),
        ]}
        value={grade ?? ''}
        onChange={(event) => onChange({ grade: event.currentTarget.value || null })}
        className={classes.select}
      />
      {(showColumns || filtered) && (
        <Group gap="xs" className={classes.tools} wrap="nowrap">
          {filtered && (
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
            <ColumnsControl
              visibility={columns}
              onToggle={onToggleColumn}
              onReset={onResetColumns}
            />
          )}
        </Group>
      )}
    </div>
  );
});
