import { fork } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const worker = path.resolve(import.meta.dirname, '../support/engine-failure-worker.ts');

type Outcome = { ok: boolean; message?: string; ms: number };
type Report = { copy: Outcome; after: Outcome; failures: string[]; lockLeft: string[] };

/** Runs the worker on a fresh data directory; a worker that does not answer in time is killed. */
function run(dataDir: string, limitMs: number): Promise<Report | 'hung'> {
  const child = fork(worker, [dataDir], { execArgv: ['--import', 'tsx'], stdio: 'ignore' });
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      resolve('hung');
    }, limitMs);
    child.once('message', (report) => {
      clearTimeout(timer);
      resolve(report as Report);
    });
    child.once('error', reject);
  });
}

// The embedded engine, whatever the run's database: once per `npm test` is enough.
describe.skipIf(Boolean(process.env.TEST_DATABASE_URL))(
  'the embedded engine stopping mid-statement',
  () => {
    it('fails that statement and every later one with a message, instead of hanging the process', async () => {
      const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'sc-engine-'));
      try {
        const report = await run(dataDir, 90_000);
        expect(report).not.toBe('hung');
        if (report === 'hung') return;
        // The engine's own words come with the message: here it exited.
        const stopped =
          /^The embedded database stopped working \(ExitStatus: Program terminated with exit\(1\)\)\. Start School Console again/;
        expect(report.copy.ok).toBe(false);
        expect(report.copy.message).toMatch(stopped);
        // Later statements are refused at once, without reaching the engine.
        expect(report.after).toMatchObject({ ok: false, message: report.copy.message });
        expect(report.after.ms).toBeLessThan(100);
        // Reported once, for the process to stop; closing then releases the data directory.
        expect(report.failures).toEqual([report.copy.message]);
        expect(report.lockLeft).toEqual([]);
      } finally {
        fs.rmSync(dataDir, { recursive: true, force: true });
      }
    }, 120_000);
  },
);
