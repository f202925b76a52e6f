import { SimpleGrid, Stack, Text } from '@mantine/core';
import type { StudentDashboard } from '@school/shared/student-dashboard/student-dashboard.contract';
import { useTranslation } from 'react-i18next';
import { SectionCard } from '../../../components/section-card';
import { ActivityCard } from './activity-card';
import { AppointmentsCard } from './appointments-card';
import { TallyLine } from './attendance-summary';
import { AttendanceHeatMap } from './attendance-heat-map';
import { ClassesCard } from './classes-card';
import { CreditsCard } from './credits-card';
import { useDashboardFormat } from './format';
import { ProfileCard } from './profile-card';
import { TopicsCard } from './topics-card';

/** Every section of one student's dashboard, as the API answered it. */
export function DashboardSections({ data }: { data: StudentDashboard }) {
  const { t } = useTranslation('student-dashboard');
  const format = useDashboardFormat(data.timeZone);
  return (
    <Stack gap="lg">
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
        <ProfileCard student={data.student} format={format} />
        <SectionCard id="sd-attendance" title={t('attendance.title')}>
          <Stack gap="md">
            <TallyLine
              label={t('attendance.overall')}
              tally={data.attendance.overall}
              format={format}
            />
            <TallyLine
              label={t('attendance.period')}
              tally={data.attendance.period}
              format={format}
            />
            <Text size="xs" c="dimmed">
              {t('attendance.excusedNote')}
            </Text>
          </Stack>
        </SectionCard>
      </SimpleGrid>
      <SectionCard
        id="sd-heat-map"
        title={t('heatMap.title')}
        description={t('heatMap.description')}
      >
        {data.attendance.heatMap.length === 0 && (
          <Text size="sm" c="dimmed" mb="xs">
            {t('heatMap.empty')}
          </Text>
        )}
        <AttendanceHeatMap
          from={data.from}
          to={data.to}
          days={data.attendance.heatMap}
          format={format}
        />
      </SectionCard>
      <ClassesCard classes={data.classes} format={format} />
      <AppointmentsCard appointments={data.appointments} format={format} />
      {data.credits && <CreditsCard credits={data.credits} format={format} />}
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
        <TopicsCard topics={data.topics} format={format} />
        <ActivityCard activity={data.recentActivity} format={format} />
      </SimpleGrid>
    </Stack>
  );
}
