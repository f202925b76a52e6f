import { spawn, type ChildProcess } from 'node:child_process';
import net from 'node:net';
import path from 'node:path';
import type { BenchDatabase } from './database.ts';
import { repoRoot } from './options.ts';

export type RunningServer = { url: string; pid: number | undefined; stop(): Promise<void> };

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer().listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address
          ? resolve(address.port)
          : reject(new Error('no free port')),
      );
    });
  });
}

async function waitForHealth(url: string, child: ChildProcess, log: () => string): Promise<void> {
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the process exited early:\n${log()}`);
    try {
      if ((await fetch(`${url}/api/health`)).ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 150));
  }
  throw new Error(`no answer from ${url}/api/health:\n${log()}`);
}

/** Starts a TypeScript entry point under tsx and waits until /api/health answers. */
async function startProcess(entry: string, env: NodeJS.ProcessEnv): Promise<RunningServer> {
  const port = await freePort();
  let output = '';
  const child = spawn(process.execPath, ['--import', 'tsx', entry], {
    cwd: repoRoot,
    env: { ...process.env, ...env, PORT: String(port), HOST: '127.0.0.1' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-20_000);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const url = `http://127.0.0.1:${port}`;
  const stop = async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    const killer = setTimeout(() => child.kill('SIGKILL'), 15_000);
    child.kill('SIGTERM');
    await exited;
    clearTimeout(killer);
  };
  try {
    await waitForHealth(url, child, () => output);
  } catch (error) {
    await stop();
    throw error;
  }
  return { url, pid: child.pid, stop };
}

/** The console server as `npm start` runs it, on the bench database. */
export function startConsoleServer(
  database: BenchDatabase,
  options: { poolSize: number; seed?: 'demo' | 'none'; webDist?: string },
): Promise<RunningServer> {
  return startProcess(path.join(repoRoot, 'apps/server/src/main.ts'), {
    NODE_ENV: 'production',
    DATA_DIR: database.dataDir,
    DATABASE_URL: database.databaseUrl ?? '',
    DATABASE_POOL_SIZE: String(options.poolSize),
    SEED: options.seed ?? 'none',
    LOG_LEVEL: 'warn',
    ...(options.webDist ? { WEB_DIST: options.webDist } : {}),
  });
}

/** The bare node:http handlers of bench/baseline/server.ts, on the same database. */
export function startBaselineServer(
  database: BenchDatabase,
  options: { poolSize: number },
): Promise<RunningServer> {
  const config = {
    engine: database.engine,
    dataDir: database.dataDir,
    databaseUrl: database.databaseUrl,
    poolSize: options.poolSize,
    fixture: database.fixture,
  };
  return startProcess(path.join(repoRoot, 'bench/baseline/server.ts'), {
    NODE_ENV: 'production',
    BENCH_BASELINE: JSON.stringify(config),
  });
}
