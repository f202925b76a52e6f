import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';

declare module 'vitest' {
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions
  export interface ProvidedContext {
    baseUrl: string;
  }
}

const root = path.resolve(import.meta.dirname, '../../..');

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer().listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address
          ? resolve(address.port)
          : reject(new Error('no port')),
      );
    });
  });
}

async function waitForHealth(url: string, server: ChildProcess, log: () => string): Promise<void> {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`server exited early:\n${log()}`);
    try {
      if ((await fetch(`${url}/api/health`)).ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`server did not become healthy:\n${log()}`);
}

/**
 * A fresh database on the PostgreSQL server E2E_DATABASE_URL names, dropped again afterwards
 * (CI runs the browser tests on the machine's server; the embedded engine is the default).
 */
function serverDatabase(serverUrl: string): { url: string; drop: () => void } {
  const name = `sc_e2e_${randomBytes(6).toString('hex')}`;
  const psql = (sql: string) => execFileSync('psql', ['-q', '-d', serverUrl, '-c', sql]);
  psql(`create database ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => psql(`drop database if exists ${name} with (force)`) };
}

/**
 * Starts the built console on a fresh database with demo data, as `npm start` would (embedded,
 * or on a PostgreSQL server when E2E_DATABASE_URL names one), and hands its URL to the tests.
 */
export default async function setup(project: TestProject) {
  // E2E_WEB_DIST lets a test run use its own build (e.g. while another build writes apps/web/dist).
  const webDist = process.env.E2E_WEB_DIST ?? path.join(root, 'apps/web/dist');
  if (!fs.existsSync(path.join(webDist, 'index.html'))) {
    throw new Error('Build the web app first: npm run build --workspace @school/web');
  }
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'sc-e2e-'));
  const database = process.env.E2E_DATABASE_URL
    ? serverDatabase(process.env.E2E_DATABASE_URL)
    : undefined;
  const port = await freePort();
  let output = '';
  const server = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
    cwd: root,
    env: {
      ...process.env,
      DATA_DIR: dataDir,
      PORT: String(port),
      HOST: '127.0.0.1',
      SEED: 'demo',
      LOG_LEVEL: 'warn',
      DATABASE_URL: database?.url ?? '',
      // As behind one reverse proxy: support/api.ts names each registering client's address.
      TRUST_PROXY: '1',
      WEB_DIST: webDist,
      // The browser tests see the menu's external entries (site-links.e2e.ts also hides them).
      HOME_URL: 'https://www.schoolhelp.example/',
      FAQ_URL: 'https://www.schoolhelp.example/help/faq',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  server.stdout?.on('data', (d) => (output += d));
  server.stderr?.on('data', (d) => (output += d));
  const baseUrl = `http://127.0.0.1:${port}`;
  await waitForHealth(baseUrl, server, () => output);
  project.provide('baseUrl', baseUrl);

  return async () => {
    const exited = new Promise((resolve) => server.once('exit', resolve));
    server.kill('SIGTERM');
    // A server that does not stop in time (its main thread held by a statement that never ends)
    // is killed, so that the test run ends and says what failed instead of waiting for ever.
    const stuck = setTimeout(() => server.kill('SIGKILL'), 15_000);
    await exited;
    clearTimeout(stuck);
    fs.rmSync(dataDir, { recursive: true, force: true });
    database?.drop();
  };
}
