import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInByApi, uniqueSuffix, type ApiSession } from './support/api';
import { demoAccounts, launchBrowser, openSignedIn } from './support/browser';

const day = 24 * 60 * 60 * 1000;

let browser: Browser;
let admin: ApiSession;
let proposalTitle: string;
let ongoingClassId: string;

/** A tutor's proposal to the demo school, so the approval queue has a row whatever ran before. */
async function propose(tutor: ApiSession, schoolId: string): Promise<string> {
  const subjects = await admin.api<{ items: { id: string }[] }>('/subjects');
  const subject = subjects.items[0];
  if (!subject) throw new Error('the demo data has no subjects');
  const title = `Layout fit ${uniqueSuffix()}`;
  const first = Date.now() + 10 * day;
  await tutor.api('/classes', {
    body: {
      schoolId,
      subjectId: subject.id,
      title,
      description: 'Proposed for the layout test.',
      capacity: 8,
      priceCredits: 25,
      sessions: [0, 1].map((week) => ({
        startsAt: new Date(first + week * 7 * day).toISOString(),
        endsAt: new Date(first + week * 7 * day + 90 * 60 * 1000).toISOString(),
      })),
    },
  });
  return title;
}

beforeAll(async () => {
  browser = await launchBrowser();
  admin = await signInByApi(demoAccounts.schoolAdmin);
  const tutor = await signInByApi(demoAccounts.tutor);
  if (!admin.user.schoolId) throw new Error('the demo school admin has no school');
  proposalTitle = await propose(tutor, admin.user.schoolId);
  // A receipt to open and a transaction to list.
  await admin.api('/wallet/top-ups', {
    body: {
      packageId: 'p500',
      card: { number: '4242 4242 4242 4242', expMonth: 12, expYear: 2040, cvc: '123', name: 'A' },
    },
    headers: { 'idempotency-key': crypto.randomUUID() },
  });
  const classes = await admin.api<{ items: { id: string; phase: string | null }[] }>(
    '/classes?pageSize=50',
  );
  const ongoing = classes.items.find((item) => item.phase === 'ongoing');
  if (!ongoing) throw new Error('the demo data has no ongoing class');
  ongoingClassId = ongoing.id;
});
afterAll(async () => {
  await browser.close();
});

/** How far the page reaches past the window's right edge (0 when nothing sticks out). */
const pageOverflow = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);

/** Every located element lies within the window, left to right. */
async function expectInsideWindow(page: Page, located: Locator, what: string): Promise<void> {
  const width = page.viewportSize()?.width ?? 0;
  const boxes = await located.evaluateAll((elements) =>
    elements.map((element) => {
      const box = element.getBoundingClientRect();
      return { left: Math.round(box.left), right: Math.round(box.right) };
    }),
  );
  expect(boxes.length, `${what}: nothing to check`).toBeGreaterThan(0);
  for (const box of boxes) {
    expect(box.left, `${what} starts left of the window`).toBeGreaterThanOrEqual(0);
    expect(box.right, `${what} ends past the window (${width} px)`).toBeLessThanOrEqual(width);
  }
}

type TablePage = { path: string; ready: (page: Page) => Locator; actions: (page: Page) => Locator };

/** The table pages and, per row, what a person acts with. */
const tablePages: TablePage[] = [
  {
    path: '/manage-students',
    ready: (page) => page.getByRole('button', { name: /^Actions for / }).first(),
    actions: (page) => page.getByRole('button', { name: /^Actions for / }),
  },
  {
    path: '/manage-classes',
    ready: (page) => page.locator('tbody tr a').first(),
    actions: (page) => page.locator('tbody tr a'),
  },
  {
    path: '/manage-classes/approval-classes',
    ready: (page) => page.getByRole('button', { name: `Approve ${proposalTitle}` }),
    actions: (page) => page.locator('tbody tr').getByRole('button', { name: /^(Approve|Reject) / }),
  },
  {
    path: '/manage-classes/current-classes',
    ready: (page) => page.locator('tbody tr a').first(),
    actions: (page) => page.locator('tbody tr a'),
  },
  {
    path: '/manage-classes/completed-classes',
    ready: (page) => page.locator('tbody tr a').first(),
    actions: (page) => page.locator('tbody tr a'),
  },
  {
    path: '/wallet',
    ready: (page) => page.getByTestId('receipt-row').first(),
    actions: (page) => page.getByTestId('receipt-row').getByRole('link'),
  },
];

describe('tables fit their page', () => {
  for (const width of [1024, 1280, 1440]) {
    it(`at ${width} px: no page scrolls sideways and every row's actions are on screen`, async () => {
      const page = await openSignedIn(browser, demoAccounts.schoolAdmin, { width, height: 900 });
      for (const table of tablePages) {
        await page.goto(table.path);
        await table.ready(page).waitFor();
        expect(await pageOverflow(page), `${table.path} at ${width} px`).toBeLessThanOrEqual(0);
        await expectInsideWindow(page, table.actions(page), `${table.path} at ${width} px`);
      }
      await page.goto('/notifications');
      await page.getByRole('heading', { level: 1, name: 'Notifications' }).waitFor();
      expect(await pageOverflow(page), `/notifications at ${width} px`).toBeLessThanOrEqual(0);
      await page.context().close();
    });
  }

  it('keeps Approve and Reject on screen in German at 1024 and 1280 px', async () => {
    const page = await openSignedIn(browser, demoAccounts.schoolAdmin, { width: 1024 });
    await page.evaluate(() => localStorage.setItem('language', 'de'));
    for (const width of [1024, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      await page.goto('/manage-classes/approval-classes');
      await page.locator('tbody tr').filter({ hasText: proposalTitle }).waitFor();
      await page.waitForFunction(() => document.documentElement.lang === 'de');
      const buttons = page.locator('tbody tr td:last-child button');
      expect(await buttons.count()).toBeGreaterThanOrEqual(2);
      expect(await pageOverflow(page)).toBeLessThanOrEqual(0);
      await expectInsideWindow(page, buttons, `German approval at ${width} px`);
    }
    await page.context().close();
  });
});

describe('phone width', () => {
  it('never scrolls any console page sideways at 390 px; the attendance grid scrolls in its card', async () => {
    const page = await openSignedIn(browser, demoAccounts.schoolAdmin, { width: 390, height: 844 });
    await page.goto(`/manage-classes/${ongoingClassId}`);
    const grid = page.locator('table[aria-labelledby="class-attendance"]');
    await grid.waitFor();
    expect(await pageOverflow(page), 'class detail').toBeLessThanOrEqual(0);
    // The grid is wider than the phone and scrolls inside its card instead.
    const scroller = grid.locator('xpath=..');
    expect(await scroller.evaluate((el) => el.scrollWidth > el.clientWidth)).toBe(true);

    const paths = [
      '/',
      '/feeds',
      '/calendar',
      '/school-profile',
      '/manage-students',
      '/manage-classes',
      '/manage-classes/approval-classes',
      '/manage-classes/current-classes',
      '/manage-classes/completed-classes',
      '/manage-classes/new',
      '/wallet',
      '/credits-top-up',
      '/notifications',
      '/account-settings',
    ];
    for (const path of paths) {
      await page.goto(path);
      await page.getByRole('heading', { level: 1 }).waitFor();
      // The page's data arrives after its heading: give its lists a moment to draw.
      await page.waitForFunction(() => !document.querySelector('[aria-busy="true"]'));
      // Parts far down a page are drawn as the reader comes near them: go there too.
      await page.evaluate(async () => {
        window.scrollTo(0, document.documentElement.scrollHeight);
        // Two frames: the place is seen, then drawn.
        await new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)));
      });
      await page.waitForFunction(() => !document.querySelector('[aria-busy="true"]'));
      expect(await pageOverflow(page), path).toBeLessThanOrEqual(0);
    }
    await page.context().close();
  });
});
