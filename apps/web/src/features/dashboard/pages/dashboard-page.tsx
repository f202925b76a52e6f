import { SegmentedControl, SimpleGrid, Skeleton, Stack } from '@mantine/core';
import { dashboardPeriods } from '@school/shared/dashboard/dashboard.rules';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { NearViewport } from '../../../components/near-viewport';
import { LoadError } from '../../../components/load-error';
import { PageHeader } from '../../../components/page-header';
import { useActingSchool } from '../../../lib/chosen-school';
import { periodOf, useDashboard } from '../api/get-dashboard';
import { chartHeight } from '../components/chart-height';
import { KpiGrid, KpiGridSkeleton } from '../components/kpi-grid';
import { PlatformView } from '../components/platform-view';
import { TodaySection } from '../components/today-section';
import { WaitingSection } from '../components/waiting-section';
import { useDashboardFormat } from '../lib/use-dashboard-format';
import { useLiveDashboard } from '../lib/use-live-dashboard';

const DashboardCharts = lazy(() =>
  import('../components/dashboard-charts').then((m) => ({ default: m.DashboardCharts })),
);

/** The charts' place: busy while they load, quiet while they wait for the reader to scroll. */
function ChartsSkeleton({ busy = true }: { busy?: boolean }) {
  return (
    <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="md" aria-busy={busy ? 'true' : undefined}>
      {[0, 1, 2, 3].map((i) => (
        <Skeleton key={i} height={chartHeight + 80} radius="lg" />
      ))}
    </SimpleGrid>
  );
}

const sectionColumns = { base: 1, md: 2 };
const sectionHeight = 240;

/** The place of "Waiting for you" and "Today" until the reader scrolls near (nothing loads). */
function SectionsSkeleton() {
  return (
    <SimpleGrid cols={sectionColumns} spacing="md">
      <Skeleton height={sectionHeight} radius="lg" />
      <Skeleton height={sectionHeight} radius="lg" />
    </SimpleGrid>
  );
}

/** The landing page: the school at a glance, what waits for the admin, and today. */
export function DashboardPage() {
  const { t } = useTranslation('dashboard');
  const [search, setSearch] = useSearchParams();
  const period = periodOf(search.get('period'));
  const school = useActingSchool();
  const dashboard = useDashboard(period, school.id);
  const data = dashboard.data;
  const format = useDashboardFormat(data?.scope === 'school' ? data.timeZone : 'UTC');
  useLiveDashboard();
  const platform = school.canSwitch && !school.id;

  return (
    <Stack gap="lg">
      <PageHeader
        title={t('page.title')}
        description={
          platform
            ? t('page.description')
            : data?.scope === 'school'
              ? data.schoolName
              : // The school's name comes with its figures; the line is kept so nothing moves.
                '\u00a0'
        }
        actions={
          <SegmentedControl
            size="xs"
            radius="md"
            value={period}
            onChange={(value) =>
              setSearch(
                (params) => {
                  params.set('period', periodOf(value));
                  return params;
                },
                { replace: true },
              )
            }
            data={dashboardPeriods.map((p) => ({ value: p, label: t(`period.${p}`) }))}
            aria-label={t('period.label')}
          />
        }
      />
      {dashboard.isError && !data ? (
        <LoadError
          error={dashboard.error}
          onRetry={() => void dashboard.refetch()}
          retrying={dashboard.isFetching}
        />
      ) : !data ? (
        <KpiGridSkeleton />
      ) : data.scope === 'platform' ? (
        <PlatformView data={data} format={format} />
      ) : (
        <KpiGrid data={data} format={format} />
      )}
      {!platform && (
        // Below the cards: under the first screen of a phone, drawn as the reader scrolls near (its
        // data comes with the page's); on a wider screen, at once after the cards.
        <NearViewport placeholder={<SectionsSkeleton />}>
          <SimpleGrid cols={sectionColumns} spacing="md">
            <WaitingSection schoolId={school.id} format={format} />
            {data?.scope === 'school' ? (
              <TodaySection items={data.today} zone={data.timeZone} format={format} />
            ) : (
              <Skeleton height={sectionHeight} radius="lg" />
            )}
          </SimpleGrid>
        </NearViewport>
      )}
      {data?.scope === 'school' && (
        <NearViewport placeholder={<ChartsSkeleton busy={false} />}>
          <Suspense fallback={<ChartsSkeleton />}>
            <DashboardCharts charts={data.charts} format={format} />
          </Suspense>
        </NearViewport>
      )}
    </Stack>
  );
}
