import { Grid, Skeleton, Stack } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import type { TopUp } from '@school/shared/wallet/wallet.contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useActingSchool } from '../../../lib/chosen-school';
import { usePackages } from '../api/get-packages';
import { useWallet } from '../api/get-wallet';
import { NoSchoolWallet } from '../components/no-school-wallet';
import { PageHeader } from '../../../components/page-header';
import { LoadError } from '../../../components/load-error';
import { TopUpForm } from '../components/top-up-form';
import { TopUpSuccess } from '../components/top-up-success';
import { useWalletFormat } from '../lib/use-wallet-format';

/** /credits-top-up: buy credits by card (sadmin only: wallet.spend). */
export function TopUpPage() {
  const { t } = useTranslation('wallet');
  const { t: tApp } = useTranslation();
  const title = tApp('routes.credits-top-up');
  useDocumentTitle(`${title} · ${tApp('app.name')}`);
  const format = useWalletFormat();
  const hasSchool = Boolean(useActingSchool().id);
  const packages = usePackages();
  const wallet = useWallet(hasSchool);
  const [paid, setPaid] = useState<TopUp | null>(null);
  const [attempt, setAttempt] = useState(0);

  const balance = wallet.data?.balance ?? null;
  const header = (
    <PageHeader
      title={title}
      description={
        balance !== null
          ? t('topUp.currentBalance', { balance: format.credits(balance) })
          : t('topUp.description')
      }
    />
  );

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
      {paid ? (
        <TopUpSuccess
          topUp={paid}
          onBuyMore={() => {
            setPaid(null);
            setAttempt((n) => n + 1);
          }}
        />
      ) : packages.data ? (
        <TopUpForm key={attempt} packages={packages.data} balance={balance} onPaid={setPaid} />
      ) : packages.isError ? (
        <LoadError
          error={packages.error}
          onRetry={() => void packages.refetch()}
          retrying={packages.isFetching}
        />
      ) : (
        <Grid gap="lg" aria-busy="true">
          <Grid.Col span={{ base: 12, md: 7, xl: 8 }}>
            <Stack gap="lg">
              <Skeleton height={160} radius="lg" />
              <Skeleton height={300} radius="lg" />
            </Stack>
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 5, xl: 4 }}>
            <Skeleton height={280} radius="lg" />
          </Grid.Col>
        </Grid>
      )}
    </Stack>
  );
}
