import type { Student } from '@school/shared/students/students.contract';
import { IconArrowDown, IconArrowUp, IconArrowsSort } from '@tabler/icons-react';
import type { TFunction } from 'i18next';
import { memo, useMemo } from 'react';
import {
  columnSortKeys,
  optionalColumns,
  type ColumnVisibility,
  type OptionalColumn,
} from '../lib/columns';
import { useTranslation } from 'react-i18next';
import type { Sort, SortKey } from '../lib/roster-params';
import { useStableCallback } from '../lib/use-stable-callback';
import { useSchoolZone } from '../../../lib/use-school-format';
import { useRowLabels } from '../lib/row-labels';
import type { RowAction } from './menu-triggers';
import { studentDrawer } from './lazy-parts';
import { Check } from './roster-parts';
import { RosterRow } from './roster-row';
import classes from './roster-table.module.css';

type RosterTableProps = {
  students: Student[];
  sort: Sort;
  onSort: (key: SortKey) => void;
  visibility: ColumnVisibility;
  selected: ReadonlySet<string>;
  onSelect: (students: Student[], selected: boolean) => void;
  onAction: (action: RowAction, student: Student) => void;
  /** Rows of skeleton instead of data (the first load). */
  skeletonRows?: number;
  /** The rows shown are an older page while the next one loads. */
  stale?: boolean;
};

/** The roster on a wide screen: sortable headers (aria-sort), row selection, actions per row. */
export function RosterTable({
  students,
  sort,
  onSort,
  visibility,
  selected,
  onSelect,
  onAction,
  skeletonRows,
  stale = false,
}: RosterTableProps) {
  const { t, i18n } = useTranslation('students');
  const zone = useSchoolZone();
  const columns = useMemo(
    () => optionalColumns.filter((column) => visibility[column]),
    [visibility],
  );
  const selectedOnPage = students.filter((s) => selected.has(s.id)).length;
  const allSelected = students.length > 0 && selectedOnPage === students.length;
  const labels = useRowLabels(t);
  const selectPage = useStableCallback((on: boolean) => onSelect(students, on));

  return (
    <div className={classes.scroll}>
      <table
        className={classes.table}
        style={{ minWidth: 250 + columns.length * 150 }}
        data-stale={stale || undefined}
        aria-busy={stale || skeletonRows !== undefined}
        // A name opens the drawer: its code is fetched once the pointer is over the roster.
        onPointerEnter={studentDrawer.preload}
      >
        <caption className={classes.caption}>{t('table.caption')}</caption>
        <RosterHead
          t={t}
          columns={columns}
          sort={sort}
          onSort={onSort}
          allSelected={allSelected}
          someSelected={selectedOnPage > 0 && !allSelected}
          empty={students.length === 0}
          onSelectPage={selectPage}
        />
        <tbody>
          {skeletonRows !== undefined
            ? Array.from({ length: skeletonRows }, (_, index) => (
                <SkeletonRow key={index} columns={columns.length} />
              ))
            : // Keyed by position: a page change updates the rows on screen in place instead of
              // building new ones.
              students.map((student, index) => (
                <RosterRow
                  key={index}
                  student={student}
                  selected={selected.has(student.id)}
                  columns={columns}
                  labels={labels}
                  language={i18n.language}
                  zone={zone}
                  onSelect={onSelect}
                  onAction={onAction}
                />
              ))}
        </tbody>
      </table>
    </div>
  );
}

type RosterHeadProps = {
  t: TFunction<'students'>;
  columns: OptionalColumn[];
  sort: Sort;
  onSort: (key: SortKey) => void;
  allSelected: boolean;
  someSelected: boolean;
  empty: boolean;
  onSelectPage: (selected: boolean) => void;
};

function SortIcon({ direction }: { direction: 'ascending' | 'descending' | 'none' }) {
  const props = { size: 14, stroke: 2, 'aria-hidden': true } as const;
  if (direction === 'ascending') return <IconArrowUp {...props} />;
  if (direction === 'descending') return <IconArrowDown {...props} />;
  return <IconArrowsSort {...props} className={classes.idleSort} />;
}

function SortHeader({
  label,
  sortKey,
  sort,
  onSort,
}: {
  label: string;
  sortKey: SortKey;
  sort: Sort;
  onSort: (key: SortKey) => void;
}) {
  const direction = sort.key === sortKey ? (sort.desc ? 'descending' : 'ascending') : 'none';
  return (
    <th aria-sort={direction} className={classes.th}>
      <button
        type="button"
        className={`${classes.sortButton} mantine-focus-auto`}
        data-active={direction !== 'none' || undefined}
        onClick={() => onSort(sortKey)}
      >
        <span>{label}</span>
        <SortIcon direction={direction} />
      </button>
    </th>
  );
}

// The head stays as it is while only the page changes (its props are the same).
const RosterHead = memo(function RosterHead({
  t,
  columns,
  sort,
  onSort,
  allSelected,
  someSelected,
  empty,
  onSelectPage,
}: RosterHeadProps) {
  return (
    <thead className={classes.head}>
      <tr>
        <th className={classes.checkCell}>
          <Check
            label={t('table.selectPage')}
            checked={allSelected}
            indeterminate={someSelected}
            disabled={empty}
            onChange={onSelectPage}
          />
        </th>
        <SortHeader label={t('columns.name')} sortKey="lastName" sort={sort} onSort={onSort} />
        {columns.map((column) => {
          const sortKey = columnSortKeys[column];
          return sortKey ? (
            <SortHeader
              key={column}
              label={t(`columns.${column}`)}
              sortKey={sortKey}
              sort={sort}
              onSort={onSort}
            />
          ) : (
            <th key={column} className={classes.th}>
              {t(`columns.${column}`)}
            </th>
          );
        })}
        <th className={classes.actionsCell}>
          <span className={classes.visuallyHidden}>{t('table.actions')}</span>
        </th>
      </tr>
    </thead>
  );
});

function SkeletonRow({ columns }: { columns: number }) {
  return (
    <tr>
      <td className={classes.checkCell}>
        <span className={classes.skeleton} data-box />
      </td>
      {Array.from({ length: columns + 1 }, (_, index) => (
        <td key={index}>
          <span className={classes.skeleton} style={{ width: index === 0 ? '70%' : '55%' }} />
        </td>
      ))}
      <td />
    </tr>
  );
}
