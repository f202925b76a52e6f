import '@mantine/charts/styles.css';
import { BarChart, CompositeChart, LineChart } from '@mantine/charts';
import { SimpleGrid, Text } from '@mantine/core';
import type { SchoolDashboard } from '@school/shared/dashboard/dashboard.contract';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { plainAxes } from '../../../components/charts/plain-ticks';
import { SectionCard } from '../../../components/section-card';
import type { DashboardFormat } from '../lib/use-dashboard-format';

import { chartHeight } from './chart-height';

type ChartsProps = { charts: SchoolDashboard['charts']; format: DashboardFormat };

function Chart({
  id,
  title,
  empty,
  children,
}: {
  id: string;
  title: string;
  empty: boolean;
  children: ReactNode;
}) {
  const { t } = useTranslation('dashboard');
  return (
    <SectionCard id={id} title={title} data-testid={id}>
      {empty ? (
        <Text c="dimmed" size="sm" h={chartHeight} pt="xl" ta="center">
          {t('charts.empty')}
        </Text>
      ) : (
        children
      )}
    </SectionCard>
  );
}

/** A count's axis steps by whole numbers: two appointments have no half-way tick. */
const wholeCounts = { allowDecimals: false };

/** Loaded after the first screen (recharts is heavy): the cards and the queue come first. */
export function DashboardCharts({ charts, format }: ChartsProps) {
  const { t } = useTranslation('dashboard');
  const week = (w: string) => format.dayMonth(w);
  const spend = (charts.spendByWeek ?? []).map((w) => ({ ...w, week: week(w.week) }));
  const attendance = charts.attendanceByWeek.map((w) => ({ week: week(w.week), rate: w.rate }));
  const subjects = charts.appointmentsBySubject.map((s) => ({ subject: s.name, count: s.count }));
  const students = charts.newStudentsByMonth.map((m) => ({
    month: format.month(m.month),
    count: m.count,
  }));
  const common = {
    h: chartHeight,
    gridAxis: 'y' as const,
    tickLine: 'none' as const,
    valueFormatter: format.number,
  };
  return (
    <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="md">
      {charts.spendByWeek && (
        <Chart
          id="chart-spend"
          title={t('charts.spend')}
          empty={spend.every((w) => w.classes + w.appointments + w.other + w.topUps === 0)}
        >
          <CompositeChart
            {...common}
            {...plainAxes}
            data={spend}
            dataKey="week"
            withLegend
            series={[
              { name: 'classes', label: t('charts.classes'), color: 'blue.6', type: 'bar' },
              {
                name: 'appointments',
                label: t('charts.appointments'),
                color: 'grape.6',
                type: 'bar',
              },
              { name: 'other', label: t('charts.other'), color: 'gray.6', type: 'bar' },
              { name: 'topUps', label: t('charts.topUps'), color: 'teal.6', type: 'line' },
            ]}
            role="img"
            aria-label={t('charts.spend')}
          />
        </Chart>
      )}
      <Chart
        id="chart-attendance"
        title={t('charts.attendance')}
        empty={attendance.every((w) => w.rate === null)}
      >
        <LineChart
          {...common}
          {...plainAxes}
          data={attendance}
          dataKey="week"
          connectNulls
          yAxisProps={{ ...plainAxes.yAxisProps, domain: [0, 100] }}
          series={[{ name: 'rate', label: t('charts.rate'), color: 'teal.6' }]}
          role="img"
          aria-label={t('charts.attendance')}
        />
      </Chart>
      <Chart id="chart-subjects" title={t('charts.bySubject')} empty={subjects.length === 0}>
        <BarChart
          {...common}
          data={subjects}
          dataKey="subject"
          yAxisProps={wholeCounts}
          series={[{ name: 'count', label: t('charts.count'), color: 'grape.6' }]}
          role="img"
          aria-label={t('charts.bySubject')}
        />
      </Chart>
      <Chart
        id="chart-students"
        title={t('charts.newStudents')}
        empty={students.every((m) => m.count === 0)}
      >
        <BarChart
          {...common}
          {...plainAxes}
          data={students}
          dataKey="month"
          yAxisProps={{ ...plainAxes.yAxisProps, ...wholeCounts }}
          series={[{ name: 'count', label: t('charts.students'), color: 'blue.6' }]}
          role="img"
          aria-label={t('charts.newStudents')}
        />
      </Chart>
    </SimpleGrid>
  );
}
