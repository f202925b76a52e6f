import { Alert, Anchor, Divider, Group, Skeleton, Stack, Text } from '@mantine/core';
import type {
  AppointmentQuote,
  SlotConflict,
} from '@school/shared/appointments/appointments.contract';
import { IconAlertTriangle, IconHourglass } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { ApiError } from '../../../lib/api-error';
import { formatNumber } from '../../../lib/format-number';
import type { SchoolFormat } from '../../../lib/use-school-format';

type BookingSummaryProps = {
  quote: AppointmentQuote | undefined;
  loading: boolean;
  format: SchoolFormat;
  /** The booking names a student (allowance lines show only then). */
  withStudent: boolean;
};

function Line({
  label,
  children,
  strong,
}: {
  label: string;
  children: ReactNode;
  strong?: boolean;
}) {
  return (
    <Group justify="space-between" gap="sm" wrap="nowrap">
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Text
        size="sm"
        fw={strong ? 700 : 500}
        ta="end"
        style={{ fontVariantNumeric: 'tabular-nums' }}
      >
        {children}
      </Text>
    </Group>
  );
}

/** What the booking costs and what it leaves: the wallet, the student's allowance, the policy. */
export function BookingSummary({ quote, loading, format, withStudent }: BookingSummaryProps) {
  const { t, i18n } = useTranslation('appointments');
  const n = (value: number) => formatNumber(value, i18n.language);
  const credits = (value: number) => t('credits', { count: value, formatted: n(value) });
  if (!quote) {
    return loading ? (
      <Stack gap="xs" aria-busy="true">
        <Skeleton height={18} />
        <Skeleton height={18} />
        <Skeleton height={18} />
      </Stack>
    ) : (
      <Text size="sm" c="dimmed">
        {t('book.summaryEmpty')}
      </Text>
    );
  }
  return (
    <Stack gap="xs" aria-busy={loading || undefined} aria-live="polite">
      <Line label={t('book.price')} strong>
        {credits(quote.priceCredits)}
      </Line>
      <Text size="xs" c="dimmed">
        {t('book.rate', { rate: n(quote.hourlyRateCredits) })}
      </Text>
      <Divider />
      <Line label={t('book.balance')}>{credits(quote.balance)}</Line>
      <Line label={t('book.balanceAfter')}>
        {quote.wouldNeedApproval ? credits(quote.balance) : credits(quote.balanceAfter)}
      </Line>
      {withStudent && (
        <>
          <Divider />
          <Line label={t('book.allowance')}>
            {quote.allowance === null ? t('book.noAllowance') : credits(quote.allowance)}
          </Line>
          <Line label={t('book.spentThisMonth')}>{credits(quote.spentThisMonth)}</Line>
          {quote.allowanceLeft !== null && (
            <Line label={t('book.allowanceLeft')}>{credits(quote.allowanceLeft)}</Line>
          )}
        </>
      )}
      <Divider />
      <Text size="xs" c="dimmed">
        {t('book.policy', {
          until: format.slot(quote.freeCancellationUntil),
          hours: quote.cancellationNoticeHours,
        })}
      </Text>
      {quote.conflict !== null || !quote.slotFree ? (
        <Alert
          color="red"
          variant="light"
          icon={<IconAlertTriangle size={18} aria-hidden="true" />}
        >
          {conflictText(t, quote.conflict)}
        </Alert>
      ) : quote.wouldNeedApproval ? (
        <Alert color="yellow" variant="light" icon={<IconHourglass size={18} aria-hidden="true" />}>
          {t('book.needsApproval', { allowance: n(quote.allowance ?? 0) })}
        </Alert>
      ) : quote.insufficientCredits ? (
        <Alert
          color="red"
          variant="light"
          icon={<IconAlertTriangle size={18} aria-hidden="true" />}
        >
          <Stack gap={4}>
            <Text size="sm">
              {t('book.insufficient', { balance: n(quote.balance), price: n(quote.priceCredits) })}
            </Text>
            <Anchor component={Link} to="/credits-top-up" size="sm" fw={600}>
              {t('book.topUp')}
            </Anchor>
          </Stack>
        </Alert>
      ) : null}
    </Stack>
  );
}

type Translate = ReturnType<typeof useTranslation<'appointments'>>['t'];

export function conflictText(t: Translate, conflict: SlotConflict | null): string {
  return t(`conflict.${conflict ?? 'tutor_busy'}`);
}

/** Which conflict a refused booking or move names, read from its field codes, never its words. */
export function conflictOfError(error: ApiError): SlotConflict | null {
  if (error.status !== 409) return null;
  const { tutorId, studentId } = error.fieldCodes;
  if (tutorId === 'not_allowed') return 'tutor_unavailable';
  if (tutorId === 'in_use') return 'tutor_busy';
  if (studentId === 'in_class') return 'student_class';
  if (studentId === 'in_use') return 'student_busy';
  return null;
}

/** A refused change in the interface language: the conflict it names, else the server's words. */
export function refusalText(t: Translate, error: ApiError): string {
  if (error.code === 'over_allowance') {
    const figures = (error.detail.details ?? {}) as Record<string, number>;
    return t('conflict.over_allowance', {
      allowance: figures.allowance ?? 0,
      spent: figures.spent ?? 0,
      price: figures.price ?? 0,
    });
  }
  const conflict = conflictOfError(error);
  return conflict ? conflictText(t, conflict) : error.message;
}
