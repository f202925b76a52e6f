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
import { readStart, watchStart, type StartSeen } from './start-watch.ts';

const pagePath = process.argv[2] ?? '/';
const loads = Math.max(1, Number(process.argv[3] ?? 5));
const webDist = path.resolve(process.env.BENCH_WEB_DIST ?? path.join(repoRoot, 'apps/web/dist'));
const log = (message: string) => process.stderr.write(`${message}\n`);

type ProfileNode = {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number; columnNumber: number };
  children?: number[];
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

type Frame = ProfileNode['callFrame'];
const fileOf = (frame: Frame) => frame.url.split('/').pop() || frame.functionName;
const nameOf = (frame: Frame) =>
  `${frame.functionName || '(anonymous)'} ${fileOf(frame)}:${frame.lineNumber}`;

/**
 * The stretches in which the main thread did not idle for 30 ms or more (what becomes a long
 * task), each with what it ran: the outermost script frames (what started the work) and the
 * functions with the most self time.
 */
function busyStretches(profile: Profile, nodes: Map<number, ProfileNode>): string[] {
  const parents = new Map<number, number>();
  for (const node of profile.nodes)
    for (const child of node.children ?? []) parents.set(child, node.id);
  const outermost = (id: number): string => {
    let current = id;
    for (;;) {
      const parent = parents.get(current);
      const grand = parent === undefined ? undefined : parents.get(parent);
      if (parent === undefined || grand === undefined) break;
      current = parent;
    }
    const frame = nodes.get(current)?.callFrame;
    return frame ? nameOf(frame) : '?';
  };
  const samples = profile.samples ?? [];
  const deltas = profile.timeDeltas ?? [];
  const report: string[] = [];
  let clock = 0;
  let stretch: {
    start: number;
    end: number;
    entries: Map<string, number>;
    self: Map<string, number>;
  } | null = null;
  const close = () => {
    if (stretch && stretch.end - stretch.start >= 30) {
      const list = (totals: Map<string, number>) =>
        [...totals]
          .sort((a, b) => b[1] - a[1])
          .slice(0, 5)
          .map(([key, ms]) => `${ms.toFixed(0)} ${key}`)
          .join('; ');
      report.push(
        `  busy ${stretch.start.toFixed(0)}+${(stretch.end - stretch.start).toFixed(0)} ms — started by: ${list(stretch.entries)}\n      self: ${list(stretch.self)}`,
      );
    }
    stretch = null;
  };
  samples.forEach((id, i) => {
    clock += (deltas[i] ?? 0) / 1000;
    const frame = nodes.get(id)?.callFrame;
    const ms = (deltas[i + 1] ?? 0) / 1000;
    if (!frame || frame.functionName === '(idle)') {
      if (stretch && clock - stretch.end > 2) close();
      return;
    }
    stretch ??= { start: clock, end: clock, entries: new Map(), self: new Map() };
    stretch.end = clock + ms;
    add(stretch.entries, outermost(id), ms);
    add(stretch.self, nameOf(frame), ms);
  });
  close();
  return report;
}

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
      const seen = (await page.evaluate(readStart)) as StartSeen;
      // Every candidate the largest paint had, in order: the last is the page's LCP.
      console.log(
        `load ${load + 1}: long tasks ${seen.tasks.map(([start, duration]) => `${Math.round(start)}:${Math.round(duration)}`).join(' ') || 'none'}; ` +
          `FCP ${seen.fcp === null ? '?' : Math.round(seen.fcp)}; ` +
          `LCP ${seen.paints.join(' → ') || '?'}`,
      );
      const nodes = new Map(profile.nodes.map((node) => [node.id, node]));
      const deltas = profile.timeDeltas ?? [];
      (profile.samples ?? []).forEach((id, i) => {
        const frame = nodes.get(id)?.callFrame;
        if (!frame) return;
        const ms = (deltas[i + 1] ?? 0) / 1000;
        add(byFile, fileOf(frame), ms);
        add(byFunction, nameOf(frame), ms);
      });
      for (const stretch of busyStretches(profile, nodes)) console.log(stretch);
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
