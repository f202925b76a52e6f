// Front-end budgets (gzip, level 9), read from the Vite build manifest:
//   login — the JavaScript the browser loads before the login page is interactive
//   shell — the JavaScript for the console shell plus the students page
// Usage: node scripts/check-bundle-budget.mjs [distDir]   (default apps/web/dist; exit 1 when over)
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import zlib from 'node:zlib';

/** One kB is 1 000 bytes, as Vite prints sizes. */
export const defaultBudgets = { loginKb: 110, shellKb: 160 };

export const sources = {
  loginPage: 'src/features/auth/pages/login-page.tsx',
  // The layout and its static imports; the menus it loads after the first screen are on demand.
  shellLayout: 'src/app/shell/console-layout.tsx',
  // apps/web/vite.config.ts puts these two, with what they import, into chunks of these names.
  loginChunk: 'login',
  shellChunk: 'shell',
  studentsPagePrefix: 'src/features/students/pages/',
  placeholderPage: 'src/components/section-being-built.tsx',
};

/**
 * @typedef {{ file: string; src?: string; name?: string; isEntry?: boolean; isDynamicEntry?: boolean;
 *   imports?: string[]; dynamicImports?: string[]; css?: string[] }} ManifestChunk
 * @typedef {Record<string, ManifestChunk>} Manifest
 * @typedef {{ key: string; file: string; gzipBytes: number; rawBytes: number; chain: string[] }} ChunkSize
 * @typedef {{ name: 'login' | 'shell'; title: string; budgetBytes: number; gzipBytes: number;
 *   ok: boolean; roots: string[]; chunks: ChunkSize[] }} BudgetGroup
 * @typedef {{ ok: boolean; groups: BudgetGroup[]; notes: string[]; errors: string[] }} BudgetResult
 */

/**
 * Every JavaScript chunk the browser loads for the given roots: each root and its static imports,
 * recursively. Dynamic imports are not followed: they load later, on demand. The chain is the
 * path of importers from the first root that reaches the chunk.
 * @param {Manifest} manifest
 * @param {string[]} roots
 * @param {Map<string, string[]>} [via] chains already known (a lazy page reached from the entry)
 * @returns {Map<string, string[]>}
 */
function staticClosure(manifest, roots, via = new Map()) {
  /** @type {Map<string, string[]>} */
  const reached = new Map();
  const queue = roots.map((root) => ({ key: root, chain: via.get(root) ?? [root] }));
  while (queue.length > 0) {
    const next = queue.shift();
    if (!next || reached.has(next.key)) continue;
    reached.set(next.key, next.chain);
    for (const imported of manifest[next.key]?.imports ?? []) {
      if (!reached.has(imported)) queue.push({ key: imported, chain: [...next.chain, imported] });
    }
  }
  return reached;
}

/** @param {string} file */
function gzipSize(file) {
  return zlib.gzipSync(fs.readFileSync(file), { level: 9 }).length;
}

/**
 * @param {Manifest} manifest
 * @param {string} distDir
 * @param {Map<string, string[]>} closure
 * @param {Map<string, ChunkSize>} cache
 * @returns {ChunkSize[]}
 */
function measure(manifest, distDir, closure, cache) {
  /** @type {ChunkSize[]} */
  const chunks = [];
  for (const [key, chain] of closure) {
    const file = manifest[key]?.file;
    if (!file || !file.endsWith('.js')) continue;
    let size = cache.get(file);
    if (!size) {
      const full = path.join(distDir, file);
      size = { key, file, gzipBytes: gzipSize(full), rawBytes: fs.statSync(full).size, chain };
      cache.set(file, size);
    }
    chunks.push({ ...size, key, chain });
  }
  return chunks.sort((a, b) => b.gzipBytes - a.gzipBytes);
}

/**
 * Checks the built web app in `distDir` (which holds .vite/manifest.json) against the budgets.
 * @param {string} distDir
 * @param {{ budgets?: Partial<typeof defaultBudgets> }} [options]
 * @returns {BudgetResult}
 */
export function checkBundleBudget(distDir, options = {}) {
  const budgets = { ...defaultBudgets, ...options.budgets };
  /** @type {string[]} */
  const notes = [];
  /** @type {string[]} */
  const errors = [];
  const manifestFile = path.join(distDir, '.vite', 'manifest.json');
  if (!fs.existsSync(manifestFile)) {
    return { ok: false, groups: [], notes, errors: [`No build manifest at ${manifestFile}.`] };
  }
  /** @type {Manifest} */
  const manifest = JSON.parse(fs.readFileSync(manifestFile, 'utf8'));
  const keys = Object.keys(manifest);
  const entry = keys.find((key) => manifest[key]?.isEntry);
  if (!entry) return { ok: false, groups: [], notes, errors: ['The manifest has no entry chunk.'] };

  /** A lazy page is reached from the entry through a dynamic import. */
  const lazy = (/** @type {string} */ key) =>
    /** @type {[string, string[]]} */ ([key, [entry, `${key} (lazy)`]]);
  /** The page's own chunk, or the named shared chunk the build put it in. */
  const chunkOf = (/** @type {string} */ src, /** @type {string} */ name) =>
    keys.filter(
      (key) =>
        key === src || (key.startsWith('_') && manifest[key]?.name === name && key.endsWith('.js')),
    );
  const shellPages = chunkOf(sources.shellLayout, sources.shellChunk);
  let studentsPages = keys.filter((key) => key.startsWith(sources.studentsPagePrefix));
  if (studentsPages.length === 0) {
    studentsPages = keys.filter((key) => key === sources.placeholderPage);
    notes.push(
      `No chunk under ${sources.studentsPagePrefix}: the placeholder page (${sources.placeholderPage}) stands in for the students page.`,
    );
  }
  const loginPages = chunkOf(sources.loginPage, sources.loginChunk);
  if (loginPages.length === 0) {
    errors.push(`The login page (${sources.loginPage}) is not in the manifest.`);
  }
  if (shellPages.length === 0)
    errors.push(`The console shell (${sources.shellLayout}) is not in the manifest.`);
  if (studentsPages.length === 0) errors.push('No students page chunk and no placeholder page.');

  /** @type {Map<string, ChunkSize>} */
  const cache = new Map();
  /**
   * @param {'login' | 'shell'} name
   * @param {string} title
   * @param {number} budgetKb
   * @param {string[]} pages
   * @returns {BudgetGroup}
   */
  const group = (name, title, budgetKb, pages) => {
    const roots = [entry, ...pages];
    const closure = staticClosure(manifest, roots, new Map(pages.map(lazy)));
    const chunks = measure(manifest, distDir, closure, cache);
    const gzipBytes = chunks.reduce((sum, chunk) => sum + chunk.gzipBytes, 0);
    const budgetBytes = budgetKb * 1000;
    return { name, title, budgetBytes, gzipBytes, ok: gzipBytes <= budgetBytes, roots, chunks };
  };

  const groups = [
    group('login', 'Login page interactive', budgets.loginKb, loginPages),
    group('shell', 'Console shell + students page', budgets.shellKb, [
      ...shellPages,
      ...studentsPages,
    ]),
  ];
  return { ok: errors.length === 0 && groups.every((g) => g.ok), groups, notes, errors };
}

const kb = (/** @type {number} */ bytes) => `${(bytes / 1000).toFixed(1)} kB`;

/**
 * The report printed by the command line: each budget, then its largest chunks and what pulled them in.
 * @param {BudgetResult} result
 * @param {number} [largest]
 */
export function formatBudgetReport(result, largest = 5) {
  const lines = [];
  for (const error of result.errors) lines.push(`ERROR ${error}`);
  for (const g of result.groups) {
    const verdict = g.ok ? 'ok' : 'OVER BUDGET';
    lines.push(`${g.title}: ${kb(g.gzipBytes)} gzip of ${kb(g.budgetBytes)} — ${verdict}`);
    for (const chunk of g.chunks.slice(0, largest)) {
      const lazy = chunk.chain.at(-1)?.endsWith('(lazy)') ? ' (lazy import)' : '';
      const chain =
        chunk.chain.length > 1 ? `  ← ${chunk.chain.slice(0, -1).join(' → ')}${lazy}` : '';
      lines.push(`  ${kb(chunk.gzipBytes).padStart(9)}  ${chunk.file}${chain}`);
    }
    if (g.chunks.length > largest)
      lines.push(`  … and ${g.chunks.length - largest} smaller chunks`);
  }
  for (const note of result.notes) lines.push(`Note: ${note}`);
  return lines.join('\n');
}

const invokedDirectly =
  process.argv[1] !== undefined && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url);
if (invokedDirectly) {
  const root = path.resolve(import.meta.dirname, '..');
  const distDir = path.resolve(process.argv[2] ?? path.join(root, 'apps/web/dist'));
  const result = checkBundleBudget(distDir);
  console.log(formatBudgetReport(result));
  process.exitCode = result.ok ? 0 : 1;
}
