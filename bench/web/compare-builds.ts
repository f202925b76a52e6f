// `npm run bench:web:compare -- <distA> <distB> <path> [path…]`: two builds of the console, side
// by side on one database, each page loaded in turn from one then the other (BENCH_WEB_LOADS
// times, default 6) in a phone-sized window with the CPU slowed 4× as Lighthouse's mobile preset
// assumes. Per build and page: the main thread's blocking time after the first paint (the sum of
// each long task's time over 50 ms, what Lighthouse's TBT adds up) and all long tasks' time,
// median and worst. Alternating the builds load after load lets a busy or throttled machine
// weigh on both alike, where two Lighthouse runs minutes apart differ by more than a change does.
// Needs PostgreSQL (BENCH_DATABASE_URL): the two servers share its database. See bench/README.md.
import path from 'node:path';
import { prepareDatabase } from '../lib/database.ts';
import { startConsoleServer } from '../lib/processes.ts';
import { launchBrowser, signIn } from './browser.ts';
import { readStart, watchStart, type StartSeen } from './start-watch.ts';

const [distA, distB, ...pagePaths] = process.argv.slice(2);
const loads = Math.max(1, Number(process.env.BENCH_WEB_LOADS ?? 6));
const serverUrl = process.env.BENCH_DATABASE_URL;
const log = (message: string) => process.stderr.write(`${message}\n`);

const sorted = (values: number[]) => [...values].sort((a, b) => a - b);
const summary = (values: number[]) => {
  const s = sorted(values);
  return `${Math.round(s[Math.floor((s.length - 1) / 2)] ?? 0)} / ${Math.round(s.at(-1) ?? 0)}`;
};

async function main() {
  if (!distA || !distB || pagePaths.length === 0 || !serverUrl) {
    console.error(
      'usage: BENCH_DATABASE_URL=postgres://… npm run bench:web:compare -- <distA> <distB> <path> [path…]',
    );
    process.exit(2);
  }
  log('postgres: creating the demo school…');
  const database = await prepareDatabase({
    engine: 'postgres',
    serverUrl,
    steps: [],
    counts: () => 0,
  });
  const builds: { name: string; dist: string; url: string; stop: () => Promise<void> }[] = [];
  const browser = await launchBrowser();
  try {
    for (const [name, dist, seed] of [
      ['A', distA, 'demo'],
      ['B', distB, 'none'],
    ] as const) {
      const webDist = path.resolve(dist);
      const server = await startConsoleServer(database, { poolSize: 10, seed, webDist });
      builds.push({ name, dist: webDist, url: server.url, stop: () => server.stop() });
      await signIn(browser.context, server.url, database.fixture);
    }
    console.log(
      `Blocking time after the first paint / all long tasks, ms at 4× CPU slowdown, median / worst of ${loads} loads:`,
    );
    for (const build of builds) console.log(`  ${build.name} = ${build.dist}`);
    for (const pagePath of pagePaths) {
      const figures = builds.map((build) => ({
        build,
        blocking: [] as number[],
        longTasks: [] as number[],
      }));
      for (let load = 0; load < loads; load++) {
        for (const figure of figures) {
          const page = await browser.context.newPage();
          await page.setViewportSize({ width: 412, height: 823 });
          const cdp = await browser.context.newCDPSession(page);
          await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
          await page.addInitScript(watchStart);
          await page.goto(`${figure.build.url}${pagePath}`);
          await page.waitForTimeout(5_000);
          const seen = (await page.evaluate(readStart)) as StartSeen;
          const afterPaint = seen.tasks.filter(([start]) => start >= (seen.fcp ?? 0));
          figure.blocking.push(afterPaint.reduce((sum, [, d]) => sum + Math.max(0, d - 50), 0));
          figure.longTasks.push(seen.tasks.reduce((sum, [, d]) => sum + d, 0));
          await page.close();
        }
      }
      for (const figure of figures)
        console.log(
          `${pagePath} ${figure.build.name}: blocking ${summary(figure.blocking)}, long tasks ${summary(figure.longTasks)}`,
        );
    }
  } finally {
    await browser.close();
    for (const build of builds) await build.stop();
    await database.dispose();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? (error.stack ?? error.message) : error);
  process.exit(1);
});
