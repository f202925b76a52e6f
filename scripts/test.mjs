// `npm test`: every suite in order — the migration drift check, unit, API on the embedded database,
// API on PostgreSQL (when TEST_DATABASE_URL is set), the front-end budget, then the browser tests
// against a built server.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { stuckExitCode } from './vitest-stuck-file.mjs';

const root = path.resolve(import.meta.dirname, '..');
const reports = fs.mkdtempSync(path.join(os.tmpdir(), 'sc-test-'));
const vitest = path.join(root, 'node_modules/vitest/vitest.mjs');
const totals = { passed: 0, failed: 0, skipped: 0 };
const failedSteps = [];

function run(name, command, args, env = {}) {
  console.log(`\n▶ ${name}`);
  const result = spawnSync(command, args, {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, ...env },
  });
  if (result.status !== 0) failedSteps.push(name);
  return result.status === 0;
}

// A step still running after this long has a worker stuck, holding its worker's event loop: the
// step is stopped, its worker processes with it, and run once more. A second hang fails it. The
// API steps see it sooner (scripts/vitest-stuck-file.mjs, exit code 75): a test file running for
// minutes, or one whose embedded engine stopped (it traps now and then, at random, in PGlite).
const stepMinutes = Number(process.env.TEST_STEP_MINUTES ?? 25);
const stuckFileReporter = path.join(root, 'scripts/vitest-stuck-file.mjs');

/** Runs a step in its own process group, so stopping it (a hang, or Ctrl-C here) stops it whole. */
function runGroup(command, args, env) {
  return new Promise((resolve) => {
    const child = spawn(command, args, {
      cwd: root,
      stdio: 'inherit',
      env: { ...process.env, ...env },
      detached: true,
    });
    const stop = (signal) => {
      try {
        process.kill(-child.pid, signal);
      } catch {
        // Already gone.
      }
    };
    let hung = false;
    const timer = setTimeout(() => {
      hung = true;
      stop('SIGTERM');
      setTimeout(() => stop('SIGKILL'), 30_000).unref();
    }, stepMinutes * 60_000);
    const interrupt = () => {
      stop('SIGKILL');
      process.exit(130);
    };
    process.once('SIGINT', interrupt);
    child.on('exit', (code) => {
      clearTimeout(timer);
      process.off('SIGINT', interrupt);
      if (code === stuckExitCode) hung = true;
      if (hung) stop('SIGKILL');
      resolve({ code, hung });
    });
  });
}

async function runVitest(name, args, env = {}, reporters = []) {
  const report = path.join(reports, `${name.replace(/\W+/g, '-')}.json`);
  const command = [
    vitest,
    'run',
    ...args,
    '--reporter=default',
    ...reporters.map((reporter) => `--reporter=${reporter}`),
    '--reporter=json',
    `--outputFile.json=${report}`,
  ];
  console.log(`\n▶ ${name}`);
  for (let attempt = 1; ; attempt += 1) {
    const { code, hung } = await runGroup(process.execPath, command, env);
    if (hung && attempt === 1) {
      const why =
        code === stuckExitCode
          ? 'had a test file stuck, or its embedded engine stopped'
          : `did not finish in ${stepMinutes} minutes`;
      console.log(`\n⚠ ${name} ${why}; running it once more`);
      continue;
    }
    if (code !== 0) failedSteps.push(hung ? `${name} (did not finish)` : name);
    break;
  }
  if (fs.existsSync(report)) {
    const r = JSON.parse(fs.readFileSync(report, 'utf8'));
    totals.passed += r.numPassedTests;
    totals.failed += r.numFailedTests;
    totals.skipped += r.numPendingTests + r.numTodoTests;
  } else {
    totals.failed += 1;
  }
}

run('migrations match the tables', process.execPath, ['scripts/check-migrations.mjs']);
await runVitest('unit tests', ['--config', 'vitest.unit.config.ts']);
await runVitest(
  'API tests (embedded database)',
  ['--root', 'apps/server'],
  { TEST_DATABASE_URL: '' },
  [stuckFileReporter],
);
if (process.env.TEST_DATABASE_URL) {
  await runVitest('API tests (PostgreSQL)', ['--root', 'apps/server'], {}, [stuckFileReporter]);
}
if (run('web build', 'npm', ['run', 'build', '--workspace', '@school/web'])) {
  run('front-end budget', process.execPath, [
    '--import',
    'tsx',
    'scripts/check-bundle-budget.ts',
    'apps/web/dist',
  ]);
  await runVitest('browser tests', ['--config', 'apps/web/e2e/vitest.config.ts']);
}

fs.rmSync(reports, { recursive: true, force: true });
console.log('');
if (failedSteps.length > 0) console.log(`Failed steps: ${failedSteps.join(', ')}`);
console.log(`tests: ${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`);
process.exit(failedSteps.length > 0 || totals.failed > 0 ? 1 : 0);
