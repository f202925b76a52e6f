// The feed at scale: 1 000 000 feed items (posts and activity) over 50 schools (the demo school is
// one, 20 000 each). Median and p95, measured inside the server (app.inject), of
//   - the first page (pinned posts, then the newest 20; All, Posts, Activity, one author);
//   - deep cursor pages (a cursor 1 000 to 19 000 items down), as staff and as a student, whose
//     audience filter (everyone, students, their classes) runs in the same statement;
// target p95 ≤ 20 ms on PostgreSQL. On the embedded database too with BENCH_ENGINES=embedded,postgres.
//   BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres node --import tsx bench/modules/feeds.ts
// BENCH_FEED_ITEMS (default 1 000 000) shrinks it for a quick look.
import { sql } from 'drizzle-orm';
import type { DatabaseHandle } from '../../apps/server/src/db/client.ts';
import { rowsOf } from '../../apps/server/src/db/sql.ts';
import { hashPassword } from '../../apps/server/src/modules/auth/password.ts';
import { encodeCursor } from '../../apps/server/src/modules/feeds/feed-cursor.ts';
import { timeGets, withSignedInApp, type SignedInApp } from '../lib/in-process.ts';

const itemCount = Number(process.env.BENCH_FEED_ITEMS ?? 1_000_000);
const schoolCount = 50;
const queryCount = 200;
const engines = (process.env.BENCH_ENGINES ?? 'postgres').split(',');
const studentPassword = 'Bench-student-2026';

/** Set-based: schools, then every item from one generate_series, never row by row. */
async function seedFeed(database: DatabaseHandle, demoSchoolId: string, adminId: string) {
  const db = database.db;
  await db.execute(sql`
    insert into schools (name) select 'Bench school ' || i from generate_series(2, ${schoolCount}) i`);
  await db.execute(sql`
    create temporary table bench_schools as
      select row_number() over (order by (id = ${demoSchoolId}::uuid) desc, id) - 1 as n, id
      from schools`);
  // Seven in ten are posts (one in twenty to staff, one in ten to students), the rest activity;
  // times a second apart per school, in milliseconds as the API writes them.
  await db.execute(sql`
    insert into feed_items (school_id, kind, author_id, audience, body_html, activity_type, params,
      link, status, published_at, comment_count, created_at)
    select s.id,
      case when i % 10 < 7 then 'post' else 'activity' end,
      case when i % 10 < 7 and s.n = 0 then ${adminId}::uuid end,
      case when i % 20 = 1 then 'staff' when i % 10 = 2 then 'students' else 'everyone' end,
      case when i % 10 < 7 then '<p>News number ' || i || ' for the school.</p>' end,
      case when i % 10 >= 7 then 'topic_answered' end,
      case when i % 10 >= 7 then jsonb_build_object('author', 'Ann', 'title', 'Question ' || i) end,
      case when i % 10 >= 7 then '/manage-topics' end,
      'published',
      date_trunc('milliseconds', now()) - make_interval(secs => i / ${schoolCount}),
      i % 5,
      now()
    from generate_series(1, ${itemCount}) i
    join bench_schools s on s.n = i % ${schoolCount}`);
  // A few reactions on the newest posts of the demo school, and three pinned posts.
  await db.execute(sql`
    insert into feed_reactions (target_id, user_id, post_id, reaction)
    select id, ${adminId}::uuid, id, 'like' from feed_items
    where school_id = ${demoSchoolId}::uuid and kind = 'post'
    order by published_at desc limit 2000`);
  await db.execute(sql`
    update feed_items set pinned_at = now() where id in (
      select id from feed_items where school_id = ${demoSchoolId}::uuid and kind = 'post'
      order by published_at desc offset 100 limit 3)`);
  await db.execute(sql`analyze`);
}

/** A student account of the demo school, signed in. */
async function studentHeaders(app: SignedInApp['app'], database: DatabaseHandle, schoolId: string) {
  const email = 'bench-student@feeds.example';
  await database.db.execute(sql`
    insert into users (school_id, email, first_name, last_name, role, password_hash)
    values (${schoolId}::uuid, ${email}, 'Bench', 'Student', 'student', ${await hashPassword(studentPassword)})`);
  const login = await app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { email, password: studentPassword },
  });
  return { 'x-authorization': `Bearer ${login.json<{ accessToken: string }>().accessToken}` };
}

/** Cursors deep in the demo school's feed: where a reader who scrolled far would stand. */
async function deepCursors(database: DatabaseHandle, schoolId: string): Promise<string[]> {
  const perSchool = Math.floor(itemCount / schoolCount);
  const offsets = Array.from({ length: 20 }, (_, i) =>
    Math.floor(((i + 1) * (perSchool - 100)) / 21),
  );
  const cursors: string[] = [];
  for (const offset of offsets) {
    const [row] = rowsOf<{ published_at: string | Date; id: string }>(
      await database.db.execute(sql`
        select published_at, id from feed_items
        where school_id = ${schoolId}::uuid and status = 'published' and pinned_at is null
        order by published_at desc, id desc offset ${offset} limit 1`),
    );
    if (row) cursors.push(encodeCursor(new Date(row.published_at), row.id));
  }
  return cursors;
}

const timed = async (app: SignedInApp['app'], headers: Record<string, string>, urls: string[]) => {
  const { medianMs, p95Ms } = await timeGets(app, headers, urls, 50);
  return { medianMs, p95Ms };
};

async function measure(engine: 'embedded' | 'postgres', serverUrl?: string) {
  return withSignedInApp(engine, serverUrl, async ({ app, database, headers, user }) => {
    const seedStart = performance.now();
    await seedFeed(database, user.schoolId, user.id);
    const seedSeconds = (performance.now() - seedStart) / 1000;
    const student = await studentHeaders(app, database, user.schoolId);
    const kinds = ['all', 'posts', 'activity'];
    const first = Array.from({ length: queryCount }, (_, i) =>
      i % 4 === 3 ? `/api/feeds?authorId=${user.id}` : `/api/feeds?kind=${kinds[i % 3]}`,
    );
    const cursors = await deepCursors(database, user.schoolId);
    const deep = Array.from(
      { length: queryCount },
      (_, i) => `/api/feeds?kind=${kinds[i % 3]}&cursor=${cursors[i % cursors.length]}`,
    );
    return {
      engine,
      items: itemCount,
      seedSeconds: Number(seedSeconds.toFixed(1)),
      firstStaff: await timed(app, headers, first),
      firstStudent: await timed(app, student, first),
      deepStaff: await timed(app, headers, deep),
      deepStudent: await timed(app, student, deep),
    };
  });
}

const results = [];
if (engines.includes('embedded')) results.push(await measure('embedded'));
if (engines.includes('postgres') && process.env.BENCH_DATABASE_URL)
  results.push(await measure('postgres', process.env.BENCH_DATABASE_URL));
const pair = (f: { medianMs: number; p95Ms: number }) => `${f.medianMs} / ${f.p95Ms}`;
console.table(
  results.map((r) => ({
    engine: r.engine,
    items: r.items,
    seedSeconds: r.seedSeconds,
    'first page staff p50/p95 ms': pair(r.firstStaff),
    'first page student p50/p95 ms': pair(r.firstStudent),
    'deep page staff p50/p95 ms': pair(r.deepStaff),
    'deep page student p50/p95 ms': pair(r.deepStudent),
  })),
);
const onPg = results.find((r) => r.engine === 'postgres');
if (onPg) {
  const worst = Math.max(
    onPg.firstStaff.p95Ms,
    onPg.firstStudent.p95Ms,
    onPg.deepStaff.p95Ms,
    onPg.deepStudent.p95Ms,
  );
  console.log(`PostgreSQL worst p95 ${worst} ms (≤ 20): ${worst <= 20 ? 'PASS' : 'MISS'}`);
}
