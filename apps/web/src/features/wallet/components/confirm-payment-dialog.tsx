import { Alert, Button, Group, Modal, Paper, Stack, Text, ThemeIcon } from '@mantine/core';
import type { TopUp } from '@school/shared/wallet/wallet.contract';
import { IconAlertCircle, IconShieldCheck } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useConfirmTopUp } from '../api/confirm-top-up';
import { paymentErrorText } from '../lib/payment-error';
import { useWalletFormat } from '../lib/use-wallet-format';

type ConfirmPaymentDialogProps = {
  /** The pending top-up to confirm; the dialog is open while there is one. */
  topUp: TopUp | null;
  onClose: () => void;
  onConfirmed: (topUp: TopUp) => void;
};

/** The bank's extra step (3-D Secure style) for a 202 answer: confirm or leave it pending. */
export function ConfirmPaymentDialog({ topUp, onClose, onConfirmed }: ConfirmPaymentDialogProps) {
  const { t } = useTranslation('wallet');
  const format = useWalletFormat();
  const confirmation = useConfirmTopUp();

  const close = () => {
    if (confirmation.isPending) return;
    confirmation.reset();
    onClose();
  };
  const confirm = () => {
    if (!topUp) return;
    confirmation.confirm(topUp.id, {
      onSuccess: (settled) => {
        confirmation.reset();
        onConfirmed(settled);
      },
    });
  };

  return (
    <Modal
      opened={topUp !== null}
      onClose={close}
      title={t('confirm.title')}
      centered
      radius="lg"
      closeOnClickOutside={!confirmation.isPending}
      closeOnEscape={!confirmation.isPending}
      withCloseButton={!confirmation.isPending}
    >
      {topUp && (
        <Stack gap="md">
          <Group gap="sm" wrap="nowrap" align="flex-start">
            <ThemeIcon size={40} radius="xl" variant="light" aria-hidden="true">
              <IconShieldCheck size={22} />
            </ThemeIcon>
            <Text size="sm">{t('confirm.text')}</Text>
          </Group>
          <Paper withBorder radius="md" p="md">
            <Stack gap={6}>
              <Group justify="space-between">
                <Text size="sm" c="dimmed">
                  {t('confirm.amount')}
                </Text>
                <Text size="sm" fw={700}>
                  {format.money(topUp.priceCents, topUp.currency)}
                </Text>
              </Group>
              <Group justify="space-between">
                <Text size="sm" c="dimmed">
                  {t('confirm.credits')}
                </Text>
                <Text size="sm" fw={600}>
                  {t('common.credits', {
                    count: topUp.credits,
                    formatted: format.credits(topUp.credits),
                  })}
                </Text>
              </Group>
              <Group justify="space-between">
                <Text size="sm" c="dimmed">
                  {t('confirm.card')}
                </Text>
                <Text size="sm" fw={600} dir="ltr">
                  {topUp.cardBrand} •••• {topUp.cardLast4}
                </Text>
              </Group>
            </Stack>
          </Paper>
          {confirmation.error && (
            <Alert
              color="red"
              variant="light"
              icon={<IconAlertCircle size={18} aria-hidden="true" />}
              title={t('confirm.failedTitle')}
            >
              {paymentErrorText(confirmation.error, t)}
            </Alert>
          )}
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={close} disabled={confirmation.isPending}>
              {t('actions.cancel')}
            </Button>
            <Button
              onClick={confirm}
              loading={confirmation.isPending}
              disabled={confirmation.error?.code === 'payment_declined'}
            >
              {t('confirm.submit')}
            </Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
