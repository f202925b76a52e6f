import { fork, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const processes = 3;
// Three processes × 30 trials each way, as the defect was measured; LOCK_TRIALS lowers it.
const trials = Number(process.env.LOCK_TRIALS ?? 30);
const worker = path.resolve(import.meta.dirname, '../support/lock-worker.ts');
const children: ChildProcess[] = [];
const root = fs.mkdtempSync(path.join(os.tmpdir(), 'sc-lock-'));

function next<T>(child: ChildProcess): Promise<T> {
  return new Promise((resolve) => child.once('message', (m) => resolve(m as T)));
}

/** A pid that belonged to a process and provably no longer does. */
async function deadPid(): Promise<number> {
  const child = fork('-e', ['0'], { execArgv: [] });
  const pid = child.pid ?? 0;
  await new Promise((resolve) => child.on('exit', resolve));
  return pid;
}

async function race(dir: string): Promise<{ got: boolean; message?: string }[]> {
  const at = Date.now() + 50;
  const answers = children.map((c) => next<{ got: boolean; message?: string }>(c));
  for (const child of children) child.send({ go: { dir, at } });
  const results = await Promise.all(answers);
  await Promise.all(
    children.map((c) => {
      const released = next(c);
      c.send({ release: true });
      return released;
    }),
  );
  return results;
}

beforeAll(async () => {
  for (let i = 0; i < processes; i++) {
    const child = fork(worker, [], { execArgv: ['--import', 'tsx'], stdio: 'ignore' });
    children.push(child);
  }
  await Promise.all(children.map((c) => next(c)));
}, 60_000);
afterAll(() => {
  for (const child of children) child.kill('SIGKILL');
  fs.rmSync(root, { recursive: true, force: true });
});

describe(`the embedded database's lock, ${processes} processes starting together`, () => {
  it(`goes to exactly one of them, ${trials} times on a fresh directory`, async () => {
    for (let trial = 0; trial < trials; trial++) {
      const results = await race(fs.mkdtempSync(path.join(root, 'fresh-')));
      expect(
        results.filter((r) => r.got),
        `trial ${trial}`,
      ).toHaveLength(1);
      for (const refused of results.filter((r) => !r.got))
        expect(refused.message).toContain('already open in another process');
    }
  }, 120_000);

  it(`goes to exactly one of them, ${trials} times after its owner died`, async () => {
    const dead = await deadPid();
    for (let trial = 0; trial < trials; trial++) {
      const dir = fs.mkdtempSync(path.join(root, 'crashed-'));
      fs.writeFileSync(path.join(dir, 'server.lock'), String(dead));
      const results = await race(dir);
      expect(
        results.filter((r) => r.got),
        `trial ${trial}`,
      ).toHaveLength(1);
    }
  }, 120_000);

  it('is not taken from a live owner, and is taken over when one that was taking it over died', async () => {
    const dir = fs.mkdtempSync(path.join(root, 'live-'));
    const dead = await deadPid();
    fs.writeFileSync(path.join(dir, 'server.lock'), String(process.pid));
    expect((await race(dir)).filter((r) => r.got)).toHaveLength(0);
    // A process died after claiming the takeover of a dead owner's lock: its claim is stale too.
    fs.writeFileSync(path.join(dir, 'server.lock'), String(dead));
    fs.writeFileSync(path.join(dir, `server.lock.${dead}`), String(dead));
    expect((await race(dir)).filter((r) => r.got)).toHaveLength(1);
    expect(fs.readdirSync(dir)).toEqual([]);
  }, 60_000);
});
