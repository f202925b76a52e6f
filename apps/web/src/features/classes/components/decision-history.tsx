import { Text, ThemeIcon, Timeline } from '@mantine/core';
import type { ClassDetail } from '@school/shared/classes/classes.contract';
import { IconBan, IconCheck, IconClock, IconX } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useFormatters } from '../lib/use-formatters';
import { statusColors } from './class-badges';
import { SectionCard } from '../../../components/section-card';

const icons = {
  pending_approval: IconClock,
  approved: IconCheck,
  rejected: IconX,
  cancelled: IconBan,
};

/** Who moved the class to which status, when, and why. */
export function DecisionHistory({ decisions }: { decisions: ClassDetail['decisions'] }) {
  const { t } = useTranslation('classes');
  const format = useFormatters();
  return (
    <SectionCard title={t('history.title')} id="class-history">
      {decisions.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('history.empty')}
        </Text>
      ) : (
        <Timeline active={decisions.length - 1} bulletSize={26} lineWidth={2} color="gray">
          {decisions.map((decision, index) => {
            const Icon = icons[decision.to];
            return (
              <Timeline.Item
                key={`${decision.at}-${index}`}
                bullet={
                  <ThemeIcon
                    size={26}
                    radius="xl"
                    color={statusColors[decision.to]}
                    variant="filled"
                  >
                    <Icon size={14} aria-hidden="true" />
                  </ThemeIcon>
                }
                title={
                  <Text size="sm" fw={600}>
                    {decision.from === null
                      ? t(`history.created.${decision.to}`)
                      : t(`history.moved.${decision.to}`)}
                  </Text>
                }
              >
                <Text size="xs" c="dimmed">
                  {t('history.byAt', { name: decision.by, at: format.dateTime(decision.at) })}
                </Text>
                {decision.reason && (
                  <Text size="sm" mt={4} style={{ whiteSpace: 'pre-line' }}>
                    {t('history.reason', { reason: decision.reason })}
                  </Text>
                )}
              </Timeline.Item>
            );
          })}
        </Timeline>
      )}
    </SectionCard>
  );
}
