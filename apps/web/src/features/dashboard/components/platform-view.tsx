import { Anchor, SimpleGrid, Table } from '@mantine/core';
import type { PlatformDashboard } from '@school/shared/dashboard/dashboard.contract';
import { IconBuildingCommunity } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../components/empty-state';
import { SectionCard } from '../../../components/section-card';
import { useSwitchSchool } from '../../../lib/switch-school';
import { toastError } from '../../../lib/toasts';
import type { DashboardFormat } from '../lib/use-dashboard-format';
import { KpiCard } from './kpi-card';

/**
 * The platform admin without a chosen school: the whole platform's totals. A school's name opens
 * it, as the top bar's switcher does, and the page becomes that school's dashboard.
 */
export function PlatformView({
  data,
  format,
}: {
  data: PlatformDashboard;
  format: DashboardFormat;
}) {
  const { t } = useTranslation('dashboard');
  const switcher = useSwitchSchool();
  const card = (key: string, label: string, value: number, to: string) => (
    <KpiCard
      key={key}
      testId={`platform-${key}`}
      label={label}
      value={format.number(value)}
      seriesLabel={label}
      to={to}
    />
  );
  return (
    <>
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
        {card('schools', t('platform.schools'), data.schools, '/school-profile')}
        {card('students', t('platform.students'), data.students, '/manage-students')}
        {card('sold', t('platform.creditsSold'), data.creditsSold, '/wallet')}
      </SimpleGrid>
      <SectionCard
        id="top-schools-title"
        title={t('platform.topSchools')}
        description={t('platform.description')}
      >
        {data.topSchools.length === 0 ? (
          <EmptyState
            framed
            icon={<IconBuildingCommunity size={26} stroke={1.6} />}
            title={t('platform.empty')}
          />
        ) : (
          <Table.ScrollContainer minWidth={300}>
            <Table verticalSpacing="sm">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('platform.school')}</Table.Th>
                  <Table.Th ta="end">{t('platform.spent')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {data.topSchools.map((s) => (
                  <Table.Tr key={s.schoolId}>
                    <Table.Td>
                      <Anchor
                        component="button"
                        type="button"
                        fw={600}
                        aria-label={t('platform.open', { name: s.name })}
                        disabled={switcher.isPending}
                        onClick={() =>
                          switcher.mutate(s.schoolId, {
                            onError: () => toastError(t('platform.openFailed')),
                          })
                        }
                      >
                        {s.name}
                      </Anchor>
                    </Table.Td>
                    <Table.Td ta="end">{format.number(s.spent)}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
      </SectionCard>
    </>
  );
}
