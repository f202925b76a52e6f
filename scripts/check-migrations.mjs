// Fails when a table definition changed without its generated migration: runs `drizzle-kit
// generate` with the server's own config against a copy of the committed migrations and fails if
// it would write anything. The schema paths come from apps/server/drizzle.config.ts, not from here.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const server = path.join(root, 'apps/server');
const config = path.join(server, 'drizzle.config.ts');
const committed = path.join(server, 'drizzle');
const drizzleKit = path.join(root, 'node_modules/drizzle-kit/bin.cjs');

/** Every file under `dir` with its contents, keyed by its path inside `dir`. */
function snapshot(dir) {
  const files = new Map();
  for (const entry of fs.readdirSync(dir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const file = path.join(entry.parentPath, entry.name);
    files.set(path.relative(dir, file), fs.readFileSync(file, 'utf8'));
  }
  return files;
}

function changes(before, after) {
  const names = new Set([...before.keys(), ...after.keys()]);
  return [...names].filter((name) => before.get(name) !== after.get(name)).sort();
}

const work = fs.mkdtempSync(path.join(os.tmpdir(), 'sc-drift-'));
try {
  const out = path.join(work, 'drizzle');
  fs.cpSync(committed, out, { recursive: true });
  // drizzle-kit reads `out` relative to the working directory (it prefixes './'), and the schema
  // globs of the config are relative to apps/server too.
  const wrapper = path.join(work, 'drizzle.config.ts');
  fs.writeFileSync(
    wrapper,
    `import config from ${JSON.stringify(config)};\n` +
      `export default { ...config, out: ${JSON.stringify(path.relative(server, out))} };\n`,
  );
  const result = spawnSync(process.execPath, [drizzleKit, 'generate', '--config', wrapper], {
    cwd: server,
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'pipe'],
    timeout: 120_000,
  });
  const output = `${result.stdout ?? ''}${result.stderr ?? ''}`;
  const changed = changes(snapshot(committed), snapshot(out));
  if (changed.length > 0) {
    console.error(
      'The table definitions differ from the committed migrations: run `npm run db:generate` ' +
        `and commit what it writes. It would write:\n  ${changed.join('\n  ')}`,
    );
    process.exitCode = 1;
  } else if (result.status !== 0 || !output.includes('No schema changes')) {
    // drizzle-kit exits 0 on some errors: without its "nothing to migrate" the check proved nothing.
    console.error(`drizzle-kit generate did not confirm the migrations are current:\n${output}`);
    process.exitCode = 1;
  } else {
    console.log('Migrations match the table definitions.');
  }
} finally {
  fs.rmSync(work, { recursive: true, force: true });
}
