import type { DashboardPeriod } from '@school/shared/dashboard/dashboard.rules';
import { schoolYearStartMonth } from '@school/shared/school/school.rules';
import { DateTime } from 'luxon';
import type { Span } from './dashboard.repository.ts';

export type PeriodFrame = Span & {
  /** Days of the period up to and including today: the divisor of the daily averages. */
  days: number;
  /** Months the period touches, `YYYY-MM`. */
  months: string[];
  currentWeek: string;
  previousWeek: string;
};

/**
 * The period on the school's wall clock (luxon, the zone's own rules): 30 or 90 days ending
 * today, or the school year so far. Weeks are ISO weeks (Monday first), as PostgreSQL's
 * `date_trunc('week', …)` buckets them in the repository.
 */
export function periodFrame(
  schoolId: string,
  timeZone: string,
  period: DashboardPeriod,
  now: Date,
): PeriodFrame {
  const zone = DateTime.fromJSDate(now, { zone: timeZone }).isValid ? timeZone : 'UTC';
  const local = DateTime.fromJSDate(now, { zone });
  const today = local.startOf('day');
  let from: DateTime;
  let previousFrom: DateTime;
  if (period === 'year') {
    const year = local.month >= schoolYearStartMonth ? local.year : local.year - 1;
    from = DateTime.fromObject({ year, month: schoolYearStartMonth, day: 1 }, { zone });
    previousFrom = from.minus({ years: 1 });
  } else {
    const length = period === '30d' ? 30 : 90;
    from = today.minus({ days: length - 1 });
    previousFrom = from.minus({ days: length });
  }
  const weekStart = local.startOf('week');
  const weeks: string[] = [];
  const weekStarts: Date[] = [];
  for (let w = from.startOf('week'); w <= weekStart; w = w.plus({ weeks: 1 })) {
    weeks.push(w.toISODate() ?? '');
    weekStarts.push(w.toJSDate());
  }
  const months: string[] = [];
  for (let m = from.startOf('month'); m <= local; m = m.plus({ months: 1 }))
    months.push(m.toFormat('yyyy-MM'));
  return {
    schoolId,
    timeZone: zone,
    previousFrom: previousFrom.toJSDate(),
    from: from.toJSDate(),
    now,
    weekStart: weekStart.toJSDate(),
    weekEnd: weekStart.plus({ weeks: 1 }).toJSDate(),
    previousWeekStart: weekStart.minus({ weeks: 1 }).toJSDate(),
    dayEnd: today.plus({ days: 1 }).toJSDate(),
    fromDate: from.toISODate() ?? '',
    firstMonthDate: from.startOf('month').toISODate() ?? '',
    days: Math.round(today.diff(from.startOf('day'), 'days').days) + 1,
    weeks,
    weekStarts,
    months,
    currentWeek: weekStart.toISODate() ?? '',
    previousWeek: weekStart.minus({ weeks: 1 }).toISODate() ?? '',
  };
}
