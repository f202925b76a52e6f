import { Skeleton, Stack, Text } from '@mantine/core';
import type { StudentDashboard } from '@school/shared/student-dashboard/student-dashboard.contract';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { SectionCard } from '../../../components/section-card';
import type { DashboardFormat } from './format';

const CreditsChart = lazy(() =>
  import('./credits-chart').then((m) => ({ default: m.CreditsChart })),
);

type CreditsCardProps = {
  credits: NonNullable<StudentDashboard['credits']>;
  format: DashboardFormat;
};

/** What the school spent on the student each month, against the allowance. */
export function CreditsCard({ credits, format }: CreditsCardProps) {
  const { t } = useTranslation('student-dashboard');
  const allowance = credits.monthlyAllowanceCredits;
  return (
    <SectionCard id="sd-credits" title={t('credits.title')} description={t('credits.description')}>
      <Stack gap="xs">
        <Text size="sm">
          {allowance === null
            ? t('credits.noAllowance')
            : t('credits.allowance', { credits: format.number(allowance) })}{' '}
          · {t('credits.total', { credits: format.number(credits.totalSpent) })}
        </Text>
        {credits.totalSpent === 0 && allowance === null ? (
          <Text size="sm" c="dimmed">
            {t('credits.empty')}
          </Text>
        ) : (
          <Suspense fallback={<Skeleton h={220} radius="md" />}>
            <CreditsChart months={credits.months} allowance={allowance} format={format} />
          </Suspense>
        )}
      </Stack>
    </SectionCard>
  );
}
