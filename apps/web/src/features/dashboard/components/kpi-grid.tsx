import type { Kpi, SchoolDashboard } from '@school/shared/dashboard/dashboard.contract';
import { useTranslation } from 'react-i18next';
import type { DashboardFormat } from '../lib/use-dashboard-format';
import grid from './dashboard-grid.module.css';
import { KpiCard, KpiCardSkeleton } from './kpi-card';

const cardCount = 7;

/** The school's cards: value, change against the previous period, trend, and the page behind. */
export function KpiGrid({ data, format }: { data: SchoolDashboard; format: DashboardFormat }) {
  const { t } = useTranslation('dashboard');
  const { kpis } = data;
  const change = (kpi: Pick<Kpi, 'change'>, suffix = '') =>
    kpi.change === null
      ? null
      : {
          text: `${format.signed(kpi.change)}${suffix}`,
          sign: kpi.change,
          label: t('kpi.change', { value: `${format.signed(kpi.change)}${suffix}` }),
        };
  const card = (key: string, label: string, kpi: Kpi, value: string, extra = {}) => (
    <KpiCard
      key={key}
      testId={`kpi-${key}`}
      label={label}
      value={value}
      change={change(kpi)}
      series={kpi.series}
      seriesLabel={t('kpi.trend', { label })}
      to={kpi.path}
      {...extra}
    />
  );
  const rate = kpis.attendanceRate;
  const credits = kpis.credits;
  return (
    <div className={grid.cards}>
      {card(
        'students',
        t('kpi.activeStudents'),
        kpis.activeStudents,
        format.number(kpis.activeStudents.value),
      )}
      {card(
        'classes',
        t('kpi.classesOngoing'),
        kpis.classesOngoing,
        format.number(kpis.classesOngoing.value),
        {
          note: t('kpi.startingThisWeek', {
            n: format.number(kpis.classesOngoing.startingThisWeek),
          }),
        },
      )}
      <KpiCard
        testId="kpi-attendance"
        label={t('kpi.attendanceRate')}
        value={
          rate.value === null
            ? t('kpi.none')
            : t('kpi.percent', { value: format.number(rate.value) })
        }
        change={rate.change === null ? null : change(rate, t('kpi.points'))}
        series={rate.series}
        seriesLabel={t('kpi.trend', { label: t('kpi.attendanceRate') })}
        to={rate.path}
      />
      {credits &&
        card('credits', t('kpi.credits'), credits, format.number(credits.value), {
          note:
            credits.daysLeft === null
              ? t('kpi.noSpend')
              : t('kpi.creditsNote', {
                  spend: format.number(credits.averageDailySpend),
                  days: format.number(credits.daysLeft),
                }),
        })}
      {card(
        'appointments',
        t('kpi.appointmentsThisWeek'),
        kpis.appointmentsThisWeek,
        format.number(kpis.appointmentsThisWeek.value),
      )}
      {card(
        'topics',
        t('kpi.unansweredTopics'),
        kpis.unansweredTopics,
        format.number(kpis.unansweredTopics.value),
      )}
      <KpiCard
        testId="kpi-unread"
        label={t('kpi.unread')}
        value={format.number(kpis.unread.notifications + kpis.unread.chat)}
        note={[
          t('kpi.unreadNotifications', {
            count: kpis.unread.notifications,
            formatted: format.number(kpis.unread.notifications),
          }),
          t('kpi.unreadChat', {
            count: kpis.unread.chat,
            formatted: format.number(kpis.unread.chat),
          }),
        ].join(' · ')}
        seriesLabel={t('kpi.unread')}
        to="/notifications"
      />
    </div>
  );
}

export function KpiGridSkeleton() {
  return (
    <div className={grid.cards} aria-busy="true">
      {Array.from({ length: cardCount }, (_, i) => (
        <KpiCardSkeleton key={i} />
      ))}
    </div>
  );
}
