import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { rowsOf } from '../../db/sql.ts';

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

    async students(s: Span) {
      const [[totals], weeks, months] = await Promise.all([
        rows<Record<string, unknown>>(sql`
        select count(*) filter (where status = 'active')::int as active,
               count(*) filter (where status = 'active' and enrolled_at < ${s.fromDate}::date)::int as before
        from students where school_id = ${s.schoolId}`),
        rows<{ week: string; n: unknown }>(sql`
        select to_char(date_trunc('week', day::timestamp), 'YYYY-MM-DD') as week, sum(n)::int as n
        from (select enrolled_at as day, count(*) as n from students
              where school_id = ${s.schoolId} and status = 'active' and enrolled_at >= ${s.fromDate}::date
              group by 1) days
        group by 1`),
        rows<{ month: string; n: unknown }>(sql`
        select to_char(enrolled_at, 'YYYY-MM') as month, count(*)::int as n
        from students
        where school_id = ${s.schoolId} and status in ('active', 'invited', 'deactivated')
          and enrolled_at >= ${s.firstMonthDate}::date
        group by 1`),
      ]);
      return {
        active: num(totals?.active),
        before: num(totals?.before),
        weeks: weeks.map((r) => ({ week: r.week, n: num(r.n) })),
        months: months.map((r) => ({ month: r.month, n: num(r.n) })),
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
        rows<{ week: string; n: unknown }>(sql`
        select to_char(w, 'YYYY-MM-DD') as week,
          (select count(*) from classes c
            where c.school_id = ${s.schoolId} and c.status = 'approved'
              and c.first_starts_at <= (w at time zone ${s.timeZone})
              and c.last_ends_at > (w at time zone ${s.timeZone}))::int as n
        from generate_series(
          date_trunc('week', ${iso(s.from)}::timestamptz at time zone ${s.timeZone}),
          ${iso(s.now)}::timestamptz at time zone ${s.timeZone}, interval '1 week') as w
        order by w`),
      ]);
      return {
        ongoing: num(totals?.ongoing),
        ongoingThen: num(totals?.ongoing_then),
        startingThisWeek: num(totals?.starting),
        series: series.map((r) => num(r.n)),
      };
    },

    /** Marks of sessions held in the two periods, by week and by period; excused never counts. */
    async attendance(s: Span) {
      // One rollup row per session (kept by a trigger on attendance): a year is one row a session.
      const found = await rows<Record<string, unknown>>(sql`
        select ${weekOf(sql`starts_at`, s.timeZone)} as week,
               (starts_at >= ${iso(s.from)}::timestamptz) as current,
               sum(attended)::int as attended, sum(counted)::int as counted
        from dashboard_session_marks
        where school_id = ${s.schoolId}
          and starts_at >= ${iso(s.previousFrom)}::timestamptz and starts_at < ${iso(s.now)}::timestamptz
        group by 1, 2`);
      return found.map((r) => ({
        week: String(r.week),
        current: r.current === true || r.current === 't',
        attended: num(r.attended),
        counted: num(r.counted),
      }));
    },

    async wallet(schoolId: string) {
      const [row] = await rows<{ id: string; balance: unknown }>(sql`
        select id, balance from ledger_accounts where school_id = ${schoolId} and kind = 'school_wallet'`);
      return row ? { id: row.id, balance: num(row.balance) } : undefined;
    },

    /**
     * Credits in and out of the wallet since the period began, by week, kind and what was paid
     * for: read from quarter-hour rollups (kept by a trigger on ledger_transfers), whose edges
     * fall on every zone's day boundaries.
     */
    async movements(s: Span, accountId: string) {
      const found = await rows<Record<string, unknown>>(sql`
        select ${weekOf(sql`slot`, s.timeZone)} as week, outgoing, kind, source,
               sum(amount)::bigint as amount
        from dashboard_wallet_slots
        where account_id = ${accountId} and slot >= ${iso(s.from)}::timestamptz
        group by 1, 2, 3, 4`);
      return found.map((r) => ({
        week: String(r.week),
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
