import { Alert, Grid, Skeleton, Stack } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { hasPermission } from '@school/shared/auth/roles';
import type { TopUp } from '@school/shared/wallet/wallet.contract';
import { IconCircleCheck } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useActingSchool } from '../../../lib/chosen-school';
import { useSession } from '../../../lib/session';
import { useWallet } from '../api/get-wallet';
import { BalanceCard, BalanceCardSkeleton } from '../components/balance-card';
import { BalanceHistory } from '../components/balance-history';
import { ConfirmPaymentDialog } from '../components/confirm-payment-dialog';
import { KindBreakdown } from '../components/kind-breakdown';
import { NoSchoolWallet } from '../components/no-school-wallet';
import { NearViewport } from '../../../components/near-viewport';
import { PageHeader } from '../../../components/page-header';
import { PendingTopUps } from '../components/pending-top-ups';
import { ReceiptsPanel } from '../components/receipts-panel';
import { LoadError } from '../../../components/load-error';
import { TransactionsPanel } from '../components/transactions-panel';
import { useWalletFormat } from '../lib/use-wallet-format';
import { useWalletSearch } from '../lib/use-wallet-search';

/** /wallet: balance, pending payments, history, ledger and receipts of the school's credits. */
export function WalletPage() {
  const { t } = useTranslation('wallet');
  const { t: tApp } = useTranslation();
  const title = tApp('routes.wallet');
  useDocumentTitle(`${title} · ${tApp('app.name')}`);
  const session = useSession();
  const user = session.user;
  const hasSchool = Boolean(useActingSchool().id);
  const canSpend = user ? hasPermission(user.role, 'wallet.spend') : false;
  const summary = useWallet(hasSchool);
  const [search, setSearch] = useWalletSearch();
  const [confirming, setConfirming] = useState<TopUp | null>(null);
  const [confirmed, setConfirmed] = useState<TopUp | null>(null);
  const format = useWalletFormat();

  const header = <PageHeader title={title} description={t('wallet.description')} />;

  if (!hasSchool) {
    return (
      <Stack gap="lg">
        {header}
        <NoSchoolWallet />
      </Stack>
    );
  }

  return (
    <Stack gap="lg">
      {header}
      {confirmed && (
        <Alert
          color="teal"
          variant="light"
          radius="md"
          icon={<IconCircleCheck size={20} aria-hidden="true" />}
          title={t('confirm.doneTitle')}
          withCloseButton
          closeButtonLabel={t('actions.dismiss')}
          onClose={() => setConfirmed(null)}
        >
          {t('confirm.doneText', {
            credits: format.credits(confirmed.credits),
            balance: format.credits(confirmed.balanceAfter ?? 0),
          })}
        </Alert>
      )}
      {summary.data && summary.data.pendingTopUps.length > 0 && (
        <PendingTopUps
          topUps={summary.data.pendingTopUps}
          canConfirm={canSpend}
          onConfirm={setConfirming}
        />
      )}
      <Grid gap="lg" align="stretch">
        <Grid.Col span={{ base: 12, md: 5, xl: 4 }}>
          {summary.data ? (
            <BalanceCard summary={summary.data} canTopUp={canSpend} />
          ) : summary.isError ? (
            <LoadError
              error={summary.error}
              onRetry={() => void summary.refetch()}
              retrying={summary.isFetching}
            />
          ) : (
            <BalanceCardSkeleton />
          )}
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 7, xl: 8 }}>
          <BalanceHistory
            days={search.days}
            onDaysChange={(days) => setSearch({ days })}
            threshold={summary.data?.lowBalanceThreshold ?? 0}
          />
        </Grid.Col>
      </Grid>
      {/* The ledger and the receipts are drawn as the reader scrolls near them: on a phone they lie
          below the balance and its chart, and drawing them during the start was half of the long
          tasks after the first paint. On a wide screen the ledger is near at once. */}
      <NearViewport placeholder={<Skeleton height={480} radius="lg" />}>
        <TransactionsPanel search={search} onSearchChange={setSearch} />
      </NearViewport>
      <Grid gap="lg" align="stretch">
        <Grid.Col span={{ base: 12, lg: 8 }}>
          <NearViewport placeholder={<Skeleton height={240} radius="lg" />}>
            <ReceiptsPanel />
          </NearViewport>
        </Grid.Col>
        <Grid.Col span={{ base: 12, lg: 4 }}>
          <KindBreakdown days={search.days} />
        </Grid.Col>
      </Grid>
      <ConfirmPaymentDialog
        topUp={confirming}
        onClose={() => setConfirming(null)}
        onConfirmed={(topUp) => {
          setConfirming(null);
          setConfirmed(topUp);
        }}
      />
    </Stack>
  );
}
