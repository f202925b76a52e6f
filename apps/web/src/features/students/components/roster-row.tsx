import type { Student } from '@school/shared/students/students.contract';
import { memo } from 'react';
import type { OptionalColumn } from '../lib/columns';
import { formatDate, fullName } from '../lib/format';
import type { RowLabels } from '../lib/row-labels';
import { RowActions, type RowAction } from './menu-triggers';
import { Avatar } from './roster-parts';
import parts from './roster-parts.module.css';
import classes from './roster-table.module.css';
import { StatusBadge } from './status-badge';

type RosterRowProps = {
  student: Student;
  selected: boolean;
  columns: OptionalColumn[];
  labels: RowLabels;
  language: string;
  /** The school's time zone, for instants such as when a student was added. */
  zone: string;
  onSelect: (students: Student[], selected: boolean) => void;
  onAction: (action: RowAction, student: Student) => void;
};

const dash = <span className={classes.dimmed}>—</span>;

function date(value: string | null, language: string, zone: string) {
  return value ? formatDate(value, language, zone) : dash;
}

function cell(
  column: OptionalColumn,
  s: Student,
  labels: RowLabels,
  language: string,
  zone: string,
) {
  switch (column) {
    case 'email':
      return <span dir="ltr">{s.email}</span>;
    case 'grade':
      return s.grade ? <span dir="auto">{labels.grade(s.grade)}</span> : dash;
    case 'status':
      return <StatusBadge status={s.status} label={labels.status[s.status]} />;
    case 'guardian':
      return s.guardianName || s.guardianPhone ? (
        <>
          <div dir="auto">{s.guardianName}</div>
          {s.guardianPhone && (
            <div className={`${classes.dimmed} ${classes.small}`} dir="ltr">
              {s.guardianPhone}
            </div>
          )}
        </>
      ) : (
        dash
      );
    case 'phone':
      return s.phone ? <span dir="ltr">{s.phone}</span> : dash;
    case 'dateOfBirth':
      return date(s.dateOfBirth, language, zone);
    case 'enrolledAt':
      return date(s.enrolledAt, language, zone);
    case 'createdAt':
      return date(s.createdAt, language, zone);
  }
}

/**
 * One student in plain cells (no component per cell), re-rendered only when the student or
 * their selection changes.
 */
export const RosterRow = memo(function RosterRow({
  student,
  selected,
  columns,
  labels,
  language,
  zone,
  onSelect,
  onAction,
}: RosterRowProps) {
  const name = fullName(student);
  return (
    <tr data-selected={selected || undefined}>
      <td className={classes.checkCell}>
        <input
          type="checkbox"
          className={`${parts.check} mantine-focus-auto`}
          aria-label={labels.select(name)}
          checked={selected}
          onChange={(event) => onSelect([student], event.currentTarget.checked)}
        />
      </td>
      <td className={classes.nowrap}>
        <div className={classes.nameCell}>
          <Avatar name={name} src={student.avatar} />
          <button
            type="button"
            className={`${classes.name} mantine-focus-auto`}
            onClick={() => onAction('edit', student)}
            aria-label={labels.edit(name)}
            dir="auto"
          >
            {name}
          </button>
        </div>
      </td>
      {columns.map((column) => (
        <td key={column} className={column === 'grade' ? undefined : classes.nowrap}>
          {cell(column, student, labels, language, zone)}
        </td>
      ))}
      <td className={classes.actionsCell}>
        <RowActions student={student} label={labels.menu(name)} onAction={onAction} />
      </td>
    </tr>
  );
});
