// `npm run bench:web`: Lighthouse on the built console (mobile and desktop, median of 3) signed
// in as the demo school admin, then the large-table check. See bench/README.md.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { prepareDatabase, type BenchDatabase } from '../lib/database.ts';
import { repoRoot } from '../lib/options.ts';
import { startConsoleServer, type RunningServer } from '../lib/processes.ts';
import { launchBrowser, signIn, type BenchBrowser } from './browser.ts';
import { checkLargeTable, largeTable, type LargeTableResult } from './large-table.ts';
import {
  audit,
  medianFigures,
  verdict,
  webTargets,
  type PageFigures,
  type PageResult,
  type Preset,
} from './lighthouse.ts';

const log = (message: string) => process.stderr.write(`${message}\n`);
const runs = Number(process.env.BENCH_WEB_RUNS ?? 3);
const presets: Preset[] = ['mobile', 'desktop'];
const signedOutPages = ['/pages/login'];
const signedInPages = ['/', largeTable.path];
const studentsInSchool = 10_000;
const resultsFile = path.resolve(
  process.env.BENCH_WEB_RESULTS ?? path.join(repoRoot, 'bench/results/web-latest.json'),
);

/** Builds the console into a folder of its own, so apps/web/dist is left as it is. */
function buildWeb(): { dir: string; temporary: boolean } {
  if (process.env.BENCH_WEB_DIST)
    return { dir: path.resolve(process.env.BENCH_WEB_DIST), temporary: false };
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sc-bench-web-'));
  log('building the web console…');
  const build = spawnSync(
    'npm',
    ['run', 'build', '--workspace', '@school/web', '--', '--outDir', dir, '--emptyOutDir'],
    { cwd: repoRoot, stdio: ['ignore', 'ignore', 'inherit'] },
  );
  if (build.status !== 0) throw new Error('the web build failed');
  return { dir, temporary: true };
}

async function measurePage(
  browser: BenchBrowser,
  server: RunningServer,
  database: BenchDatabase,
  pagePath: string,
  preset: Preset,
  signedIn: boolean,
): Promise<PageResult> {
  const figures: PageFigures[] = [];
  const problems: string[] = [];
  const accessibilityFailures = new Set<string>();
  for (let run = 0; run < runs; run++) {
    const started = performance.now();
    try {
      const url = `${server.url}${pagePath}`;
      // Lighthouse asks to be run again when its trace fails (e.g. NO_NAVSTART on a busy machine).
      let outcome = await audit(url, browser.port, preset).catch((error: unknown) => {
        log(`  ${pagePath} ${preset} run ${run + 1}/${runs}: ${String(error)}; once more`);
        return audit(url, browser.port, preset);
      });
      if (signedIn && outcome.finalPath.startsWith('/pages/login')) {
        // The session was lost (e.g. a refresh cut short): sign in again and measure once more.
        await signIn(browser.context, server.url, database.fixture);
        outcome = await audit(url, browser.port, preset);
      }
      if (outcome.finalPath.split('?')[0] !== pagePath) {
        problems.push(`run ${run + 1} ended on ${outcome.finalPath}`);
      }
      figures.push(outcome.figures);
      for (const id of outcome.accessibilityFailures) accessibilityFailures.add(id);
      const f = outcome.figures;
      log(
        `  ${pagePath} ${preset} run ${run + 1}/${runs}: performance ${f.performance}, ` +
          `accessibility ${f.accessibility}, LCP ${Math.round(f.lcpMs)} ms ` +
          `(${Math.round((performance.now() - started) / 1000)} s)`,
      );
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      log(`  ${pagePath} ${preset} run ${run + 1}/${runs}: ${message}`);
      if (!problems.includes(message)) problems.push(message);
    }
  }
  const summary = figures.length > 0 ? medianFigures(figures) : medianFigures([failedRun]);
  return {
    path: pagePath,
    preset,
    runs: figures,
    median: summary,
    problems,
    accessibilityFailures: [...accessibilityFailures].sort(),
  };
}

const failedRun: PageFigures = {
  performance: Number.NaN,
  accessibility: Number.NaN,
  lcpMs: Number.NaN,
  tbtMs: Number.NaN,
  cls: Number.NaN,
};

function formatPages(results: PageResult[]): string {
  const header = ['Page', 'Preset', 'Perf', 'LCP ms', 'TBT ms', 'CLS', 'A11y', 'Result'];
  const shown = (n: number, text: string) => (Number.isFinite(n) ? text : '—');
  const rows = results.map((r) => [
    r.path,
    r.preset,
    shown(r.median.performance, String(r.median.performance)),
    shown(r.median.lcpMs, String(Math.round(r.median.lcpMs))),
    shown(r.median.tbtMs, String(Math.round(r.median.tbtMs))),
    shown(r.median.cls, r.median.cls.toFixed(3)),
    shown(r.median.accessibility, String(r.median.accessibility)),
    (r.runs.length === 0 ? 'ERR' : verdict(r)) +
      (r.problems.length > 0 ? ` (${r.problems.join('; ')})` : ''),
  ]);
  const widths = header.map((h, i) =>
    Math.max(h.length, ...rows.map((row) => (row[i] ?? '').length)),
  );
  const line = (cells: string[]) =>
    cells
      .map((c, i) => (i >= 2 && i <= 6 ? c.padStart(widths[i] ?? 0) : c.padEnd(widths[i] ?? 0)))
      .join('  ')
      .trimEnd();
  const failures = results
    .filter((r) => r.accessibilityFailures.length > 0)
    .map((r) => `• accessibility, ${r.path} ${r.preset}: ${r.accessibilityFailures.join(', ')}`);
  return [
    line(header),
    line(widths.map((w) => '─'.repeat(w))),
    ...rows.map(line),
    ...failures,
  ].join('\n');
}

/** A fresh session first: the check must not depend on how the last Lighthouse run left it. */
async function largeTableCheck(
  browser: BenchBrowser,
  server: RunningServer,
  database: BenchDatabase,
): Promise<LargeTableResult> {
  try {
    await signIn(browser.context, server.url, database.fixture);
    return await checkLargeTable(browser.context, server.url);
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    return { status: 'error', message: message.split('\n')[0] ?? message };
  }
}

function formatLargeTable(result: LargeTableResult): string {
  if (result.status === 'not built yet') return `Large table (${largeTable.path}): not built yet`;
  if (result.status === 'error') return `Large table (${largeTable.path}): ERR — ${result.message}`;
  return (
    `Large table (${largeTable.path}, ${studentsInSchool.toLocaleString('en-US')} students, ` +
    `${largeTable.cpuThrottling}× CPU throttling): ${result.rows} rows and ${result.elements} elements in the DOM ` +
    `(${result.domBounded ? 'bounded' : 'NOT bounded'}), page change ${result.medianMs.toFixed(0)} ms median ` +
    `(goal < ${largeTable.pageChangeBudgetMs} ms) — ${result.verdict}`
  );
}

async function main() {
  const web = buildWeb();
  log(`embedded: creating the demo school with ${studentsInSchool} students…`);
  const database = await prepareDatabase({
    engine: 'embedded',
    steps: ['students'],
    counts: () => studentsInSchool,
  });
  let server: RunningServer | undefined;
  let browser: BenchBrowser | undefined;
  try {
    server = await startConsoleServer(database, { poolSize: 10, seed: 'demo', webDist: web.dir });
    browser = await launchBrowser();
    const pages: PageResult[] = [];
    for (const pagePath of signedOutPages) {
      for (const preset of presets) {
        pages.push(await measurePage(browser, server, database, pagePath, preset, false));
      }
    }
    await signIn(browser.context, server.url, database.fixture);
    for (const pagePath of signedInPages) {
      for (const preset of presets) {
        pages.push(await measurePage(browser, server, database, pagePath, preset, true));
      }
    }
    log('large-table check…');
    const table = await largeTableCheck(browser, server, database);

    const seeded = database.seeded.map((s) =>
      s.skipped
        ? `${s.step} skipped (${s.skipped})`
        : `${s.step} ${s.rows.toLocaleString('en-US')} rows`,
    );
    console.log(
      [
        `School Console web bench — Lighthouse, median of ${runs} runs, signed in as ${database.fixture.email} ` +
          `(target on mobile: performance ≥ ${webTargets.mobilePerformance}, accessibility ≥ ${webTargets.mobileAccessibility})`,
        '',
        formatPages(pages),
        '',
        formatLargeTable(table),
        `Data: demo school + ${seeded.join(', ')}; load average ${os.loadavg()[0]?.toFixed(1)} on ${os.availableParallelism()} CPUs.`,
      ].join('\n'),
    );
    fs.mkdirSync(path.dirname(resultsFile), { recursive: true });
    fs.writeFileSync(
      resultsFile,
      `${JSON.stringify({ generatedAt: new Date().toISOString(), targets: webTargets, pages, largeTable: table, seeded: database.seeded }, null, 2)}\n`,
    );
    log(`\nwritten to ${path.relative(process.cwd(), resultsFile)}`);
  } finally {
    await browser?.close();
    await server?.stop();
    await database.dispose();
    if (web.temporary) fs.rmSync(web.dir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? (error.stack ?? error.message) : error);
  process.exit(1);
});
