import { NativeSelect, Stack } from '@mantine/core';
import { dashboardPeriods } from '@school/shared/dashboard/dashboard.rules';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { NearViewport } from '../../../components/near-viewport';
import { LoadError } from '../../../components/load-error';
import { PageHeader } from '../../../components/page-header';
import { SkeletonBlock } from '../../../components/skeleton-block';
import { useActingSchool } from '../../../lib/chosen-school';
import { periodOf, useDashboard } from '../api/get-dashboard';
import { chartHeight } from '../components/chart-height';
import grid from '../components/dashboard-grid.module.css';
import { KpiGrid, KpiGridSkeleton } from '../components/kpi-grid';
import { useDashboardFormat } from '../lib/use-dashboard-format';
import { useLiveDashboard } from '../lib/use-live-dashboard';

// The first screen (the header and the figures) needs none of the kit chunk's components, so it
// does not wait for that file; the parts below and the platform's view load with it afterwards.
const DashboardCharts = lazy(() =>
  import('../components/dashboard-charts').then((m) => ({ default: m.DashboardCharts })),
);
const WaitingSection = lazy(() =>
  import('../components/waiting-section').then((m) => ({ default: m.WaitingSection })),
);
const TodaySection = lazy(() =>
  import('../components/today-section').then((m) => ({ default: m.TodaySection })),
);
const PlatformView = lazy(() =>
  import('../components/platform-view').then((m) => ({ default: m.PlatformView })),
);

/** The charts' place: busy while they load, quiet while they wait for the reader to scroll. */
function ChartsSkeleton({ busy = true }: { busy?: boolean }) {
  return (
    <div className={grid.charts} aria-busy={busy ? 'true' : undefined}>
      {[0, 1, 2, 3].map((i) => (
        <SkeletonBlock key={i} height={chartHeight + 80} radius="lg" />
      ))}
    </div>
  );
}

const sectionHeight = 240;

/** The place of "Waiting for you" and "Today" until the reader scrolls near (nothing loads). */
function SectionsSkeleton() {
  return (
    <div className={grid.sections}>
      <SkeletonBlock height={sectionHeight} radius="lg" />
      <SkeletonBlock height={sectionHeight} radius="lg" />
    </div>
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
          <NativeSelect
            size="xs"
            radius="md"
            value={period}
            onChange={(event) =>
              setSearch(
                (params) => {
                  params.set('period', periodOf(event.currentTarget.value));
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
        <Suspense fallback={<KpiGridSkeleton />}>
          <PlatformView data={data} format={format} />
        </Suspense>
      ) : (
        <KpiGrid data={data} format={format} />
      )}
      {!platform && (
        // Below the cards: under the first screen of a phone, drawn as the reader scrolls near (its
        // data comes with the page's); on a wider screen, at once after the cards.
        <NearViewport placeholder={<SectionsSkeleton />}>
          <div className={grid.sections}>
            <WaitingSection schoolId={school.id} format={format} />
            {data?.scope === 'school' ? (
              <TodaySection items={data.today} zone={data.timeZone} format={format} />
            ) : (
              <SkeletonBlock height={sectionHeight} radius="lg" />
            )}
          </div>
        </NearViewport>
      )}
      {data?.scope === 'school' && (
        <NearViewport placeholder={<ChartsSkeleton busy={false} />} loading={<ChartsSkeleton />}>
          <DashboardCharts charts={data.charts} format={format} />
        </NearViewport>
      )}
    </Stack>
  );
}
