// Top-bar search with 100 000 students in one school: median and p95 of GET /api/search over 200
// varied queries (names, prefixes, page words; every tenth "show all" of one group), measured
// inside the server (app.inject), on the embedded database and, with BENCH_DATABASE_URL, on
// PostgreSQL (the target, p95 ≤ 30 ms, is PostgreSQL's).
//   BENCH_ENGINES=postgres BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres node --import tsx bench/modules/search.ts
// BENCH_STUDENTS (default 100 000) shrinks it for a quick look.
import { withSignedInApp } from '../lib/in-process.ts';
import { firstNames, lastNames, seedStudents } from '../lib/roster-seed.ts';
import { percentile } from '../lib/stats.ts';

const studentCount = Number(process.env.BENCH_STUDENTS ?? 100_000);
const queryCount = 200;
const engines = (process.env.BENCH_ENGINES ?? 'embedded,postgres').split(',');
const groups = ['contacts', 'pages', 'classes', 'topics', 'files'];

function queries(): string[] {
  return Array.from({ length: queryCount }, (_, i) => {
    const pick = i % 5;
    const q =
      pick === 0
        ? (firstNames[i % firstNames.length] ?? '').toLowerCase()
        : pick === 1
          ? (lastNames[i % lastNames.length] ?? '').slice(0, 3)
          : pick === 2
            ? `${firstNames[i % firstNames.length]} ${lastNames[(i * 3) % lastNames.length]}`
            : pick === 3
              ? ['classes', 'manage', 'wallet', 'topic'][i % 4]
              : `bench${1000 + i * 37}`;
    const group = i % 10 === 9 ? `&group=${groups[i % groups.length]}` : '';
    return `/api/search?q=${encodeURIComponent(q ?? '')}${group}`;
  });
}

async function measure(engine: 'embedded' | 'postgres', serverUrl?: string) {
  return withSignedInApp(engine, serverUrl, async ({ app, database, headers, user }) => {
    const seedStart = performance.now();
    await seedStudents(database, user.schoolId, studentCount);
    const seedSeconds = (performance.now() - seedStart) / 1000;
    const all = queries();
    for (const url of all.slice(0, 20)) await app.inject({ method: 'GET', url, headers }); // warm-up
    const times: number[] = [];
    const slowest: [number, string][] = [];
    for (const url of all) {
      const started = performance.now();
      const response = await app.inject({ method: 'GET', url, headers });
      const elapsed = performance.now() - started;
      times.push(elapsed);
      slowest.push([elapsed, url]);
      if (response.statusCode !== 200) throw new Error(`${url} answered ${response.statusCode}`);
    }
    times.sort((a, b) => a - b);
    if (process.env.BENCH_VERBOSE)
      for (const [ms, url] of slowest.sort((a, b) => b[0] - a[0]).slice(0, 8))
        console.log(engine, ms.toFixed(1), url);
    return {
      engine,
      students: studentCount,
      queries: all.length,
      seedSeconds: Number(seedSeconds.toFixed(1)),
      medianMs: Number(percentile(times, 50).toFixed(2)),
      p95Ms: Number(percentile(times, 95).toFixed(2)),
      maxMs: Number((times.at(-1) ?? 0).toFixed(2)),
    };
  });
}

const results = [];
if (engines.includes('embedded')) results.push(await measure('embedded'));
if (engines.includes('postgres') && process.env.BENCH_DATABASE_URL)
  results.push(await measure('postgres', process.env.BENCH_DATABASE_URL));
console.table(results);
const onPg = results.find((r) => r.engine === 'postgres');
if (onPg)
  console.log(
    `PostgreSQL search p95 ${onPg.p95Ms} ms (≤ 30): ${onPg.p95Ms <= 30 ? 'PASS' : 'MISS'}`,
  );
