// `npm run new:module <name>`: writes the skeleton of a module — its shared contract and rules, its
// server module (table, repository, service, routes, descriptor, API test) and its web feature
// (routes, one list page from the kit, strings in every language) — and lists it in the one place
// the server needs (src/modules/modules.ts). Everything else finds a module by its folder.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import {
  permissions,
  rolePermissions,
  roles,
  type Permission,
} from '../../packages/shared/src/auth/roles.ts';
import { routePermissions } from '../../packages/shared/src/layout/menu.ts';
import { namesOf, type Names } from './names.ts';
import { serverFiles } from './server-templates.ts';
import { sharedFiles } from './shared-templates.ts';
import { webFiles } from './web-templates.ts';

const usage = `Usage: npm run new:module -- <name> [--item <one-item>] [--path </web-path>] [--permission <permission>]

  <name>        kebab-case, plural: field-trips
  --item        one of them, kebab-case (default: <name> without its final s)
  --path        the web page's path (default: /<name>); a path of the spec's menu takes the menu's permission
  --permission  who may use the module (default: the menu's for its path, else <name>.manage or <name>.view)
  --root        the repository to write into (default: this one)`;

const isPermission = (value: string): value is Permission =>
  (permissions as readonly string[]).includes(value);

function choosePermission(n: Names, pagePath: string, asked: string | undefined) {
  const menuRoute = routePermissions().find((route) => route.path === pagePath);
  const candidates = asked
    ? [asked]
    : [menuRoute?.permission, `${n.kebab}.manage`, `${n.kebab}.view`];
  const permission = candidates.find((p): p is Permission => p !== undefined && isPermission(p));
  if (!permission) {
    throw new Error(
      asked
        ? `"${asked}" is not a permission: add it to packages/shared/src/auth/roles.ts first.`
        : `No permission for ${n.kebab}: pass --permission, or add ${n.kebab}.manage to packages/shared/src/auth/roles.ts.`,
    );
  }
  return { permission, inMenu: menuRoute !== undefined };
}

/** Adds the module's descriptor to the server's list, one import and one line. */
function listServerModule(root: string, n: Names): string {
  const file = path.join(root, 'apps/server/src/modules/modules.ts');
  const source = fs.readFileSync(file, 'utf8');
  const lastImport = source.lastIndexOf('\nimport ');
  const importEnd = source.indexOf('\n', source.indexOf(';', lastImport)) + 1;
  const listEnd = source.lastIndexOf('];');
  if (lastImport < 0 || listEnd < 0) throw new Error(`${file} is not shaped as expected.`);
  const line = `import { ${n.camel}Module } from './${n.kebab}/${n.kebab}.module.ts';\n`;
  fs.writeFileSync(
    file,
    source.slice(0, importEnd) +
      line +
      source.slice(importEnd, listEnd) +
      `  ${n.camel}Module,\n` +
      source.slice(listEnd),
  );
  return file;
}

/** Inserts `lines` before the closing `};` of the object literal that `start` opens in `file`. */
function addToObject(root: string, file: string, start: string, lines: string): string {
  const target = path.join(root, file);
  const source = fs.readFileSync(target, 'utf8');
  const opening = source.indexOf(start);
  const closing = source.indexOf('\n};', opening);
  if (opening < 0 || closing < 0) throw new Error(`${file} has no "${start}" object to extend.`);
  fs.writeFileSync(target, source.slice(0, closing + 1) + lines + source.slice(closing + 1));
  return target;
}

/**
 * The module's rows in the standing authorization matrix: who its permission lets in (one
 * school's rows, the platform admin inside the school it names) and a request for each route.
 */
function addAccessRows(root: string, n: Names, permission: Permission): string[] {
  const allowed = roles.filter((role) => rolePermissions[role].includes(permission));
  const row = `{ allow: [${allowed.map((r) => `'${r}'`).join(', ')}], tenancy: 'school', platform: 'names-school' }`;
  const url = `/api/${n.kebab}`;
  return [
    addToObject(
      root,
      'packages/shared/src/auth/route-access.ts',
      'export const routeAccessTable',
      `\n  'GET ${url}': ${row},\n  'POST ${url}': ${row},\n`,
    ),
    addToObject(
      root,
      'apps/server/test/security/route-requests.ts',
      'export const routeRequests',
      `  'GET ${url}': async (c) => {
    // A row of the target school, named by its marker, so a leak or a missing one shows.
    await c.target.actors.sadmin.api.post('${url}', { title: \`${n.item} \${c.target.marker}\` });
    return namedGet('${url}')(c);
  },
  'POST ${url}': (c) => ({
    method: 'POST',
    url: named('${url}', c),
    headers: chosen(c),
    payload: { title: \`${n.item} \${unique()}\` },
    aimed: 'school',
  }),
`,
    ),
  ];
}

export function newModule(options: {
  root: string;
  name: string;
  item?: string;
  path?: string;
  permission?: string;
}): string[] {
  const n = namesOf(options.name, options.item);
  const pagePath = options.path ?? `/${n.kebab}`;
  if (!/^\/[a-z0-9/-]*$/.test(pagePath)) throw new Error(`--path must look like /some-page.`);
  const { permission, inMenu } = choosePermission(n, pagePath, options.permission);
  const files = {
    ...sharedFiles(n),
    ...serverFiles(n, permission),
    ...webFiles(n, { path: pagePath, permission: inMenu ? null : permission }),
  };
  for (const [folder] of [
    [`packages/shared/src/${n.kebab}`],
    [`apps/server/src/modules/${n.kebab}`],
    [`apps/web/src/features/${n.kebab}`],
  ]) {
    if (fs.existsSync(path.join(options.root, folder ?? ''))) {
      throw new Error(`${folder} exists already: choose another name.`);
    }
  }
  const written = Object.entries(files).map(([file, text]) => {
    const target = path.join(options.root, file);
    fs.mkdirSync(path.dirname(target), { recursive: true });
    fs.writeFileSync(target, text);
    return target;
  });
  written.push(listServerModule(options.root, n), ...addAccessRows(options.root, n, permission));
  return written;
}

function main() {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: {
      item: { type: 'string' },
      path: { type: 'string' },
      permission: { type: 'string' },
      root: { type: 'string' },
      help: { type: 'boolean', short: 'h' },
    },
  });
  const [name] = positionals;
  if (values.help || !name || positionals.length > 1) {
    console.log(usage);
    process.exit(name || values.help ? 0 : 2);
  }
  const root = path.resolve(values.root ?? path.join(import.meta.dirname, '../..'));
  try {
    const written = newModule({ root, name, ...values });
    const prettier = path.join(import.meta.dirname, '../../node_modules/prettier/bin/prettier.cjs');
    execFileSync(process.execPath, [prettier, '--log-level', 'warn', '--write', ...written], {
      cwd: root,
      stdio: 'inherit',
    });
    console.log(written.map((file) => `  ${path.relative(root, file)}`).join('\n'));
    console.log(`
Next:
  npm run db:generate   # the migration for the new table
  npm run openapi       # the API document with the new routes
  then fill in the module: its fields, rules, the page's columns and the strings in every language.`);
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === import.meta.filename) main();
