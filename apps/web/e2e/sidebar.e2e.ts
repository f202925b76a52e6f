import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { currentPath, demoAccounts, launchBrowser, openPage, signIn } from './support/browser';
import { schoolAdminMenu, sidebar, sidebarLabels } from './support/shell';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

describe('sidebar', () => {
  it('shows the school admin every sidebar entry of spec §2, in order', async () => {
    const page = await openPage(browser);
    await signIn(page, demoAccounts.schoolAdmin.email, demoAccounts.schoolAdmin.password);
    expect(await sidebarLabels(page)).toEqual(schoolAdminMenu);

    const home = sidebar(page).getByRole('link', { name: /^Home/ });
    expect(await home.getAttribute('target')).toBe('_blank');
    expect(await home.getAttribute('rel')).toContain('noopener');
    const logout = sidebar(page).getByRole('link', { name: 'Logout' });
    expect(await logout.getAttribute('href')).toBe('/authorize?log_out=true');

    // The top bar: full name, role label, and the wallet entries a school admin may use.
    const account = page.getByRole('button', { name: /Account menu/ });
    expect(await account.innerText()).toContain('School Admin');
    await account.click();
    await page.getByRole('menuitem', { name: 'Wallet' }).waitFor();
    await page.getByRole('menuitem', { name: 'Credits Top-up' }).waitFor();
    await page.context().close();
  });

  it('shows an editor fewer entries: no Approval Classes (appointments they may view)', async () => {
    const page = await openPage(browser);
    await signIn(page, demoAccounts.editor.email, demoAccounts.editor.password);
    const labels = await sidebarLabels(page);
    expect(labels).toEqual(schoolAdminMenu.filter((label) => label !== 'Approval Classes'));
    await page.getByRole('button', { name: /Account menu/ }).click();
    await page.getByRole('menuitem', { name: 'Account Settings' }).waitFor();
    expect(await page.getByRole('menuitem', { name: 'Wallet' }).count()).toBe(0);
    await page.context().close();
  });

  it('highlights the active entry and opens its group', async () => {
    const page = await openPage(browser);
    await signIn(page, demoAccounts.schoolAdmin.email, demoAccounts.schoolAdmin.password);
    await page.goto('/manage-classes/completed-classes');
    const link = sidebar(page).getByRole('link', { name: 'Completed Classes' });
    await link.waitFor();
    expect(await link.getAttribute('aria-current')).toBe('page');
    expect(
      await sidebar(page)
        .getByRole('button', { name: 'Manage Classes' })
        .getAttribute('aria-expanded'),
    ).toBe('true');
    await page.context().close();
  });

  it('opens the student dashboard from the menu, asking for a student first', async () => {
    const page = await openPage(browser);
    await signIn(page, demoAccounts.schoolAdmin.email, demoAccounts.schoolAdmin.password);
    await sidebar(page).getByRole('link', { name: 'Student Dashboard' }).click();
    await page.getByRole('heading', { level: 1, name: 'Student Dashboard' }).waitFor();
    expect(currentPath(page)).toBe('/student-dashboard');
    await page.getByText('Pick a student', { exact: true }).waitFor();
    await page.context().close();
  });

  it('shadows the sidebar header once the menu is scrolled past 100 px', async () => {
    const page = await openPage(browser, { height: 480 });
    await signIn(page, demoAccounts.schoolAdmin.email, demoAccounts.schoolAdmin.password);
    await sidebarLabels(page);
    const header = page.locator('#main-navigation > :first-child');
    // Resolves once the menu has handled the scroll: a listener added after the menu's own runs
    // after it, and after the render it asked for.
    const scrollMenu = (top: number) =>
      page.locator('#main-navigation [data-menu-scroller]').evaluate(
        (el, y) =>
          new Promise<void>((resolve) => {
            if (el.scrollTop === y) return resolve();
            el.addEventListener('scroll', () => resolve(), { once: true });
            el.scrollTop = y;
          }),
        top,
      );
    await scrollMenu(0);
    expect(await header.getAttribute('data-shadow')).toBeNull();
    await scrollMenu(60);
    expect(await header.getAttribute('data-shadow')).toBeNull();
    await scrollMenu(150);
    await page.locator('#main-navigation > [data-shadow]').waitFor();
    await page.context().close();
  });
});
