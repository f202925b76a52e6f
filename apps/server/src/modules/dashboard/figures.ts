import type { SchoolDashboard } from '@school/shared/dashboard/dashboard.contract';
import type { DashboardRepository } from './dashboard.repository.ts';
import type { PeriodFrame } from './period.ts';

type Rows<K extends keyof DashboardRepository> = Awaited<ReturnType<DashboardRepository[K]>>;

const oneDecimal = (n: number) => Math.round(n * 10) / 10;
const rate = (attended: number, counted: number) =>
  counted === 0 ? null : oneDecimal((attended / counted) * 100);

/** Running totals per week, starting from what came before the period. */
function cumulative(weeks: string[], start: number, byWeek: Map<string, number>) {
  let total = start;
  return weeks.map((w) => (total += byWeek.get(w) ?? 0));
}

const byWeek = (rows: { week: string | null; n: number }[]) => {
  const map = new Map<string, number>();
  for (const r of rows) if (r.week) map.set(r.week, (map.get(r.week) ?? 0) + r.n);
  return map;
};

export function studentFigures(f: PeriodFrame, s: Rows<'students'>) {
  const months = new Map(s.months.map((m) => [m.month, m.n]));
  return {
    kpi: {
      value: s.active,
      change: s.active - s.before,
      series: cumulative(f.weeks, s.before, byWeek(s.weeks)),
      path: '/manage-students',
    },
    newStudentsByMonth: f.months.map((month) => ({ month, count: months.get(month) ?? 0 })),
  };
}

/** Present and late count as attended; absent does not; excused marks leave the sum entirely. */
export function attendanceFigures(f: PeriodFrame, rows: Rows<'attendance'>) {
  const sum = (current: boolean) =>
    rows
      .filter((r) => r.current === current)
      .reduce((a, r) => ({ attended: a.attended + r.attended, counted: a.counted + r.counted }), {
        attended: 0,
        counted: 0,
      });
  const now = sum(true);
  const before = sum(false);
  const value = rate(now.attended, now.counted);
  const previous = rate(before.attended, before.counted);
  const weeks = f.weeks.map((week) => {
    const inWeek = rows.filter((r) => r.current && r.week === week);
    const attended = inWeek.reduce((a, r) => a + r.attended, 0);
    const counted = inWeek.reduce((a, r) => a + r.counted, 0);
    return { week, rate: rate(attended, counted), marks: counted };
  });
  return {
    kpi: {
      value,
      change: value === null || previous === null ? null : oneDecimal(value - previous),
      series: weeks.map((w) => w.rate ?? 0),
      path: '/manage-classes/current-classes',
    },
    attendanceByWeek: weeks,
  };
}

/**
 * The wallet's figures from its movements: spend is what went out as spending less what came
 * back as refunds; the balance at any past moment is today's less what moved since.
 */
export function creditFigures(
  f: PeriodFrame,
  balance: number,
  threshold: number,
  moves: Rows<'movements'>,
) {
  const signed = (m: Rows<'movements'>[number]) => (m.outgoing ? -m.amount : m.amount);
  const spendOf = (m: Rows<'movements'>[number]) =>
    m.outgoing && m.kind === 'spend'
      ? m.amount
      : !m.outgoing && m.kind === 'refund'
        ? -m.amount
        : 0;
  const spent = moves.filter((m) => m.current).reduce((a, m) => a + spendOf(m), 0);
  const movedSinceFrom = moves.filter((m) => m.current).reduce((a, m) => a + signed(m), 0);
  const series = f.weeks.map(
    (week) => balance - moves.filter((m) => m.week > week).reduce((a, m) => a + signed(m), 0),
  );
  const spendByWeek = f.weeks.map((week) => {
    const inWeek = moves.filter((m) => m.current && m.week === week);
    const of = (source: string) =>
      inWeek.filter((m) => m.source === source).reduce((a, m) => a + spendOf(m), 0);
    return {
      week,
      classes: of('classes'),
      appointments: of('appointments'),
      other: of('other'),
      topUps: inWeek
        .filter((m) => !m.outgoing && m.kind === 'top_up')
        .reduce((a, m) => a + m.amount, 0),
    };
  });
  return {
    kpi: {
      value: balance,
      change: movedSinceFrom,
      series,
      path: '/wallet',
      averageDailySpend: Math.round(Math.max(spent, 0) / f.days),
      // Whole days: balance ÷ (spent ÷ days), kept in integers so no rounding moves a day.
      daysLeft: spent > 0 ? Math.floor((balance * f.days) / spent) : null,
      lowBalanceThreshold: threshold,
    },
    spendByWeek,
  };
}

export function appointmentFigures(f: PeriodFrame, a: Rows<'appointments'>) {
  const weeks = byWeek(a.weeks);
  const value = weeks.get(f.currentWeek) ?? 0;
  return {
    kpi: {
      value,
      change: value - (weeks.get(f.previousWeek) ?? 0),
      series: f.weeks.map((w) => weeks.get(w) ?? 0),
      path: '/my-appointments',
    },
    appointmentsBySubject: a.subjects,
  };
}

/** The change is the unanswered questions asked within the period. */
export function topicFigures(f: PeriodFrame, rows: Rows<'unansweredTopics'>) {
  const value = rows.reduce((a, r) => a + r.n, 0);
  const before = rows.filter((r) => r.week === null).reduce((a, r) => a + r.n, 0);
  return {
    value,
    change: value - before,
    series: cumulative(f.weeks, before, byWeek(rows)),
    path: '/manage-topics',
  };
}

export type Kpis = SchoolDashboard['kpis'];
