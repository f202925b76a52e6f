import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerSchool } from './support/api';
import { launchBrowser, openPage, signIn } from './support/browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

const root = (page: Page) =>
  page.evaluate(() => ({ lang: document.documentElement.lang, dir: document.documentElement.dir }));

describe('the account’s language', () => {
  it('applies at sign-in on a browser that never saw the account, and is marked current', async () => {
    const account = await registerSchool({ adminName: 'Layla Haddad' });
    await account.api('/account/profile', {
      method: 'PATCH',
      body: { firstName: 'Layla', lastName: 'Haddad', photo: null, locale: 'ar' },
    });
    const page = await openPage(browser);
    await signIn(page, account.email, account.password);
    await page.waitForFunction(() => document.documentElement.lang === 'ar');
    expect(await root(page)).toEqual({ lang: 'ar', dir: 'rtl' });

    await page.goto('/account-settings?tab=language');
    const arabic = page.getByRole('radio', { name: /العربية/ });
    await arabic.waitFor();
    expect(await arabic.isChecked()).toBe(true);
    // The badge "current" (الحالية) sits on Arabic's card, not on English's.
    const current = page.locator('label, [data-checked]').filter({ hasText: 'الحالية' });
    expect(await current.innerText()).toContain('العربية');
    await page.context().close();
  });

  it('says in the new language, the right way round, that it was saved', async () => {
    const account = await registerSchool();
    const page = await openPage(browser);
    await signIn(page, account.email, account.password);
    await page.goto('/account-settings?tab=language');
    await page.getByRole('radio', { name: /العربية/ }).click();
    await page.getByRole('button', { name: 'Save language' }).click();
    const toast = page.getByText('تم حفظ اللغة.');
    await toast.waitFor();
    expect(await page.getByText('Language saved.').count()).toBe(0);
    expect(await root(page)).toEqual({ lang: 'ar', dir: 'rtl' });
    await page.context().close();
  });
});

describe('the top bar’s language menu', () => {
  it('switches the console and saves the choice to the account', async () => {
    const account = await registerSchool();
    const page = await openPage(browser);
    await signIn(page, account.email, account.password);
    await page.getByRole('button', { name: 'Language' }).click();
    await page.getByRole('menuitem', { name: 'Deutsch' }).click();
    await page.getByText('Sprache in Ihrem Konto gespeichert.').waitFor();
    expect((await root(page)).lang).toBe('de');
    const me = await account.api<{ user: { locale: string } }>('/auth/me');
    expect(me.user.locale).toBe('de');
    await page.context().close();
  });
});

describe('a refused sign-in', () => {
  it('reads as a sentence and leaves focus in the form, ready to correct', async () => {
    const account = await registerSchool();
    const page = await openPage(browser);
    await page.goto('/pages/login');
    await page.getByLabel('Email').fill(account.email);
    await page.getByLabel(/^Password/).fill('not-the-password');
    await page.getByRole('button', { name: 'Sign in' }).click();
    const alert = page.getByRole('alert').filter({ hasText: 'Sign-in failed' });
    await alert.waitFor();
    expect(await alert.innerText()).toContain('The e-mail address or password is not correct.');
    expect(await alert.innerText()).not.toContain('Email Or Password Invalid');
    await page.waitForFunction(() => document.activeElement?.closest('form') !== null);
    expect(await page.evaluate(() => document.activeElement?.getAttribute('type'))).toBe(
      'password',
    );
    // Typing goes straight into the selected password.
    await page.keyboard.type(account.password);
    await page.keyboard.press('Enter');
    await page.waitForURL((url) => !url.pathname.startsWith('/pages/login'));
    await page.context().close();
  });
});
