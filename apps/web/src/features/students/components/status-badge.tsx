import type { StudentStatus } from '@school/shared/students/students.contract';
import { ToneBadge } from '../../../components/tone-badge';
import classes from './roster-parts.module.css';

const tones = {
  active: { color: 'teal', variant: 'light' },
  invited: { color: 'blue', variant: 'outline' },
  deactivated: { color: 'gray', variant: 'light' },
} as const;

/** Invited students have not accepted yet: outlined, with an envelope, so they stand apart. */
export function StatusBadge({ status, label }: { status: StudentStatus; label: string }) {
  return (
    <ToneBadge
      {...tones[status]}
      label={label}
      data-status={status}
      icon={<span className={classes.icon} data-icon={status} aria-hidden="true" />}
    />
  );
}
