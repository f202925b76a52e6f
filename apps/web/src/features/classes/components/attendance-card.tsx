import { Alert, Badge, Button, Group, RingProgress, Skeleton, Stack, Text } from '@mantine/core';
import { attendanceRate, tallyOf } from '@school/shared/classes/attendance-rate';
import { IconDeviceFloppy } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAttendance } from '../api/get-attendance';
import { useSaveAttendance, type AttendanceMark } from '../api/save-attendance';
import { useFormatters } from '../lib/use-formatters';
import { AttendanceGrid, markKey, type Draft } from './attendance-grid';
import { LoadError } from '../../../components/load-error';
import { SectionCard } from '../../../components/section-card';
import { zoneLabel } from '../../../lib/zoned-time';

/** Students × sessions: changed cells are saved together with one PUT. */
export function AttendanceCard({ classId }: { classId: string }) {
  const { t } = useTranslation('classes');
  const format = useFormatters();
  const grid = useAttendance(classId);
  const save = useSaveAttendance();
  const [draft, setDraft] = useState<Draft>({});
  const [saved, setSaved] = useState(false);

  const savedMarks = useMemo(
    () =>
      new Map((grid.data?.marks ?? []).map((m) => [markKey(m.sessionId, m.studentId), m.status])),
    [grid.data],
  );
  const changes: AttendanceMark[] = Object.entries(draft).flatMap(([key, status]) => {
    if ((savedMarks.get(key) ?? null) === status) return [];
    const [sessionId = '', studentId = ''] = key.split(':');
    return [{ sessionId, studentId, status }];
  });
  const rate = attendanceRate(tallyOf(savedMarks.values()));

  function onSave() {
    setSaved(false);
    save.mutate(
      { classId, marks: changes },
      {
        onSuccess: () => {
          setDraft({});
          setSaved(true);
        },
      },
    );
  }

  const ready = grid.data && grid.data.students.length > 0 && grid.data.sessions.length > 0;
  return (
    <SectionCard
      title={t('attendance.title')}
      id="class-attendance"
      description={t('sessions.zone', { zone: zoneLabel(format.zone, format.locale) })}
      padded={false}
      actions={
        ready && (
          <Group gap="md" wrap="wrap">
            <Group gap={6} wrap="nowrap">
              <RingProgress
                size={40}
                thickness={4}
                roundCaps
                sections={[{ value: (rate ?? 0) * 100, color: 'teal' }]}
                aria-hidden="true"
              />
              <Stack gap={0}>
                <Text size="xs" c="dimmed">
                  {t('attendance.rate')}
                </Text>
                <Text size="sm" fw={700} data-testid="attendance-rate">
                  {rate === null ? '—' : format.percent(rate)}
                </Text>
              </Stack>
            </Group>
            {changes.length > 0 && (
              <Button
                variant="default"
                size="xs"
                onClick={() => setDraft({})}
                disabled={save.isPending}
              >
                {t('attendance.discard')}
              </Button>
            )}
            <Button
              size="xs"
              leftSection={<IconDeviceFloppy size={16} aria-hidden="true" />}
              disabled={changes.length === 0}
              loading={save.isPending}
              onClick={onSave}
              rightSection={
                changes.length > 0 ? (
                  <Badge size="xs" variant="white" color="dark" circle>
                    {changes.length}
                  </Badge>
                ) : undefined
              }
            >
              {t('attendance.save')}
            </Button>
          </Group>
        )
      }
    >
      <Stack gap="sm" pb="md">
        {save.isError && (
          <Alert color="red" variant="light" role="alert" mx="md">
            {save.error.message}
          </Alert>
        )}
        {saved && changes.length === 0 && (
          <Alert
            color="green"
            variant="light"
            role="status"
            mx="md"
            withCloseButton
            onClose={() => setSaved(false)}
            closeButtonLabel={t('outcome.dismiss')}
          >
            {t('attendance.saved')}
          </Alert>
        )}
        {grid.isError ? (
          <Stack px="md">
            <LoadError error={grid.error} onRetry={() => void grid.refetch()} />
          </Stack>
        ) : grid.isPending ? (
          <Stack gap="xs" px="md">
            <Skeleton height={32} />
            <Skeleton height={32} />
            <Skeleton height={32} />
          </Stack>
        ) : !ready ? (
          <Text size="sm" c="dimmed" px="md">
            {t('attendance.empty')}
          </Text>
        ) : (
          <AttendanceGrid
            grid={grid.data}
            savedMarks={savedMarks}
            draft={draft}
            onChange={(key, status) => setDraft((current) => ({ ...current, [key]: status }))}
            onFillSession={(keys) =>
              setDraft((current) => ({
                ...current,
                ...Object.fromEntries(keys.map((key) => [key, 'present' as const])),
              }))
            }
          />
        )}
      </Stack>
    </SectionCard>
  );
}
