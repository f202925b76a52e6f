import { Avatar } from '@mantine/core';
import type { ClassListItem } from '@school/shared/classes/classes.contract';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useSubjectName } from '../../../lib/subjects';
import { useFormatters } from '../lib/use-formatters';
import classes from './class-table.module.css';

// The cells are plain elements styled by class-table.module.css: a page of classes draws some
// twenty of each, and the library's layout and text components cost several times as much.

export function ClassTitleCell({ item }: { item: ClassListItem }) {
  const subjectName = useSubjectName();
  return (
    <div className={classes.titleCell}>
      <Link
        to={`/manage-classes/${item.id}`}
        className={`${classes.titleLink} mantine-focus-auto`}
        dir="auto"
      >
        {item.title}
      </Link>
      <span className={classes.note}>{subjectName(item.subject)}</span>
    </div>
  );
}

export function TutorCell({ tutor }: { tutor: ClassListItem['tutor'] }) {
  return (
    <div className={classes.person}>
      <Avatar
        src={tutor.photo}
        name={tutor.name}
        color="initials"
        aria-hidden="true"
        size={28}
        alt=""
      />
      <span className={classes.value} data-nowrap dir="auto">
        {tutor.name}
      </span>
    </div>
  );
}

export function ScheduleCell({ item }: { item: ClassListItem }) {
  const { t } = useTranslation('classes');
  const format = useFormatters();
  return (
    <div className={classes.lines}>
      <span className={classes.value} data-nowrap>
        {format.dateRange(item.firstStartsAt, item.lastEndsAt)}
      </span>
      <span className={classes.note}>
        {t('list.sessionCount', { count: item.sessionCount })} · {format.time(item.firstStartsAt)}
      </span>
    </div>
  );
}

/** A share of something as a thin bar, drawn like the library's small progress bar. */
function Bar({ percent, color, label }: { percent: number; color: string; label: string }) {
  const value = Math.max(0, Math.min(100, percent));
  return (
    <div
      className={classes.bar}
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={Math.round(value)}
    >
      <div
        className={classes.barSection}
        style={{ width: `${value}%`, background: `var(--mantine-color-${color}-filled)` }}
      />
    </div>
  );
}

export function EnrolledCell({ item }: { item: ClassListItem }) {
  const { t } = useTranslation('classes');
  const share = item.capacity > 0 ? (item.enrolledCount / item.capacity) * 100 : 0;
  return (
    <div className={classes.lines} data-gap="md" data-measure>
      <span className={classes.value}>
        {t('list.enrolledOf', { enrolled: item.enrolledCount, capacity: item.capacity })}
      </span>
      <Bar
        percent={share}
        color={share >= 100 ? 'orange' : 'brand'}
        label={t('facts.capacityLabel')}
      />
    </div>
  );
}

export function PriceCell({ credits }: { credits: number }) {
  const { t } = useTranslation('classes');
  const format = useFormatters();
  return (
    <span className={classes.value} data-nowrap>
      {t('list.credits', { count: credits, formatted: format.number(credits) })}
    </span>
  );
}

export function AttendanceCell({ rate }: { rate: number | null }) {
  const { t } = useTranslation('classes');
  const format = useFormatters();
  if (rate === null)
    return (
      <span className={classes.value} data-dimmed aria-label={t('list.noAttendance')}>
        —
      </span>
    );
  const color = rate >= 0.8 ? 'teal' : rate >= 0.6 ? 'yellow' : 'red';
  return (
    <div className={classes.lines} data-gap="md" data-measure>
      <span className={classes.value} data-strong>
        {format.percent(rate)}
      </span>
      <Bar percent={rate * 100} color={color} label={t('list.attendance')} />
    </div>
  );
}

export function ProposedCell({ createdAt }: { createdAt: string }) {
  const format = useFormatters();
  return (
    <div className={classes.lines}>
      <span className={classes.value} data-nowrap>
        {format.date(createdAt)}
      </span>
      <span className={classes.note} data-nowrap>
        {format.ago(createdAt)}
      </span>
    </div>
  );
}
