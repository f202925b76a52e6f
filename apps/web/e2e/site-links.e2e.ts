import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { currentPath, demoAccounts, launchBrowser, openPage, signIn } from './support/browser';
import { sidebar } from './support/shell';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

const openAccountMenu = async (page: Page) => {
  await page.getByRole('button', { name: /^Account menu of / }).click();
  await page.getByRole('menuitem', { name: 'Logout' }).waitFor();
};

describe('addresses outside the console', () => {
  it('sends /login to the sign-in page', async () => {
    const page = await openPage(browser);
    await page.goto('/login');
    await page.getByRole('button', { name: 'Sign in' }).waitFor();
    expect(currentPath(page)).toBe('/pages/login');
    await page.context().close();
  });

  it('links Home and FAQ to the configured addresses (HOME_URL, FAQ_URL)', async () => {
    const page = await openPage(browser);
    await signIn(page, demoAccounts.schoolAdmin.email, demoAccounts.schoolAdmin.password);
    const home = sidebar(page).getByRole('link', { name: /^Home/ });
    await home.waitFor();
    expect(await home.getAttribute('href')).toBe('https://www.schoolhelp.example/');
    await openAccountMenu(page);
    const faq = page.getByRole('menuitem', { name: 'FAQ' });
    expect(await faq.getAttribute('href')).toBe('https://www.schoolhelp.example/help/faq');
    await page.context().close();
  });

  it('shows neither entry when the server has no address for them', async () => {
    const page = await openPage(browser);
    await page.route('**/api/auth/config', async (route) => {
      const answer = await route.fetch();
      const body = (await answer.json()) as Record<string, unknown>;
      await route.fulfill({
        response: answer,
        json: { ...body, links: { home: null, faq: null } },
      });
    });
    await signIn(page, demoAccounts.schoolAdmin.email, demoAccounts.schoolAdmin.password);
    await sidebar(page).getByRole('link', { name: 'Feeds' }).waitFor();
    await openAccountMenu(page);
    expect(await page.getByRole('menuitem', { name: 'FAQ' }).count()).toBe(0);
    expect(await sidebar(page).getByRole('link', { name: /^Home/ }).count()).toBe(0);
    await page.context().close();
  });
});
