import { NativeSelect } from '@mantine/core';
import type { Student } from '@school/shared/students/students.contract';
import { memo, useId, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { fullName } from '../lib/format';
import { useRowLabels, type RowLabels } from '../lib/row-labels';
import { sortToString } from '../../../lib/list-params';
import { sortKeys, type Sort } from '../lib/roster-params';
import { studentDrawer } from './lazy-parts';
import { RowActions, type RowAction } from './menu-triggers';
import { CardsSkeleton } from './cards-skeleton';
import { Avatar, Check } from './roster-parts';
import { StatusBadge } from './status-badge';
import table from './roster-table.module.css';
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
  /** How many of the students to draw yet (see RosterList). */
  shown?: number;
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
  shown = students.length,
}: StudentCardsProps) {
  const { t } = useTranslation('students');
  const selectPageId = useId();
  const labels = useRowLabels(t);
  const selectedOnPage = students.filter((s) => selected.has(s.id)).length;
  const allSelected = students.length > 0 && selectedOnPage === students.length;
  const sortOptions = useMemo(
    () =>
      sortKeys.flatMap((key) =>
        [false, true].map((desc) => ({
          value: sortToString({ key, desc }),
          label: t(desc ? 'sort.desc' : 'sort.asc', { column: t(`sort.${key}`) }),
        })),
      ),
    [t],
  );
  const header = (
    <div className={classes.header}>
      <div className={classes.selectPage}>
        <Check
          label={t('table.selectPage')}
          checked={allSelected}
          indeterminate={selectedOnPage > 0 && !allSelected}
          disabled={students.length === 0}
          onChange={(on) => onSelect(students, on)}
          id={selectPageId}
        />
        <label htmlFor={selectPageId} aria-hidden="true">
          {t('table.selectPageShort')}
        </label>
      </div>
      <NativeSelect
        size="xs"
        w={190}
        aria-label={t('sort.label')}
        data={sortOptions}
        value={sortToString(sort)}
        onChange={(event) => {
          const value = event.currentTarget.value;
          const desc = value.startsWith('-');
          const key = sortKeys.find((k) => k === (desc ? value.slice(1) : value));
          if (key) onSort({ key, desc });
        }}
      />
    </div>
  );
  if (skeletonRows !== undefined) return <CardsSkeleton header={header} rows={skeletonRows} />;
  return (
    <div>
      {header}
      <ul
        className={classes.list}
        data-stale={stale || undefined}
        aria-label={t('table.caption')}
        // A name opens the drawer: its code is fetched once a finger is on the roster.
        onPointerDown={studentDrawer.preload}
      >
        {/* Keyed by position, like the table's rows: a page change updates the cards in place. */}
        {students.slice(0, shown).map((student, index) => (
          <StudentCard
            key={index}
            student={student}
            selected={selected.has(student.id)}
            labels={labels}
            onSelect={onSelect}
            onAction={onAction}
          />
        ))}
      </ul>
    </div>
  );
}

type StudentCardProps = {
  student: Student;
  selected: boolean;
  labels: RowLabels;
  onSelect: (students: Student[], selected: boolean) => void;
  onAction: (action: RowAction, student: Student) => void;
};

const StudentCard = memo(function StudentCard({
  student,
  selected,
  labels,
  onSelect,
  onAction,
}: StudentCardProps) {
  const name = fullName(student);
  return (
    <li className={classes.card} data-selected={selected || undefined}>
      <span className={classes.check}>
        <Check
          label={labels.select(name)}
          checked={selected}
          onChange={(on) => onSelect([student], on)}
        />
      </span>
      <Avatar name={name} src={student.avatar} size="lg" />
      <div className={classes.body}>
        <button
          type="button"
          className={`${table.name} ${classes.name} mantine-focus-auto`}
          onClick={() => onAction('edit', student)}
          aria-label={labels.edit(name)}
          dir="auto"
        >
          {name}
        </button>
        <div className={classes.email} dir="ltr">
          {student.email}
        </div>
        <div className={classes.meta}>
          <StatusBadge status={student.status} label={labels.status[student.status]} />
          {student.grade && (
            <span className={classes.grade} dir="auto">
              {labels.grade(student.grade)}
            </span>
          )}
        </div>
      </div>
      <RowActions student={student} label={labels.menu(name)} onAction={onAction} />
    </li>
  );
});
