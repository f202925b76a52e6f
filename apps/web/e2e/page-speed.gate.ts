// The page-speed gate: every console page (read from the features' routes, so a new page joins
// by existing) gets one Lighthouse run on the mobile preset against the built app; under 90 it is
// measured once more and then fails, under 95 it warns. Run with `npm run test:page-speed`.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixedWorkMs } from '../../../bench/lib/machine-speed.ts';
import { watchSteal } from '../../../bench/lib/steal.ts';
import { launchBrowser, signIn, type BenchBrowser } from '../../../bench/web/browser.ts';
import { consolePages } from '../../../bench/web/console-pages.ts';
import { audit, loadAverage } from '../../../bench/web/lighthouse.ts';
import { formatGate, gatePage, type GateEntry } from '../../../bench/web/page-speed.ts';
import { baseUrl, demoAccounts } from './support/browser';
import { maxWaitForLoadMs } from './support/page-speed';

let browser: BenchBrowser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

describe('page speed', () => {
  it(
    'keeps every console page at 90 or more on a phone',
    async () => {
      const pages = [...consolePages()].sort((a, b) => Number(a.signedIn) - Number(b.signedIn));
      const load = loadAverage();
      const stolen = watchSteal();
      const entries: GateEntry[] = [];
      for (const page of pages) {
        if (page.signedIn) await signIn(browser.context, baseUrl, demoAccounts.schoolAdmin);
        const url = `${baseUrl}${page.path}`;
        const measure = async () => {
          const outcome = await audit(url, browser.port, 'mobile', { maxWaitForLoadMs });
          if (!page.signedIn || !outcome.finalPath.startsWith('/pages/login')) return outcome;
          // A refresh cut short loses the session: sign in again rather than measure the login page.
          await signIn(browser.context, baseUrl, demoAccounts.schoolAdmin);
          return audit(url, browser.port, 'mobile', { maxWaitForLoadMs });
        };
        entries.push(await gatePage(page.path, measure));
      }
      const machine = { loadAverage: load, stealPercent: stolen(), fixedWorkMs: fixedWorkMs() };
      console.log(formatGate(entries, machine));
      const failed = entries.filter((entry) => entry.verdict === 'fail');
      expect(failed.map((entry) => `${entry.path}: ${entry.reason}`)).toEqual([]);
    },
    15 * 60_000,
  );
});
