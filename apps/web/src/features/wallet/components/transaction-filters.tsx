import '@mantine/dates/styles.css';
import 'dayjs/locale/ar';
import 'dayjs/locale/de';
import 'dayjs/locale/fr';
import 'dayjs/locale/pt';
import { Button, Group, Select } from '@mantine/core';
import { DatePickerInput, DatesProvider, type DatesRangeValue } from '@mantine/dates';
import type { TransferKind } from '@school/shared/wallet/wallet.contract';
import { IconCalendar, IconFilterOff } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isTransferKind, transferKindList } from '../lib/kinds';
import classes from './transaction-filters.module.css';

type TransactionFiltersProps = {
  kind: TransferKind | null;
  from: string | null;
  to: string | null;
  onChange: (change: {
    kind?: TransferKind | null;
    from?: string | null;
    to?: string | null;
  }) => void;
};

/** Kind and date range of the transactions table; the page keeps them in the URL. */
export function TransactionFilters({ kind, from, to, onChange }: TransactionFiltersProps) {
  const { t, i18n } = useTranslation('wallet');
  // A half-chosen range stays local until its end is picked (the table keeps its last range).
  const [range, setRange] = useState<DatesRangeValue<string>>([from, to]);
  const filtered = kind !== null || from !== null || to !== null;
  const pickRange = (value: DatesRangeValue<string>) => {
    setRange(value);
    const [start, end] = value;
    if ((start && end) || (!start && !end)) onChange({ from: start, to: end });
  };
  return (
    <DatesProvider settings={{ locale: i18n.resolvedLanguage ?? 'en', firstDayOfWeek: 1 }}>
      <Group gap="sm" align="flex-end" wrap="wrap">
        <Select
          className={classes.kind}
          label={t('filters.kind')}
          placeholder={t('filters.allKinds')}
          data={transferKindList.map((value) => ({ value, label: t(`kinds.${value}`) }))}
          value={kind}
          onChange={(value) => onChange({ kind: isTransferKind(value) ? value : null })}
          clearable
          allowDeselect
          comboboxProps={{ withinPortal: true }}
        />
        <DatePickerInput
          className={classes.dates}
          type="range"
          label={t('filters.dates')}
          placeholder={t('filters.anyDate')}
          value={range}
          onChange={pickRange}
          valueFormat="D MMM YYYY"
          leftSection={<IconCalendar size={16} aria-hidden="true" />}
          clearable
          allowSingleDateInRange
          maxDate={new Date()}
        />
        {filtered && (
          <Button
            variant="subtle"
            color="gray"
            leftSection={<IconFilterOff size={16} aria-hidden="true" />}
            onClick={() => {
              setRange([null, null]);
              onChange({ kind: null, from: null, to: null });
            }}
          >
            {t('filters.clear')}
          </Button>
        )}
      </Group>
    </DatesProvider>
  );
}
