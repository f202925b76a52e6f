import { Badge, Group, ScrollArea, Stack, Text } from '@mantine/core';
import type { ClassDetail } from '@school/shared/classes/classes.contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormatters } from '../lib/use-formatters';
import { SectionCard } from '../../../components/section-card';
import { zoneLabel } from '../../../lib/zoned-time';

/** Every session's date and time on the school's clock, its zone named in the card. */
export function SessionList({ sessions }: { sessions: ClassDetail['sessions'] }) {
  const { t } = useTranslation('classes');
  const format = useFormatters();
  const [now] = useState(() => Date.now());
  return (
    <SectionCard
      title={t('sessions.title')}
      id="class-sessions"
      description={t('sessions.zone', { zone: zoneLabel(format.zone, format.locale) })}
    >
      <ScrollArea.Autosize mah={360} type="auto" offsetScrollbars>
        <Stack gap={0} component="ol" p={0} m={0} style={{ listStyle: 'none' }}>
          {sessions.map((session, index) => {
            const start = Date.parse(session.startsAt);
            const end = Date.parse(session.endsAt);
            const state = end <= now ? 'past' : start <= now ? 'now' : 'next';
            return (
              <Group
                key={session.id}
                component="li"
                justify="space-between"
                gap="sm"
                py={8}
                wrap="nowrap"
                style={{
                  borderBottom:
                    index < sessions.length - 1
                      ? '1px solid var(--mantine-color-default-border)'
                      : undefined,
                }}
              >
                <Group gap="sm" wrap="nowrap" miw={0}>
                  <Text size="xs" c="dimmed" w={22} ta="end">
                    {index + 1}
                  </Text>
                  <Stack gap={0} miw={0}>
                    <Text size="sm" fw={500} c={state === 'past' ? 'dimmed' : undefined}>
                      {format.weekdayDate(session.startsAt)}
                    </Text>
                    <Text size="xs" c="dimmed">
                      {format.timeRange(session.startsAt, session.endsAt)}
                    </Text>
                  </Stack>
                </Group>
                {state === 'now' && (
                  <Badge size="sm" color="teal" variant="dot" tt="none">
                    {t('sessions.now')}
                  </Badge>
                )}
                {state === 'past' && (
                  <Text size="xs" c="dimmed">
                    {t('sessions.past')}
                  </Text>
                )}
              </Group>
            );
          })}
        </Stack>
      </ScrollArea.Autosize>
    </SectionCard>
  );
}
