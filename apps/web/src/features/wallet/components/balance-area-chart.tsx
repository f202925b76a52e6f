import '@mantine/charts/styles.css';
import { AreaChart } from '@mantine/charts';
import { useTranslation } from 'react-i18next';
import { noGridLines, plainAxes } from '../../../components/charts/plain-ticks';
import type { WalletHistory } from '../api/get-history';
import { useWalletFormat } from '../lib/use-wallet-format';

type BalanceAreaChartProps = { points: WalletHistory['points']; threshold: number };

/** Loaded on its own (recharts is heavy): the rest of the wallet page shows first. */
export function BalanceAreaChart({ points, threshold }: BalanceAreaChartProps) {
  const { t } = useTranslation('wallet');
  const format = useWalletFormat();
  const data = points.map((point) => ({
    date: format.shortDate(point.date),
    balance: point.balance,
  }));
  return (
    <AreaChart
      {...plainAxes}
      h={260}
      data={data}
      dataKey="date"
      series={[{ name: 'balance', label: t('history.balance'), color: 'brand.6' }]}
      curveType="monotone"
      withDots={false}
      strokeWidth={2}
      fillOpacity={0.25}
      gridAxis="x"
      gridProps={{ verticalCoordinatesGenerator: noGridLines }}
      tickLine="none"
      valueFormatter={(value) => format.credits(value)}
      referenceLines={[
        {
          y: threshold,
          color: 'orange.6',
          label: t('history.threshold'),
          labelPosition: 'insideTopLeft',
          strokeDasharray: '4 4',
        },
      ]}
      yAxisProps={{ ...plainAxes.yAxisProps, width: 56 }}
      role="img"
      aria-label={t('history.chartLabel', {
        from: data[0]?.date ?? '',
        to: data[data.length - 1]?.date ?? '',
        balance: format.credits(points[points.length - 1]?.balance ?? 0),
      })}
    />
  );
}
