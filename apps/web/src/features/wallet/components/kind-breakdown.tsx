import { ColorSwatch, Group, Skeleton, Stack, Text } from '@mantine/core';
import { IconChartDonut } from '@tabler/icons-react';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { useHistory, type HistoryDays } from '../api/get-history';
import { kindColors } from '../lib/kinds';
import { useWalletFormat } from '../lib/use-wallet-format';
import { EmptyState } from '../../../components/empty-state';
import { SectionCard } from '../../../components/section-card';
import { LoadError } from '../../../components/load-error';
import classes from './kind-breakdown.module.css';

const KindDonutChart = lazy(() =>
  import('./kind-donut-chart').then((m) => ({ default: m.KindDonutChart })),
);

/** The donut's place while its figures or its code load. */
function DonutSkeleton() {
  return <Skeleton circle height={168} />;
}

/** Credits moved by kind (top-ups, spending, refunds…) over the period chosen for the chart. */
export function KindBreakdown({ days }: { days: HistoryDays }) {
  const { t } = useTranslation('wallet');
  const format = useWalletFormat();
  const history = useHistory(days);
  const byKind = [...(history.data?.byKind ?? [])].sort((a, b) => b.credits - a.credits);
  return (
    <SectionCard
      id="kind-breakdown-title"
      h="100%"
      title={t('byKind.title')}
      description={t('byKind.description', { count: days })}
    >
      {history.isError && !history.data ? (
        <LoadError
          error={history.error}
          onRetry={() => void history.refetch()}
          retrying={history.isFetching}
        />
      ) : !history.data ? (
        <Group justify="center">
          <DonutSkeleton />
        </Group>
      ) : byKind.length === 0 ? (
        <EmptyState
          framed
          icon={<IconChartDonut size={26} stroke={1.6} />}
          title={t('byKind.emptyTitle')}
          text={t('byKind.emptyText')}
        />
      ) : (
        <div className={classes.layout}>
          {/* The section is drawn as the reader comes near it (wallet-page.tsx). */}
          <Suspense fallback={<DonutSkeleton />}>
            <KindDonutChart byKind={byKind} />
          </Suspense>
          <Stack gap={8} component="ul" className={classes.legend}>
            {byKind.map((item) => (
              <Group key={item.kind} component="li" justify="space-between" wrap="nowrap">
                <Group gap={8} wrap="nowrap">
                  <ColorSwatch
                    color={`var(--mantine-color-${kindColors[item.kind]}-6)`}
                    size={12}
                    withShadow={false}
                    aria-hidden="true"
                  />
                  <Text size="sm">{t(`kinds.${item.kind}`)}</Text>
                </Group>
                <Text size="sm" fw={600} className={classes.value}>
                  {format.credits(item.credits)}
                </Text>
              </Group>
            ))}
          </Stack>
        </div>
      )}
    </SectionCard>
  );
}
