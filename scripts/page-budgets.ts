// The per-page part of the bundle check: each page's own chunk against its budget. Pages are found
// in the build manifest (a module under a `pages` folder starts a chunk of its own), so a new
// page is checked without being listed; a page declares a larger budget in its own source.
import fs from 'node:fs';
import path from 'node:path';
import { pageBudget, pageModule } from '../apps/web/build/chunk-names.ts';

export type PageBudget = {
  /** The page's source, relative to apps/web (the manifest key). */
  src: string;
  file: string;
  gzipBytes: number;
  budgetBytes: number;
  /** Set when the page declares its own budget in its source. */
  declared: boolean;
  ok: boolean;
};

type PageChunk = { file: string };

/** The budget a page's source declares (`bundle-budget: 90 kB`), or none. */
export function declaredBudgetKb(source: string): number | undefined {
  const kb = pageBudget.declaration.exec(source)?.[1];
  return kb === undefined ? undefined : Number(kb);
}

/**
 * Every page chunk in `manifest` against its budget. Only the page's own chunk counts: code that
 * only one page imports is bundled into it (a calendar library with the calendar), while what
 * several pages share lives in shared chunks that the login and shell budgets and the other
 * pages' loads already pay for.
 */
export function checkPageBudgets(
  manifest: Record<string, PageChunk>,
  sourceDir: string,
  gzipSize: (file: string) => number,
): PageBudget[] {
  return Object.entries(manifest)
    .filter(([key, chunk]) => pageModule.test(`/${key}`) && chunk.file.endsWith('.js'))
    .map(([key, chunk]) => {
      const source = path.join(sourceDir, key);
      const declaredKb = fs.existsSync(source)
        ? declaredBudgetKb(fs.readFileSync(source, 'utf8'))
        : undefined;
      const budgetBytes = (declaredKb ?? pageBudget.defaultKb) * 1000;
      const gzipBytes = gzipSize(chunk.file);
      return {
        src: key,
        file: chunk.file,
        gzipBytes,
        budgetBytes,
        declared: declaredKb !== undefined,
        ok: gzipBytes <= budgetBytes,
      };
    })
    .sort((a, b) => b.gzipBytes - a.gzipBytes);
}

const kb = (bytes: number) => `${(bytes / 1000).toFixed(1)} kB`;

/** One line for the pages within budget (the largest named), one a page over it. */
export function formatPageBudgets(pages: PageBudget[]): string[] {
  if (pages.length === 0) return [];
  const over = pages.filter((page) => !page.ok);
  const largest = pages[0];
  const lines = [
    `Each page's own chunk: ${pages.length - over.length} of ${pages.length} within budget ` +
      `(${pageBudget.defaultKb} kB unless a page declares its own)` +
      (largest ? `; largest ${largest.src} ${kb(largest.gzipBytes)}` : ''),
  ];
  for (const page of pages.filter((p) => p.declared || !p.ok)) {
    const verdict = page.ok ? 'ok' : 'OVER BUDGET';
    const budget = `${kb(page.budgetBytes)}${page.declared ? ', declared by the page' : ''}`;
    lines.push(
      `  ${kb(page.gzipBytes).padStart(9)}  ${page.src} (${page.file}) of ${budget} — ${verdict}`,
    );
  }
  return lines;
}
