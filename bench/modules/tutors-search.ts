// Tutor search latency with 50 000 tutors: median and p95 of GET /api/tutors/search over 200
// varied searches (text with typos, subject, level, price, language, rating, availability windows,
// every order), measured inside the server (app.inject), on the embedded database and, with
// BENCH_DATABASE_URL, on PostgreSQL. Targets: p95 ≤ 25 ms on PostgreSQL, ≤ 60 ms embedded.
//   node --import tsx bench/modules/tutors-search.ts
import { loadavg } from 'node:os';
import { tutorLevels, tutorSortKeys } from '@school/shared/tutors/tutors.rules';
import { withSignedInApp } from '../lib/in-process.ts';
import { fixedWorkMs } from '../lib/machine-speed.ts';
import { scales, seed } from '../lib/seed.ts';
import { percentile } from '../lib/stats.ts';
import { formatSteal, watchSteal } from '../lib/steal.ts';

const tutorCount = Number(process.env.BENCH_TUTORS ?? scales.default.tutors);
const queryCount = 200;
const texts = [
  'mathmatics',
  'physics',
  'chemistry exam',
  'sarah',
  'english lessons',
  'histroy',
  'computer science',
  'economcs',
  'nguyen',
  'patient biology',
];
const languages = ['en', 'de', 'fr', 'es', 'pt', 'ar'];

function queries(subjectIds: string[], now: Date): string[] {
  const day = (n: number) => new Date(now.getTime() + n * 86_400_000).toISOString().slice(0, 10);
  const out: string[] = [];
  for (let i = 0; i < queryCount; i++) {
    const params = new URLSearchParams();
    if (i % 3 === 0) params.set('q', texts[i % texts.length] ?? 'maths');
    if (i % 4 === 1) params.set('subjectId', subjectIds[i % subjectIds.length] ?? '');
    if (i % 5 === 2) params.set('level', tutorLevels[i % tutorLevels.length] ?? 'secondary');
    if (i % 6 === 3) params.set('maxRate', String(20 + (i % 8) * 10));
    if (i % 7 === 4) params.set('minRate', String(10 + (i % 5) * 5));
    if (i % 4 === 2) params.set('language', languages[i % languages.length] ?? 'en');
    if (i % 9 === 5) params.set('minRating', String(3.5 + (i % 4) * 0.4));
    if (i % 3 === 1) {
      params.set('availableOn', day(1 + (i % 20)));
      if (i % 2 === 0) {
        const from = 8 + (i % 10);
        params.set('fromTime', `${String(from).padStart(2, '0')}:00`);
        params.set('toTime', `${String(from + 2).padStart(2, '0')}:30`);
      }
    }
    if (i % 5 === 0) params.set('sort', tutorSortKeys[(i / 5) % tutorSortKeys.length] ?? 'rating');
    params.set('page', String(1 + (i % 3)));
    params.set('pageSize', '20');
    out.push(`/api/tutors/search?${params.toString()}`);
  }
  return out;
}

/** What kind of search a URL is, for the breakdown: text, availability, other filters, none. */
function kindOf(url: string) {
  const params = new URL(url, 'http://x').searchParams;
  if (params.has('q')) return 'text';
  if (params.has('availableOn')) return params.has('fromTime') ? 'window (hours)' : 'window (day)';
  const filters = ['subjectId', 'level', 'minRate', 'maxRate', 'language', 'minRating'];
  return filters.some((f) => params.has(f)) ? 'filters' : 'none';
}

async function measure(engine: 'embedded' | 'postgres', serverUrl?: string) {
  return withSignedInApp(engine, serverUrl, async ({ app, database, headers, user }) => {
    const seedStart = performance.now();
    await seed(
      { db: database.db, schoolId: user.schoolId, userId: user.id },
      ['tutors', 'tutorWindows'],
      () => tutorCount,
    );
    const seedSeconds = (performance.now() - seedStart) / 1000;
    const subjects = (await app.inject({ method: 'GET', url: '/api/subjects', headers })).json<{
      items: { id: string }[];
    }>();
    const all = queries(
      subjects.items.map((s) => s.id),
      new Date(),
    );
    for (const url of all.slice(0, 20)) await app.inject({ method: 'GET', url, headers }); // warm-up
    const stolen = watchSteal();
    const times: number[] = [];
    const byKind = new Map<string, number[]>();
    const slowest: [number, string][] = [];
    let rows = 0;
    let empty = 0;
    for (const url of all) {
      const started = performance.now();
      const response = await app.inject({ method: 'GET', url, headers });
      const elapsed = performance.now() - started;
      times.push(elapsed);
      const kind = kindOf(url);
      byKind.set(kind, [...(byKind.get(kind) ?? []), elapsed]);
      slowest.push([elapsed, url]);
      if (response.statusCode !== 200)
        throw new Error(`${url} answered ${response.statusCode} ${response.body}`);
      const items = response.json<{ items: unknown[] }>().items.length;
      rows += items;
      if (items === 0) empty += 1;
    }
    const steal = stolen();
    times.sort((a, b) => a - b);
    console.log(
      `${engine} by kind of search (load ${loadavg()[0]?.toFixed(2)}, ` +
        `CPU time taken by the host ${formatSteal(steal)}):`,
    );
    console.table(
      [...byKind].map(([kind, ms]) => {
        const sorted = ms.sort((a, b) => a - b);
        return {
          kind,
          searches: sorted.length,
          p50Ms: Number(percentile(sorted, 50).toFixed(1)),
          p95Ms: Number(percentile(sorted, 95).toFixed(1)),
          maxMs: Number((sorted.at(-1) ?? 0).toFixed(1)),
        };
      }),
    );
    if (process.env.BENCH_VERBOSE)
      for (const [ms, url] of slowest.sort((a, b) => b[0] - a[0]).slice(0, 10))
        console.log(engine, ms.toFixed(1), decodeURIComponent(url));
    return {
      engine,
      tutors: tutorCount,
      queries: all.length,
      rowsReturned: rows,
      emptyAnswers: empty,
      seedSeconds: Number(seedSeconds.toFixed(1)),
      hostTook: formatSteal(steal),
      fixedWorkMs: fixedWorkMs(),
      medianMs: Number(percentile(times, 50).toFixed(2)),
      p95Ms: Number(percentile(times, 95).toFixed(2)),
      maxMs: Number((times.at(-1) ?? 0).toFixed(2)),
    };
  });
}

const engines = (process.env.BENCH_ENGINES ?? 'embedded,postgres').split(',');
const results = [];
if (engines.includes('embedded')) results.push(await measure('embedded'));
if (process.env.BENCH_DATABASE_URL && engines.includes('postgres'))
  results.push(await measure('postgres', process.env.BENCH_DATABASE_URL));
console.table(results);
const targets = { postgres: 25, embedded: 60 };
for (const r of results)
  console.log(
    `${r.engine} p95 ${r.p95Ms} ms (target ≤ ${targets[r.engine]} ms): ${r.p95Ms <= targets[r.engine] ? 'PASS' : 'MISS'}`,
  );
