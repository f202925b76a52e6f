import { Group, Progress, Stack, Text } from '@mantine/core';
import type { AttendanceTallyView } from '@school/shared/student-dashboard/student-dashboard.contract';
import { useTranslation } from 'react-i18next';
import type { DashboardFormat } from './format';

type TallyLineProps = { label?: string; tally: AttendanceTallyView; format: DashboardFormat };

/** A rate with its bar and the counts behind it. */
export function TallyLine({ label, tally, format }: TallyLineProps) {
  const { t } = useTranslation('student-dashboard');
  const rateText =
    tally.rate === null
      ? t('attendance.noRate')
      : t('attendance.rate', { rate: format.percent(tally.rate) });
  return (
    <Stack gap={4}>
      <Group justify="space-between" gap="xs">
        {label && (
          <Text size="sm" fw={600}>
            {label}
          </Text>
        )}
        <Text size="sm" fw={label ? 400 : 600}>
          {rateText}
        </Text>
      </Group>
      <Progress
        value={(tally.rate ?? 0) * 100}
        color={
          tally.rate === null
            ? 'gray'
            : tally.rate >= 0.9
              ? 'teal'
              : tally.rate >= 0.75
                ? 'yellow'
                : 'red'
        }
        size="sm"
        aria-label={label ? `${label}: ${rateText}` : rateText}
      />
      <Text size="xs" c="dimmed">
        {t('attendance.counts', {
          present: format.number(tally.present),
          late: format.number(tally.late),
          absent: format.number(tally.absent),
          excused: format.number(tally.excused),
        })}
      </Text>
    </Stack>
  );
}
