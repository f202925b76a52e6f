import type { StudentStatus } from '@school/shared/students/students.contract';
import classes from './roster-parts.module.css';

/** Invited students have not accepted yet: outlined, with an envelope, so they stand apart. */
export function StatusBadge({ status, label }: { status: StudentStatus; label: string }) {
  return (
    <span className={classes.badge} data-status={status}>
      <span className={classes.icon} data-icon={status} aria-hidden="true" />
      {label}
    </span>
  );
}
