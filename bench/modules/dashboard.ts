// The dashboard at scale: one school with 100 000 students, 1 000 000 attendance marks (50 000
// class sessions of 20 students over the past year) and 1 000 000 ledger transfers of its wallet
// (top-ups and spending over the past year). Median and p95, measured inside the server
// (app.inject), of GET /api/dashboard for each period and of GET /api/dashboard/waiting:
// target p95 ≤ 50 ms on PostgreSQL.
//   BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres BENCH_ENGINES=postgres \
//     node --import tsx bench/modules/dashboard.ts
// BENCH_DASHBOARD_SCALE (default 1) multiplies the counts.
import { sql } from 'drizzle-orm';
import type { DatabaseHandle } from '../../apps/server/src/db/client.ts';
import { rowsOf } from '../../apps/server/src/db/sql.ts';
import { timeGets, withSignedInApp, type SignedInApp } from '../lib/in-process.ts';

const scale = Number(process.env.BENCH_DASHBOARD_SCALE ?? 1);
const counts = {
  students: Math.round(100_000 * scale),
  sessions: Math.round(50_000 * scale),
  marksPerSession: 20,
  transfers: Math.round(1_000_000 * scale),
};
const queryCount = 120;
const engines = (process.env.BENCH_ENGINES ?? 'postgres').split(',');

async function one<T>(database: DatabaseHandle, query: ReturnType<typeof sql>): Promise<T> {
  const [row] = rowsOf<T>(await database.db.execute(query));
  if (!row) throw new Error('the demo lacks a row the bench needs');
  return row;
}

/** Set-based, from generate_series: students, classes with sessions and marks, transfers. */
async function seedDashboard(database: DatabaseHandle, schoolId: string) {
  const db = database.db;
  const tutor = await one<{ user_id: string }>(
    database,
    sql`select user_id from tutor_profiles limit 1`,
  );
  const subject = await one<{ id: string }>(database, sql`select id from subjects limit 1`);
  await db.execute(sql`
    insert into students (school_id, first_name, last_name, email, status, enrolled_at)
    select ${schoolId}::uuid, 'Bench', 'Student ' || i, 'bench-' || i || '@bench.test',
      case when i % 20 = 0 then 'deactivated' else 'active' end,
      current_date - (i % 365)
    from generate_series(1, ${counts.students}) i`);
  // Sessions enough that those already held carry the marks.
  const classCount = Math.round(counts.sessions / 20);
  await db.execute(sql`
    insert into classes (school_id, tutor_id, subject_id, title, capacity, price_credits, status,
      first_starts_at, last_ends_at, session_count, created_by)
    select ${schoolId}::uuid, ${tutor.user_id}::uuid, ${subject.id}::uuid, 'Bench class ' || i, 40,
      10, 'approved', now() - make_interval(days => (i % 365)),
      now() - make_interval(days => (i % 365)) + interval '175 days', 25, ${tutor.user_id}::uuid
    from generate_series(1, ${classCount}) i`);
  await db.execute(sql`
    insert into class_sessions (class_id, starts_at, ends_at)
    select c.id, c.first_starts_at + make_interval(days => 7 * j),
      c.first_starts_at + make_interval(days => 7 * j) + interval '1 hour'
    from classes c, generate_series(0, 24) j
    where c.title like 'Bench class %'`);
  await db.execute(sql`
    create temporary table bench_students as
      select id, row_number() over (order by id) as n from students
      where school_id = ${schoolId}::uuid and email like 'bench-%'`);
  await db.execute(sql`
    create temporary table bench_sessions as
      select s.id, row_number() over (order by s.id) as n
      from class_sessions s join classes c on c.id = s.class_id
      where c.title like 'Bench class %' and s.starts_at < now()`);
  await db.execute(sql`
    insert into attendance (session_id, student_id, status, recorded_by)
    select se.id, st.id,
      (array['present','present','present','late','absent','excused'])[1 + ((se.n + j) % 6)],
      ${tutor.user_id}::uuid
    from bench_sessions se cross join generate_series(1, ${counts.marksPerSession}) j
    join bench_students st on st.n = 1 + (((se.n * 20 + j) * 4999) % ${counts.students})
    limit ${counts.sessions * counts.marksPerSession}`);
  const wallet = await one<{ id: string }>(
    database,
    sql`insert into ledger_accounts (kind, school_id, balance) values ('school_wallet', ${schoolId}::uuid, 1000000)
        on conflict (school_id) where kind = 'school_wallet' do update set balance = 1000000
        returning id`,
  );
  const clearing = await one<{ id: string }>(
    database,
    sql`insert into ledger_accounts (kind, allow_negative) values ('card_clearing', true)
        on conflict (kind) where school_id is null do update set allow_negative = true returning id`,
  );
  const revenue = await one<{ id: string }>(
    database,
    sql`insert into ledger_accounts (kind, allow_negative) values ('revenue', true)
        on conflict (kind) where school_id is null do update set allow_negative = true returning id`,
  );
  // One in ten moves is a top-up of 90, the rest spending of 10: the balance stays positive.
  await db.execute(sql`
    insert into ledger_transfers (from_account_id, to_account_id, amount, from_balance_after,
      to_balance_after, kind, reference, created_at)
    select case when i % 10 = 0 then ${clearing.id}::uuid else ${wallet.id}::uuid end,
      case when i % 10 = 0 then ${wallet.id}::uuid else ${revenue.id}::uuid end,
      case when i % 10 = 0 then 90 else 10 end, 0, 0,
      case when i % 10 = 0 then 'top_up' else 'spend' end, 'bench-' || i,
      now() - make_interval(secs => (i::double precision / ${counts.transfers}) * 365 * 86400)
    from generate_series(1, ${counts.transfers}) i`);
  // As autovacuum would have by then: statistics, and the visibility map index-only scans read.
  await db.execute(sql`vacuum analyze`);
}

const periods = ['30d', '90d', 'year'] as const;

async function measure(engine: 'embedded' | 'postgres', serverUrl?: string) {
  return withSignedInApp(
    engine,
    serverUrl,
    async ({ app, database, headers, user }: SignedInApp) => {
      const seedStart = performance.now();
      await seedDashboard(database, user.schoolId);
      const seedSeconds = Number(((performance.now() - seedStart) / 1000).toFixed(1));
      const figures: Record<string, { medianMs: number; p95Ms: number }> = {};
      for (const period of periods) {
        const urls = Array.from({ length: queryCount }, () => `/api/dashboard?period=${period}`);
        const { medianMs, p95Ms } = await timeGets(app, headers, urls, 10);
        figures[period] = { medianMs, p95Ms };
      }
      const waitingUrls = Array.from({ length: queryCount }, () => '/api/dashboard/waiting');
      const { medianMs, p95Ms } = await timeGets(app, headers, waitingUrls, 10);
      figures.waiting = { medianMs, p95Ms };
      return { engine, seedSeconds, figures };
    },
  );
}

const results = [];
if (engines.includes('embedded')) results.push(await measure('embedded'));
if (engines.includes('postgres') && process.env.BENCH_DATABASE_URL)
  results.push(await measure('postgres', process.env.BENCH_DATABASE_URL));
console.table(
  results.flatMap((r) =>
    Object.entries(r.figures).map(([what, f]) => ({
      engine: r.engine,
      what,
      seedSeconds: r.seedSeconds,
      'p50/p95 ms': `${f.medianMs} / ${f.p95Ms}`,
    })),
  ),
);
const onPg = results.find((r) => r.engine === 'postgres');
if (onPg) {
  const worst = Math.max(...periods.map((p) => onPg.figures[p]?.p95Ms ?? Infinity));
  console.log(`PostgreSQL dashboard p95 ${worst} ms (≤ 50): ${worst <= 50 ? 'PASS' : 'MISS'}`);
}
