import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerSchool, type Account, type ApiSession } from './support/api';
import { chooseFromMenu, launchBrowser, openPage, openSignedIn, signIn } from './support/browser';
import { gate } from './support/gate';
import { pngFile, pngImage } from './support/images';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

/** A user of its own (a new school and its administrator), so no other test sees the changes. */
const registerAccount = (): Promise<ApiSession & Account> =>
  registerSchool({ adminName: 'Ada Lovelace' });

/** A new account of its own, signed in, on a tab of its account settings. */
async function openSettingsTab(
  tab: string,
): Promise<{ account: ApiSession & Account; page: Page }> {
  const account = await registerAccount();
  const page = await openSignedIn(browser, account);
  await page.goto(`/account-settings?tab=${tab}`);
  return { account, page };
}

const accountButton = (page: Page) => page.getByRole('button', { name: /^Account menu of / });

function cachedUser(page: Page) {
  return page.evaluate(
    () =>
      JSON.parse(localStorage.getItem('user') ?? 'null') as {
        first_name: string;
        last_name: string;
        photo: string | null;
      } | null,
  );
}

const rootAttributes = (page: Page) =>
  page.evaluate(() => ({
    scheme: document.documentElement.getAttribute('data-mantine-color-scheme'),
    dir: document.documentElement.getAttribute('dir'),
  }));

describe('account settings', () => {
  it('changes name and photo, and the top bar follows without a reload', async () => {
    const account = await registerAccount();
    const page = await openSignedIn(browser, account);
    await page.goto('/account-settings');
    await page.getByRole('heading', { level: 1, name: 'Account Settings' }).waitFor();

    await page.getByLabel('First name').fill('Grace');
    await page.getByLabel('Last name').fill('Hopper');
    await page.getByRole('button', { name: 'Save changes' }).click();
    await page.getByRole('button', { name: 'Account menu of Grace Hopper' }).waitFor();
    expect(await page.getByRole('banner').innerText()).toContain('Grace Hopper');
    expect(await cachedUser(page)).toMatchObject({ first_name: 'Grace', last_name: 'Hopper' });

    // Photo: choose a file, crop it in the browser, upload, save the profile.
    const avatar = accountButton(page).locator('img');
    expect(await avatar.count()).toBe(0);
    await page.locator('input[type="file"]').setInputFiles(
      pngFile(
        pngImage(64, (x, y) => (x > y ? [79, 70, 229] : [250, 204, 21])),
        'photo.png',
      ),
    );
    const crop = page.getByRole('dialog', { name: 'Crop your photo' });
    await crop.waitFor();
    await crop.getByRole('slider', { name: 'Zoom' }).focus();
    await page.keyboard.press('ArrowRight');
    await crop.getByRole('button', { name: 'Save photo' }).click();
    await crop.waitFor({ state: 'detached' });
    await avatar.waitFor();
    const src = (await avatar.getAttribute('src')) ?? '';
    expect(src).toMatch(/^\/media\//);
    await page.waitForFunction(
      () =>
        ((document.querySelector('header img') as HTMLImageElement | null)?.naturalWidth ?? 0) > 0,
    );
    expect((await cachedUser(page))?.photo).toBe(src);

    await page.reload();
    await page.getByRole('button', { name: 'Account menu of Grace Hopper' }).waitFor();
    expect(await accountButton(page).locator('img').getAttribute('src')).toBe(src);

    // Removing asks first.
    await page.getByRole('button', { name: 'Remove' }).click();
    const confirm = page.getByRole('dialog', { name: 'Remove your photo?' });
    await confirm.getByRole('button', { name: 'Remove photo' }).click();
    await accountButton(page).locator('img').waitFor({ state: 'detached' });
    expect((await cachedUser(page))?.photo).toBeNull();
    await page.context().close();
  });

  it('refuses a file that is not an image before the crop dialog, with the server rule', async () => {
    const account = await registerAccount();
    const page = await openSignedIn(browser, account);
    await page.goto('/account-settings');
    await page.getByRole('heading', { level: 1, name: 'Account Settings' }).waitFor();
    // Named and typed like a PNG, as a renamed file is: only its content says otherwise.
    await page.locator('input[type="file"]').setInputFiles({
      name: 'holiday.png',
      mimeType: 'image/png',
      buffer: Buffer.from('name,grade\nAda,9\n'),
    });
    await page
      .getByRole('alert')
      .filter({ hasText: 'Please choose a JPEG, PNG, WebP or GIF image.' })
      .waitFor();
    expect(await page.getByRole('dialog', { name: 'Crop your photo' }).count()).toBe(0);

    await page.locator('input[type="file"]').setInputFiles({
      name: 'notes.txt',
      mimeType: 'text/plain',
      buffer: Buffer.from('hello'),
    });
    await page
      .getByRole('alert')
      .filter({ hasText: 'Please choose a JPEG, PNG, WebP or GIF image.' })
      .waitFor();
    expect(await page.getByRole('dialog', { name: 'Crop your photo' }).count()).toBe(0);
    await page.context().close();
  });

  it('saves each appearance change at once, for a reload and another device', async () => {
    const { account, page } = await openSettingsTab('appearance');
    await page.getByRole('heading', { name: 'Appearance' }).waitFor();
    expect(await rootAttributes(page)).toEqual({ scheme: 'light', dir: 'ltr' });
    // Nothing to save or discard: a choice is the account's setting.
    expect(await page.getByRole('button', { name: 'Save appearance' }).count()).toBe(0);

    // Dark alone, the one change that used to leave the save button disabled.
    await page
      .getByRole('radiogroup', { name: 'Theme' })
      .getByRole('radio', { name: 'Dark', exact: true })
      .click();
    expect(await rootAttributes(page)).toEqual({ scheme: 'dark', dir: 'ltr' });
    await page.getByRole('status').filter({ hasText: 'Appearance saved.' }).waitFor();
    const other = await openSignedIn(browser, account);
    await other.waitForFunction(
      () => document.documentElement.getAttribute('data-mantine-color-scheme') === 'dark',
    );
    await other.context().close();

    await page.getByText('Right to left').click();
    expect(await rootAttributes(page)).toEqual({ scheme: 'dark', dir: 'rtl' });
    await page.getByRole('status').filter({ hasText: 'Appearance saved.' }).waitFor();
    await page.reload();
    await page.getByRole('heading', { name: 'Appearance' }).waitFor();
    await page.waitForFunction(() => document.documentElement.dir === 'rtl');
    expect(await rootAttributes(page)).toEqual({ scheme: 'dark', dir: 'rtl' });

    // Another browser (no local state at all) gets the settings from the server on sign-in.
    const third = await openSignedIn(browser, account);
    await third.waitForFunction(
      () =>
        document.documentElement.dir === 'rtl' &&
        document.documentElement.getAttribute('data-mantine-color-scheme') === 'dark',
    );
    await third.context().close();
    await page.context().close();
  });

  it('follows the operating system with the System theme, from the first frame', async () => {
    const { account, page } = await openSettingsTab('appearance');
    await page
      .getByRole('radiogroup', { name: 'Theme' })
      .getByRole('radio', { name: 'Dark', exact: true })
      .click();
    await page.getByRole('status').filter({ hasText: 'Appearance saved.' }).waitFor();
    await page
      .getByRole('radiogroup', { name: 'Theme' })
      .getByRole('radio', { name: 'System', exact: true })
      .click();
    await page.getByRole('status').filter({ hasText: 'Appearance saved.' }).waitFor();
    expect((await account.api<{ theme: string }>('/account/preferences')).theme).toBe('system');
    expect(await rootAttributes(page)).toEqual({ scheme: 'light', dir: 'ltr' });

    // The system turns dark: the page follows without a reload.
    await page.emulateMedia({ colorScheme: 'dark' });
    await page.waitForFunction(
      () => document.documentElement.getAttribute('data-mantine-color-scheme') === 'dark',
    );

    // A reload under the dark system never draws a light frame, even before the settings load.
    await page.addInitScript(() => {
      const seen: (string | null)[] = [];
      Object.assign(window, { schemesSeen: seen });
      // The document has no <html> element yet: watch the whole tree for it.
      new MutationObserver((records) => {
        for (const record of records) {
          if (record.target instanceof Element)
            seen.push(record.target.getAttribute('data-mantine-color-scheme'));
        }
      }).observe(document, {
        subtree: true,
        attributes: true,
        attributeFilter: ['data-mantine-color-scheme'],
      });
    });
    await page.route(/\/assets\/appearance-sync-[^/]*\.js$/, () => undefined);
    await page.reload();
    await page.getByRole('heading', { level: 1, name: 'Account Settings' }).waitFor();
    const seen = await page.evaluate(
      () => (window as unknown as { schemesSeen: (string | null)[] }).schemesSeen,
    );
    expect(seen.length).toBeGreaterThan(0);
    expect(seen.every((scheme) => scheme === 'dark')).toBe(true);

    // Another browser of a light system starts light.
    const other = await openSignedIn(browser, account);
    await other.goto('/account-settings?tab=appearance');
    await other
      .getByRole('radiogroup', { name: 'Theme' })
      .getByRole('radio', { name: 'System', exact: true, checked: true })
      .waitFor();
    expect(
      await other.evaluate(() =>
        document.documentElement.getAttribute('data-mantine-color-scheme'),
      ),
    ).toBe('light');
    await other.context().close();
    await page.context().close();
  });

  it('switches to the horizontal menu on wide screens and back to the sidebar below 1200 px', async () => {
    const { page } = await openSettingsTab('appearance');
    await page.getByRole('radio', { name: /^Horizontal/ }).click();
    // Semi dark cannot be combined with the horizontal layout (spec §4).
    expect(await page.getByRole('radio', { name: /^Semi dark/ }).isDisabled()).toBe(true);
    await page.getByRole('status').filter({ hasText: 'Appearance saved.' }).waitFor();

    const topMenu = page.locator('[data-horizontal-menu]');
    await topMenu.getByRole('link', { name: 'Feeds' }).click();
    await page.getByRole('heading', { level: 1, name: 'Feeds' }).waitFor();
    expect(await page.locator('#main-navigation').isVisible()).toBe(false);

    await page.setViewportSize({ width: 1000, height: 800 });
    await topMenu.waitFor({ state: 'hidden' });
    await page.getByRole('button', { name: 'Open navigation' }).click();
    await page
      .locator('#main-navigation')
      .getByRole('link', { name: 'Dashboard', exact: true })
      .waitFor();
    await page.context().close();
  });

  it('remembers the top-bar light/dark switch as the theme of the account', async () => {
    const account = await registerAccount();
    const page = await openSignedIn(browser, account);
    const saved = page.waitForResponse(
      (response) =>
        response.url().endsWith('/api/account/preferences') &&
        response.request().method() === 'PUT',
    );
    await page.getByRole('button', { name: 'Switch to dark mode' }).click();
    expect((await saved).status()).toBe(200);
    // Saved visibly, not silently.
    await page.getByText('Dark mode saved to your account.').waitFor();

    const other = await openSignedIn(browser, account);
    await other.waitForFunction(
      () => document.documentElement.getAttribute('data-mantine-color-scheme') === 'dark',
    );
    await other.context().close();
    await page.context().close();
  });

  it('saves a light/dark switch made before the account settings have loaded', async () => {
    const account = await registerAccount();
    const page = await openPage(browser);
    const settingsHeld = gate();
    await page.route('**/api/account/preferences', async (route) => {
      if (route.request().method() === 'GET') await settingsHeld.passed;
      await route.continue();
    });
    await signIn(page, account.email, account.password);
    await page.getByRole('button', { name: 'Switch to dark mode' }).click();
    const saved = page.waitForResponse(
      (response) =>
        response.url().endsWith('/api/account/preferences') &&
        response.request().method() === 'PUT',
    );
    settingsHeld.open();
    expect((await saved).status()).toBe(200);
    expect(
      await page.evaluate(() => document.documentElement.getAttribute('data-mantine-color-scheme')),
    ).toBe('dark');

    const stored = await account.api<{ theme: string }>('/account/preferences');
    expect(stored.theme).toBe('dark');
    await page.context().close();
  });

  it('shows the saved layout from the first frame of a reload, before the settings sync loads', async () => {
    const { page } = await openSettingsTab('appearance');
    await page.getByRole('radio', { name: 'Full width' }).click();
    await page.getByRole('status').filter({ hasText: 'Appearance saved.' }).waitFor();

    // The code that loads and syncs the account's settings never arrives after the reload.
    await page.route(/\/assets\/appearance-sync-[^/]*\.js$/, () => undefined);
    await page.route('**/api/account/preferences', () => undefined);
    await page.reload();
    await page.getByRole('heading', { level: 1, name: 'Account Settings' }).waitFor();
    expect(await page.evaluate(() => document.documentElement.dataset.appLayout)).toBe('full');
    expect(
      await page.evaluate(
        () => getComputedStyle(document.getElementById('main-content') as HTMLElement).maxWidth,
      ),
    ).toBe('none');
    await page.context().close();
  });

  it('keeps an appearance change when leaving the tab, as the account does', async () => {
    const { account, page } = await openSettingsTab('appearance');
    await page.getByRole('radio', { name: 'Full width' }).click();
    expect(await page.evaluate(() => document.documentElement.dataset.appLayout)).toBe('full');
    await page.getByRole('tab', { name: 'Profile' }).click();
    await page.getByRole('tabpanel', { name: 'Profile' }).waitFor();
    expect(await page.evaluate(() => document.documentElement.dataset.appLayout)).toBe('full');
    await expect
      .poll(async () => (await account.api<{ layout: string }>('/account/preferences')).layout)
      .toBe('full');
    await page.context().close();
  });

  it('keeps the appearance on this device when the language changes', async () => {
    const { page } = await openSettingsTab('appearance');
    await page.getByRole('radio', { name: 'Full width' }).click();
    await page.getByRole('status').filter({ hasText: 'Appearance saved.' }).waitFor();
    await chooseFromMenu(page, page.getByRole('button', { name: 'Language' }), 'العربية');
    await page.getByRole('heading', { level: 1, name: 'إعدادات الحساب' }).waitFor();
    // Two frames and a task: after the effects that follow a change of language.
    await page.evaluate(
      () =>
        new Promise((resolve) =>
          requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(resolve, 100))),
        ),
    );
    expect(await rootAttributes(page)).toMatchObject({ dir: 'rtl' });
    expect(await page.evaluate(() => document.documentElement.dataset.appLayout)).toBe('full');
    expect(
      await page.evaluate(() => JSON.parse(localStorage.getItem('appearance') ?? 'null')),
    ).toMatchObject({ layout: 'full' });
    await page.context().close();
  });

  it('changes the password, signs out other sessions, and signs in with the new one', async () => {
    const { account, page } = await openSettingsTab('security');

    await page.getByLabel('Current password').fill('not-my-password');
    await page
      .getByRole('textbox', { name: 'New password', exact: true })
      .fill('SecondPassword#2026');
    await page.getByLabel('Confirm new password').fill('SecondPassword#2026');
    await page.getByRole('button', { name: 'Change password' }).click();
    await page.getByText('The current password is not correct.').waitFor();

    await page.getByLabel('Current password').fill(account.password);
    await page.getByRole('button', { name: 'Change password' }).click();
    await page.getByText('You were signed out on all other devices and browsers.').waitFor();

    // The session created at registration is one of the "other" sessions.
    expect((await account.send('/auth/me')).status).toBe(401);

    await page.goto('/authorize?log_out=true');
    await page.waitForURL('**/pages/login');
    await page.getByLabel('Email').fill(account.email);
    await page.getByLabel(/^Password/).fill(account.password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page
      .getByText('The e-mail address or password is not correct.', { exact: false })
      .waitFor();
    await signIn(page, account.email, 'SecondPassword#2026');
    await page.getByRole('button', { name: 'Account menu of Ada Lovelace' }).waitFor();
    await page.context().close();
  });
});
