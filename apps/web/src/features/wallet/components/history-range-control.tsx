import { SegmentedControl } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { historyRanges, type HistoryDays } from '../api/get-history';

type HistoryRangeControlProps = { days: HistoryDays; onDaysChange: (days: HistoryDays) => void };

/** The balance history's period: 30 days, 90 days or a year. */
export function HistoryRangeControl({ days, onDaysChange }: HistoryRangeControlProps) {
  const { t } = useTranslation('wallet');
  return (
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
  );
}
