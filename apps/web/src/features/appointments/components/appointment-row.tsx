import { Anchor, Button, Group, Text } from '@mantine/core';
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
  return (
    <li className={classes.row} data-appointment-id={a.id}>
      <div className={classes.when}>
        <Text fw={700} size="sm">
          <time dateTime={a.startsAt}>{format.weekdayDate(a.startsAt)}</time>
        </Text>
        <Text size="sm" style={{ fontVariantNumeric: 'tabular-nums' }}>
          {t('row.time', { from: format.time(a.startsAt), to: format.time(a.endsAt) })}
        </Text>
        <Text size="xs" c="dimmed">
          {t('minutes', { count: a.durationMinutes })}
        </Text>
      </div>
      <div className={classes.body}>
        <Group gap="xs" wrap="wrap">
          <AppointmentStatusBadge appointment={a} />
          <Text fw={600} size="sm">
            {subjectName(a.subject)}
          </Text>
        </Group>
        <Text size="sm">
          {t('row.tutor', { name: a.tutor.name })}
          {' · '}
          {a.student
            ? t('row.student', { name: a.student.name })
            : t('row.forStaff', { name: a.bookedBy.name })}
        </Text>
        {upcoming && (
          <Text size="xs" c={terms.kind === 'late' ? 'orange' : 'dimmed'}>
            {terms.kind === 'free'
              ? t('policy.freeUntil', { until: format.slot(terms.until) })
              : terms.kind === 'late'
                ? t('policy.noRefund', { hours: terms.noticeHours })
                : t('policy.pending')}
          </Text>
        )}
        {a.rescheduleRequest && (
          <Text size="xs" c="yellow.8">
            {t('row.moveRequested', { slot: format.slot(a.rescheduleRequest.startsAt) })}
          </Text>
        )}
        {a.cancellation && (
          <Text size="xs" c="dimmed">
            {t(a.cancellation.refunded ? 'row.refunded' : 'row.notRefunded')}
            {a.cancellation.reason ? ` · ${a.cancellation.reason}` : ''}
          </Text>
        )}
        {a.topicId && (
          <Anchor component={Link} to={`/manage-topics/${a.topicId}`} size="xs">
            {t('row.fromTopic')}
          </Anchor>
        )}
        {a.review && (
          <Text size="xs" c="dimmed">
            {t('row.reviewed', { rating: a.review.rating })}
          </Text>
        )}
      </div>
      <div className={classes.side}>
        <Text fw={700} size="sm" className={classes.price}>
          {t('credits', {
            count: a.priceCredits,
            formatted: formatNumber(a.priceCredits, i18n.language),
          })}
        </Text>
        <Group gap={6} wrap="wrap" justify="flex-end" className={classes.actions}>
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
        </Group>
      </div>
    </li>
  );
});
