import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { openDatabase } from '../../src/db/client.ts';
import { seedDemo } from '../../src/db/seed.ts';
import { users } from '../../src/modules/auth/auth.table.ts';
import { eventually } from '../support/eventually.ts';

const serverDir = path.resolve(import.meta.dirname, '../..');
const repoRoot = path.resolve(serverDir, '../..');
const children: ChildProcess[] = [];
const tempDirs: string[] = [];

function tempDir(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sc-proc-'));
  tempDirs.push(dir);
  return dir;
}

async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = net.createServer().listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

function startServer(env: Record<string, string>, preload: string[] = []) {
  const imports = ['tsx', ...preload].flatMap((module) => ['--import', module]);
  const child = spawn(process.execPath, [...imports, 'src/main.ts'], {
    cwd: serverDir,
    env: { ...process.env, LOG_LEVEL: 'warn', HOST: '127.0.0.1', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.push(child);
  let output = '';
  child.stdout?.on('data', (d) => (output += d));
  child.stderr?.on('data', (d) => (output += d));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return { child, exited, output: () => output };
}

/** `npm start` as a terminal runs it: its own process group, which Ctrl+C signals as a whole. */
function startConsole(env: Record<string, string>) {
  const webDist = tempDir();
  fs.writeFileSync(
    path.join(webDist, 'index.html'),
    '<!doctype html><title>School Console</title>',
  );
  const child = spawn(process.execPath, ['scripts/start.mjs'], {
    cwd: repoRoot,
    env: { ...process.env, LOG_LEVEL: 'info', HOST: '127.0.0.1', WEB_DIST: webDist, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  children.push(child);
  let output = '';
  child.stdout?.on('data', (d) => (output += d));
  child.stderr?.on('data', (d) => (output += d));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return { child, exited, output: () => output };
}

async function waitForHealth(port: number, timeoutMs = 30_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      const response = await fetch(`http://127.0.0.1:${port}/api/health`);
      if (response.ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`server on ${port} did not become healthy`);
}

/** The demo school admin's sign-in, against the server on `port`. */
function signIn(port: number): Promise<Response> {
  return fetch(`http://127.0.0.1:${port}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'admin@demo.school', password: 'SchoolAdmin#2026' }),
  });
}

afterEach(() => {
  for (const child of children.splice(0)) {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  }
  for (const dir of tempDirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

describe.skipIf(Boolean(process.env.TEST_DATABASE_URL))('embedded database as a process', () => {
  it('refuses at once to open a data directory another process has open', async () => {
    const dataDir = tempDir();
    const handle = await openDatabase({ kind: 'embedded', dataDir });
    try {
      const second = startServer({
        DATA_DIR: dataDir,
        PORT: String(await freePort()),
        SEED: 'none',
      });
      const started = Date.now();
      expect(await second.exited).toBe(1);
      expect(Date.now() - started).toBeLessThan(15_000);
      expect(second.output()).toContain('already open in another process');
      // The first process's database is unharmed.
      expect(await handle.db.select().from(users)).toEqual([]);
    } finally {
      await handle.close();
    }
  });

  it('shuts down cleanly on SIGTERM, releases the directory and keeps its data', async () => {
    const dataDir = tempDir();
    const port = await freePort();
    const first = startServer({ DATA_DIR: dataDir, PORT: String(port) });
    await waitForHealth(port);
    const login = await signIn(port);
    expect(login.status).toBe(200);
    const stopAt = Date.now();
    first.child.kill('SIGTERM');
    expect(await first.exited).toBe(0);
    expect(Date.now() - stopAt).toBeLessThan(10_000);
    expect(fs.existsSync(path.join(dataDir, 'server.lock'))).toBe(false);

    const again = startServer({ DATA_DIR: dataDir, PORT: String(port) });
    await waitForHealth(port);
    const me = await signIn(port);
    expect(me.status).toBe(200);
    again.child.kill('SIGTERM');
    expect(await again.exited).toBe(0);
    // Two starts, each allowed waitForHealth's 30 s on a busy machine.
  }, 60_000);

  it('stops with a message when its embedded engine fails, and starts again with its data', async () => {
    const dataDir = tempDir();
    const port = await freePort();
    const breaker = path.join(import.meta.dirname, '../support/engine-breaker.mjs');
    const first = startServer({ DATA_DIR: dataDir, PORT: String(port) }, [breaker]);
    await waitForHealth(port);
    expect((await signIn(port)).status).toBe(200);
    first.child.kill('SIGUSR2');
    // The request that meets the failure is answered with an error (0: the port had closed),
    // not left waiting.
    const answer = await signIn(port).then(
      (response) => response.status,
      () => 0,
    );
    expect(answer === 0 || answer >= 500).toBe(true);
    const stoppedAt = Date.now();
    expect(await first.exited).toBe(1);
    expect(Date.now() - stoppedAt).toBeLessThan(10_000);
    expect(first.output()).toContain(
      'The embedded database stopped working (ExitStatus: Program terminated with exit(1)). ' +
        'Start School Console again',
    );
    expect(fs.existsSync(path.join(dataDir, 'server.lock'))).toBe(false);

    const again = startServer({ DATA_DIR: dataDir, PORT: String(port) });
    await waitForHealth(port);
    expect((await signIn(port)).status).toBe(200);
    again.child.kill('SIGTERM');
    expect(await again.exited).toBe(0);
  }, 60_000);

  it('stops once and cleanly when Ctrl+C signals the whole process group, requests in flight included', async () => {
    const dataDir = tempDir();
    const port = await freePort();
    const console_ = startConsole({ DATA_DIR: dataDir, PORT: String(port) });
    await waitForHealth(port, 90_000);
    const pid = console_.child.pid ?? 0;
    // Sign-ins take a while (argon2id), so some are still running when the signal arrives: it is
    // sent as soon as the first of six sent together has answered, when the server has taken
    // them all in (a fixed pause was too short on a loaded machine: none had arrived yet).
    let signalled = false;
    const answeredAfterSignal: (number | string)[] = [];
    const inFlight = Array.from({ length: 6 }, () =>
      signIn(port)
        .then(
          (r) => r.status,
          // Refused: it came after the server stopped listening. Reset: it was cut.
          (e: unknown) =>
            e instanceof Error && e.cause instanceof Error ? e.cause.message : 'error',
        )
        .then((status) => {
          if (signalled) answeredAfterSignal.push(status);
          return status;
        }),
    );
    await Promise.race(inFlight);
    signalled = true;
    const stopAt = Date.now();
    // A terminal signals every process of the foreground group; an impatient user presses twice.
    process.kill(-pid, 'SIGINT');
    await new Promise((r) => setTimeout(r, 20));
    process.kill(-pid, 'SIGINT');
    const code = await console_.exited;
    expect(code, console_.output()).toBe(0);
    expect(Date.now() - stopAt).toBeLessThan(10_000);
    const statuses = await Promise.all(inFlight);
    expect(
      statuses.filter((s) => s !== 200 && s !== 503 && !/ECONNREFUSED/.test(String(s))),
      console_.output(),
    ).toEqual([]);
    expect(statuses).toContain(200);
    // Sign-ins still running when the signal came were finished, not dropped.
    expect(answeredAfterSignal).toContain(200);
    expect(fs.existsSync(path.join(dataDir, 'server.lock'))).toBe(false);
    expect(console_.output()).not.toMatch(/shutdown failed|took too long/i);
  }, 120_000);

  it('tells a person at a terminal what each start step does, without JSON', async () => {
    const dataDir = tempDir();
    const port = await freePort();
    // `script` gives the server a terminal as its standard output, as `npm start` in a shell has.
    const env = { DATA_DIR: dataDir, PORT: String(port), HOST: '127.0.0.1' };
    const command = `${process.execPath} --import tsx src/main.ts`;
    const child = spawn('script', ['-qfec', command, '/dev/null'], {
      cwd: serverDir,
      env: { ...process.env, LOG_LEVEL: '', ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    children.push(child);
    let output = '';
    child.stdout.on('data', (d) => (output += d));
    const exited = new Promise((resolve) => child.on('exit', resolve));
    await waitForHealth(port, 90_000);
    await fetch(`http://127.0.0.1:${port}/api/health`);
    await eventually(() =>
      expect(output).toContain(
        `School Console is ready at http://localhost:${port} — sign in as admin@demo.school / SchoolAdmin#2026`,
      ),
    );
    expect(output).toContain(`Creating the database in ${dataDir}…`);
    expect(output).toContain('Seeding the demo school…');
    expect(output.indexOf('Creating')).toBeLessThan(output.indexOf('Seeding'));
    expect(output).not.toContain('{"level"');
    child.kill('SIGINT');
    await exited;
  }, 120_000);

  it('logs one JSON line per request when its output is not a terminal', async () => {
    const dataDir = tempDir();
    const port = await freePort();
    const server = startServer({ DATA_DIR: dataDir, PORT: String(port), LOG_LEVEL: 'info' });
    await waitForHealth(port, 90_000);
    await fetch(`http://127.0.0.1:${port}/api/health?probe=once`);
    await eventually(() => expect(server.output()).toContain('probe=once'));
    const lines = server
      .output()
      .split('\n')
      .filter((line) => line.includes('probe=once'));
    expect(lines).toHaveLength(1);
    expect(JSON.parse(lines[0] ?? '')).toMatchObject({
      req: { method: 'GET', url: '/api/health?probe=once' },
      res: { statusCode: 200 },
    });
    expect(server.output()).not.toContain('Seeding the demo school');
    server.child.kill('SIGTERM');
    expect(await server.exited).toBe(0);
  }, 120_000);

  it('takes over a lock left by a process that died', async () => {
    const dataDir = tempDir();
    fs.writeFileSync(path.join(dataDir, 'server.lock'), '999999');
    const handle = await openDatabase({ kind: 'embedded', dataDir });
    expect(fs.readFileSync(path.join(dataDir, 'server.lock'), 'utf8')).toBe(String(process.pid));
    await handle.close();
  });
});

describe('demo data', () => {
  it('seeds the demo school once; a second run changes nothing', async () => {
    const { openTestDatabase } = await import('../support/test-database.ts');
    const database = await openTestDatabase();
    try {
      expect(await seedDemo(database.db)).toBe(true);
      const count = (await database.db.select().from(users)).length;
      expect(count).toBeGreaterThan(200);
      expect(await seedDemo(database.db)).toBe(false);
      expect((await database.db.select().from(users)).length).toBe(count);
    } finally {
      await database.close();
    }
  });
});
