import { Alert, Anchor, Grid, Paper, Stack, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import type { TopUp } from '@school/shared/wallet/wallet.contract';
import { IconAlertCircle, IconClockHour4 } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useCreateTopUp } from '../api/create-top-up';
import type { PackagesResponse } from '../api/get-packages';
import {
  cardNumberProblem,
  cvcProblem,
  expiryProblem,
  nameProblem,
  type CardProblem,
} from '../lib/card-input';
import { paymentErrorText } from '../lib/payment-error';
import {
  customChoice,
  emptyCard,
  orderOf,
  serverFieldMap,
  topUpBody,
  topUpFieldErrors,
  type TopUpFormValues,
} from '../lib/top-up-form';
import { useWalletFormat } from '../lib/use-wallet-format';
import { CardFields } from './card-fields';
import { ConfirmPaymentDialog } from './confirm-payment-dialog';
import { OrderSummary } from './order-summary';
import { PackagePicker } from './package-picker';
import { SectionCard } from '../../../components/section-card';
import { SandboxBanner } from './sandbox-banner';

type TopUpFormProps = {
  packages: PackagesResponse;
  balance: number | null;
  onPaid: (topUp: TopUp) => void;
};

/** Choose credits, enter a card, pay once; a 202 answer asks for the bank's confirmation. */
export function TopUpForm({ packages, balance, onPaid }: TopUpFormProps) {
  const { t } = useTranslation('wallet');
  const format = useWalletFormat();
  const payment = useCreateTopUp();
  const [awaiting, setAwaiting] = useState<TopUp | null>(null);
  const [leftPending, setLeftPending] = useState<TopUp | null>(null);
  const problem = (code: CardProblem | null) => (code ? t(`card.problems.${code}`) : null);

  const form = useForm<TopUpFormValues>({
    initialValues: {
      choice: packages.items[0]?.id ?? customChoice,
      customCredits: '',
      ...emptyCard,
    },
    validateInputOnBlur: true,
    validate: {
      choice: (value) => (value ? null : t('packages.required')),
      customCredits: (value, values) => {
        if (values.choice !== customChoice) return null;
        const credits = Number(value);
        return value !== '' &&
          Number.isInteger(credits) &&
          credits >= packages.customMin &&
          credits <= packages.customMax
          ? null
          : t('packages.customInvalid', {
              min: format.credits(packages.customMin),
              max: format.credits(packages.customMax),
            });
      },
      number: (value) => problem(cardNumberProblem(value)),
      expiry: (value) => problem(expiryProblem(value, new Date())),
      cvc: (value) => problem(cvcProblem(value)),
      name: (value) => problem(nameProblem(value)),
    },
  });

  const values = form.getValues();
  const order = orderOf(values, packages);
  const paying = payment.isPending;

  const focusFirstError = (errors: Record<string, unknown>) => {
    const first = Object.keys(errors)[0];
    if (first) form.getInputNode(first)?.focus();
  };

  const submit = form.onSubmit((submitted) => {
    setLeftPending(null);
    payment.pay(topUpBody(submitted), {
      onSuccess: (topUp) => (topUp.status === 'pending' ? setAwaiting(topUp) : onPaid(topUp)),
      onError: (error) => {
        const fields = topUpFieldErrors(error, t, {
          min: format.credits(packages.customMin),
          max: format.credits(packages.customMax),
        });
        form.setErrors(fields);
        focusFirstError(fields);
      },
    });
  }, focusFirstError);

  const error = payment.error;
  const fieldErrorOnly =
    error?.code === 'validation_failed' &&
    Object.keys(error.fields).length > 0 &&
    Object.keys(error.fields).every((field) => field in serverFieldMap);

  return (
    <>
      <form onSubmit={submit} noValidate aria-busy={paying}>
        <Grid gap="lg">
          <Grid.Col span={{ base: 12, md: 7, xl: 8 }}>
            <Stack gap="lg">
              {packages.sandbox && (
                <SandboxBanner
                  disabled={paying}
                  onUseCard={(number) => {
                    form.setFieldValue('number', number);
                    form.clearFieldError('number');
                  }}
                />
              )}
              <Paper
                withBorder
                radius="lg"
                shadow="xs"
                p={{ base: 'md', sm: 'lg' }}
                miw={0}
                h="100%"
              >
                <PackagePicker packages={packages} form={form} disabled={paying} />
              </Paper>
              <SectionCard
                id="card-details-title"
                h="100%"
                title={t('card.title')}
                description={t('card.description')}
              >
                <CardFields form={form} disabled={paying} />
              </SectionCard>
            </Stack>
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 5, xl: 4 }}>
            <OrderSummary
              order={order}
              currency={packages.currency}
              balance={balance}
              paying={paying}
            >
              {error && !fieldErrorOnly && (
                <Alert
                  color="red"
                  variant="light"
                  icon={<IconAlertCircle size={18} aria-hidden="true" />}
                  title={
                    error.code === 'payment_declined'
                      ? t('pay.declinedTitle')
                      : t('pay.failedTitle')
                  }
                  role="alert"
                  data-testid="payment-error"
                >
                  <Text size="sm" fw={600}>
                    {paymentErrorText(error, t)}
                  </Text>
                  {error.code === 'payment_declined' && (
                    <Text size="sm" mt={4}>
                      {t('pay.declinedHint')}
                    </Text>
                  )}
                </Alert>
              )}
              {leftPending && (
                <Alert
                  color="yellow"
                  variant="light"
                  icon={<IconClockHour4 size={18} aria-hidden="true" />}
                  title={t('pay.pendingTitle')}
                  role="status"
                >
                  <Text size="sm">{t('pay.pendingText')}</Text>
                  <Anchor component={Link} to="/wallet" size="sm" fw={600}>
                    {t('pay.pendingLink')}
                  </Anchor>
                </Alert>
              )}
            </OrderSummary>
          </Grid.Col>
        </Grid>
      </form>
      <ConfirmPaymentDialog
        topUp={awaiting}
        onClose={() => {
          setLeftPending(awaiting);
          setAwaiting(null);
        }}
        onConfirmed={(topUp) => {
          setAwaiting(null);
          onPaid(topUp);
        }}
      />
    </>
  );
}
