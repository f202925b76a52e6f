import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerSchool, signInByApi } from './support/api';
import { demoAccounts, launchBrowser, openSignedIn } from './support/browser';
import { sidebar } from './support/shell';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
  // A receipt to open from the wallet.
  const admin = await signInByApi(demoAccounts.schoolAdmin);
  await admin.api('/wallet/top-ups', {
    body: {
      packageId: 'p500',
      card: { number: '4242 4242 4242 4242', expMonth: 12, expYear: 2040, cvc: '123', name: 'A' },
    },
    headers: { 'idempotency-key': crypto.randomUUID() },
  });
});
afterAll(async () => {
  await browser.close();
});

type Box = { x: number; y: number; width: number; height: number };

async function boxOf(located: Locator): Promise<Box> {
  const box = await located.boundingBox();
  if (!box) throw new Error('not on the page');
  return box;
}

const overlaps = (a: Box, b: Box) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

const scrollY = (page: Page) => page.evaluate(() => Math.round(window.scrollY));

async function scrollTo(page: Page, top: number): Promise<void> {
  await page.evaluate((y) => window.scrollTo(0, y), top);
  await page.waitForFunction((y) => Math.round(window.scrollY) === y, top);
}

describe('scroll position', () => {
  it('opens a new page at the top and brings back the earlier position on back', async () => {
    const page = await openSignedIn(browser, demoAccounts.schoolAdmin, { height: 700 });
    await page.goto('/manage-students');
    await page
      .getByRole('button', { name: /^Actions for / })
      .first()
      .waitFor();
    await scrollTo(page, 700);
    await sidebar(page).getByRole('link', { name: 'Manage School' }).click();
    await page.getByRole('heading', { level: 1, name: 'Manage School' }).waitFor();
    expect(await scrollY(page)).toBe(0);

    await page.goBack();
    await page.getByRole('heading', { level: 1, name: 'Manage Students' }).waitFor();
    await page.waitForFunction(() => Math.round(window.scrollY) === 700);
    await page.goForward();
    await page.getByRole('heading', { level: 1, name: 'Manage School' }).waitFor();
    await page.waitForFunction(() => window.scrollY === 0);
    await page.context().close();
  });

  it('opens a class from the list, and a receipt from the wallet, at the top', async () => {
    const page = await openSignedIn(browser, demoAccounts.schoolAdmin, { width: 1024 });
    await page.goto('/manage-classes');
    const link = page.locator('tbody tr a').last();
    await link.waitFor();
    await link.scrollIntoViewIfNeeded();
    await scrollTo(page, await scrollY(page));
    expect(await scrollY(page)).toBeGreaterThan(100);
    const title = await link.innerText();
    await link.click();
    await page.getByRole('heading', { level: 1, name: title }).waitFor();
    expect(await scrollY(page)).toBe(0);

    await page.goto('/wallet');
    const receipt = page.getByTestId('receipt-row').first().getByRole('link');
    await receipt.waitFor();
    await receipt.scrollIntoViewIfNeeded();
    expect(await scrollY(page)).toBeGreaterThan(100);
    await receipt.click();
    const number = page.getByTestId('receipt-number');
    await number.waitFor();
    expect(await scrollY(page)).toBe(0);
    // Below the sticky top bar, not under it.
    const header = await boxOf(page.getByRole('banner'));
    expect((await boxOf(number)).y).toBeGreaterThanOrEqual(header.y + header.height);
    await page.context().close();
  });
});

describe("Manage School's save bar", () => {
  for (const [width, height] of [
    [1440, 900],
    [390, 844],
  ] as const) {
    it(`at ${width} px: rests after the cards until something changes, then covers no field`, async () => {
      const page = await openSignedIn(browser, demoAccounts.schoolAdmin, { width, height });
      await page.goto('/school-profile');
      const street = page.getByLabel('Street');
      await street.waitFor();
      const save = page.getByRole('button', { name: 'Save changes' });
      expect(await save.isDisabled()).toBe(true);
      expect(await page.locator('[data-floating-bar]').count()).toBe(0);
      const bar = save.locator('xpath=ancestor::*[contains(@class, "mantine-Paper-root")][1]');
      const card = page.locator('section .mantine-Paper-root').first();
      expect(Math.round((await boxOf(bar)).width)).toBe(Math.round((await boxOf(card)).width));
      const fields = await page.locator('input, textarea').all();
      for (const field of fields) {
        if (await field.isVisible())
          expect(overlaps(await boxOf(field), await boxOf(bar))).toBe(false);
      }

      // A change near the bottom of the screen: the bar rises, but not over that field.
      await street.scrollIntoViewIfNeeded();
      await page.evaluate(() => window.scrollBy(0, -(window.innerHeight - 120)));
      await street.fill('15 Riverside Walk');
      await page.locator('[data-floating-bar]').waitFor();
      expect(await save.isEnabled()).toBe(true);
      expect(overlaps(await boxOf(street), await boxOf(bar))).toBe(false);
      await page.getByRole('button', { name: 'Reset' }).click();
      await page.locator('[data-floating-bar]').waitFor({ state: 'detached' });
      expect(await save.isDisabled()).toBe(true);
      await page.context().close();
    });
  }
});

describe('short pages and the footer', () => {
  it('keeps an empty page within the window and the version clear of the scroll-to-top button', async () => {
    // A new school's appointments: nothing booked yet, the empty state alone.
    const empty = await openSignedIn(browser, await registerSchool(), { height: 900 });
    await empty.goto('/my-appointments');
    await empty.getByRole('contentinfo').waitFor();
    expect(await empty.evaluate(() => document.documentElement.scrollHeight)).toBeLessThanOrEqual(
      900,
    );
    await empty.context().close();

    const page = await openSignedIn(browser, demoAccounts.schoolAdmin, { height: 900 });
    await page.goto('/manage-students');
    await page
      .getByRole('button', { name: /^Actions for / })
      .first()
      .waitFor();
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    const toTop = page.getByRole('button', { name: 'Scroll to top' });
    await toTop.waitFor();
    // Once its slide-in has finished: where it rests at the window's bottom corner.
    await page.waitForFunction(() => {
      const button = document.querySelector('[aria-label="Scroll to top"]');
      return button !== null && getComputedStyle(button).opacity === '1';
    });
    const version = page.getByRole('contentinfo').getByText(/^v\d/);
    expect(overlaps(await boxOf(toTop), await boxOf(version))).toBe(false);
    await page.context().close();
  });
});
