// The calendar at scale: one school with 5 000 school events, 2 000 class sessions and 3 000
// appointments in one month (and a tenth of that in the months around it). Median and p95 of
// GET /api/calendar for that month (every source, a source or two, a label), measured inside the
// server (app.inject) and then by an HTTP client on the loopback: target p95 ≤ 30 ms on PostgreSQL.
//   BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres BENCH_ENGINES=postgres \
//     node --import tsx bench/modules/calendar.ts
// BENCH_CALENDAR_SCALE (default 1) multiplies the counts.
import { sql } from 'drizzle-orm';
import type { DatabaseHandle } from '../../apps/server/src/db/client.ts';
import { rowsOf } from '../../apps/server/src/db/sql.ts';
import { fixedWorkMs } from '../lib/machine-speed.ts';
import { formatSteal, watchSteal } from '../lib/steal.ts';
import {
  timeGets,
  timeGetsOverHttp,
  withSignedInApp,
  type SignedInApp,
} from '../lib/in-process.ts';

const scale = Number(process.env.BENCH_CALENDAR_SCALE ?? 1);
const counts = {
  events: Math.round(5_000 * scale),
  sessions: Math.round(2_000 * scale),
  appointments: Math.round(3_000 * scale),
};
const queryCount = 200;
const engines = (process.env.BENCH_ENGINES ?? 'embedded,postgres').split(',');

/** The month measured: the one after the current, in UTC. */
function monthRange() {
  const now = new Date();
  const from = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 1));
  const to = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 2, 1));
  return { from, to };
}

/** Set-based: events, classes with their sessions and appointments from generate_series. */
async function seedCalendar(database: DatabaseHandle, schoolId: string) {
  const db = database.db;
  const { from } = monthRange();
  const start = from.toISOString();
  // Most of each kind in the month measured, a tenth before and after it.
  const spread = (i: string) =>
    sql.raw(`(timestamptz '${start}' + make_interval(mins => ((${i} * 37) % 40320)::int) +
      case when ${i} % 10 = 0 then interval '-35 days' when ${i} % 10 = 1 then interval '35 days' else interval '0' end)`);
  await db.execute(sql`
    insert into calendar_events (school_id, uid, title, starts_at, ends_at, last_ends_at, all_day,
      label, audience, repeat, repeat_until)
    select ${schoolId}::uuid, 'bench-' || i, 'Event ' || i, t, t + interval '1 hour',
      case when i % 50 = 0 then t + interval '90 days' else t + interval '1 hour' end,
      i % 20 = 0,
      (array['business','holiday','exam','meeting','personal','other'])[1 + i % 6],
      case when i % 4 = 0 then 'staff' else 'school' end,
      case when i % 50 = 0 then 'weekly' end,
      case when i % 50 = 0 then to_char(t + interval '89 days', 'YYYY-MM-DD') end
    from generate_series(1, ${counts.events}) i, lateral (select ${spread('i')} as t) x`);
  const [tutor] = rowsOf<{ user_id: string }>(
    await db.execute(sql`select user_id from tutor_profiles limit 1`),
  );
  const [subject] = rowsOf<{ id: string }>(await db.execute(sql`select id from subjects limit 1`));
  const [student] = rowsOf<{ id: string }>(
    await db.execute(sql`select id from students where school_id = ${schoolId}::uuid limit 1`),
  );
  if (!tutor || !subject || !student) throw new Error('the demo has no tutor, subject or student');
  const classCount = Math.max(1, Math.round(counts.sessions / 20));
  await db.execute(sql`
    insert into classes (school_id, tutor_id, subject_id, title, capacity, price_credits, status,
      first_starts_at, last_ends_at, session_count, created_by)
    select ${schoolId}::uuid, ${tutor.user_id}::uuid, ${subject.id}::uuid, 'Bench class ' || i, 30, 10,
      'approved', ${start}::timestamptz, ${start}::timestamptz + interval '30 days', 20, ${tutor.user_id}::uuid
    from generate_series(1, ${classCount}) i`);
  await db.execute(sql`
    insert into class_sessions (class_id, starts_at, ends_at)
    select c.id, t, t + interval '1 hour'
    from (select id, row_number() over (order by id) n from classes where title like 'Bench class %') c,
      generate_series(1, 20) j, lateral (select ${spread('(c.n * 20 + j)')} as t) x`);
  // Past-tense statuses: the exclusion constraint holds only booked and pending ones apart.
  await db.execute(sql`
    insert into appointments (school_id, tutor_id, student_id, subject_id, starts_at, ends_at,
      duration_minutes, status, price_credits, hourly_rate_credits, booked_by_name,
      idempotency_key, request_hash)
    select ${schoolId}::uuid, ${tutor.user_id}::uuid, ${student.id}::uuid, ${subject.id}::uuid, t,
      t + interval '1 hour', 60, case when i % 9 = 0 then 'no_show' else 'completed' end, 30, 30,
      'Bench', 'bench-' || i, 'bench'
    from generate_series(1, ${counts.appointments}) i, lateral (select ${spread('i')} as t) x`);
  await db.execute(sql`analyze`);
}

function rangeQueries(): string[] {
  const { from, to } = monthRange();
  // The month view asks for the whole weeks around the month.
  const a = new Date(from.getTime() - 6 * 86_400_000).toISOString();
  const b = new Date(to.getTime() + 6 * 86_400_000).toISOString();
  const extras = [
    '',
    '',
    '&sources=events',
    '&sources=classes,appointments',
    '&label=exam,holiday',
  ];
  return Array.from(
    { length: queryCount },
    (_, i) => `/api/calendar?from=${a}&to=${b}${extras[i % 5]}`,
  );
}

async function timed(app: SignedInApp['app'], headers: Record<string, string>, urls: string[]) {
  const { first, ...figures } = await timeGets(app, headers, urls, 10);
  return { items: (first as { items: unknown[] }).items.length, ...figures };
}

async function measure(engine: 'embedded' | 'postgres', serverUrl?: string) {
  return withSignedInApp(engine, serverUrl, async ({ app, database, headers, user }) => {
    const seedStart = performance.now();
    await seedCalendar(database, user.schoolId);
    const seedSeconds = Number(((performance.now() - seedStart) / 1000).toFixed(1));
    const stolen = watchSteal();
    const month = await timed(app, headers, rangeQueries());
    const overHttp = await timeGetsOverHttp(app, headers, rangeQueries(), 10);
    const steal = stolen();
    return { engine, ...counts, seedSeconds, month, overHttp, steal, fixedWorkMs: fixedWorkMs() };
  });
}

const results = [];
if (engines.includes('embedded')) results.push(await measure('embedded'));
if (engines.includes('postgres') && process.env.BENCH_DATABASE_URL)
  results.push(await measure('postgres', process.env.BENCH_DATABASE_URL));
console.table(
  results.map((r) => ({
    engine: r.engine,
    events: r.events,
    sessions: r.sessions,
    appointments: r.appointments,
    'items in the month': r.month.items,
    seedSeconds: r.seedSeconds,
    'month p50/p95 ms (inject)': `${r.month.medianMs} / ${r.month.p95Ms}`,
    'month p50/p95 ms (HTTP)': `${r.overHttp.medianMs} / ${r.overHttp.p95Ms}`,
    'host took': formatSteal(r.steal),
    'fixed work ms': r.fixedWorkMs,
  })),
);
const onPg = results.find((r) => r.engine === 'postgres');
const verdict = (p95: number) => `${p95} ms ${p95 <= 30 ? 'PASS' : 'MISS'}`;
if (onPg)
  console.log(
    `PostgreSQL month p95 (≤ 30): in-process ${verdict(onPg.month.p95Ms)}, ` +
      `over HTTP ${verdict(onPg.overHttp.p95Ms)}`,
  );
