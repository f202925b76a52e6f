import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const run = promisify(execFile);
const repo = path.resolve(import.meta.dirname, '../..');
const modules = path.join(repo, 'node_modules');

/** The parts of the repository a module touches, copied so the generator writes into a copy. */
const copied = [
  'tsconfig.base.json',
  'package.json',
  '.prettierrc.json',
  'eslint.config.js',
  'packages/shared',
  'apps/server/src',
  'apps/server/test/support',
  'apps/server/test/security',
  'apps/server/drizzle',
  'apps/server/drizzle.config.ts',
  'apps/server/vitest.config.ts',
  'apps/server/package.json',
  'apps/server/tsconfig.json',
  'apps/web/src',
  'apps/web/build',
  'apps/web/vite.config.ts',
  'apps/web/package.json',
  'apps/web/tsconfig.json',
];

let root: string;

/** node_modules as the repository's, except that the workspaces point into the copy. */
function linkModules(into: string) {
  const target = path.join(into, 'node_modules');
  fs.mkdirSync(path.join(target, '@school'), { recursive: true });
  for (const entry of fs.readdirSync(modules)) {
    if (entry !== '@school') fs.symlinkSync(path.join(modules, entry), path.join(target, entry));
  }
  for (const [name, folder] of [
    ['shared', 'packages/shared'],
    ['server', 'apps/server'],
    ['web', 'apps/web'],
  ] as const) {
    fs.symlinkSync(path.join(into, folder), path.join(target, '@school', name));
  }
  const webModules = path.join(repo, 'apps/web/node_modules');
  if (fs.existsSync(webModules))
    fs.symlinkSync(webModules, path.join(into, 'apps/web/node_modules'));
}

/** Runs a Node program; a failure's message carries what it printed. */
const node = (args: string[], cwd = root, env: Record<string, string> = {}) =>
  run(process.execPath, args, { cwd, env: { ...process.env, ...env }, maxBuffer: 1 << 24 }).catch(
    (error: Error & { stdout?: string; stderr?: string }) => {
      error.message += `\n${error.stdout ?? ''}${error.stderr ?? ''}`;
      throw error;
    },
  );
const tsc = (project: string) => node([path.join(modules, 'typescript/bin/tsc'), '-p', project]);

beforeAll(async () => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'sc-new-module-'));
  for (const part of copied.filter((p) => fs.existsSync(path.join(repo, p)))) {
    fs.cpSync(path.join(repo, part), path.join(root, part), {
      recursive: true,
      filter: (source) => !/[\\/](node_modules|dist)$/.test(source),
    });
  }
  linkModules(root);
  await node(
    [
      '--import',
      'tsx',
      path.join(repo, 'scripts/new-module/new-module.ts'),
      'field-trips',
      '--permission',
      'school.view',
      '--root',
      root,
    ],
    repo,
  );
}, 120_000);

afterAll(() => {
  if (root) fs.rmSync(root, { recursive: true, force: true });
});

describe('npm run new:module', () => {
  it('writes a server module, a shared contract and a web feature, and lists the module once', () => {
    for (const file of [
      'packages/shared/src/field-trips/field-trips.contract.ts',
      'packages/shared/src/field-trips/field-trips.rules.ts',
      'apps/server/src/modules/field-trips/field-trips.module.ts',
      'apps/server/test/modules/field-trips/field-trips.test.ts',
      'apps/web/src/features/field-trips/routes.ts',
      'apps/web/src/features/field-trips/pages/field-trips-page.tsx',
      'apps/web/src/features/field-trips/locales/ar.json',
    ]) {
      expect(fs.existsSync(path.join(root, file)), file).toBe(true);
    }
    const list = fs.readFileSync(path.join(root, 'apps/server/src/modules/modules.ts'), 'utf8');
    expect(list.match(/fieldTripsModule/g)).toHaveLength(2);
  });

  it('refuses a name that exists or is not kebab-case, writing nothing', async () => {
    const generator = path.join(repo, 'scripts/new-module/new-module.ts');
    for (const name of ['field-trips', 'FieldTrips']) {
      const attempt = node(
        ['--import', 'tsx', generator, name, '--permission', 'school.view', '--root', root],
        repo,
      );
      await expect(attempt).rejects.toMatchObject({ code: 1 });
    }
    const list = fs.readFileSync(path.join(root, 'apps/server/src/modules/modules.ts'), 'utf8');
    expect(list.match(/fieldTripsModule/g)).toHaveLength(2);
  });

  it('type-checks and lints on every side', async () => {
    await Promise.all([tsc('packages/shared'), tsc('apps/server'), tsc('apps/web')]);
    await node([
      path.join(modules, 'eslint/bin/eslint.js'),
      '--max-warnings',
      '0',
      'packages/shared/src/field-trips',
      'apps/server/src/modules/field-trips',
      'apps/server/test/modules/field-trips',
      'apps/web/src/features/field-trips',
    ]);
  }, 240_000);

  it('passes its own API test and the authorization matrix once its migration is generated', async () => {
    await node(
      [path.join(modules, 'drizzle-kit/bin.cjs'), 'generate'],
      path.join(root, 'apps/server'),
    );
    const migrations = fs.readdirSync(path.join(root, 'apps/server/drizzle'));
    const added = migrations.filter((f) => f.endsWith('.sql')).at(-1) ?? '';
    expect(fs.readFileSync(path.join(root, 'apps/server/drizzle', added), 'utf8')).toContain(
      '"field_trips"',
    );
    const { stdout } = await node(
      [
        path.join(modules, 'vitest/vitest.mjs'),
        'run',
        '--root',
        'apps/server',
        'test/modules/field-trips',
        'test/security/authorization-matrix.test.ts',
      ],
      root,
      { TEST_DATABASE_URL: '' },
    );
    // A failing test file fails the run (and node() with it); both must have run.
    expect(stdout).toContain('field-trips.test.ts');
    expect(stdout).toContain('authorization-matrix.test.ts');
  }, 240_000);
});
