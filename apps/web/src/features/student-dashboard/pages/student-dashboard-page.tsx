import { Button, Group, SegmentedControl, Stack, Text } from '@mantine/core';
import type { StudentDashboardPeriod } from '@school/shared/student-dashboard/student-dashboard.rules';
import { studentDashboardPeriods } from '@school/shared/student-dashboard/student-dashboard.rules';
import { IconDownload, IconPrinter, IconUserSearch } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { EmptyState } from '../../../components/empty-state';
import { LoadError } from '../../../components/load-error';
import { PageHeader } from '../../../components/page-header';
import { SchoolRequired } from '../../../components/school-required';
import { toastError } from '../../../lib/toasts';
import { useExportAttendance } from '../api/export-attendance';
import { useStudentDashboard } from '../api/get-student-dashboard';
import { DashboardSections } from '../components/dashboard-sections';
import { DashboardSkeleton } from '../components/dashboard-skeleton';
import { StudentPicker } from '../components/student-picker';
import { useDashboardFormat } from '../components/format';
import classes from './student-dashboard.module.css';

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const isPeriod = (value: string | null): value is StudentDashboardPeriod =>
  (studentDashboardPeriods as readonly (string | null)[]).includes(value);

/** /student-dashboard: pick a student (kept in the address), then their whole picture. */
export function StudentDashboardPage() {
  return (
    <SchoolRequired>
      <StudentDashboardView />
    </SchoolRequired>
  );
}

function StudentDashboardView() {
  const { t } = useTranslation('student-dashboard');
  const [params, setParams] = useSearchParams();
  const rawId = params.get('studentId');
  const studentId = rawId && uuidPattern.test(rawId) ? rawId : null;
  const rawPeriod = params.get('period');
  const period: StudentDashboardPeriod = isPeriod(rawPeriod) ? rawPeriod : '30d';
  const query = useStudentDashboard(studentId, period);
  const exporter = useExportAttendance();
  const data = query.data;
  const format = useDashboardFormat(data?.timeZone ?? 'UTC');

  const update = (changes: Record<string, string | null>) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        for (const [key, value] of Object.entries(changes))
          if (value === null) next.delete(key);
          else next.set(key, value);
        return next;
      },
      { replace: false },
    );

  const exportCsv = () => {
    if (!studentId) return;
    exporter.mutate(studentId, { onError: () => toastError(t('page.exportFailed')) });
  };

  return (
    <Stack gap="lg" className={classes.dashboard}>
      <div data-print-hidden>
        <PageHeader
          title={t('page.title')}
          description={t('page.description')}
          actions={
            studentId && (
              <Group gap="xs">
                <Button
                  variant="default"
                  leftSection={<IconDownload size={16} aria-hidden="true" />}
                  loading={exporter.isPending}
                  onClick={exportCsv}
                >
                  {t('page.export')}
                </Button>
                <Button
                  leftSection={<IconPrinter size={16} aria-hidden="true" />}
                  disabled={!data}
                  onClick={() => window.print()}
                >
                  {t('page.print')}
                </Button>
              </Group>
            )
          }
        />
      </div>
      <Group justify="space-between" align="flex-end" gap="md" data-print-hidden>
        <StudentPicker
          value={studentId}
          knownLabel={data ? `${data.student.firstName} ${data.student.lastName}` : undefined}
          onChange={(id) => update({ studentId: id })}
        />
        <SegmentedControl
          aria-label={t('page.period')}
          value={period}
          onChange={(value) => update({ period: value === '30d' ? null : value })}
          data={studentDashboardPeriods.map((p) => ({ value: p, label: t(`page.periods.${p}`) }))}
        />
      </Group>
      {data && (
        <Stack gap={2}>
          <Text className={classes.printTitle} fw={700} size="xl">
            {t('page.title')}: {data.student.firstName} {data.student.lastName}
          </Text>
          <Text size="sm" c="dimmed">
            {t(`page.periods.${data.period}`)} ·{' '}
            {t('page.range', {
              from: format.day(data.from),
              to: format.day(data.to),
              zone: data.timeZone,
            })}
          </Text>
        </Stack>
      )}
      {!studentId ? (
        <EmptyState
          framed
          icon={<IconUserSearch size={28} aria-hidden="true" />}
          title={t('picker.emptyTitle')}
          text={t('picker.emptyText')}
        />
      ) : query.isError ? (
        <LoadError
          error={query.error}
          notFound={{ title: t('page.notFoundTitle'), text: t('page.notFoundText') }}
          onRetry={() => void query.refetch()}
          retrying={query.isFetching}
        />
      ) : !data ? (
        <DashboardSkeleton label={t('page.title')} />
      ) : (
        <DashboardSections data={data} />
      )}
    </Stack>
  );
}
