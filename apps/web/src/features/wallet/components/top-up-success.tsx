import { Button, Group, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import type { TopUp } from '@school/shared/wallet/wallet.contract';
import { IconCheck, IconFileInvoice, IconPlus, IconWallet } from '@tabler/icons-react';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useWalletFormat } from '../lib/use-wallet-format';
import classes from './top-up-success.module.css';

type TopUpSuccessProps = { topUp: TopUp; onBuyMore: () => void };

/** After a paid top-up: what was added, the new balance, the receipt and the way back. */
export function TopUpSuccess({ topUp, onBuyMore }: TopUpSuccessProps) {
  const { t } = useTranslation('wallet');
  const format = useWalletFormat();
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => headingRef.current?.focus(), []);
  return (
    <Paper withBorder radius="lg" className={classes.root} data-testid="top-up-success">
      <Stack align="center" gap="md">
        <ThemeIcon size={72} radius="xl" color="teal" variant="light" aria-hidden="true">
          <IconCheck size={40} stroke={2} />
        </ThemeIcon>
        <Title order={2} ta="center" ref={headingRef} tabIndex={-1} className={classes.title}>
          {t('success.title')}
        </Title>
        <Text c="dimmed" ta="center">
          {t('success.text', {
            credits: format.credits(topUp.credits),
            price: format.money(topUp.priceCents, topUp.currency),
          })}
        </Text>
        <div className={classes.figures}>
          <div className={classes.figure}>
            <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
              {t('success.added')}
            </Text>
            <Text className={classes.number} c="teal" data-testid="credits-added" dir="ltr">
              {format.signedCredits(topUp.credits)}
            </Text>
          </div>
          <div className={classes.figure}>
            <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
              {t('success.newBalance')}
            </Text>
            <Text className={classes.number} data-testid="new-balance">
              {format.credits(topUp.balanceAfter ?? 0)}
            </Text>
          </div>
        </div>
        {topUp.receiptNumber && (
          <Text size="sm" c="dimmed">
            {t('success.receipt', { number: topUp.receiptNumber })}
          </Text>
        )}
        <Group justify="center" gap="sm" mt="sm">
          <Button
            component={Link}
            to={`/wallet/receipts/${topUp.id}`}
            leftSection={<IconFileInvoice size={18} aria-hidden="true" />}
          >
            {t('success.viewReceipt')}
          </Button>
          <Button
            component={Link}
            to="/wallet"
            variant="default"
            leftSection={<IconWallet size={18} aria-hidden="true" />}
          >
            {t('success.toWallet')}
          </Button>
          <Button
            variant="subtle"
            onClick={onBuyMore}
            leftSection={<IconPlus size={18} aria-hidden="true" />}
          >
            {t('success.buyMore')}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
