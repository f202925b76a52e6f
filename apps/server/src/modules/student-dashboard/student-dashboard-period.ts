import { schoolYearStartMonth } from '@school/shared/school/school.rules';
import type { StudentDashboardPeriod } from '@school/shared/student-dashboard/student-dashboard.rules';
import { DateTime } from 'luxon';

export type PeriodWindow = {
  /** Start of the first day, in the school's zone. */
  from: Date;
  /** Start of the day after today, in the school's zone. */
  to: Date;
  firstDay: string;
  lastDay: string;
  /** Every month the window touches, `YYYY-MM`, oldest first. */
  months: string[];
};

/** The days a period covers, ending today in the school's time zone (luxon keeps DST days whole). */
export function periodWindow(
  period: StudentDashboardPeriod,
  now: Date,
  zone: string,
): PeriodWindow {
  const today = DateTime.fromJSDate(now, { zone }).startOf('day');
  let first: DateTime;
  if (period === 'year') {
    const thisYearStart = today.set({ month: schoolYearStartMonth, day: 1 });
    first = thisYearStart > today ? thisYearStart.minus({ years: 1 }) : thisYearStart;
  } else first = today.minus({ days: (period === '30d' ? 30 : 90) - 1 });
  const months: string[] = [];
  for (let m = first.startOf('month'); m <= today; m = m.plus({ months: 1 }))
    months.push(m.toFormat('yyyy-MM'));
  return {
    from: first.toJSDate(),
    to: today.plus({ days: 1 }).toJSDate(),
    firstDay: first.toISODate() ?? '',
    lastDay: today.toISODate() ?? '',
    months,
  };
}
