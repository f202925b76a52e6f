import { IconChartAreaLine } from '@tabler/icons-react';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { useHistory, type HistoryDays } from '../api/get-history';
import { EmptyState } from '../../../components/empty-state';
import { SectionCard } from '../../../components/section-card';
import { LoadError } from '../../../components/load-error';
import { NearViewport } from '../../../components/near-viewport';
import { SkeletonBlock } from '../../../components/skeleton-block';

// The period's control comes with the component library's code once the first screen has its
// data (asked for during the start, that code would count as part of the first screen); its place
// is kept meanwhile (its size in English; on a phone it has a row of its own).
const HistoryRangeControl = lazy(() =>
  import('./history-range-control').then((m) => ({ default: m.HistoryRangeControl })),
);
const BalanceAreaChart = lazy(() =>
  import('./balance-area-chart').then((m) => ({ default: m.BalanceAreaChart })),
);

const rangePlaceholder = <SkeletonBlock height={30.6} width={170} radius="md" />;

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
        <NearViewport placeholder={rangePlaceholder}>
          <HistoryRangeControl days={days} onDaysChange={onDaysChange} />
        </NearViewport>
      }
    >
      {history.isError && !history.data ? (
        <LoadError
          error={history.error}
          onRetry={() => void history.refetch()}
          retrying={history.isFetching}
        />
      ) : !history.data ? (
        <SkeletonBlock height={260} radius="md" />
      ) : quiet ? (
        <EmptyState
          framed
          icon={<IconChartAreaLine size={26} stroke={1.6} />}
          title={t('history.emptyTitle')}
          text={t('history.emptyText')}
          minHeight={260}
        />
      ) : (
        <Suspense fallback={<SkeletonBlock height={260} radius="md" />}>
          <BalanceAreaChart points={history.data.points} threshold={threshold} />
        </Suspense>
      )}
    </SectionCard>
  );
}
