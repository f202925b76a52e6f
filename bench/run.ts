// `npm run bench`: the console server beside bare node:http handlers running the same SQL, on the
// embedded database and (with BENCH_DATABASE_URL) PostgreSQL. See bench/README.md.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { measureArgon2 } from './lib/argon2-cost.ts';
import { prepareDatabase, type BenchDatabase, type Fixture } from './lib/database.ts';
import { judgeEngines, judgeScenario } from './lib/goals.ts';
import { probe, runLoad } from './lib/load.ts';
import { fixedWorkMs } from './lib/machine-speed.ts';
import { readBenchOptions, type BenchOptions } from './lib/options.ts';
import { startBaselineServer, startConsoleServer } from './lib/processes.ts';
import {
  formatReport,
  type BenchReport,
  type EngineComparison,
  type RunFigures,
  type ScenarioResult,
} from './lib/report.ts';
import { scales, seedSteps } from './lib/seed.ts';
import { medianOf } from './lib/stats.ts';
import { watchSteal } from './lib/steal.ts';
import { scenarios, type Scenario } from './scenarios.ts';

const log = (message: string) => process.stderr.write(`${message}\n`);
const cleanups = new Set<() => Promise<void>>();
process.once('SIGINT', () => {
  log('interrupted: cleaning up');
  void Promise.allSettled([...cleanups].map((c) => c())).then(() => process.exit(130));
});

async function signIn(baseUrl: string, fixture: Fixture): Promise<string> {
  const response = await fetch(`${baseUrl}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: fixture.email, password: fixture.password }),
  });
  if (!response.ok) throw new Error(`bench sign-in failed: ${response.status}`);
  return ((await response.json()) as { accessToken: string }).accessToken;
}

type Runs = Map<string, { console: RunFigures[]; bare: RunFigures[] }>;

/**
 * Interleaves the two servers: console then bare in odd runs, bare then console in even ones, so
 * drift on the machine (heat, page cache) does not favour one side. Only one process holds the
 * embedded database at a time.
 */
async function measureEngine(
  database: BenchDatabase,
  chosen: Scenario[],
  options: BenchOptions,
): Promise<Runs> {
  const runs: Runs = new Map(chosen.map((s) => [s.name, { console: [], bare: [] }]));
  const load = { connections: options.connections };
  for (let run = 0; run < options.runs; run++) {
    const order = run % 2 === 0 ? (['console', 'bare'] as const) : (['bare', 'console'] as const);
    for (const side of order) {
      const server =
        side === 'console'
          ? await startConsoleServer(database, { poolSize: options.poolSize })
          : await startBaselineServer(database, { poolSize: options.poolSize });
      cleanups.add(server.stop);
      try {
        for (const scenario of chosen) {
          // Signed in per scenario: a long measurement must not outlive the access token.
          const accessToken = side === 'console' ? await signIn(server.url, database.fixture) : '';
          const request = scenario.request({ fixture: database.fixture, accessToken });
          const problem = await probe(server.url, request);
          if (problem) throw new Error(`${scenario.name} on the ${side} server: ${problem}`);
          await runLoad(server.url, request, { ...load, durationSeconds: options.warmupSeconds });
          const figures = await runLoad(server.url, request, {
            ...load,
            durationSeconds: options.durationSeconds,
          });
          runs.get(scenario.name)?.[side].push(figures);
          log(
            `  run ${run + 1}/${options.runs} ${database.engine} ${side.padEnd(7)} ${scenario.name}: ` +
              `${Math.round(figures.rps)} req/s, p99 ${figures.p99.toFixed(1)} ms` +
              (figures.non2xx + figures.errors > 0
                ? `, ${figures.non2xx + figures.errors} failed`
                : ''),
          );
        }
      } finally {
        await server.stop();
        cleanups.delete(server.stop);
      }
    }
  }
  return runs;
}

async function main() {
  const options = readBenchOptions();
  const scale = scales[options.scale];
  const chosen = scenarios.filter(
    (s) => options.only.length === 0 || options.only.some((o) => s.name.toLowerCase().includes(o)),
  );
  if (chosen.length === 0) throw new Error('BENCH_ONLY matches no scenario');

  const stolen = watchSteal();
  const report: BenchReport = {
    generatedAt: new Date().toISOString(),
    machine: {
      cpus: os.availableParallelism(),
      cpuModel: os.cpus()[0]?.model ?? 'unknown',
      memoryGb: Math.round(os.totalmem() / 2 ** 30),
      node: process.versions.node,
      platform: `${os.platform()} ${os.release()}`,
      loadBefore: os.loadavg()[0] ?? 0,
      loadAfter: 0,
      stealPercent: Number.NaN,
      fixedWorkMs: fixedWorkMs(),
    },
    settings: {
      durationSeconds: options.durationSeconds,
      warmupSeconds: options.warmupSeconds,
      connections: options.connections,
      runs: options.runs,
      scale: options.scale,
      scaleCounts: scale,
      engines: options.engines,
      poolSize: options.poolSize,
    },
    seeded: {},
    argon2: undefined,
    results: [],
    engines: [],
  };

  if (chosen.some((s) => s.verifiesPassword)) {
    log('measuring argon2id alone…');
    report.argon2 = await measureArgon2(options.connections);
  }

  for (const [index, engine] of options.engines.entries()) {
    // An endpoint that never reads the database is measured once, on the first engine.
    const forEngine = chosen.filter((s) => s.usesDatabase || index === 0);
    if (forEngine.length === 0) continue;
    log(`${engine}: creating and seeding the database…`);
    const database = await prepareDatabase({
      engine,
      serverUrl: options.databaseUrl,
      steps: forEngine.flatMap((s) => s.seed),
      counts: (step) => seedSteps[step].count(scale),
    });
    cleanups.add(database.dispose);
    report.seeded[engine] = database.seeded;
    try {
      const runs = await measureEngine(database, forEngine, options);
      for (const scenario of forEngine) {
        const measured = runs.get(scenario.name);
        if (!measured) continue;
        const ours = medianOf(measured.console.map(({ seconds: _s, ...f }) => f));
        const bare = medianOf(measured.bare.map(({ seconds: _s, ...f }) => f));
        const result: ScenarioResult = {
          scenario: scenario.name,
          engine,
          goal: scenario.goal,
          console: { runs: measured.console, median: ours },
          baseline: { runs: measured.bare, median: bare },
          ratio: ours.rps / bare.rps,
          judgement: judgeScenario(scenario.goal, engine, ours, bare, options.connections),
        };
        if (scenario.note) result.note = scenario.note;
        report.results.push(result);
      }
    } finally {
      await database.dispose();
      cleanups.delete(database.dispose);
    }
  }

  for (const embedded of report.results.filter((r) => r.engine === 'embedded')) {
    const postgres = report.results.find(
      (r) => r.engine === 'postgres' && r.scenario === embedded.scenario,
    );
    if (!postgres) continue;
    const comparison: EngineComparison = {
      scenario: embedded.scenario,
      embeddedRps: embedded.console.median.rps,
      postgresRps: postgres.console.median.rps,
      ...judgeEngines(embedded.console.median, postgres.console.median),
    };
    report.engines.push(comparison);
  }

  report.machine.loadAfter = os.loadavg()[0] ?? 0;
  report.machine.stealPercent = stolen();
  console.log(formatReport(report));
  fs.mkdirSync(path.dirname(options.resultsFile), { recursive: true });
  fs.writeFileSync(options.resultsFile, `${JSON.stringify(report, null, 2)}\n`);
  log(`\nwritten to ${path.relative(process.cwd(), options.resultsFile)}`);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? (error.stack ?? error.message) : error);
  process.exit(1);
});
