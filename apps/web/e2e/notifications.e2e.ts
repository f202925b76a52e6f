import fs from 'node:fs';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerSchool, type Account, type ApiSession } from './support/api';
import { currentPath, launchBrowser, openPage, signInLive } from './support/browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

type SchoolAdmin = ApiSession & Account;

/** A new school with its own administrator: announcements reach only this test's user. */
const registerSchoolAdmin = (): Promise<SchoolAdmin> =>
  registerSchool({ adminName: 'Nora Notify' });

/** Announces to the admin's school and answers the status (the API refuses some messages). */
async function announce(account: SchoolAdmin, message: string, url = '/feeds'): Promise<number> {
  const answer = await account.send('/notifications/announcements', { body: { message, url } });
  return answer.status;
}

const bell = (page: Page) => page.locator('[data-notification-bell]');

async function bellLabel(page: Page): Promise<string> {
  return (await bell(page).getAttribute('aria-label')) ?? '';
}

describe('notifications', () => {
  it('shows a new announcement in the bell at once, and opens it from there', async () => {
    const account = await registerSchoolAdmin();
    const page = await openPage(browser);
    await signInLive(page, account);
    await page.waitForFunction(
      () =>
        document.querySelector('[data-notification-bell]')?.getAttribute('aria-label') ===
        'Notifications: 0 in total, 0 unread',
    );
    expect(await page.locator('[data-notification-badge]').count()).toBe(0);

    expect(
      await announce(account, '<p>Sports day is on <strong>Friday</strong>.</p>', '/calendar'),
    ).toBe(200);

    // No reload: the toast, the badge (total) and the bell's label follow the event stream.
    const toast = page.locator('.mantine-Notifications-root').getByText('Sports day is on Friday.');
    await toast.waitFor();
    await page.locator('[data-notification-badge]', { hasText: '1' }).waitFor();
    expect(await bellLabel(page)).toBe('Notifications: 1 in total, 1 unread');

    await bell(page).click();
    const menu = page.getByRole('menu');
    await menu.getByText('1 new').waitFor();
    const item = menu.getByRole('menuitem', { name: /Sports day is on Friday/ });
    await item.waitFor();
    expect(await item.innerText()).toContain('Nora Notify');
    expect(await item.innerText()).toContain('just now');

    await item.click();
    await page.waitForURL('**/calendar');
    await page.waitForFunction(
      () =>
        document.querySelector('[data-notification-bell]')?.getAttribute('aria-label') ===
        'Notifications: 1 in total, 0 unread',
    );
    await bell(page).click();
    expect(await page.getByRole('menu').getByText('1 new').count()).toBe(0);
    await page.context().close();
  });

  it('"Read all notifications" empties the unread count and lands on /notifications', async () => {
    const account = await registerSchoolAdmin();
    for (const n of [1, 2, 3]) expect(await announce(account, `<p>Reminder ${n}</p>`)).toBe(200);
    const page = await openPage(browser);
    await signInLive(page, account);
    await page.locator('[data-notification-badge]', { hasText: '3' }).waitFor();
    await bell(page).click();
    await page.getByRole('menu').getByText('3 new').waitFor();
    await page.getByRole('menuitem', { name: 'Read all notifications' }).click();
    await page.waitForURL('**/notifications');
    await page.getByRole('heading', { level: 1, name: 'Notifications' }).waitFor();
    await page.waitForFunction(
      () =>
        document.querySelector('[data-notification-bell]')?.getAttribute('aria-label') ===
        'Notifications: 3 in total, 0 unread',
    );
    expect(await page.locator('[data-unread-badge]').count()).toBe(0);
    await page.getByRole('tab', { name: /Unread/ }).click();
    await page.getByText('You are all caught up').waitFor();
    expect(currentPath(page)).toBe('/notifications?tab=unread');
    await page.context().close();
  });

  it('lists notifications with tabs, pages, mark-as-read and delete', async () => {
    const account = await registerSchoolAdmin();
    for (let n = 1; n <= 12; n += 1) {
      expect(await announce(account, `<p>Notice number ${n}</p>`)).toBe(200);
    }
    const page = await openPage(browser);
    await signInLive(page, account);
    await page.goto('/notifications');
    const rows = page.locator('[data-notification-row]');
    await page.getByText('1–10 of 12').waitFor();
    expect(await rows.count()).toBe(10);
    expect(await rows.first().innerText()).toContain('Notice number 12');

    await page.getByRole('button', { name: 'Page 2' }).click();
    await page.getByText('11–12 of 12').waitFor();
    expect(currentPath(page)).toBe('/notifications?page=2');
    // The range label can change a moment before the second page's rows replace the first's.
    await page.waitForFunction(
      () => document.querySelectorAll('[data-notification-row]').length === 2,
    );
    expect(await rows.count()).toBe(2);
    expect(await rows.allInnerTexts()).toEqual([
      expect.stringContaining('Notice number 2'),
      expect.stringContaining('Notice number 1'),
    ]);

    // Mark one read: its unread marker goes and the Unread tab counts one less.
    const oldest = rows.filter({ hasText: 'Notice number 1' }).last();
    await oldest.getByRole('button', { name: 'Mark as read' }).click();
    await oldest.locator('[data-unread-badge]').waitFor({ state: 'detached' });
    await page.getByRole('tab', { name: /^Unread\s*11$/ }).waitFor();

    await page.getByRole('tab', { name: /Unread/ }).click();
    expect(currentPath(page)).toBe('/notifications?tab=unread');
    await page.getByText('1–10 of 11').waitFor();

    // Delete asks first, then the row is gone and the totals follow.
    await page.getByRole('tab', { name: /All/ }).click();
    await page.getByText('1–10 of 12').waitFor();
    const newest = rows.filter({ hasText: 'Notice number 12' });
    await newest.getByRole('button', { name: 'Delete' }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete this notification?' });
    await dialog.waitFor();
    await dialog.getByRole('button', { name: 'Delete' }).click();
    await dialog.waitFor({ state: 'detached' });
    await page.getByText('1–10 of 11').waitFor();
    await page.getByText('Notice number 12', { exact: true }).waitFor({ state: 'detached' });
    await page.getByRole('tab', { name: /^All\s*11$/ }).waitFor();
    await page.waitForFunction(
      () =>
        document.querySelector('[data-notification-bell]')?.getAttribute('aria-label') ===
        'Notifications: 11 in total, 10 unread',
    );
    await page.context().close();
  });

  it('never runs script from the XSS corpus, in the page, the bell or the toasts', async () => {
    const corpus = JSON.parse(
      fs.readFileSync(
        path.resolve(import.meta.dirname, '../../../fixtures/xss-corpus.json'),
        'utf8',
      ),
    ) as string[];
    // Payloads that would count up window.__xss if any markup survived and ran.
    const counting = [
      '<img src=x onerror="window.__xss++">',
      '<svg onload="window.__xss++"></svg>',
      '<a href="javascript:window.__xss++">click</a>',
      '<p onmouseover="window.__xss++" onclick="window.__xss++">hover me</p>',
      '<iframe srcdoc="<script>parent.__xss++</script>"></iframe>',
      '<details open ontoggle="window.__xss++">x</details>',
      '<script>window.__xss++</script>visible text',
    ];
    const payloads = [...corpus, ...counting];
    const account = await registerSchoolAdmin();
    const page = await openPage(browser);
    const dialogs: string[] = [];
    page.on('dialog', (dialog) => {
      dialogs.push(dialog.message());
      void dialog.dismiss();
    });
    await page.addInitScript(() => {
      (window as unknown as { __xss: number }).__xss = 0;
    });
    await signInLive(page, account);

    let accepted = 0;
    for (const payload of payloads) {
      const status = await announce(account, payload);
      // The API refuses a message with nothing left once unsafe markup is removed.
      expect([200, 400]).toContain(status);
      if (status === 200) accepted += 1;
    }
    expect(accepted).toBeGreaterThan(20);
    await page
      .locator('[data-notification-badge]', { hasText: accepted > 99 ? '99+' : String(accepted) })
      .waitFor();

    const inspect = (selector: string) =>
      page.evaluate((rootSelector) => {
        const roots = [...document.querySelectorAll(rootSelector)];
        const all = roots.flatMap((root) => [root, ...root.querySelectorAll('*')]);
        const urlAttributes = [
          'href',
          'src',
          'action',
          'formaction',
          'xlink:href',
          'data',
          'srcdoc',
        ];
        return {
          roots: roots.length,
          scripts: all.filter((element) => element.tagName.toLowerCase() === 'script').length,
          embeds: all.filter((element) =>
            [
              'iframe',
              'object',
              'embed',
              'frame',
              'base',
              'meta',
              'link',
              'style',
              'svg',
              'math',
            ].includes(element.tagName.toLowerCase()),
          ).length,
          handlers: all
            .filter((element) =>
              [...element.attributes].some((a) => a.name.toLowerCase().startsWith('on')),
            )
            .map((element) => element.outerHTML.slice(0, 120)),
          scriptUrls: all
            .filter((element) =>
              urlAttributes.some((name) =>
                /^\s*(javascript|vbscript|data):/i.test(element.getAttribute(name) ?? ''),
              ),
            )
            .map((element) => element.outerHTML.slice(0, 120)),
        };
      }, selector);
    // Inside a message nothing active may exist; around it (icons, buttons) no script either.
    const clean = { scripts: 0, embeds: 0, handlers: [], scriptUrls: [] };
    const noScript = { scripts: 0, handlers: [], scriptUrls: [] };

    // The bell's latest items.
    await bell(page).click();
    await page.locator('[role="menu"] [data-notification-message]').nth(7).waitFor();
    expect(await inspect('[role="menu"]')).toMatchObject({ roots: 1, ...noScript });
    expect(await inspect('[role="menu"] [data-notification-message]')).toMatchObject({
      roots: 8,
      ...clean,
    });
    await page.keyboard.press('Escape');
    // Toasts (the newest ones are on screen).
    expect(await inspect('.mantine-Notifications-root')).toMatchObject(noScript);

    // Every page of the list.
    const pages = Math.ceil(accepted / 10);
    for (let n = 1; n <= pages; n += 1) {
      await page.goto(`/notifications?page=${n}`);
      await page.locator('[data-notification-row]').first().waitFor();
      const rows = await page.locator('[data-notification-row]').count();
      expect(rows).toBe(n < pages ? 10 : accepted - (pages - 1) * 10);
      expect(await inspect('main ul:has([data-notification-row])')).toMatchObject(noScript);
      expect(await inspect('main [data-notification-message]')).toMatchObject({
        roots: rows,
        ...clean,
      });
      // Point at and click the text of every message: no handler may fire.
      for (const text of await page.getByText('hover me').all()) {
        await text.hover();
        await text.click();
      }
    }
    await page.goto('/notifications');
    await page.getByText('visible text').first().waitFor();
    expect(await page.evaluate(() => (window as unknown as { __xss: number }).__xss)).toBe(0);
    expect(dialogs).toEqual([]);
    await page.context().close();
  });
});
