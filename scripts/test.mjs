// `npm test`: every suite in order — the migration drift check, unit, API on the embedded database,
// API on PostgreSQL (when TEST_DATABASE_URL is set), the front-end budget, then the browser tests
// against a built server.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

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

function runVitest(name, args, env = {}) {
  const report = path.join(reports, `${name.replace(/\W+/g, '-')}.json`);
  run(
    name,
    process.execPath,
    [
      vitest,
      'run',
      ...args,
      '--reporter=default',
      '--reporter=json',
      `--outputFile.json=${report}`,
    ],
    env,
  );
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
runVitest('unit tests', ['--config', 'vitest.unit.config.ts']);
runVitest('API tests (embedded database)', ['--root', 'apps/server'], { TEST_DATABASE_URL: '' });
if (process.env.TEST_DATABASE_URL) {
  runVitest('API tests (PostgreSQL)', ['--root', 'apps/server']);
}
if (run('web build', 'npm', ['run', 'build', '--workspace', '@school/web'])) {
  run('front-end budget', process.execPath, [
    '--import',
    'tsx',
    'scripts/check-bundle-budget.ts',
    'apps/web/dist',
  ]);
  runVitest('browser tests', ['--config', 'apps/web/e2e/vitest.config.ts']);
}

fs.rmSync(reports, { recursive: true, force: true });
console.log('');
if (failedSteps.length > 0) console.log(`Failed steps: ${failedSteps.join(', ')}`);
console.log(`tests: ${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`);
process.exit(failedSteps.length > 0 || totals.failed > 0 ? 1 : 0);
