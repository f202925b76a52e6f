import '@mantine/charts/styles.css';
import { BarChart } from '@mantine/charts';
import type { CreditMonth } from '@school/shared/student-dashboard/student-dashboard.contract';
import { useTranslation } from 'react-i18next';
import { plainAxes } from '../../../components/charts/plain-ticks';
import type { DashboardFormat } from './format';

type CreditsChartProps = {
  months: CreditMonth[];
  allowance: number | null;
  format: DashboardFormat;
};

/** Loaded on its own (recharts is heavy): the rest of the dashboard shows first. */
export function CreditsChart({ months, allowance, format }: CreditsChartProps) {
  const { t } = useTranslation('student-dashboard');
  const data = months.map((m) => ({ month: format.month(m.month), spent: m.spent }));
  const total = months.reduce((sum, m) => sum + m.spent, 0);
  return (
    <BarChart
      {...plainAxes}
      h={220}
      data={data}
      dataKey="month"
      series={[{ name: 'spent', label: t('credits.spentSeries'), color: 'brand.6' }]}
      gridAxis="y"
      tickLine="none"
      valueFormatter={(value) => format.number(value)}
      yAxisProps={{ ...plainAxes.yAxisProps, width: 48 }}
      referenceLines={
        allowance === null
          ? []
          : [
              {
                y: allowance,
                color: 'orange.6',
                label: t('credits.allowanceSeries'),
                labelPosition: 'insideTopLeft',
                strokeDasharray: '4 4',
              },
            ]
      }
      role="img"
      aria-label={t('credits.chartLabel', {
        from: data[0]?.month ?? '',
        to: data[data.length - 1]?.month ?? '',
        total: format.number(total),
      })}
    />
  );
}
