import { Alert, Button, Skeleton, Stack } from '@mantine/core';
import { IconDownload, IconReceiptOff } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useExportTransactions } from '../api/export-transactions';
import { useTransactions } from '../api/get-transactions';
import {
  dayRangeToIso,
  type WalletSearch,
  type WalletSearchChange,
} from '../lib/use-wallet-search';
import { useSchoolZone } from '../../../lib/use-school-format';
import { useWalletFormat } from '../lib/use-wallet-format';
import { EmptyState } from '../../../components/empty-state';
import { SectionCard } from '../../../components/section-card';
import { LoadError } from '../../../components/load-error';
import { Pager } from '../../../components/pager';
import { TransactionFilters } from './transaction-filters';
import { TransactionsTable } from './transactions-table';

const pageSize = 10;

type TransactionsPanelProps = {
  search: WalletSearch;
  onSearchChange: (change: WalletSearchChange) => void;
};

export function TransactionsPanel({ search, onSearchChange }: TransactionsPanelProps) {
  const { t } = useTranslation('wallet');
  const format = useWalletFormat();
  const zone = useSchoolZone();
  const filters = {
    ...(search.kind ? { kind: search.kind } : {}),
    ...dayRangeToIso(search.from, search.to, zone),
  };
  const transactions = useTransactions({ ...filters, page: search.page, pageSize });
  const exporter = useExportTransactions();
  const data = transactions.data;
  const pages = data ? Math.max(1, Math.ceil(data.total / pageSize)) : 1;
  const filtered = search.kind !== null || search.from !== null || search.to !== null;

  return (
    <SectionCard
      id="transactions-title"
      h="100%"
      title={t('transactions.title')}
      description={
        data
          ? t('transactions.count', { count: data.total, formatted: format.credits(data.total) })
          : null
      }
      actions={
        <Button
          variant="default"
          leftSection={<IconDownload size={16} aria-hidden="true" />}
          onClick={() => exporter.mutate(filters)}
          loading={exporter.isPending}
          disabled={data?.total === 0}
        >
          {t('transactions.export')}
        </Button>
      }
    >
      <TransactionFilters
        key={`${search.from ?? ''}:${search.to ?? ''}`}
        kind={search.kind}
        from={search.from}
        to={search.to}
        onChange={onSearchChange}
      />
      {exporter.error && (
        <Alert color="red" variant="light" withCloseButton onClose={() => exporter.reset()}>
          {t('transactions.exportFailed')}
        </Alert>
      )}
      {transactions.isError && !data ? (
        <LoadError
          error={transactions.error}
          onRetry={() => void transactions.refetch()}
          retrying={transactions.isFetching}
        />
      ) : !data ? (
        <Stack gap="xs" aria-hidden="true">
          {Array.from({ length: 5 }, (_, i) => (
            <Skeleton key={i} height={36} radius="sm" />
          ))}
        </Stack>
      ) : data.items.length === 0 ? (
        <EmptyState
          framed
          icon={<IconReceiptOff size={26} stroke={1.6} />}
          title={filtered ? t('transactions.noMatchTitle') : t('transactions.emptyTitle')}
          text={filtered ? t('transactions.noMatchText') : t('transactions.emptyText')}
        />
      ) : (
        <Stack gap="md" style={{ opacity: transactions.isPlaceholderData ? 0.6 : 1 }}>
          <TransactionsTable items={data.items} />
          {pages > 1 && (
            <Pager
              page={search.page}
              pageSize={pageSize}
              total={data.total}
              onPage={(page) => onSearchChange({ page })}
            />
          )}
        </Stack>
      )}
    </SectionCard>
  );
}
