// `npm run bench:web`: Lighthouse on every console page of the built app (mobile; desktop on
// request), N runs each, median and worst, signed in as the demo school admin; then the
// large-table check. See bench/README.md.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { prepareDatabase, type BenchDatabase } from '../lib/database.ts';
import { fixedWorkMs } from '../lib/machine-speed.ts';
import { repoRoot } from '../lib/options.ts';
import { startConsoleServer, type RunningServer } from '../lib/processes.ts';
import { formatSteal, watchSteal } from '../lib/steal.ts';
import { launchBrowser, signIn, type BenchBrowser } from './browser.ts';
import { consolePages, type ConsolePage } from './console-pages.ts';
import { checkLargeTable, largeTable, type LargeTableResult } from './large-table.ts';
import {
  audit,
  loadAverage,
  summarise,
  verdict,
  waitForQuiet,
  webTargets,
  type PageResult,
  type PageRun,
  type Preset,
} from './lighthouse.ts';

const log = (message: string) => process.stderr.write(`${message}\n`);
const runs = Math.max(1, Number(process.env.BENCH_WEB_RUNS ?? 5));
const presets = (process.env.BENCH_WEB_PRESETS ?? 'mobile')
  .split(',')
  .map((preset) => preset.trim())
  .filter((preset): preset is Preset => preset === 'mobile' || preset === 'desktop');
/** BENCH_WEB_PAGES: only the pages whose path contains one of these (comma-separated; "/" is the start page). */
const onlyPages = (process.env.BENCH_WEB_PAGES ?? '').split(',').filter(Boolean);
const studentsInSchool = 10_000;
/** BENCH_WEB_QUIET_WAIT_S: how long a run may wait for the load average to fall under the CPUs. */
const quietWaitMs = Number(process.env.BENCH_WEB_QUIET_WAIT_S ?? 120) * 1000;
/** BENCH_WEB_REPORTS: a folder that receives every run's whole Lighthouse report. */
const reportsDir = process.env.BENCH_WEB_REPORTS ? path.resolve(process.env.BENCH_WEB_REPORTS) : '';
if (reportsDir) fs.mkdirSync(reportsDir, { recursive: true });
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
  page: ConsolePage,
  preset: Preset,
): Promise<PageResult> {
  const measured: PageRun[] = [];
  const problems = new Set<string>();
  const accessibilityFailures = new Set<string>();
  const url = `${server.url}${page.path}`;
  for (let run = 0; run < runs; run++) {
    const waited = await waitForQuiet(quietWaitMs);
    if (waited > 0) log(`  waited ${waited} s for the load average to fall under the CPUs`);
    const started = performance.now();
    const load = loadAverage();
    const stolen = watchSteal();
    const label = `  ${page.path} ${preset} run ${run + 1}/${runs}`;
    const options = reportsDir
      ? {
          reportFile: path.join(
            reportsDir,
            `${page.path.replace(/\W+/g, '_') || 'root'}-${preset}-${run + 1}.json`,
          ),
        }
      : {};
    try {
      // Lighthouse asks to be run again when its trace fails (e.g. NO_NAVSTART on a busy machine).
      let outcome = await audit(url, browser.port, preset, options).catch((error: unknown) => {
        log(`${label}: ${String(error)}; once more`);
        return audit(url, browser.port, preset, options);
      });
      if (page.signedIn && outcome.finalPath.startsWith('/pages/login')) {
        // The session was lost (e.g. a refresh cut short): sign in again and measure once more.
        await signIn(browser.context, server.url, database.fixture);
        outcome = await audit(url, browser.port, preset, options);
      }
      if (outcome.finalPath.split('?')[0] !== page.path) {
        problems.add(`ended on ${outcome.finalPath}`);
      }
      if (outcome.timedOut) problems.add("did not go quiet within Lighthouse's wait");
      const steal = stolen();
      measured.push({ ...outcome.figures, loadAverage: load, stealPercent: steal });
      for (const id of outcome.accessibilityFailures) accessibilityFailures.add(id);
      const f = outcome.figures;
      log(
        `${label}: performance ${f.performance}, accessibility ${f.accessibility}, ` +
          `LCP ${Math.round(f.lcpMs)} ms, TBT ${Math.round(f.tbtMs)} ms, load average before ` +
          `${load.toFixed(1)}, CPU time taken by the host ${formatSteal(steal)} ` +
          `(${Math.round((performance.now() - started) / 1000)} s)`,
      );
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      log(`${label}: ${message}`);
      problems.add(message);
    }
  }
  return {
    path: page.path,
    preset,
    runs: measured,
    ...summarise(measured),
    problems: [...problems],
    accessibilityFailures: [...accessibilityFailures].sort(),
  };
}

/** "median / worst" of one figure; a dash when no run succeeded. */
function pair(result: PageResult, format: (n: number) => string, key: keyof PageResult['median']) {
  const { median, worst } = result;
  return Number.isFinite(median[key]) ? `${format(median[key])} / ${format(worst[key])}` : '—';
}

function formatPages(results: PageResult[]): string {
  const header = [
    'Page',
    'Preset',
    'Perf',
    'LCP ms',
    'TBT ms',
    'CLS',
    'A11y',
    'Load',
    'Host took',
    'Result',
  ];
  const whole = (n: number) => String(Math.round(n));
  const rows = results.map((r) => {
    const loads = r.runs.map((run) => run.loadAverage);
    const steals = r.runs.map((run) => run.stealPercent).filter(Number.isFinite);
    return [
      r.path,
      r.preset,
      pair(r, whole, 'performance'),
      pair(r, whole, 'lcpMs'),
      pair(r, whole, 'tbtMs'),
      pair(r, (n) => n.toFixed(3), 'cls'),
      pair(r, whole, 'accessibility'),
      loads.length > 0 ? `${Math.min(...loads).toFixed(1)}–${Math.max(...loads).toFixed(1)}` : '—',
      steals.length > 0 ? `≤ ${formatSteal(Math.max(...steals))}` : '—',
      verdict(r) + (r.problems.length > 0 ? ` (${r.problems.join('; ')})` : ''),
    ];
  });
  const widths = header.map((h, i) =>
    Math.max(h.length, ...rows.map((row) => (row[i] ?? '').length)),
  );
  // A Markdown table, aligned for reading in a terminal too: it goes into the README as it is.
  const numeric = (i: number) => i >= 2 && i <= 8;
  const line = (cells: string[]) =>
    `| ${cells
      .map((c, i) => (numeric(i) ? c.padStart(widths[i] ?? 0) : c.padEnd(widths[i] ?? 0)))
      .join(' | ')} |`;
  const rule = `|${widths.map((w, i) => (numeric(i) ? `${'-'.repeat(w + 1)}:` : '-'.repeat(w + 2))).join('|')}|`;
  const failures = results
    .filter((r) => r.accessibilityFailures.length > 0)
    .map((r) => `• accessibility, ${r.path} ${r.preset}: ${r.accessibilityFailures.join(', ')}`);
  return [
    line(header),
    rule,
    ...rows.map(line),
    ...(failures.length > 0 ? ['', ...failures] : []),
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
    const measuredPages = consolePages().filter(
      (page) =>
        onlyPages.length === 0 ||
        // "/" alone is the start page, not every path.
        onlyPages.some((part) => page.path === part || (part !== '/' && page.path.includes(part))),
    );
    // Signed-out pages first: signing in once then serves every signed-in page.
    for (const page of [...measuredPages].sort((a, b) => Number(a.signedIn) - Number(b.signedIn))) {
      if (page.signedIn) await signIn(browser.context, server.url, database.fixture);
      for (const preset of presets) {
        pages.push(await measurePage(browser, server, database, page, preset));
      }
    }
    log('large-table check…');
    const table = await largeTableCheck(browser, server, database);
    const speed = fixedWorkMs();

    const seeded = database.seeded.map((s) =>
      s.skipped
        ? `${s.step} skipped (${s.skipped})`
        : `${s.step} ${s.rows.toLocaleString('en-US')} rows`,
    );
    console.log(
      [
        `School Console web bench — Lighthouse, ${runs} runs a page: median / worst, signed in as ${database.fixture.email}; ` +
          `MISS when any run is under the mobile target (performance ≥ ${webTargets.mobilePerformance}, ` +
          `accessibility ≥ ${webTargets.mobileAccessibility}). Load: the 1-minute load average before each run ` +
          `(${os.availableParallelism()} CPUs). Host took: the most CPU time the host of this virtual machine ` +
          `kept for others during a run: the more it took, the slower the page's own work ran. Taken ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC; ` +
          `the machine did the benches' fixed work in ${speed} ms (lower is faster).`,
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
      `${JSON.stringify({ generatedAt: new Date().toISOString(), fixedWorkMs: speed, targets: webTargets, pages, largeTable: table, seeded: database.seeded }, null, 2)}\n`,
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
