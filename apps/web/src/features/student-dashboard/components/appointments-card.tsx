import { Anchor, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type {
  DashboardAppointment,
  StudentDashboard,
} from '@school/shared/student-dashboard/student-dashboard.contract';
import { appointmentPath } from '@school/shared/appointments/appointments.rules';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { SectionCard } from '../../../components/section-card';
import { useSubjectName } from '../../../lib/subjects';
import type { DashboardFormat } from './format';
import { ToneBadge } from '../../../components/tone-badge';

const stateColour: Record<DashboardAppointment['status'], string> = {
  pending_approval: 'orange',
  booked: 'blue',
  completed: 'teal',
  cancelled: 'gray',
  no_show: 'red',
};

function AppointmentRows({
  items,
  empty,
  format,
}: {
  items: DashboardAppointment[];
  empty: string;
  format: DashboardFormat;
}) {
  const { t } = useTranslation('student-dashboard');
  const subjectName = useSubjectName();
  if (items.length === 0)
    return (
      <Text size="sm" c="dimmed">
        {empty}
      </Text>
    );
  return (
    <Stack gap="xs" component="ul" m={0} p={0} style={{ listStyle: 'none' }}>
      {items.map((item) => (
        <li key={item.id}>
          <Group justify="space-between" gap="xs" wrap="nowrap" align="flex-start">
            <Stack gap={0} miw={0}>
              <Anchor component={Link} to={appointmentPath(item.id)} size="sm">
                {format.slot(item.startsAt)}
              </Anchor>
              <Text size="xs" c="dimmed">
                {t('appointments.with', {
                  subject: subjectName({ key: item.subjectKey, name: item.subjectName }),
                  tutor: item.tutorName,
                })}
              </Text>
            </Stack>
            <Stack gap={2} align="flex-end">
              <ToneBadge
                color={stateColour[item.status]}
                label={t(`appointments.states.${item.status}`)}
              />
              {item.spentCredits !== undefined && (
                <Text size="xs">
                  {t('appointments.spent', { credits: format.number(item.spentCredits) })}
                </Text>
              )}
            </Stack>
          </Group>
        </li>
      ))}
    </Stack>
  );
}

type AppointmentsCardProps = {
  appointments: StudentDashboard['appointments'];
  format: DashboardFormat;
};

/** Sessions with tutors still to come, and those of the period. */
export function AppointmentsCard({ appointments, format }: AppointmentsCardProps) {
  const { t } = useTranslation('student-dashboard');
  return (
    <SectionCard id="sd-appointments" title={t('appointments.title')}>
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
        <Stack gap="xs">
          <Title order={3} size="h5">
            {t('appointments.upcoming', { count: appointments.upcomingTotal })}
          </Title>
          <AppointmentRows
            items={appointments.upcoming}
            empty={t('appointments.emptyUpcoming')}
            format={format}
          />
        </Stack>
        <Stack gap="xs">
          <Title order={3} size="h5">
            {t('appointments.past', { count: appointments.pastTotal })}
          </Title>
          <AppointmentRows
            items={appointments.past}
            empty={t('appointments.emptyPast')}
            format={format}
          />
        </Stack>
      </SimpleGrid>
    </SectionCard>
  );
}
