// Roster search latency with 100 000 students in one school: median and p95 of
// GET /api/students?q=…&page=… over 200 varied queries, measured inside the server (app.inject),
// on the embedded database and, with BENCH_DATABASE_URL, on PostgreSQL.
//   node --import tsx bench/modules/students-search.ts
import { withSignedInApp } from '../lib/in-process.ts';
import { firstNames, lastNames, seedStudents } from '../lib/roster-seed.ts';
import { percentile } from '../lib/stats.ts';

const studentCount = Number(process.env.BENCH_STUDENTS ?? 100_000);
const queryCount = 200;

function queries(): string[] {
  const out: string[] = [];
  for (let i = 0; i < queryCount; i++) {
    const page = 1 + (i % 5);
    const pick = i % 6;
    const q =
      pick === 0
        ? (firstNames[i % firstNames.length] ?? '').toLowerCase()
        : pick === 1
          ? (lastNames[i % lastNames.length] ?? '').slice(0, 4)
          : pick === 2
            ? `bench${1000 + i * 37}`
            : pick === 3
              ? `${firstNames[i % firstNames.length]} ${lastNames[(i * 3) % lastNames.length]}`
              : pick === 4
                ? 'roster.example'
                : `ka`;
    const extra =
      i % 4 === 0
        ? '&status=active'
        : i % 4 === 1
          ? '&grade=Grade%209'
          : i % 4 === 2
            ? '&sort=-email'
            : '';
    out.push(`/api/students?q=${encodeURIComponent(q)}&page=${page}&pageSize=20${extra}`);
  }
  return out;
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
    let rows = 0;
    for (const url of all) {
      const started = performance.now();
      const response = await app.inject({ method: 'GET', url, headers });
      const elapsed = performance.now() - started;
      times.push(elapsed);
      slowest.push([elapsed, url]);
      if (response.statusCode !== 200) throw new Error(`${url} answered ${response.statusCode}`);
      rows += response.json<{ items: unknown[] }>().items.length;
    }
    times.sort((a, b) => a - b);
    if (process.env.BENCH_VERBOSE)
      for (const [ms, url] of slowest.sort((a, b) => b[0] - a[0]).slice(0, 8))
        console.log(engine, ms.toFixed(1), url);
    return {
      engine,
      students: studentCount,
      queries: all.length,
      rowsReturned: rows,
      seedSeconds: Number(seedSeconds.toFixed(1)),
      medianMs: Number(percentile(times, 50).toFixed(2)),
      p95Ms: Number(percentile(times, 95).toFixed(2)),
      maxMs: Number((times.at(-1) ?? 0).toFixed(2)),
    };
  });
}

const results = [await measure('embedded')];
if (process.env.BENCH_DATABASE_URL)
  results.push(await measure('postgres', process.env.BENCH_DATABASE_URL));
console.table(results);
const pgResult = results.find((r) => r.engine === 'postgres');
if (pgResult)
  console.log(
    `PostgreSQL p95 ${pgResult.p95Ms} ms (target < 30 ms): ${pgResult.p95Ms < 30 ? 'PASS' : 'MISS'}`,
  );
