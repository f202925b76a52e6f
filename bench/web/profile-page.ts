// `npm run bench:web:profile -- /wallet 5`: where a signed-in page's start spends the main
// thread, on a phone-sized screen without throttling (what Lighthouse observes before it scales
// its figures). For each load: the long tasks (start:duration ms, from navigation), the first
// contentful paint and each candidate of the largest contentful paint with its element; then,
// averaged over the loads, the CPU time by script file and the functions that spend the most.
// Uses the built console (BENCH_WEB_DIST, default apps/web/dist) on the embedded database with
// the demo school. See bench/README.md.
import path from 'node:path';
import { prepareDatabase } from '../lib/database.ts';
import { repoRoot } from '../lib/options.ts';
import { startConsoleServer } from '../lib/processes.ts';
import { launchBrowser, signIn } from './browser.ts';

const pagePath = process.argv[2] ?? '/';
const loads = Math.max(1, Number(process.argv[3] ?? 5));
const webDist = path.resolve(process.env.BENCH_WEB_DIST ?? path.join(repoRoot, 'apps/web/dist'));
const log = (message: string) => process.stderr.write(`${message}\n`);

// Page-side code as source text (the TypeScript loader would wrap a function's helpers).
const watchStart = `(() => {
  const seen = (window.__startWatch = { tasks: [], paints: [], fcp: null });
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) if (e.name === 'first-contentful-paint') seen.fcp = Math.round(e.startTime);
  }).observe({ type: 'paint', buffered: true });
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) seen.tasks.push(Math.round(e.startTime) + ':' + Math.round(e.duration));
  }).observe({ type: 'longtask', buffered: true });
  new PerformanceObserver((list) => {
    for (const e of list.getEntries())
      seen.paints.push(Math.round(e.startTime) + ' ' + (e.element ? e.element.tagName + ' "' + (e.element.textContent || '').trim().slice(0, 40) + '"' : ''));
  }).observe({ type: 'largest-contentful-paint', buffered: true });
})()`;
const readStart = `window.__startWatch`;

type ProfileNode = {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number; columnNumber: number };
};
type Profile = { nodes: ProfileNode[]; samples?: number[]; timeDeltas?: number[] };

const add = (totals: Map<string, number>, key: string, ms: number) =>
  totals.set(key, (totals.get(key) ?? 0) + ms);
const top = (totals: Map<string, number>, count: number) =>
  [...totals]
    .filter(([key]) => !key.startsWith('(idle)'))
    .sort((a, b) => b[1] - a[1])
    .slice(0, count)
    .map(([key, ms]) => `${(ms / loads).toFixed(1).padStart(7)} ms  ${key}`)
    .join('\n');

async function main() {
  log('embedded: creating the demo school…');
  const database = await prepareDatabase({ engine: 'embedded', steps: [], counts: () => 0 });
  const server = await startConsoleServer(database, { poolSize: 10, seed: 'demo', webDist });
  const browser = await launchBrowser();
  const byFile = new Map<string, number>();
  const byFunction = new Map<string, number>();
  try {
    await signIn(browser.context, server.url, database.fixture);
    for (let load = 0; load < loads; load++) {
      const page = await browser.context.newPage();
      await page.setViewportSize({ width: 412, height: 823 });
      const cdp = await browser.context.newCDPSession(page);
      await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
      await page.addInitScript(watchStart);
      await cdp.send('Profiler.enable');
      await cdp.send('Profiler.setSamplingInterval', { interval: 100 });
      await cdp.send('Profiler.start');
      await page.goto(`${server.url}${pagePath}`);
      await page.waitForTimeout(4_000);
      const { profile } = (await cdp.send('Profiler.stop')) as { profile: Profile };
      const seen = (await page.evaluate(readStart)) as {
        tasks: string[];
        paints: string[];
        fcp: number | null;
      };
      // Every candidate the largest paint had, in order: the last is the page's LCP.
      console.log(
        `load ${load + 1}: long tasks ${seen.tasks.join(' ') || 'none'}; FCP ${seen.fcp ?? '?'}; ` +
          `LCP ${seen.paints.join(' → ') || '?'}`,
      );
      const nodes = new Map(profile.nodes.map((node) => [node.id, node]));
      const deltas = profile.timeDeltas ?? [];
      (profile.samples ?? []).forEach((id, i) => {
        const frame = nodes.get(id)?.callFrame;
        if (!frame) return;
        const ms = (deltas[i + 1] ?? 0) / 1000;
        const file = frame.url.split('/').pop() || frame.functionName;
        add(byFile, file, ms);
        add(byFunction, `${frame.functionName || '(anonymous)'} ${file}:${frame.lineNumber}`, ms);
      });
      await page.close();
    }
    console.log(`\nCPU time per load of ${pagePath} by file (${loads} loads):\n${top(byFile, 12)}`);
    console.log(`\nby function (self time):\n${top(byFunction, 25)}`);
  } finally {
    await browser.close();
    await server.stop();
    await database.dispose();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? (error.stack ?? error.message) : error);
  process.exit(1);
});
