import { Anchor, Avatar, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import type { StudentDashboard } from '@school/shared/student-dashboard/student-dashboard.contract';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { SectionCard } from '../../../components/section-card';
import { useGradeWords } from '../../../lib/grades';
import type { DashboardFormat } from './format';
import { ToneBadge } from '../../../components/tone-badge';

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack gap={0} miw={0}>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
        {children}
      </Text>
    </Stack>
  );
}

type ProfileCardProps = { student: StudentDashboard['student']; format: DashboardFormat };

/** Who the student is and how to reach their guardian. */
export function ProfileCard({ student, format }: ProfileCardProps) {
  const { t } = useTranslation('student-dashboard');
  const grades = useGradeWords();
  const none = t('profile.none');
  const { guardian } = student;
  const hasGuardian = Boolean(guardian.name ?? guardian.email ?? guardian.phone);
  return (
    <SectionCard id="sd-profile" title={t('profile.title')}>
      <Group gap="md" wrap="nowrap" mb="md">
        <Avatar src={student.avatar} radius="xl" size="lg" alt="">
          {student.firstName.slice(0, 1)}
          {student.lastName.slice(0, 1)}
        </Avatar>
        <Stack gap={2} miw={0}>
          <Text fw={600} size="lg">
            {student.firstName} {student.lastName}
          </Text>
          <Group gap="xs">
            <ToneBadge
              color={student.status === 'active' ? 'teal' : 'gray'}
              label={t(`profile.statuses.${student.status}`)}
            />
            {student.grade && <Text size="sm">{grades.label(student.grade)}</Text>}
          </Group>
        </Stack>
      </Group>
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
        <Field label={t('profile.email')}>
          <Anchor href={`mailto:${student.email}`}>{student.email}</Anchor>
        </Field>
        <Field label={t('profile.phone')}>{student.phone ?? none}</Field>
        <Field label={t('profile.dateOfBirth')}>
          {student.dateOfBirth ? format.day(student.dateOfBirth) : none}
        </Field>
        <Field label={t('profile.enrolledAt')}>{format.day(student.enrolledAt)}</Field>
      </SimpleGrid>
      <Stack gap={4} mt="md">
        <Text size="xs" c="dimmed">
          {t('profile.guardian')}
        </Text>
        {hasGuardian ? (
          <Stack gap={2}>
            {guardian.name && <Text size="sm">{guardian.name}</Text>}
            {guardian.email && (
              <Anchor size="sm" href={`mailto:${guardian.email}`}>
                {guardian.email}
              </Anchor>
            )}
            {guardian.phone && (
              <Anchor size="sm" href={`tel:${guardian.phone.replace(/[^\d+]/g, '')}`} dir="ltr">
                {guardian.phone}
              </Anchor>
            )}
          </Stack>
        ) : (
          <Text size="sm">{t('profile.noGuardian')}</Text>
        )}
      </Stack>
    </SectionCard>
  );
}
