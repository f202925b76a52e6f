// Front-end budgets (gzip, level 9), read from the Vite build manifest:
//   login — the JavaScript the browser loads before the login page is interactive
//   shell — the JavaScript for the console shell plus the students page
//   pages — each page's own chunk (scripts/page-budgets.ts)
// Usage: node --import tsx scripts/check-bundle-budget.ts [distDir]
//   (default apps/web/dist; exit 1 when over)
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import zlib from 'node:zlib';
import { chunkNames, chunkSources } from '../apps/web/build/chunk-names.ts';
import { checkPageBudgets, formatPageBudgets, type PageBudget } from './page-budgets.ts';

/** One kB is 1 000 bytes, as Vite prints sizes. */
export const defaultBudgets = { loginKb: 110, shellKb: 160 };

type ManifestChunk = {
  file: string;
  src?: string;
  name?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
};
type Manifest = Record<string, ManifestChunk>;
export type ChunkSize = {
  key: string;
  file: string;
  gzipBytes: number;
  rawBytes: number;
  chain: string[];
};
export type BudgetGroup = {
  name: 'login' | 'shell';
  title: string;
  budgetBytes: number;
  gzipBytes: number;
  ok: boolean;
  roots: string[];
  chunks: ChunkSize[];
};
export type BudgetResult = {
  ok: boolean;
  groups: BudgetGroup[];
  pages: PageBudget[];
  notes: string[];
  errors: string[];
};

/**
 * Every JavaScript chunk the browser loads for the given roots: each root and its static imports,
 * recursively. Dynamic imports are not followed: they load later, on demand. The chain is the
 * path of importers from the first root that reaches the chunk; `via` holds chains already known
 * (a lazy page reached from the entry).
 */
function staticClosure(
  manifest: Manifest,
  roots: string[],
  via = new Map<string, string[]>(),
): Map<string, string[]> {
  const reached = new Map<string, string[]>();
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

function gzipSize(file: string): number {
  return zlib.gzipSync(fs.readFileSync(file), { level: 9 }).length;
}

function measure(
  manifest: Manifest,
  distDir: string,
  closure: Map<string, string[]>,
  cache: Map<string, ChunkSize>,
): ChunkSize[] {
  const chunks: ChunkSize[] = [];
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

const webDir = path.resolve(import.meta.dirname, '../apps/web');

/**
 * Checks the built web app in `distDir` (which holds .vite/manifest.json) against the budgets;
 * `sourceDir` holds the pages' sources (apps/web), where a page may declare its own budget.
 */
export function checkBundleBudget(
  distDir: string,
  options: { budgets?: Partial<typeof defaultBudgets>; sourceDir?: string } = {},
): BudgetResult {
  const budgets = { ...defaultBudgets, ...options.budgets };
  const notes: string[] = [];
  const errors: string[] = [];
  const manifestFile = path.join(distDir, '.vite', 'manifest.json');
  if (!fs.existsSync(manifestFile)) {
    return {
      ok: false,
      groups: [],
      pages: [],
      notes,
      errors: [`No build manifest at ${manifestFile}.`],
    };
  }
  const manifest = JSON.parse(fs.readFileSync(manifestFile, 'utf8')) as Manifest;
  const keys = Object.keys(manifest);
  const entry = keys.find((key) => manifest[key]?.isEntry);
  if (!entry)
    return {
      ok: false,
      groups: [],
      pages: [],
      notes,
      errors: ['The manifest has no entry chunk.'],
    };

  /** A lazy page is reached from the entry through a dynamic import. */
  const lazy = (key: string): [string, string[]] => [key, [entry, `${key} (lazy)`]];
  /** The page's own chunk, or the named shared chunk the build put it in. */
  const chunkOf = (src: string, name: string) =>
    keys.filter(
      (key) =>
        key === src || (key.startsWith('_') && manifest[key]?.name === name && key.endsWith('.js')),
    );
  const shellPages = chunkOf(chunkSources.shellLayout, chunkNames.shell);
  let studentsPages = keys.filter((key) => key.startsWith(chunkSources.studentsPages));
  if (studentsPages.length === 0) {
    studentsPages = keys.filter((key) => key === chunkSources.placeholderPage);
    notes.push(
      `No chunk under ${chunkSources.studentsPages}: the placeholder page (${chunkSources.placeholderPage}) stands in for the students page.`,
    );
  }
  // The page's English strings load beside its code (lib/feature.ts): they count with it.
  const studentsStrings = keys.filter((key) => key === `${chunkSources.studentsLocales}en.json`);
  const loginPages = chunkOf(chunkSources.loginPage, chunkNames.login);
  if (loginPages.length === 0) {
    errors.push(`The login page (${chunkSources.loginPage}) is not in the manifest.`);
  }
  if (shellPages.length === 0)
    errors.push(`The console shell (${chunkSources.shellLayout}) is not in the manifest.`);
  if (studentsPages.length === 0) errors.push('No students page chunk and no placeholder page.');

  const cache = new Map<string, ChunkSize>();
  const group = (
    name: BudgetGroup['name'],
    title: string,
    budgetKb: number,
    pages: string[],
  ): BudgetGroup => {
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
      ...studentsStrings,
    ]),
  ];
  const pages = checkPageBudgets(manifest, options.sourceDir ?? webDir, (file) =>
    gzipSize(path.join(distDir, file)),
  );
  const ok = errors.length === 0 && groups.every((g) => g.ok) && pages.every((p) => p.ok);
  return { ok, groups, pages, notes, errors };
}

const kb = (bytes: number) => `${(bytes / 1000).toFixed(1)} kB`;

/** The report printed by the command line: each budget, then its largest chunks and what pulled them in. */
export function formatBudgetReport(result: BudgetResult, largest = 5): string {
  const lines: string[] = [];
  for (const error of result.errors) lines.push(`ERROR ${error}`);
  for (const g of result.groups) {
    const verdict = g.ok ? 'ok' : 'OVER BUDGET';
    const files = `${g.chunks.length} file${g.chunks.length === 1 ? '' : 's'}`;
    lines.push(
      `${g.title}: ${kb(g.gzipBytes)} gzip in ${files} of ${kb(g.budgetBytes)} — ${verdict}`,
    );
    for (const chunk of g.chunks.slice(0, largest)) {
      const lazy = chunk.chain.at(-1)?.endsWith('(lazy)') ? ' (lazy import)' : '';
      const chain =
        chunk.chain.length > 1 ? `  ← ${chunk.chain.slice(0, -1).join(' → ')}${lazy}` : '';
      lines.push(`  ${kb(chunk.gzipBytes).padStart(9)}  ${chunk.file}${chain}`);
    }
    if (g.chunks.length > largest)
      lines.push(`  … and ${g.chunks.length - largest} smaller chunks`);
  }
  lines.push(...formatPageBudgets(result.pages));
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
