import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerSchool, type ApiSession } from './support/api';
import { launchBrowser, openPage, signIn, signInLive } from './support/browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

const topUp = (session: ApiSession) =>
  session.api('/wallet/top-ups', {
    body: {
      packageId: 'p500',
      card: { number: '4242 4242 4242 4242', expMonth: 12, expYear: 2040, cvc: '123', name: 'A' },
    },
    headers: { 'idempotency-key': crypto.randomUUID() },
  });

const toasts = (page: Page) => page.locator('.mantine-Notifications-root');

describe('notification words', () => {
  it('announces one’s own act by what happened, not as news from oneself', async () => {
    const account = await registerSchool({ adminName: 'Selma Self' });
    const page = await openPage(browser);
    await signInLive(page, { email: account.email, password: account.password });
    await topUp(account);
    const toast = toasts(page).getByText('500 credits were added to the wallet.', {
      exact: false,
    });
    await toast.waitFor();
    const text = (await toasts(page).allInnerTexts()).join('\n');
    expect(text).toContain('Wallet topped up');
    expect(text).not.toContain('New notification from Selma Self');
    await page.context().close();
  });

  it('shows a platform notification in the language on screen, stored once', async () => {
    const account = await registerSchool({ adminName: 'Greta Lang' });
    await topUp(account);
    const page = await openPage(browser);
    await signIn(page, account.email, account.password);
    await page.evaluate(() => localStorage.setItem('language', 'de'));
    await page.goto('/notifications');
    const row = page.locator('[data-notification-row]').first();
    await row.getByText('wurden dem Guthaben gutgeschrieben', { exact: false }).waitFor();
    expect(await row.innerText()).not.toContain('were added to the wallet');
    // A person's name keeps its own direction inside a page of the other one.
    expect(await row.locator('[dir="auto"]', { hasText: 'Greta Lang' }).count()).toBe(1);

    // The legacy call of spec §7 speaks the language saved to the account (still English).
    const legacy = await account.api<{ records: { data: { message: string }[] } }>(
      '/get-notifications',
      { method: 'POST' },
    );
    expect(legacy.records.data[0]?.message).toContain('were added to the wallet');
    await page.context().close();
  });
});
