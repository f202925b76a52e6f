import { Group, Text } from '@mantine/core';
import type { HeatMapDay } from '@school/shared/student-dashboard/student-dashboard.contract';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { addDays, mondayOf } from '../../../lib/zoned-time';
import type { DashboardFormat } from './format';
import classes from './heat-map.module.css';

type Level = 'empty' | 'full' | 'partial' | 'none' | 'excused';

/** Attended all (present or late), some, none, or only excused absences that day. */
function levelOf(day: HeatMapDay | undefined): Level {
  if (!day) return 'empty';
  const attended = day.present + day.late;
  if (attended + day.absent === 0) return day.excused > 0 ? 'excused' : 'empty';
  if (day.absent === 0) return 'full';
  return attended === 0 ? 'none' : 'partial';
}

type HeatMapProps = { from: string; to: string; days: HeatMapDay[]; format: DashboardFormat };

/**
 * The period's days in week columns (Monday on top), one square a day coloured by attendance.
 * Every square says its day and its marks to a screen reader; a day with marks takes focus and
 * its words show under the map while it has focus or the pointer.
 */
export function AttendanceHeatMap({ from, to, days, format }: HeatMapProps) {
  const { t } = useTranslation('student-dashboard');
  const [shown, setShown] = useState<string | null>(null);
  const byDate = useMemo(() => new Map(days.map((day) => [day.date, day])), [days]);
  const cells = useMemo(() => {
    const list: string[] = [];
    for (let day = from; day <= to; day = addDays(day, 1)) list.push(day);
    return list;
  }, [from, to]);
  const lead = useMemo(() => {
    let count = 0;
    for (let day = mondayOf(from); day < from; day = addDays(day, 1)) count += 1;
    return count;
  }, [from]);
  const summary = (day: HeatMapDay | undefined) => {
    if (!day) return t('heatMap.noSession');
    return (['present', 'late', 'absent', 'excused'] as const)
      .filter((status) => day[status] > 0)
      .map((status) => `${t(`attendance.statuses.${status}`)} ${format.number(day[status])}`)
      .join(', ');
  };
  const legend: Level[] = ['full', 'partial', 'none', 'excused'];
  const legendText: Record<Level, string> = {
    empty: t('heatMap.noSession'),
    full: t('attendance.statuses.present'),
    partial: t('heatMap.partial'),
    none: t('attendance.statuses.absent'),
    excused: t('attendance.statuses.excused'),
  };
  return (
    <>
      <div className={classes.scroller}>
        <ul className={classes.grid} aria-label={t('heatMap.title')}>
          {Array.from({ length: lead }, (_, i) => (
            <li key={`lead-${i}`} aria-hidden="true" />
          ))}
          {cells.map((date) => {
            const day = byDate.get(date);
            const label = t('heatMap.day', { date: format.day(date), summary: summary(day) });
            // A day with marks is a button, so the keyboard reaches it and the line below reads it.
            return day ? (
              <li key={date} className={classes.item}>
                <button
                  type="button"
                  className={classes.cell}
                  data-level={levelOf(day)}
                  aria-label={label}
                  title={label}
                  onFocus={() => setShown(label)}
                  onMouseEnter={() => setShown(label)}
                />
              </li>
            ) : (
              <li
                key={date}
                className={classes.cell}
                data-level="empty"
                aria-label={label}
                title={label}
              />
            );
          })}
        </ul>
      </div>
      <Text size="sm" mt="xs" mih={22} aria-live="polite" data-print-hidden>
        {shown ?? ''}
      </Text>
      <Group gap="md" mt="xs" aria-label={t('heatMap.legend')} role="group">
        {legend.map((level) => (
          <Group key={level} gap={4}>
            <span
              className={`${classes.legend} ${classes.cell}`}
              data-level={level}
              aria-hidden="true"
            />
            <Text size="xs">{legendText[level]}</Text>
          </Group>
        ))}
      </Group>
    </>
  );
}
