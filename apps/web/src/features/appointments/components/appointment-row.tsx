import { Button } from '@mantine/core';
import type { Appointment } from '@school/shared/appointments/appointments.contract';
import type { AppointmentAction } from '@school/shared/appointments/appointments.rules';
import { IconCalendarEvent, IconCheck, IconStar, IconVideo, IconX } from '@tabler/icons-react';
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatNumber } from '../../../lib/format-number';
import { useSubjectName } from '../../../lib/subjects';
import { cancelTerms } from '../lib/cancel-policy';
import type { SchoolFormat } from '../../../lib/use-school-format';
import classes from './appointment-row.module.css';
import { AppointmentStatusBadge } from './status-badge';

/** The row's buttons that open a dialog; the page holds the dialogs. */
export type RowAction = Extract<
  AppointmentAction,
  'cancel' | 'reschedule' | 'approve' | 'reject' | 'review'
>;

type AppointmentRowProps = {
  appointment: Appointment;
  format: SchoolFormat;
  onAction: (action: RowAction, appointment: Appointment) => void;
};

/** One appointment: when (school zone), with whom, for whom, the price and what may be done. */
export const AppointmentRow = memo(function AppointmentRow({
  appointment: a,
  format,
  onAction,
}: AppointmentRowProps) {
  const { t, i18n } = useTranslation('appointments');
  const subjectName = useSubjectName();
  const can = (action: AppointmentAction) => a.actions.includes(action);
  const terms = cancelTerms(a);
  const upcoming = a.status === 'booked' || a.status === 'pending_approval';
  // Plain elements styled by appointment-row.module.css: a page draws twenty rows, and the
  // library's layout and text components cost several times as much. The buttons stay the kit's.
  return (
    <li className={classes.row} data-appointment-id={a.id}>
      <div className={classes.when}>
        <time dateTime={a.startsAt} className={classes.date}>
          {format.weekdayDate(a.startsAt)}
        </time>
        <span className={classes.time}>
          {t('row.time', { from: format.time(a.startsAt), to: format.time(a.endsAt) })}
        </span>
        <span className={classes.note}>{t('minutes', { count: a.durationMinutes })}</span>
      </div>
      <div className={classes.body}>
        <div className={classes.heading}>
          <AppointmentStatusBadge appointment={a} />
          <span className={classes.subject}>{subjectName(a.subject)}</span>
        </div>
        <span className={classes.people}>
          {t('row.tutor', { name: a.tutor.name })}
          {' · '}
          {a.student
            ? t('row.student', { name: a.student.name })
            : t('row.forStaff', { name: a.bookedBy.name })}
        </span>
        {upcoming && (
          <span className={classes.note} data-tone={terms.kind === 'late' ? 'late' : undefined}>
            {terms.kind === 'free'
              ? t('policy.freeUntil', { until: format.slot(terms.until) })
              : terms.kind === 'late'
                ? t('policy.noRefund', { hours: terms.noticeHours })
                : t('policy.pending')}
          </span>
        )}
        {a.rescheduleRequest && (
          <span className={classes.note} data-tone="request">
            {t('row.moveRequested', { slot: format.slot(a.rescheduleRequest.startsAt) })}
          </span>
        )}
        {a.cancellation && (
          <span className={classes.note}>
            {t(a.cancellation.refunded ? 'row.refunded' : 'row.notRefunded')}
            {a.cancellation.reason ? ` · ${a.cancellation.reason}` : ''}
          </span>
        )}
        {a.topicId && (
          <Link to={`/manage-topics/${a.topicId}`} className={`${classes.link} mantine-focus-auto`}>
            {t('row.fromTopic')}
          </Link>
        )}
        {a.review && (
          <span className={classes.note}>{t('row.reviewed', { rating: a.review.rating })}</span>
        )}
      </div>
      <div className={classes.side}>
        <span className={classes.price}>
          {t('credits', {
            count: a.priceCredits,
            formatted: formatNumber(a.priceCredits, i18n.language),
          })}
        </span>
        <div className={classes.actions}>
          {can('join') && a.meetingLink && (
            <Button
              component="a"
              href={a.meetingLink}
              target="_blank"
              rel="noopener noreferrer"
              size="xs"
              variant="light"
              leftSection={<IconVideo size={14} aria-hidden="true" />}
            >
              {t('actions.join')}
            </Button>
          )}
          {can('approve') && (
            <Button
              size="xs"
              color="green"
              variant="light"
              leftSection={<IconCheck size={14} aria-hidden="true" />}
              onClick={() => onAction('approve', a)}
            >
              {t('actions.approve')}
            </Button>
          )}
          {can('reject') && (
            <Button
              size="xs"
              color="red"
              variant="light"
              leftSection={<IconX size={14} aria-hidden="true" />}
              onClick={() => onAction('reject', a)}
            >
              {t('actions.reject')}
            </Button>
          )}
          {can('reschedule') && (
            <Button
              size="xs"
              variant="default"
              leftSection={<IconCalendarEvent size={14} aria-hidden="true" />}
              onClick={() => onAction('reschedule', a)}
            >
              {t('actions.reschedule')}
            </Button>
          )}
          {can('review') && (
            <Button
              size="xs"
              variant="light"
              color="yellow"
              leftSection={<IconStar size={14} aria-hidden="true" />}
              onClick={() => onAction('review', a)}
            >
              {t('actions.review')}
            </Button>
          )}
          {can('cancel') && (
            <Button size="xs" variant="subtle" color="red" onClick={() => onAction('cancel', a)}>
              {t('actions.cancel')}
            </Button>
          )}
        </div>
      </div>
    </li>
  );
});
