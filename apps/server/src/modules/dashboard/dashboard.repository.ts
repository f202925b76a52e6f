import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { rowsOf } from '../../db/sql.ts';
import { dayEdges, dayStart, instants } from './day-edges.ts';

/** The span the figures read, as instants, and the zone whose days and weeks bucket them. */
export type Span = {
  schoolId: string;
  timeZone: string;
  /** Start of the previous period: comparisons read from here. */
  previousFrom: Date;
  from: Date;
  now: Date;
  weekStart: Date;
  weekEnd: Date;
  previousWeekStart: Date;
  dayEnd: Date;
  /** The first day of the period in the school's zone (students' enrolment is a date). */
  fromDate: string;
  firstMonthDate: string;
  /** Mondays of the weeks the period touches, oldest first (the charts' buckets). */
  weeks: string[];
  /** The same Mondays' 00:00 on the school's clock, as instants (the first is not after `from`). */
  weekStarts: Date[];
};

const iso = (d: Date) => d.toISOString();
const num = (v: unknown) => Number(v ?? 0);
/** A week's label: the Monday (ISO week) on the school's wall clock. */
const weekOf = (column: ReturnType<typeof sql>, tz: string) =>
  sql`to_char(date_trunc('week', ${column} at time zone ${tz}), 'YYYY-MM-DD')`;
/**
 * The dashboard's read-only aggregates over other modules' tables (joins for reading only; every
 * change goes through the owning module's service). Every statement leads with the school.
 */
export function createDashboardRepository(db: Database) {
  const rows = async <T>(query: ReturnType<typeof sql>) => rowsOf<T>(await db.execute(query));

  return {
    async school(schoolId: string) {
      const [row] = await rows<{ name: string; timezone: string; threshold: number }>(sql`
        select name, timezone, low_balance_threshold as threshold from schools where id = ${schoolId}`);
      return row ? { ...row, threshold: num(row.threshold) } : undefined;
    },

    /** From the per-day rollup of students (kept by a trigger on students): one statement. */
    async students(s: Span) {
      const found = await rows<{ part: string; label: string | null; n: unknown }>(sql`
        select 'active' as part, null as label, sum(n) filter (where status = 'active')::int as n
        from dashboard_student_days where school_id = ${s.schoolId}
        union all
        select 'before', null,
          sum(n) filter (where status = 'active' and enrolled_at < ${s.fromDate}::date)::int
        from dashboard_student_days where school_id = ${s.schoolId}
        union all
        select 'week', to_char(date_trunc('week', enrolled_at::timestamp), 'YYYY-MM-DD'), sum(n)::int
        from dashboard_student_days
        where school_id = ${s.schoolId} and status = 'active' and enrolled_at >= ${s.fromDate}::date
        group by 2
        union all
        select 'month', to_char(enrolled_at::timestamp, 'YYYY-MM'), sum(n)::int
        from dashboard_student_days
        where school_id = ${s.schoolId} and status in ('active', 'invited', 'deactivated')
          and enrolled_at >= ${s.firstMonthDate}::date
        group by 2`);
      const part = (name: string) => found.filter((r) => r.part === name);
      return {
        active: num(part('active')[0]?.n),
        before: num(part('before')[0]?.n),
        weeks: part('week').map((r) => ({ week: String(r.label), n: num(r.n) })),
        months: part('month').map((r) => ({ month: String(r.label), n: num(r.n) })),
      };
    },

    async classes(s: Span) {
      const [[totals], series] = await Promise.all([
        rows<Record<string, unknown>>(sql`
        select
          count(*) filter (where first_starts_at <= ${iso(s.now)}::timestamptz and last_ends_at > ${iso(s.now)}::timestamptz)::int as ongoing,
          count(*) filter (where first_starts_at <= ${iso(s.from)}::timestamptz and last_ends_at > ${iso(s.from)}::timestamptz)::int as ongoing_then,
          count(*) filter (where first_starts_at >= ${iso(s.weekStart)}::timestamptz and first_starts_at < ${iso(s.weekEnd)}::timestamptz)::int as starting
        from classes
        where school_id = ${s.schoolId} and status = 'approved'
          and last_ends_at > ${iso(s.from)}::timestamptz`),
        // Classes running at each Monday 00:00 of the school's clock: one scan of the classes.
        rows<{ i: unknown; n: unknown }>(sql`
        with c as materialized (
          select first_starts_at, last_ends_at from classes
          where school_id = ${s.schoolId} and status = 'approved'
            and last_ends_at > ${iso(s.weekStarts[0] ?? s.from)}::timestamptz
            and first_starts_at <= ${iso(s.now)}::timestamptz)
        select w.i, (select count(*) from c where c.first_starts_at <= w.at and c.last_ends_at > w.at)::int as n
        from unnest(${instants(s.weekStarts)}) with ordinality as w(at, i)
        order by w.i`),
      ]);
      return {
        ongoing: num(totals?.ongoing),
        ongoingThen: num(totals?.ongoing_then),
        startingThisWeek: num(totals?.starting),
        series: series.map((r) => num(r.n)),
      };
    },

    /**
     * Marks of sessions held in the two periods, by week and by period; excused never counts.
     * Read from the per-day sums, and the per-session rollup on the days a bucket's edge cuts
     * (day-edges.ts): buckets are the previous period, each week of this one, and from now on.
     */
    async attendance(s: Span) {
      const d = dayEdges([s.previousFrom, s.from, ...s.weekStarts.slice(1), s.now]);
      const found = await rows<Record<string, unknown>>(sql`
        select width_bucket(at, ${d.edges}) as bucket, sum(attended)::int as attended,
               sum(counted)::int as counted
        from (
          select ${dayStart(sql`day`)} as at, attended, counted from dashboard_day_marks
          where school_id = ${s.schoolId} and day >= ${d.firstDay}::date
            and day <= ${iso(s.now).slice(0, 10)}::date and day <> all(${d.cut})
          union all
          select m.starts_at, m.attended, m.counted
          from dashboard_session_marks m
          where m.school_id = ${s.schoolId} and ${d.inCutDays(sql`m.starts_at`)}
        ) marks
        group by 1`);
      const currentWeeks = s.weekStarts.length;
      return found
        .map((r) => ({ bucket: num(r.bucket), attended: num(r.attended), counted: num(r.counted) }))
        .filter((r) => r.bucket >= 1 && r.bucket <= currentWeeks + 1)
        .map((r) => ({
          week: r.bucket === 1 ? '' : (s.weeks[r.bucket - 2] ?? ''),
          current: r.bucket > 1,
          attended: r.attended,
          counted: r.counted,
        }));
    },

    async wallet(schoolId: string) {
      const [row] = await rows<{ id: string; balance: unknown }>(sql`
        select id, balance from ledger_accounts where school_id = ${schoolId} and kind = 'school_wallet'`);
      return row ? { id: row.id, balance: num(row.balance) } : undefined;
    },

    /**
     * Credits in and out of the wallet since the period began, by week, kind and what was paid
     * for: read from the per-day sums, and the quarter-hour rollup on the days a week's edge cuts
     * (day-edges.ts). Both are kept by triggers from ledger_transfers. The school's wallet is
     * found in the same statement, so this runs beside the others.
     */
    async movements(s: Span) {
      const d = dayEdges([s.from, ...s.weekStarts.slice(1)]);
      const accountId = sql`(select id from ledger_accounts where school_id = ${s.schoolId} and kind = 'school_wallet')`;
      const found = await rows<Record<string, unknown>>(sql`
        select width_bucket(at, ${d.edges}) as bucket, outgoing, kind, source,
               sum(amount)::bigint as amount
        from (
          select ${dayStart(sql`day`)} as at, outgoing, kind, source, amount
          from dashboard_wallet_days
          where account_id = ${accountId} and day >= ${d.firstDay}::date and day <> all(${d.cut})
          union all
          select w.slot, w.outgoing, w.kind, w.source, w.amount
          from dashboard_wallet_slots w
          where w.account_id = ${accountId} and ${d.inCutDays(sql`w.slot`)}
        ) moves
        group by 1, 2, 3, 4`);
      return found
        .filter((r) => num(r.bucket) >= 1)
        .map((r) => ({
          week: s.weeks[num(r.bucket) - 1] ?? '',
          current: true,
          outgoing: r.outgoing === true || r.outgoing === 't',
          kind: String(r.kind),
          source: String(r.source) as 'appointments' | 'classes' | 'other',
          amount: num(r.amount),
        }));
    },

    async appointments(s: Span) {
      const [weeks, subjects] = await Promise.all([
        rows<{ week: string; n: unknown }>(sql`
        select ${weekOf(sql`starts_at`, s.timeZone)} as week, count(*)::int as n
        from appointments
        where school_id = ${s.schoolId} and status <> 'cancelled'
          and starts_at >= ${iso(s.from < s.previousWeekStart ? s.from : s.previousWeekStart)}::timestamptz
          and starts_at < ${iso(s.weekEnd)}::timestamptz
        group by 1`),
        rows<Record<string, unknown>>(sql`
        select a.subject_id, sub.key, sub.name, count(*)::int as n
        from appointments a join subjects sub on sub.id = a.subject_id
        where a.school_id = ${s.schoolId} and a.status <> 'cancelled'
          and a.starts_at >= ${iso(s.from)}::timestamptz and a.starts_at < ${iso(s.now)}::timestamptz
        group by 1, 2, 3
        order by n desc, sub.name`),
      ]);
      return {
        weeks: weeks.map((r) => ({ week: r.week, n: num(r.n) })),
        subjects: subjects.map((r) => ({
          subjectId: String(r.subject_id),
          key: String(r.key),
          name: String(r.name),
          count: num(r.n),
        })),
      };
    },

    /** Open questions without an answer (hidden ones are not waiting), by the week they were asked. */
    async unansweredTopics(s: Span) {
      const found = await rows<{ week: string | null; n: unknown }>(sql`
        select case when created_at >= ${iso(s.from)}::timestamptz then ${weekOf(sql`created_at`, s.timeZone)} end as week,
               count(*)::int as n
        from topics
        where school_id = ${s.schoolId} and answer_count = 0 and status = 'open' and hidden_at is null
        group by 1`);
      return found.map((r) => ({ week: r.week, n: num(r.n) }));
    },

    async unread(userId: string) {
      const [row] = await rows<Record<string, unknown>>(sql`
        select (select count(*) from notifications where user_id = ${userId} and read_at is null)::int as notifications,
               (select coalesce(sum(unread), 0) from chat_members where user_id = ${userId})::int as chat`);
      return { notifications: num(row?.notifications), chat: num(row?.chat) };
    },
  };
}
export type DashboardRepository = ReturnType<typeof createDashboardRepository>;
