// The page-speed gate's own check: a page made slow on purpose must fail it. The gate over every
// console page is `npm run test:page-speed` (page-speed.gate.ts); `npm run bench:web` is the full
// measure.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, type BenchBrowser } from '../../../bench/web/browser.ts';
import { audit } from '../../../bench/web/lighthouse.ts';
import { formatGate, gatePage } from '../../../bench/web/page-speed.ts';

import { maxWaitForLoadMs } from './support/page-speed';

/**
 * A page slow on purpose: its first paint waits behind a long script, and long tasks follow.
 * Wall-clock busy loops, so the page is as slow on a quiet machine as on a busy one.
 */
const heavyPage = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width">
<title>Heavy on purpose</title></head><body>
<script>
  const until = (ms) => { const end = performance.now() + ms; while (performance.now() < end); };
  until(1500);
  for (let i = 1; i <= 6; i++) setTimeout(() => until(250), i * 20);
</script>
<h1>Heavy on purpose</h1><p>Every start of this page blocks the main thread.</p>
</body></html>`;

let browser: BenchBrowser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

describe('page speed', () => {
  it('fails a page made slow on purpose, after measuring it once more', async () => {
    const server = http.createServer((_request, response) => {
      response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(heavyPage);
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    try {
      const { port } = server.address() as AddressInfo;
      const url = `http://127.0.0.1:${port}/heavy`;
      const entry = await gatePage('/heavy', () =>
        audit(url, browser.port, 'mobile', { maxWaitForLoadMs }),
      );
      console.log(formatGate([entry]));
      expect(entry.verdict).toBe('fail');
      expect(entry.measurements).toHaveLength(2);
      expect(entry.reason).toMatch(/^performance \d+ under 90$/);
      expect(formatGate([entry])).toMatch(/\/heavy\s+FAIL .*measured once more/);
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  }, 120_000);
});
