import { SegmentedControl, Skeleton } from '@mantine/core';
import { IconChartAreaLine } from '@tabler/icons-react';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { historyRanges, useHistory, type HistoryDays } from '../api/get-history';
import { EmptyState } from '../../../components/empty-state';
import { SectionCard } from '../../../components/section-card';
import { LoadError } from '../../../components/load-error';

const BalanceAreaChart = lazy(() =>
  import('./balance-area-chart').then((m) => ({ default: m.BalanceAreaChart })),
);

type BalanceHistoryProps = {
  days: HistoryDays;
  onDaysChange: (days: HistoryDays) => void;
  threshold: number;
};

export function BalanceHistory({ days, onDaysChange, threshold }: BalanceHistoryProps) {
  const { t } = useTranslation('wallet');
  const history = useHistory(days);
  const quiet =
    history.data !== undefined &&
    history.data.byKind.length === 0 &&
    history.data.points.every((point) => point.balance === 0);
  return (
    <SectionCard
      id="balance-history-title"
      h="100%"
      title={t('history.title')}
      description={t('history.description', { count: days })}
      actions={
        <SegmentedControl
          size="xs"
          radius="md"
          value={String(days)}
          onChange={(value) =>
            onDaysChange(historyRanges.find((range) => String(range) === value) ?? 30)
          }
          data={historyRanges.map((range) => ({
            value: String(range),
            label: t(`history.range${range}`),
          }))}
          aria-label={t('history.rangeLabel')}
        />
      }
    >
      {history.isError && !history.data ? (
        <LoadError
          error={history.error}
          onRetry={() => void history.refetch()}
          retrying={history.isFetching}
        />
      ) : !history.data ? (
        <Skeleton height={260} radius="md" />
      ) : quiet ? (
        <EmptyState
          framed
          icon={<IconChartAreaLine size={26} stroke={1.6} />}
          title={t('history.emptyTitle')}
          text={t('history.emptyText')}
          minHeight={260}
        />
      ) : (
        <Suspense fallback={<Skeleton height={260} radius="md" />}>
          <BalanceAreaChart points={history.data.points} threshold={threshold} />
        </Suspense>
      )}
    </SectionCard>
  );
}
