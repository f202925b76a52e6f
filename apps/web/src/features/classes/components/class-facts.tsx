import { Avatar, Group, Progress, Stack, Text } from '@mantine/core';
import type { ClassDetail } from '@school/shared/classes/classes.contract';
import {
  IconBook2,
  IconCalendarEvent,
  IconCoins,
  IconMapPin,
  IconUsers,
} from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormatters } from '../lib/use-formatters';
import { SectionCard } from '../../../components/section-card';
import { useSubjectName } from '../../../lib/subjects';

function Fact({ icon, label, children }: { icon: ReactNode; label: string; children: ReactNode }) {
  return (
    <Group gap="sm" align="flex-start" wrap="nowrap">
      <Text c="dimmed" mt={2} aria-hidden="true" style={{ display: 'flex' }}>
        {icon}
      </Text>
      <Stack gap={2} miw={0} style={{ flex: 1 }}>
        <Text size="xs" c="dimmed" fw={600} tt="uppercase">
          {label}
        </Text>
        {children}
      </Stack>
    </Group>
  );
}

/** Tutor, subject, places, price, location and dates of a class. */
export function ClassFacts({ detail }: { detail: ClassDetail }) {
  const { t } = useTranslation('classes');
  const subjectName = useSubjectName();
  const format = useFormatters();
  const share = detail.capacity > 0 ? (detail.enrolledCount / detail.capacity) * 100 : 0;
  return (
    <SectionCard title={t('facts.title')} id="class-facts">
      <Group gap="sm" wrap="nowrap">
        <Avatar
          src={detail.tutor.photo}
          name={detail.tutor.name}
          color="initials"
          aria-hidden="true"
          size={44}
          alt=""
        />
        <Stack gap={0} miw={0}>
          <Text size="xs" c="dimmed" fw={600} tt="uppercase">
            {t('facts.tutor')}
          </Text>
          <Text fw={600} dir="auto">
            {detail.tutor.name}
          </Text>
          {detail.tutor.hourlyRateCredits !== null && (
            <Text size="xs" c="dimmed">
              {t('pickers.hourlyRate', { count: detail.tutor.hourlyRateCredits })}
            </Text>
          )}
        </Stack>
      </Group>
      <Fact icon={<IconBook2 size={18} />} label={t('facts.subject')}>
        <Text size="sm">{subjectName(detail.subject)}</Text>
      </Fact>
      <Fact icon={<IconUsers size={18} />} label={t('facts.capacity')}>
        <Text size="sm">
          {t('facts.enrolledOf', { enrolled: detail.enrolledCount, capacity: detail.capacity })}
        </Text>
        <Progress
          value={share}
          color={share >= 100 ? 'orange' : 'brand'}
          size="md"
          radius="xl"
          aria-label={t('facts.capacityLabel')}
        />
      </Fact>
      <Fact icon={<IconCoins size={18} />} label={t('facts.price')}>
        <Text size="sm">
          {t('list.credits', {
            count: detail.priceCredits,
            formatted: format.number(detail.priceCredits),
          })}
        </Text>
      </Fact>
      <Fact icon={<IconMapPin size={18} />} label={t('facts.location')}>
        <Text size="sm" c={detail.location ? undefined : 'dimmed'}>
          {detail.location || t('facts.noLocation')}
        </Text>
      </Fact>
      <Fact icon={<IconCalendarEvent size={18} />} label={t('facts.dates')}>
        <Text size="sm">{format.dateRange(detail.firstStartsAt, detail.lastEndsAt)}</Text>
        <Text size="xs" c="dimmed">
          {t('list.sessionCount', { count: detail.sessionCount })}
        </Text>
      </Fact>
    </SectionCard>
  );
}
