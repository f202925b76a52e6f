import { Button, Group, Paper, Skeleton, Stack } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { IconArrowLeft, IconFileOff, IconPrinter } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { ApiError } from '../../../lib/api-error';
import { useActingSchool } from '../../../lib/chosen-school';
import { useReceipt } from '../api/get-receipt';
import { EmptyState } from '../../../components/empty-state';
import { NoSchoolWallet } from '../components/no-school-wallet';
import { ReceiptDocument } from '../components/receipt-document';
import { LoadError } from '../../../components/load-error';

/** /wallet/receipts/:id: a printable receipt of one successful top-up. */
export function ReceiptPage() {
  const { t } = useTranslation('wallet');
  const { t: tApp } = useTranslation();
  const { id = '' } = useParams();
  const hasSchool = Boolean(useActingSchool().id);
  const receipt = useReceipt(id, hasSchool);
  const title = receipt.data
    ? t('receipt.documentTitle', { number: receipt.data.number })
    : t('receipt.title');
  useDocumentTitle(`${title} · ${tApp('app.name')}`);
  const notFound = receipt.error instanceof ApiError && [400, 404].includes(receipt.error.status);

  return (
    <Stack gap="lg">
      <Group justify="space-between" gap="sm" data-print-hidden>
        <Button
          component={Link}
          to="/wallet"
          variant="subtle"
          leftSection={
            <IconArrowLeft size={18} aria-hidden="true" className="mantine-rotate-rtl" />
          }
        >
          {t('receipt.back')}
        </Button>
        {receipt.data && (
          <Button
            leftSection={<IconPrinter size={18} aria-hidden="true" />}
            onClick={() => window.print()}
          >
            {t('receipt.print')}
          </Button>
        )}
      </Group>
      {!hasSchool ? (
        <NoSchoolWallet />
      ) : receipt.data ? (
        <ReceiptDocument receipt={receipt.data} />
      ) : notFound ? (
        <Paper withBorder radius="lg" p="lg">
          <EmptyState
            framed
            icon={<IconFileOff size={26} stroke={1.6} />}
            title={t('receipt.notFoundTitle')}
            text={t('receipt.notFoundText')}
          />
        </Paper>
      ) : receipt.isError ? (
        <LoadError
          error={receipt.error}
          onRetry={() => void receipt.refetch()}
          retrying={receipt.isFetching}
        />
      ) : (
        <Paper withBorder radius="lg" p="xl" maw={760} w="100%" mx="auto">
          <Stack gap="lg">
            <Skeleton height={48} />
            <Skeleton height={80} />
            <Skeleton height={120} />
          </Stack>
        </Paper>
      )}
    </Stack>
  );
}
