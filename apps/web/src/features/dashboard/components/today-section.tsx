import { Anchor, Badge, Group, Stack, Text } from '@mantine/core';
import type { TodayItem } from '@school/shared/dashboard/dashboard.contract';
import { IconCalendarCheck } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { EmptyState } from '../../../components/empty-state';
import { SectionCard } from '../../../components/section-card';
import type { DashboardFormat } from '../lib/use-dashboard-format';

type TodaySectionProps = { items: TodayItem[]; zone: string; format: DashboardFormat };

/** The rest of today's class sessions and appointments, on the school's clock. */
export function TodaySection({ items, zone, format }: TodaySectionProps) {
  const { t } = useTranslation('dashboard');
  return (
    <SectionCard
      id="today-title"
      title={t('today.title')}
      description={t('today.description', { zone })}
      h="100%"
    >
      {items.length === 0 ? (
        <EmptyState
          framed
          icon={<IconCalendarCheck size={26} stroke={1.6} />}
          title={t('today.empty')}
        />
      ) : (
        <Stack gap="sm" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
          {items.map((item) => (
            <Group
              key={`${item.kind}:${item.id}`}
              component="li"
              wrap="nowrap"
              gap="sm"
              align="flex-start"
              data-testid="today-item"
            >
              <Text fw={700} size="sm" miw="4.5rem" style={{ fontVariantNumeric: 'tabular-nums' }}>
                {format.time(item.startsAt)}
              </Text>
              <Stack gap={2} miw={0}>
                <Group gap="xs" wrap="wrap">
                  <Badge
                    size="sm"
                    variant="light"
                    radius="sm"
                    tt="none"
                    color={item.kind === 'appointment' ? 'grape' : 'blue'}
                  >
                    {item.kind === 'appointment' ? t('today.appointment') : t('today.class')}
                  </Badge>
                  <Anchor component={Link} to={item.path} size="sm" fw={600}>
                    {item.title}
                  </Anchor>
                </Group>
                <Text size="xs" c="dimmed">
                  {t('today.until', { time: format.time(item.endsAt), who: item.detail })}
                </Text>
              </Stack>
            </Group>
          ))}
        </Stack>
      )}
    </SectionCard>
  );
}
