import { Anchor, Group, Stack, Text, Title } from '@mantine/core';
import type { DashboardClass } from '@school/shared/student-dashboard/student-dashboard.contract';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { SectionCard } from '../../../components/section-card';
import { useSubjectName } from '../../../lib/subjects';
import { TallyLine } from './attendance-summary';
import type { DashboardFormat } from './format';
import { ToneBadge } from '../../../components/tone-badge';

function ClassRow({ item, format }: { item: DashboardClass; format: DashboardFormat }) {
  const { t } = useTranslation('student-dashboard');
  const subjectName = useSubjectName();
  return (
    <Stack gap={6} py="sm" style={{ borderTop: '1px solid var(--mantine-color-default-border)' }}>
      <Group justify="space-between" gap="xs" wrap="wrap">
        <Anchor component={Link} to={`/manage-classes/${item.id}`} fw={600}>
          {item.title}
        </Anchor>
        {item.status !== 'approved' && <ToneBadge label={t(`classes.states.${item.status}`)} />}
      </Group>
      <Text size="xs" c="dimmed">
        {subjectName({ key: item.subjectKey, name: item.subjectName })} ·{' '}
        {t('classes.tutor', { name: item.tutorName })} ·{' '}
        {t('classes.dates', {
          from: format.date(item.firstStartsAt),
          to: format.date(item.lastEndsAt),
        })}{' '}
        · {t('classes.sessions', { count: item.sessionCount })}
      </Text>
      <TallyLine tally={item.attendance} format={format} />
    </Stack>
  );
}

type ClassesCardProps = { classes: DashboardClass[]; format: DashboardFormat };

/** Classes now and before, each with its attendance. */
export function ClassesCard({ classes, format }: ClassesCardProps) {
  const { t } = useTranslation('student-dashboard');
  const groups = [
    { key: 'current', title: t('classes.current'), items: classes.filter((c) => c.current) },
    { key: 'past', title: t('classes.past'), items: classes.filter((c) => !c.current) },
  ].filter((group) => group.items.length > 0);
  return (
    <SectionCard id="sd-classes" title={t('classes.title')}>
      {groups.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('classes.empty')}
        </Text>
      ) : (
        <Stack gap="md">
          {groups.map((group) => (
            <Stack key={group.key} gap={0}>
              <Title order={3} size="h5" mb="xs">
                {group.title}
              </Title>
              {group.items.map((item) => (
                <ClassRow key={item.id} item={item} format={format} />
              ))}
            </Stack>
          ))}
        </Stack>
      )}
    </SectionCard>
  );
}
