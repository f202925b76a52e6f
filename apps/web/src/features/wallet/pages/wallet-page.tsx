import { Alert, Stack } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { hasPermission } from '@school/shared/auth/roles';
import type { TopUp } from '@school/shared/wallet/wallet.contract';
import { IconCircleCheck } from '@tabler/icons-react';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useActingSchool } from '../../../lib/chosen-school';
import { useSession } from '../../../lib/session';
import { useWallet } from '../api/get-wallet';
import { BalanceCard, BalanceCardSkeleton } from '../components/balance-card';
import { BalanceHistory } from '../components/balance-history';
import { NoSchoolWallet } from '../components/no-school-wallet';
import grid from '../components/wallet-grid.module.css';
import { NearViewport } from '../../../components/near-viewport';
import { PageHeader } from '../../../components/page-header';
import { SkeletonBlock } from '../../../components/skeleton-block';
import { LoadError } from '../../../components/load-error';
import { useWalletFormat } from '../lib/use-wallet-format';
import { useWalletSearch } from '../lib/use-wallet-search';

// The first screen (the balance and its history) needs none of the kit chunk's code
// (code-splitting.ts); what lies below it, what shows only with pending payments and the dialog
// bring it when they are drawn.
const PendingTopUps = lazy(() =>
  import('../components/pending-top-ups').then((m) => ({ default: m.PendingTopUps })),
);
const TransactionsPanel = lazy(() =>
  import('../components/transactions-panel').then((m) => ({ default: m.TransactionsPanel })),
);
const ReceiptsPanel = lazy(() =>
  import('../components/receipts-panel').then((m) => ({ default: m.ReceiptsPanel })),
);
const KindBreakdown = lazy(() =>
  import('../components/kind-breakdown').then((m) => ({ default: m.KindBreakdown })),
);
const ConfirmPaymentDialog = lazy(() =>
  import('../components/confirm-payment-dialog').then((m) => ({
    default: m.ConfirmPaymentDialog,
  })),
);

const ledgerPlaceholder = <SkeletonBlock height={480} radius="lg" />;
const lowerPlaceholder = <SkeletonBlock height={240} radius="lg" />;

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
  // The dialog stays mounted once opened, so that it can play its closing transition.
  const [dialogUsed, setDialogUsed] = useState(false);
  const confirm = (topUp: TopUp) => {
    setDialogUsed(true);
    setConfirming(topUp);
  };
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
        <Suspense fallback={null}>
          <PendingTopUps
            topUps={summary.data.pendingTopUps}
            canConfirm={canSpend}
            onConfirm={confirm}
          />
        </Suspense>
      )}
      <div className={grid.top}>
        <div>
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
        </div>
        <BalanceHistory
          days={search.days}
          onDaysChange={(days) => setSearch({ days })}
          threshold={summary.data?.lowBalanceThreshold ?? 0}
        />
      </div>
      {/* The ledger and the receipts are drawn as the reader scrolls near them: on a phone they lie
          below the balance and its chart, and drawing them during the start was half of the long
          tasks after the first paint. On a wide screen the ledger is near at once. */}
      <NearViewport placeholder={ledgerPlaceholder}>
        <TransactionsPanel search={search} onSearchChange={setSearch} />
      </NearViewport>
      <div className={grid.bottom}>
        <NearViewport placeholder={lowerPlaceholder}>
          <ReceiptsPanel />
        </NearViewport>
        <NearViewport placeholder={lowerPlaceholder}>
          <KindBreakdown days={search.days} />
        </NearViewport>
      </div>
      {dialogUsed && (
        <Suspense fallback={null}>
          <ConfirmPaymentDialog
            topUp={confirming}
            onClose={() => setConfirming(null)}
            onConfirmed={(topUp) => {
              setConfirming(null);
              setConfirmed(topUp);
            }}
          />
        </Suspense>
      )}
    </Stack>
  );
}
