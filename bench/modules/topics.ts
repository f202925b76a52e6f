// Topics at scale: 200 000 topics and 1 000 000 answers over 50 schools (the demo school is one),
// and one topic with 200 answers. Median and p95, measured inside the server (app.inject), of
//   - the list (every sort, filters, scopes) and full-text search: target p95 ≤ 30 ms;
//   - the topic page (the topic, then its answers, 100 a page): target p95 ≤ 20 ms;
// on the embedded database and, with BENCH_DATABASE_URL, on PostgreSQL (the targets are PostgreSQL's).
//   BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres node --import tsx bench/modules/topics.ts
// BENCH_TOPICS (default 200 000; answers are 5 a topic) shrinks it for a quick look.
import { sql } from 'drizzle-orm';
import type { DatabaseHandle } from '../../apps/server/src/db/client.ts';
import { rememberTopicWords } from '../../apps/server/src/modules/topics/topics.repository.ts';
import { timeGets, withSignedInApp, type SignedInApp } from '../lib/in-process.ts';

const topicCount = Number(process.env.BENCH_TOPICS ?? 200_000);
const answersPerTopic = 5;
const schoolCount = 50;
const authorsPerSchool = 100;
const queryCount = 200;
const engines = (process.env.BENCH_ENGINES ?? 'embedded,postgres').split(',');

const words = [
  'algebra',
  'photosynthesis',
  'gravity',
  'essay',
  'fractions',
  'molecule',
  'revolution',
  'equation',
  'grammar',
  'velocity',
  'ecosystem',
  'democracy',
  'probability',
  'poetry',
  'electricity',
  'volcano',
  'recursion',
  'vocabulary',
  'enzyme',
  'geometry',
  'climate',
  'derivative',
  'sonnet',
  'magnet',
  'protein',
  'empire',
  'integral',
  'orbit',
  'chemistry',
  'melody',
];
const list = (values: string[]) => sql.raw(`array[${values.map((v) => `'${v}'`).join(',')}]`);

/** Set-based: schools, authors, topics and answers from generate_series, never row by row. */
async function seedTopics(database: DatabaseHandle, demoSchoolId: string) {
  const db = database.db;
  await db.execute(sql`
    insert into schools (name) select 'Bench school ' || i from generate_series(2, ${schoolCount}) i`);
  await db.execute(sql`
    create temporary table bench_schools as
      select row_number() over (order by id) - 1 as n, id from schools`);
  await db.execute(sql`
    insert into users (school_id, email, first_name, last_name, role)
    select s.id, 'bench' || s.n || '-' || i || '@topics.example', 'Author', 'No ' || i,
      case when i % 10 = 0 then 'editor' else 'student' end
    from bench_schools s, generate_series(1, ${authorsPerSchool}) i`);
  await db.execute(sql`
    create temporary table bench_authors as
      select s.n, row_number() over (partition by u.school_id order by u.id) - 1 as k, u.id, u.school_id
      from users u join bench_schools s on s.id = u.school_id
      where u.email like 'bench%@topics.example'`);
  await db.execute(sql`
    create temporary table bench_subjects as
      select row_number() over (order by id) - 1 as n, id from subjects`);
  const w = list(words);
  await db.execute(sql`
    insert into topics (school_id, author_id, title, body_html, body_text, excerpt, subject_id, tags,
      status, answer_count, vote_count, view_count, last_activity_at, created_at)
    select a.school_id, a.id, t.title, '<p>' || t.body || '</p>', t.body, left(t.body, 200),
      (select id from bench_subjects where n = i % (select count(*) from bench_subjects)),
      array[(${w})[1 + i % 30], (${w})[1 + (i / 30) % 30]],
      case when i % 7 = 0 then 'answered' when i % 97 = 0 then 'closed' else 'open' end,
      0, (i * 13) % 50, (i * 7) % 300,
      now() - make_interval(mins => i), now() - make_interval(mins => i + 60)
    from generate_series(1, ${topicCount}) i
    cross join lateral (select
      'How does ' || (${w})[1 + i % 30] || ' relate to ' || (${w})[1 + (i / 7) % 30] || ' number ' || i as title,
      'I am revising ' || (${w})[1 + (i / 3) % 30] || ' and ' || (${w})[1 + (i / 11) % 30] ||
      ' for the test; can someone explain ' || (${w})[1 + (i / 5) % 30] || ' with an example?' as body) t
    join bench_authors a on a.n = i % ${schoolCount} and a.k = (i / ${schoolCount}) % ${authorsPerSchool}`);
  await db.execute(sql`
    insert into topic_answers (topic_id, school_id, author_id, body_html, score, created_at)
    select t.id, t.school_id, a.id, '<p>Think of ' || (${w})[1 + j * 3 % 30] || ' first.</p>', j % 4,
      t.created_at + make_interval(mins => j)
    from topics t cross join generate_series(1, ${answersPerTopic}) j
    join bench_schools s on s.id = t.school_id
    join bench_authors a on a.n = s.n and a.k = j * 7 % ${authorsPerSchool}
    where t.title like 'How does %'`);
  // The long topic: 200 answers on one question of the demo school.
  await db.execute(sql`
    with q as (
      insert into topics (school_id, author_id, title, body_html, body_text, excerpt, tags)
      select ${demoSchoolId}::uuid, a.id, 'The long discussion', '<p>Many answers</p>', 'Many answers',
        'Many answers', '{}'
      from bench_authors a join bench_schools s on s.n = a.n where s.id = ${demoSchoolId}::uuid and a.k = 0
      returning id, school_id)
    insert into topic_answers (topic_id, school_id, author_id, body_html, score, created_at)
    select q.id, q.school_id, a.id, '<p>Answer ' || j || '</p>', j % 9, now() - make_interval(mins => j)
    from q, generate_series(1, 200) j
    join bench_authors a on a.k = j % ${authorsPerSchool}
    join bench_schools s on s.n = a.n and s.id = ${demoSchoolId}::uuid`);
  await db.execute(sql`
    update topics t set answer_count = c.n from (
      select topic_id, count(*)::int n from topic_answers group by topic_id) c
    where c.topic_id = t.id`);
  await rememberTopicWords(db);
  await db.execute(sql`analyze`);
}

function listQueries(): string[] {
  const out: string[] = [];
  const sorts = ['activity', 'newest', 'votes', 'unanswered'];
  for (let i = 0; i < queryCount; i++) {
    const page = 1 + (i % 5);
    const pick = i % 5;
    const extra =
      pick === 0
        ? `&sort=${sorts[i % 4]}`
        : pick === 1
          ? `&tag=${words[i % 30]}`
          : pick === 2
            ? '&status=open&sort=newest'
            : pick === 3
              ? '&scope=mine'
              : '&scope=answered_by_me';
    out.push(`/api/topics?page=${page}&pageSize=20${extra}`);
  }
  return out;
}

function searchQueries(): string[] {
  return Array.from({ length: queryCount }, (_, i) => {
    const q =
      i % 3 === 0
        ? words[i % 30]
        : i % 3 === 1
          ? `${words[i % 30]} ${words[(i * 7) % 30]}`
          : (words[i % 30] ?? '').slice(0, 4);
    return `/api/topics?q=${encodeURIComponent(q ?? '')}&page=${1 + (i % 3)}&pageSize=20`;
  });
}

const timed = async (app: SignedInApp['app'], headers: Record<string, string>, urls: string[]) => {
  const { medianMs, p95Ms } = await timeGets(app, headers, urls, 20);
  return { medianMs, p95Ms };
};

async function measure(engine: 'embedded' | 'postgres', serverUrl?: string) {
  return withSignedInApp(engine, serverUrl, async ({ app, database, headers, user }) => {
    const seedStart = performance.now();
    await seedTopics(database, user.schoolId);
    const seedSeconds = (performance.now() - seedStart) / 1000;
    const long = await app.inject({
      method: 'GET',
      url: '/api/topics?q=long%20discussion',
      headers,
    });
    const longId = long.json<{ items: { id: string }[] }>().items[0]?.id;
    if (!longId) throw new Error('the long topic was not found');
    const page = Array.from({ length: queryCount }, (_, i) =>
      i % 2 === 0
        ? `/api/topics/${longId}`
        : `/api/topics/${longId}/answers?pageSize=100&page=${1 + (i % 4 === 1 ? 0 : 1)}`,
    );
    const figures = {
      engine,
      topics: topicCount,
      answers: topicCount * answersPerTopic + 200,
      seedSeconds: Number(seedSeconds.toFixed(1)),
      list: await timed(app, headers, listQueries()),
      search: await timed(app, headers, searchQueries()),
      topicPage: await timed(app, headers, page),
    };
    return figures;
  });
}

const results = [];
if (engines.includes('embedded')) results.push(await measure('embedded'));
if (engines.includes('postgres') && process.env.BENCH_DATABASE_URL)
  results.push(await measure('postgres', process.env.BENCH_DATABASE_URL));
console.table(
  results.map((r) => ({
    engine: r.engine,
    topics: r.topics,
    answers: r.answers,
    seedSeconds: r.seedSeconds,
    'list p50/p95 ms': `${r.list.medianMs} / ${r.list.p95Ms}`,
    'search p50/p95 ms': `${r.search.medianMs} / ${r.search.p95Ms}`,
    'topic page p50/p95 ms': `${r.topicPage.medianMs} / ${r.topicPage.p95Ms}`,
  })),
);
const onPg = results.find((r) => r.engine === 'postgres');
if (onPg) {
  const verdict = (ms: number, target: number) =>
    `${ms} ms (≤ ${target}): ${ms <= target ? 'PASS' : 'MISS'}`;
  console.log(`PostgreSQL list p95 ${verdict(onPg.list.p95Ms, 30)}`);
  console.log(`PostgreSQL search p95 ${verdict(onPg.search.p95Ms, 30)}`);
  console.log(`PostgreSQL topic page p95 ${verdict(onPg.topicPage.p95Ms, 20)}`);
}
