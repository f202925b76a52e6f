import { Alert, Anchor, Button, Group, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { hasPermission } from '@school/shared/auth/roles';
import { routePermissions } from '@school/shared/layout/menu';
import { IconPencil } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LoadError } from '../../../components/load-error';
import { formatNumber } from '../../../lib/format-number';
import { useSession } from '../../../lib/session';
import { useSubjectName } from '../../../lib/subjects';
import { toastSuccess } from '../../../lib/toasts';
import { zonedFormat } from '../../../lib/zoned-time';
import { useAppointmentsSummary, useSetAllowance } from '../api/appointments-summary';
import { AllowanceField } from './allowance-field';

/**
 * A student's sessions with tutors in the roster drawer: the monthly allowance (set by a school
 * admin), what was spent this month (from the ledger), and the next booked sessions.
 */
export function StudentAppointments({ studentId }: { studentId: string }) {
  const { t, i18n } = useTranslation('students');
  const session = useSession();
  const role = session.status === 'signed-in' ? session.user.role : null;
  const canSet = role !== null && hasPermission(role, 'appointments.approve');
  // My Appointments opens with the permission its menu entry names.
  const listPermission = routePermissions().find((r) => r.path === '/my-appointments')?.permission;
  const canOpenList = role !== null && (!listPermission || hasPermission(role, listPermission));
  const canView = role !== null && hasPermission(role, 'appointments.view');
  const summary = useAppointmentsSummary(canView ? studentId : null);
  const save = useSetAllowance();
  const subjectName = useSubjectName();
  const [editing, setEditing] = useState<number | null | undefined>(undefined);
  const language = i18n.resolvedLanguage ?? i18n.language;
  const zone = summary.data?.timeZone ?? 'UTC';
  const format = useMemo(() => zonedFormat(language, zone), [language, zone]);
  const credits = (value: number) =>
    t('allowance.credits', { count: value, formatted: formatNumber(value, language) });

  if (!canView) return null;
  let body;
  if (summary.isError) {
    body = (
      <LoadError
        error={summary.error}
        onRetry={() => void summary.refetch()}
        retrying={summary.isFetching}
      />
    );
  } else if (!summary.data) {
    body = <Skeleton height={96} radius="md" aria-label={t('allowance.loading')} />;
  } else {
    const s = summary.data;
    body = (
      <Stack gap="sm">
        {editing !== undefined ? (
          <form
            onSubmit={(event) => {
              event.preventDefault();
              save.mutate(
                { id: studentId, credits: editing },
                {
                  onSuccess: () => {
                    toastSuccess(t('allowance.saved'));
                    setEditing(undefined);
                  },
                },
              );
            }}
          >
            <Stack gap="xs">
              <AllowanceField
                value={editing}
                onChange={setEditing}
                error={save.error?.fields.monthlyAllowanceCredits}
              />
              {save.error && !save.error.fields.monthlyAllowanceCredits && (
                <Alert color="red" variant="light" role="alert">
                  {save.error.message}
                </Alert>
              )}
              <Group justify="flex-end" gap="xs">
                <Button
                  variant="default"
                  size="xs"
                  onClick={() => {
                    save.reset();
                    setEditing(undefined);
                  }}
                >
                  {t('allowance.cancel')}
                </Button>
                <Button type="submit" size="xs" loading={save.isPending}>
                  {t('allowance.save')}
                </Button>
              </Group>
            </Stack>
          </form>
        ) : (
          <Group justify="space-between" gap="xs" wrap="nowrap">
            <Text size="sm">
              {t('allowance.monthly')}{' '}
              <Text span fw={700}>
                {s.monthlyAllowanceCredits === null
                  ? t('allowance.none')
                  : credits(s.monthlyAllowanceCredits)}
              </Text>
            </Text>
            {canSet && (
              <Button
                size="xs"
                variant="subtle"
                leftSection={<IconPencil size={14} aria-hidden="true" />}
                onClick={() => setEditing(s.monthlyAllowanceCredits)}
              >
                {t('allowance.edit')}
              </Button>
            )}
          </Group>
        )}
        <Text size="sm">
          {t('allowance.spent')}{' '}
          <Text span fw={700}>
            {credits(s.spentThisMonth)}
          </Text>
          {s.allowanceLeft !== null && (
            <Text span c="dimmed">
              {' · '}
              {t('allowance.left', { credits: credits(s.allowanceLeft) })}
            </Text>
          )}
        </Text>
        {s.pendingApproval > 0 && (
          <Text size="sm" c="yellow.8">
            {t('allowance.pending', {
              count: s.pendingApproval,
              credits: credits(s.pendingCredits),
            })}
          </Text>
        )}
        <Text size="sm" fw={600}>
          {t('allowance.upcoming')}
        </Text>
        {s.upcoming.length === 0 ? (
          <Text size="sm" c="dimmed">
            {t('allowance.noUpcoming')}
          </Text>
        ) : (
          <Stack component="ul" gap={4} m={0} p={0} style={{ listStyle: 'none' }}>
            {s.upcoming.map((a) => (
              <Text component="li" size="sm" key={a.id}>
                <time dateTime={a.startsAt}>{format.slot(a.startsAt)}</time>
                {' · '}
                {subjectName(a.subject)}
                {' · '}
                {a.tutor.name}
              </Text>
            ))}
          </Stack>
        )}
        {canOpenList && (
          <Anchor component={Link} to={`/my-appointments?studentId=${studentId}`} size="sm">
            {s.upcomingTotal > s.upcoming.length
              ? t('allowance.allUpcoming', { count: s.upcomingTotal })
              : t('allowance.open')}
          </Anchor>
        )}
      </Stack>
    );
  }

  return (
    <Paper
      withBorder
      radius="md"
      p="md"
      mb="lg"
      component="section"
      aria-labelledby="student-appointments"
    >
      <Stack gap="sm">
        <Title order={3} size="h5" id="student-appointments">
          {t('allowance.title')}
        </Title>
        {body}
      </Stack>
    </Paper>
  );
}
