import { Divider, Group, Stack, Table, Text, Title } from '@mantine/core';
import type { Receipt } from '@school/shared/wallet/wallet.contract';
import { useTranslation } from 'react-i18next';
import { LogoMark } from '../../../components/logo-mark';
import { useWalletFormat } from '../lib/use-wallet-format';
import classes from './receipt-document.module.css';

/** The receipt itself: what prints (the page's print CSS hides everything else). */
export function ReceiptDocument({ receipt }: { receipt: Receipt }) {
  const { t } = useTranslation('wallet');
  const { t: tApp } = useTranslation();
  const format = useWalletFormat();
  const price = format.money(receipt.priceCents, receipt.currency);
  return (
    <article className={classes.receipt} aria-labelledby="receipt-title" data-receipt>
      <Group justify="space-between" align="flex-start" gap="lg" className={classes.head}>
        <Group gap="sm" wrap="nowrap">
          <LogoMark size={40} />
          <div>
            <Text fw={700} size="lg">
              {tApp('app.name')}
            </Text>
            <Text size="sm" c="dimmed">
              {t('receipt.issuer')}
            </Text>
          </div>
        </Group>
        <Stack gap={2} className={classes.meta}>
          <Title order={1} size="h2" id="receipt-title">
            {t('receipt.title')}
          </Title>
          <Text size="sm" dir="ltr" fw={600} data-testid="receipt-number">
            {receipt.number}
          </Text>
          <Text size="sm" c="dimmed">
            {format.dateTime(receipt.date)}
          </Text>
        </Stack>
      </Group>

      <div className={classes.parties}>
        <div>
          <Text className={classes.caption}>{t('receipt.billedTo')}</Text>
          <Text fw={650} dir="auto">
            {receipt.school.name}
          </Text>
          {receipt.school.address && (
            <Text size="sm" c="dimmed" dir="auto">
              {receipt.school.address}
            </Text>
          )}
        </div>
        <div>
          <Text className={classes.caption}>{t('receipt.paidBy')}</Text>
          <Text fw={650}>{receipt.paidBy}</Text>
          <Text size="sm" c="dimmed" dir="ltr" className={classes.card}>
            {receipt.cardBrand} •••• {receipt.cardLast4}
          </Text>
        </div>
      </div>

      <Table className={classes.lines} verticalSpacing="sm" horizontalSpacing={0}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('receipt.item')}</Table.Th>
            <Table.Th className={classes.end}>{t('receipt.quantity')}</Table.Th>
            <Table.Th className={classes.end}>{t('receipt.amount')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          <Table.Tr>
            <Table.Td>{t('receipt.line')}</Table.Td>
            <Table.Td className={classes.end} data-testid="receipt-credits">
              {format.credits(receipt.credits)}
            </Table.Td>
            <Table.Td className={classes.end}>{price}</Table.Td>
          </Table.Tr>
        </Table.Tbody>
      </Table>

      <Group justify="space-between" className={classes.total}>
        <Text fw={650}>{t('receipt.total')}</Text>
        <Text fw={750} size="xl" data-testid="receipt-total">
          {price}
        </Text>
      </Group>

      <Divider my="lg" />
      <Text size="xs" c="dimmed">
        {t('receipt.footer', { number: receipt.number })}
      </Text>
    </article>
  );
}
