import { ActionIcon, NativeSelect, Stack, Text, Tooltip } from '@mantine/core';
import type { AttendanceStatus } from '@school/shared/classes/classes.contract';
import { IconChecks } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { AttendanceGrid as Grid } from '../api/get-attendance';
import { attendanceOptions } from '../lib/options';
import { useFormatters } from '../lib/use-formatters';
import classes from './attendance-grid.module.css';

export type Draft = Record<string, AttendanceStatus | null>;
export const markKey = (sessionId: string, studentId: string) => `${sessionId}:${studentId}`;

type AttendanceGridProps = {
  grid: Grid;
  savedMarks: Map<string, AttendanceStatus>;
  draft: Draft;
  onChange: (key: string, status: AttendanceStatus | null) => void;
  /** Marks the given (unmarked) cells present. */
  onFillSession: (keys: string[]) => void;
};

function isAttendance(value: string): value is AttendanceStatus {
  return attendanceOptions.some((option) => option === value);
}

export function AttendanceGrid({
  grid,
  savedMarks,
  draft,
  onChange,
  onFillSession,
}: AttendanceGridProps) {
  const { t } = useTranslation('classes');
  const format = useFormatters();
  const options = [
    { value: '', label: t('attendance.none') },
    ...attendanceOptions.map((status) => ({
      value: status,
      label: t(`attendance.status.${status}`),
    })),
  ];
  const valueOf = (key: string) =>
    key in draft ? (draft[key] ?? null) : (savedMarks.get(key) ?? null);

  return (
    <div className={classes.scroller}>
      <table className={classes.table} aria-labelledby="class-attendance">
        <thead>
          <tr>
            <th scope="col" className={`${classes.sticky} ${classes.sessionHead}`}>
              <Text size="xs" c="dimmed" fw={700} tt="uppercase">
                {t('attendance.student')}
              </Text>
            </th>
            {grid.sessions.map((session) => {
              const unmarked = grid.students
                .map((student) => markKey(session.id, student.studentId))
                .filter((key) => valueOf(key) === null);
              const label = format.weekdayDate(session.startsAt);
              return (
                <th key={session.id} scope="col" className={classes.sessionHead}>
                  <Stack gap={0}>
                    <Text size="xs" fw={700}>
                      {label}
                    </Text>
                    <Text size="xs" c="dimmed" fw={400}>
                      {format.timeRange(session.startsAt, session.endsAt)}
                      {unmarked.length > 0 && (
                        <Tooltip label={t('attendance.fillPresent')}>
                          <ActionIcon
                            size="xs"
                            variant="subtle"
                            ms={4}
                            aria-label={t('attendance.fillPresentOn', { date: label })}
                            onClick={() => onFillSession(unmarked)}
                          >
                            <IconChecks size={14} aria-hidden="true" />
                          </ActionIcon>
                        </Tooltip>
                      )}
                    </Text>
                  </Stack>
                </th>
              );
            })}
            <th scope="col" className={classes.sessionHead}>
              <Text size="xs" c="dimmed" fw={700} tt="uppercase">
                {t('attendance.rate')}
              </Text>
            </th>
          </tr>
        </thead>
        <tbody>
          {grid.students.map((student) => {
            const name = `${student.firstName} ${student.lastName}`;
            const marks = grid.sessions.flatMap((session) => {
              const status = savedMarks.get(markKey(session.id, student.studentId));
              return status ? [status] : [];
            });
            const attended = marks.filter((s) => s === 'present' || s === 'late').length;
            return (
              <tr key={student.studentId}>
                <th scope="row" className={classes.sticky} style={{ textAlign: 'start' }}>
                  <Text size="sm" fw={500} style={{ whiteSpace: 'nowrap' }}>
                    {name}
                  </Text>
                </th>
                {grid.sessions.map((session) => {
                  const key = markKey(session.id, student.studentId);
                  const value = valueOf(key);
                  const changed = key in draft && (savedMarks.get(key) ?? null) !== draft[key];
                  return (
                    <td key={session.id}>
                      <NativeSelect
                        size="xs"
                        classNames={{ input: classes.cell }}
                        data={options}
                        value={value ?? ''}
                        data-status={value ?? undefined}
                        data-changed={changed || undefined}
                        aria-label={t('attendance.cellLabel', {
                          name,
                          date: format.weekdayDate(session.startsAt),
                        })}
                        onChange={(event) => {
                          const next = event.currentTarget.value;
                          onChange(key, isAttendance(next) ? next : null);
                        }}
                      />
                    </td>
                  );
                })}
                <td>
                  <Text size="sm" fw={600} style={{ whiteSpace: 'nowrap' }}>
                    {marks.length === 0 ? '—' : format.percent(attended / marks.length)}
                  </Text>
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
