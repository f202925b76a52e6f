import { Button, Group, Paper, Stack, Text, ThemeIcon } from '@mantine/core';
import type { TopUp } from '@school/shared/wallet/wallet.contract';
import { IconClockHour4 } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useWalletFormat } from '../lib/use-wallet-format';
import classes from './pending-top-ups.module.css';

type PendingTopUpsProps = {
  topUps: TopUp[];
  canConfirm: boolean;
  onConfirm: (topUp: TopUp) => void;
};

/** Card payments the bank still wants confirmed: no credits until they are. */
export function PendingTopUps({ topUps, canConfirm, onConfirm }: PendingTopUpsProps) {
  const { t } = useTranslation('wallet');
  const format = useWalletFormat();
  return (
    <Paper
      component="section"
      aria-labelledby="pending-top-ups-title"
      radius="lg"
      className={classes.root}
    >
      <Stack gap="sm">
        <Group gap="sm" wrap="nowrap">
          <ThemeIcon color="yellow" variant="light" radius="xl" size={36} aria-hidden="true">
            <IconClockHour4 size={20} />
          </ThemeIcon>
          <div>
            <Text id="pending-top-ups-title" fw={650}>
              {t('pending.title', { count: topUps.length })}
            </Text>
            <Text size="sm" c="dimmed">
              {t('pending.text')}
            </Text>
          </div>
        </Group>
        <Stack gap={6} component="ul" className={classes.list}>
          {topUps.map((topUp) => (
            <Group
              key={topUp.id}
              component="li"
              justify="space-between"
              gap="sm"
              className={classes.item}
            >
              <div>
                <Text fw={600} size="sm">
                  {t('common.credits', {
                    count: topUp.credits,
                    formatted: format.credits(topUp.credits),
                  })}{' '}
                  · {format.money(topUp.priceCents, topUp.currency)}
                </Text>
                <Text size="xs" c="dimmed">
                  <span dir="ltr">
                    {topUp.cardBrand} •••• {topUp.cardLast4}
                  </span>{' '}
                  · {format.dateTime(topUp.createdAt)}
                </Text>
              </div>
              {canConfirm && (
                <Button
                  size="xs"
                  onClick={() => onConfirm(topUp)}
                  aria-label={t('pending.confirmLabel', {
                    credits: format.credits(topUp.credits),
                  })}
                >
                  {t('pending.confirm')}
                </Button>
              )}
            </Group>
          ))}
        </Stack>
      </Stack>
    </Paper>
  );
}
