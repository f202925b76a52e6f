import { Alert, SegmentedControl, Stack, Text } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { IconAlertTriangle, IconClock } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { zoneLabel } from '../../../../lib/zoned-time';
import { expandWeekly, type ClassFormValues, type ScheduleMode } from '../../lib/class-form-values';
import { OneOffSessions } from './one-off-sessions';
import { RecurrenceSummary } from './recurrence-summary';
import { WeeklyFields } from './weekly-fields';

type ScheduleFieldsProps = {
  form: UseFormReturnType<ClassFormValues>;
  /** The school's zone: the days and times typed are its wall clock. */
  timeZone: string;
  /** Editing a class with recorded attendance whose schedule is being changed. */
  clearsAttendance: boolean;
};

/** One-off sessions or a weekly rule, with a live summary of what the rule gives. */
export function ScheduleFields({ form, timeZone, clearsAttendance }: ScheduleFieldsProps) {
  const { t, i18n } = useTranslation('classes');
  const { mode, weekly } = form.values;
  const locale = i18n.resolvedLanguage ?? i18n.language;
  return (
    <Stack gap="md">
      <Text size="sm" c="dimmed">
        <IconClock size={14} aria-hidden="true" style={{ verticalAlign: -2, marginInlineEnd: 4 }} />
        {t('form.timeZoneNote', { zone: zoneLabel(timeZone, locale) })}
      </Text>
      <SegmentedControl
        value={mode}
        onChange={(value) => form.setFieldValue('mode', value as ScheduleMode)}
        data={[
          { value: 'weekly', label: t('form.modeWeekly') },
          { value: 'sessions', label: t('form.modeSessions') },
        ]}
        aria-label={t('form.modeLabel')}
        style={{ alignSelf: 'flex-start' }}
      />
      {mode === 'sessions' ? (
        <OneOffSessions form={form} />
      ) : (
        <>
          <WeeklyFields form={form} />
          <RecurrenceSummary expanded={expandWeekly(weekly, timeZone)} weekdays={weekly.weekdays} />
        </>
      )}
      {form.errors.schedule && (
        <Alert color="red" variant="light" role="alert">
          {form.errors.schedule}
        </Alert>
      )}
      {clearsAttendance && (
        <Alert
          color="orange"
          variant="light"
          icon={<IconAlertTriangle size={18} aria-hidden="true" />}
          title={t('form.scheduleChangedTitle')}
        >
          {t('form.scheduleChangedText')}
        </Alert>
      )}
    </Stack>
  );
}
