import '@mantine/charts/styles.css';
import { DonutChart } from '@mantine/charts';
import { useTranslation } from 'react-i18next';
import type { WalletHistory } from '../api/get-history';
import { kindColors } from '../lib/kinds';
import { useWalletFormat } from '../lib/use-wallet-format';

/** Credits moved per kind over the chosen period (lazy, like the balance chart). */
export function KindDonutChart({ byKind }: { byKind: WalletHistory['byKind'] }) {
  const { t } = useTranslation('wallet');
  const format = useWalletFormat();
  const total = byKind.reduce((sum, item) => sum + item.credits, 0);
  return (
    <DonutChart
      size={168}
      thickness={22}
      paddingAngle={byKind.length > 1 ? 2 : 0}
      data={byKind.map((item) => ({
        name: t(`kinds.${item.kind}`),
        value: item.credits,
        color: `${kindColors[item.kind]}.6`,
      }))}
      chartLabel={format.credits(total)}
      valueFormatter={(value) => format.credits(value)}
      tooltipDataSource="segment"
      role="img"
      aria-label={byKind
        .map((item) => `${t(`kinds.${item.kind}`)}: ${format.credits(item.credits)}`)
        .join(', ')}
    />
  );
}
