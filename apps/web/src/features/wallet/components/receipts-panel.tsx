import { Anchor, Button, Skeleton, Stack, Table, Text } from '@mantine/core';
import { IconFileInvoice } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useTopUps } from '../api/get-top-ups';
import { useWalletFormat } from '../lib/use-wallet-format';
import { EmptyState } from '../../../components/empty-state';
import { SectionCard } from '../../../components/section-card';
import { LoadError } from '../../../components/load-error';
import classes from './transactions-table.module.css';

// The top-ups list has no status filter: the latest hundred payments hold the receipts shown here.
const fetched = 100;
const shownAtFirst = 5;

/** Successful card top-ups, each with its receipt. */
export function ReceiptsPanel() {
  const { t } = useTranslation('wallet');
  const format = useWalletFormat();
  const topUps = useTopUps(1, fetched);
  const [showAll, setShowAll] = useState(false);
  const receipts = (topUps.data?.items ?? []).filter(
    (topUp) => topUp.status === 'succeeded' && topUp.receiptNumber,
  );
  const shown = showAll ? receipts : receipts.slice(0, shownAtFirst);

  return (
    <SectionCard
      id="receipts-title"
      h="100%"
      title={t('receipts.title')}
      description={t('receipts.description')}
    >
      {topUps.isError && !topUps.data ? (
        <LoadError
          error={topUps.error}
          onRetry={() => void topUps.refetch()}
          retrying={topUps.isFetching}
        />
      ) : !topUps.data ? (
        <Stack gap="xs" aria-hidden="true">
          {Array.from({ length: 3 }, (_, i) => (
            <Skeleton key={i} height={36} radius="sm" />
          ))}
        </Stack>
      ) : receipts.length === 0 ? (
        <EmptyState
          framed
          icon={<IconFileInvoice size={26} stroke={1.6} />}
          title={t('receipts.emptyTitle')}
          text={t('receipts.emptyText')}
        />
      ) : (
        <Stack gap="sm">
          <Table.ScrollContainer minWidth={560} type="native">
            <Table verticalSpacing="sm" highlightOnHover>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('receipts.number')}</Table.Th>
                  <Table.Th>{t('receipts.date')}</Table.Th>
                  <Table.Th className={classes.number}>{t('receipts.credits')}</Table.Th>
                  <Table.Th className={classes.number}>{t('receipts.price')}</Table.Th>
                  <Table.Th>{t('receipts.card')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {shown.map((topUp) => (
                  <Table.Tr key={topUp.id} data-testid="receipt-row">
                    <Table.Td className={classes.nowrap}>
                      <Anchor
                        component={Link}
                        to={`/wallet/receipts/${topUp.id}`}
                        size="sm"
                        fw={600}
                        dir="ltr"
                      >
                        {topUp.receiptNumber}
                      </Anchor>
                    </Table.Td>
                    <Table.Td className={classes.nowrap}>
                      <Text size="sm">{format.date(topUp.completedAt ?? topUp.createdAt)}</Text>
                    </Table.Td>
                    <Table.Td className={classes.number}>
                      <Text size="sm" className={classes.tabular}>
                        {format.credits(topUp.credits)}
                      </Text>
                    </Table.Td>
                    <Table.Td className={classes.number}>
                      <Text size="sm" fw={600} className={classes.tabular}>
                        {format.money(topUp.priceCents, topUp.currency)}
                      </Text>
                    </Table.Td>
                    <Table.Td className={classes.nowrap}>
                      <Text size="sm" c="dimmed" dir="ltr">
                        {topUp.cardBrand} •••• {topUp.cardLast4}
                      </Text>
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
          {receipts.length > shownAtFirst && (
            <Button variant="subtle" onClick={() => setShowAll((value) => !value)}>
              {showAll
                ? t('receipts.showFewer')
                : t('receipts.showAll', { count: receipts.length })}
            </Button>
          )}
        </Stack>
      )}
    </SectionCard>
  );
}
