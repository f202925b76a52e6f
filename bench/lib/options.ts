import path from 'node:path';

export type Engine = 'embedded' | 'postgres';
export type ScaleName = 'default' | 'large';

export type BenchOptions = {
  /** Seconds of measured load per scenario and run. */
  durationSeconds: number;
  /** Seconds of unmeasured load before each measurement. */
  warmupSeconds: number;
  connections: number;
  runs: number;
  scale: ScaleName;
  /** A PostgreSQL server; the bench creates its own database there and drops it afterwards. */
  databaseUrl: string | undefined;
  engines: Engine[];
  /** Connections per process to the database, for the console server and the bare handler alike. */
  poolSize: number;
  /** Only scenarios whose name contains one of these (case-insensitive). */
  only: string[];
  resultsFile: string;
};

export const repoRoot = path.resolve(import.meta.dirname, '../..');

function positive(env: NodeJS.ProcessEnv, name: string, fallback: number): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isFinite(value) || value <= 0) throw new Error(`${name} must be a positive number`);
  return value;
}

/** The bench's settings, all from BENCH_* variables (bench/README.md lists them). */
export function readBenchOptions(env: NodeJS.ProcessEnv = process.env): BenchOptions {
  const scale = env.BENCH_SCALE || 'default';
  if (scale !== 'default' && scale !== 'large') {
    throw new Error('BENCH_SCALE must be "default" or "large"');
  }
  const databaseUrl = env.BENCH_DATABASE_URL || undefined;
  const available: Engine[] = databaseUrl ? ['embedded', 'postgres'] : ['embedded'];
  const asked = (env.BENCH_ENGINES || available.join(','))
    .split(',')
    .map((e) => e.trim())
    .filter(Boolean);
  for (const engine of asked) {
    if (engine !== 'embedded' && engine !== 'postgres') {
      throw new Error(`BENCH_ENGINES: unknown engine "${engine}"`);
    }
    if (engine === 'postgres' && !databaseUrl) {
      throw new Error('BENCH_ENGINES includes postgres: set BENCH_DATABASE_URL');
    }
  }
  return {
    durationSeconds: positive(env, 'BENCH_DURATION', 10),
    warmupSeconds: positive(env, 'BENCH_WARMUP', 3),
    connections: Math.round(positive(env, 'BENCH_CONNECTIONS', 32)),
    runs: Math.round(positive(env, 'BENCH_RUNS', 3)),
    scale,
    databaseUrl,
    engines: asked as Engine[],
    poolSize: Math.round(positive(env, 'BENCH_POOL_SIZE', 10)),
    only: (env.BENCH_ONLY ?? '')
      .split(',')
      .map((s) => s.trim().toLowerCase())
      .filter(Boolean),
    resultsFile: path.resolve(
      env.BENCH_RESULTS ?? path.join(repoRoot, 'bench/results/latest.json'),
    ),
  };
}
