import { Badge, Button, Group, Paper, Stack, Text } from '@mantine/core';
import { IconAlertTriangle, IconBell, IconCoins, IconPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { WalletSummary } from '../api/get-wallet';
import { SkeletonBlock } from '../../../components/skeleton-block';
import { useWalletFormat } from '../lib/use-wallet-format';
import classes from './balance-card.module.css';

type BalanceCardProps = { summary: WalletSummary; canTopUp: boolean };

/** The wallet's headline: the balance in credits, the alert threshold, and the way to top up. */
export function BalanceCard({ summary, canTopUp }: BalanceCardProps) {
  const { t } = useTranslation('wallet');
  const format = useWalletFormat();
  const low = summary.balance < summary.lowBalanceThreshold;
  const threshold = format.credits(summary.lowBalanceThreshold);
  return (
    <Paper
      component="section"
      aria-labelledby="wallet-balance-title"
      radius="lg"
      className={classes.card}
      mod={{ low }}
      data-testid="balance-card"
    >
      <Stack gap="lg" h="100%" justify="space-between">
        <Group justify="space-between" align="flex-start" wrap="nowrap">
          <Text id="wallet-balance-title" fw={600} size="sm" className={classes.label}>
            {t('balance.title')}
          </Text>
          {low ? (
            <Badge color="orange" variant="filled" autoContrast radius="sm" tt="none">
              {t('balance.lowBadge')}
            </Badge>
          ) : (
            <span className={classes.coin} aria-hidden="true">
              <IconCoins size={22} stroke={1.7} />
            </span>
          )}
        </Group>
        <div>
          <Text className={classes.amount} data-testid="wallet-balance">
            {format.credits(summary.balance)}
          </Text>
          <Text size="sm" c="dimmed" fw={500}>
            {t('balance.unit', { count: summary.balance })}
          </Text>
        </div>
        <Group gap="xs" wrap="nowrap" align="flex-start" className={classes.note}>
          {low ? (
            <IconAlertTriangle size={18} aria-hidden="true" className={classes.noteIcon} />
          ) : (
            <IconBell size={18} aria-hidden="true" className={classes.noteIcon} />
          )}
          <Text size="sm">
            {low ? t('balance.lowNote', { threshold }) : t('balance.thresholdNote', { threshold })}
          </Text>
        </Group>
        {canTopUp && (
          <Button
            component={Link}
            to="/credits-top-up"
            leftSection={<IconPlus size={18} aria-hidden="true" />}
            size="md"
            fullWidth
          >
            {t('actions.topUp')}
          </Button>
        )}
      </Stack>
    </Paper>
  );
}

/**
 * The card's shape while the balance loads, row for row (the title and its icon, the amount and
 * its unit, the two-line note, the button), so that the chart beside it, or below it on a phone,
 * does not move when the figures arrive. Drawn without the kit chunk, as the card itself is.
 */
export function BalanceCardSkeleton() {
  return (
    <Paper radius="lg" className={classes.card}>
      <Stack gap="lg">
        <Group justify="space-between" align="flex-start" wrap="nowrap">
          <SkeletonBlock height={14} width="40%" />
          <SkeletonBlock height={40} circle />
        </Group>
        <Stack gap={8}>
          <SkeletonBlock height={46} width="60%" />
          <SkeletonBlock height={14} width="30%" />
        </Stack>
        <SkeletonBlock height={40} width="85%" />
        <SkeletonBlock height={42} />
      </Stack>
    </Paper>
  );
}
