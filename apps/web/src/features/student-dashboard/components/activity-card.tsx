import { Anchor, Stack, Text } from '@mantine/core';
import type { RecentActivity } from '@school/shared/student-dashboard/student-dashboard.contract';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { SectionCard } from '../../../components/section-card';
import type { DashboardFormat } from './format';

const markWords = new Set(['present', 'late', 'absent', 'excused']);

type ActivityCardProps = { activity: RecentActivity[]; format: DashboardFormat };

/** The newest things the student did or that happened to them, across modules. */
export function ActivityCard({ activity, format }: ActivityCardProps) {
  const { t } = useTranslation('student-dashboard');
  const statusWord = (status: string | null) =>
    status && markWords.has(status)
      ? t(`attendance.statuses.${status as 'present'}`).toLowerCase()
      : '';
  return (
    <SectionCard id="sd-activity" title={t('activity.title')}>
      {activity.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('activity.empty')}
        </Text>
      ) : (
        <Stack gap="xs" component="ol" m={0} p={0} style={{ listStyle: 'none' }}>
          {activity.map((item) => (
            <li key={`${item.kind}-${item.at}-${item.link}`}>
              <Anchor component={Link} to={item.link} size="sm">
                {t(`activity.kinds.${item.kind}`, {
                  title: item.title,
                  status: statusWord(item.status),
                })}
              </Anchor>
              <Text size="xs" c="dimmed">
                {format.slot(item.at)}
              </Text>
            </li>
          ))}
        </Stack>
      )}
    </SectionCard>
  );
}
