import { Button, Divider, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useWalletFormat } from '../lib/use-wallet-format';
import classes from './order-summary.module.css';

type OrderSummaryProps = {
  order: { credits: number; priceCents: number } | null;
  currency: string;
  balance: number | null;
  paying: boolean;
  /** The answer of the last attempt (decline, pending confirmation), above the Pay button. */
  children?: ReactNode;
};

function Row({ label, value, strong }: { label: string; value: string; strong?: boolean }) {
  return (
    <Group justify="space-between" gap="sm" wrap="nowrap">
      <Text size="sm" c={strong ? undefined : 'dimmed'} fw={strong ? 650 : undefined}>
        {label}
      </Text>
      <Text size={strong ? 'lg' : 'sm'} fw={strong ? 750 : 600} className={classes.value}>
        {value}
      </Text>
    </Group>
  );
}

/** The total, the balance it leads to, the Pay button and the answer of the last attempt. */
export function OrderSummary({ order, currency, balance, paying, children }: OrderSummaryProps) {
  const { t } = useTranslation('wallet');
  const format = useWalletFormat();
  const total = order ? format.money(order.priceCents, currency) : null;
  return (
    <Paper
      component="section"
      aria-labelledby="order-summary-title"
      withBorder
      radius="lg"
      className={classes.summary}
    >
      <Stack gap="sm">
        <Title order={2} size="h4" id="order-summary-title">
          {t('summary.title')}
        </Title>
        <Row label={t('summary.credits')} value={order ? format.credits(order.credits) : '—'} />
        <Row
          label={t('summary.perCredit')}
          value={order ? format.unitPrice(order.priceCents / order.credits, currency) : '—'}
        />
        {balance !== null && (
          <Row
            label={t('summary.balanceAfter')}
            value={format.credits(balance + (order?.credits ?? 0))}
          />
        )}
        <Divider my={4} />
        <Row label={t('summary.total')} value={total ?? '—'} strong />
        {children}
        <Button
          type="submit"
          size="lg"
          fullWidth
          loading={paying}
          disabled={paying}
          leftSection={<IconLock size={18} aria-hidden="true" />}
          mt={4}
        >
          {total ? t('pay.button', { amount: total }) : t('pay.buttonNoAmount')}
        </Button>
        <Text size="xs" c="dimmed" ta="center">
          {t('pay.note')}
        </Text>
      </Stack>
    </Paper>
  );
}
