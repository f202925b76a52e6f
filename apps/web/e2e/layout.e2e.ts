import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerSchool } from './support/api';
import { demoAccounts, launchBrowser, openPage, signIn } from './support/browser';
import { gate } from './support/gate';
import { sidebar } from './support/shell';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

describe('console layout', () => {
  it('shows the footer, and the scroll-to-top button only after scrolling', async () => {
    const page = await openPage(browser, { height: 500 });
    await signIn(page, demoAccounts.schoolAdmin.email, demoAccounts.schoolAdmin.password);
    const footer = page.getByRole('contentinfo');
    expect(await footer.innerText()).toMatch(
      /COPYRIGHT © 2021 School Console, All rights Reserved[\s\S]*v0\.21\.1/,
    );
    const toTop = page.getByRole('button', { name: 'Scroll to top' });
    expect(await toTop.count()).toBe(0);
    await page.evaluate(() => {
      document.body.style.minHeight = '3000px';
      window.scrollTo(0, 400);
    });
    await toTop.waitFor();
    expect(await page.locator('header[data-scrolled]').count()).toBe(1);
    await toTop.click();
    await page.waitForFunction(() => window.scrollY === 0);
    await toTop.waitFor({ state: 'detached' });
    expect(await page.locator('header[data-scrolled]').count()).toBe(0);
    await page.context().close();
  });

  it('offers a skip link as the first stop of the keyboard', async () => {
    const page = await openPage(browser);
    await signIn(page, demoAccounts.schoolAdmin.email, demoAccounts.schoolAdmin.password);
    await page.getByRole('heading', { level: 1, name: 'Dashboard' }).waitFor();
    // The footer is drawn only once the first screen has its data, after the heading.
    await page.getByRole('contentinfo').waitFor();
    await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Skip to content');
    await page.keyboard.press('Enter');
    expect(await page.evaluate(() => document.activeElement?.tagName)).toBe('MAIN');
    expect(await page.getByRole('banner').count()).toBe(1);
    expect(await page.getByRole('contentinfo').count()).toBe(1);
    await page.context().close();
  });

  it('opens the account menu from the keyboard even before its code has arrived', async () => {
    const page = await openPage(browser);
    // The menus' code loads after the first screen; hold it back until the key has been pressed.
    const menuCodeHeld = gate();
    await page.route('**/assets/user-menu-dropdown-*.js', async (route) => {
      await menuCodeHeld.passed;
      await route.continue();
    });
    await signIn(page, demoAccounts.schoolAdmin.email, demoAccounts.schoolAdmin.password);
    const accountButton = page.getByRole('button', { name: /^Account menu of / });
    await accountButton.focus();
    await page.keyboard.press('Enter');
    menuCodeHeld.open();
    await page.getByRole('menuitem', { name: 'Account Settings' }).waitFor();
    await page.waitForFunction(() => document.activeElement?.closest('[role="menu"]') !== null);
    await page.keyboard.press('Escape');
    await page.getByRole('menuitem', { name: 'Account Settings' }).waitFor({ state: 'hidden' });
    await page.waitForFunction(() =>
      (document.activeElement?.getAttribute('aria-label') ?? '').startsWith('Account menu of '),
    );
    // The loaded menu keeps the button's look: name and role on one row beside the photo.
    const label = (await accountButton.getAttribute('aria-label')) ?? '';
    const name = accountButton.getByText(label.replace(/^Account menu of /, ''), { exact: true });
    const photo = accountButton.locator('.mantine-Avatar-root');
    const [nameBox, photoBox] = [await name.boundingBox(), await photo.boundingBox()];
    expect(nameBox && photoBox && nameBox.x + nameBox.width <= photoBox.x).toBe(true);
    expect(nameBox && photoBox && nameBox.y < photoBox.y + photoBox.height).toBe(true);
    await accountButton.click();
    await page.getByRole('menuitem', { name: 'Account Settings' }).click();
    await page.waitForURL('**/account-settings');
    await page.context().close();
  });

  it('opens a menu whose code arrives between the press of its button and the release', async () => {
    const page = await openPage(browser);
    const menuCodeHeld = gate();
    const menuCodeArrived = gate();
    await page.route('**/assets/language-menu-dropdown-*.js', async (route) => {
      await menuCodeHeld.passed;
      await route.continue();
      menuCodeArrived.open();
    });
    await signIn(page, demoAccounts.schoolAdmin.email, demoAccounts.schoolAdmin.password);
    const button = page.getByRole('button', { name: 'Language' });
    await button.hover();
    await page.mouse.down();
    menuCodeHeld.open();
    await menuCodeArrived.passed;
    // Time for the loaded menu to be drawn, had it replaced the pressed button.
    await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 200)));
    await page.mouse.up();
    await page.getByRole('menuitem', { name: 'Deutsch' }).waitFor();
    await page.keyboard.press('Escape');
    await page.getByRole('menuitem', { name: 'Deutsch' }).waitFor({ state: 'hidden' });
    await page.context().close();
  });
  it('shows the 404 page for an unknown route', async () => {
    const page = await openPage(browser);
    await page.goto('/no-such-page');
    await page.getByRole('heading', { level: 1, name: 'Page not found' }).waitFor();
    await page.context().close();
  });

  it('hides the sidebar at 390 px behind a burger button that opens it', async () => {
    const page = await openPage(browser, { width: 390, height: 844 });
    await signIn(page, demoAccounts.schoolAdmin.email, demoAccounts.schoolAdmin.password);
    const feeds = sidebar(page).getByRole('link', { name: 'Feeds' });
    await page.getByRole('heading', { level: 1, name: 'Dashboard' }).waitFor();
    expect(await feeds.isVisible()).toBe(false);
    await page.getByRole('button', { name: 'Open navigation' }).click();
    await feeds.waitFor({ state: 'visible' });
    await feeds.click();
    await page.getByRole('heading', { level: 1, name: 'Feeds' }).waitFor();
    await feeds.waitFor({ state: 'hidden' });
    await page.context().close();
  });

  it('opens the sidebar with a swipe from the screen edge and closes it with a swipe back', async () => {
    const page = await openPage(browser, { width: 390, height: 844 });
    await signIn(page, demoAccounts.schoolAdmin.email, demoAccounts.schoolAdmin.password);
    await page.getByRole('heading', { level: 1, name: 'Dashboard' }).waitFor();
    // A touch belongs to the element it started on: one that a loading placeholder was, replaced
    // by the data mid-swipe, takes its touch end out of the document and nobody hears it.
    await page.getByRole('contentinfo').waitFor();
    await page.waitForFunction(() => !document.querySelector('[aria-busy="true"]'));
    const feeds = sidebar(page).getByRole('link', { name: 'Feeds' });
    const cdp = await page.context().newCDPSession(page);
    const swipe = async (fromX: number, toX: number) => {
      await cdp.send('Input.dispatchTouchEvent', {
        type: 'touchStart',
        touchPoints: [{ x: fromX, y: 400 }],
      });
      for (const x of [fromX + (toX - fromX) / 2, toX]) {
        await cdp.send('Input.dispatchTouchEvent', {
          type: 'touchMove',
          touchPoints: [{ x, y: 400 }],
        });
      }
      await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
    };
    // A listener on the window hears a touch end after the menu's own (on the document) has
    // handled it, and after the render that handling asked for.
    await page.evaluate(() => {
      const seen = window as unknown as { touchEnds: number };
      seen.touchEnds = 0;
      window.addEventListener('touchend', () => (seen.touchEnds += 1), { passive: true });
    });
    const touchEndsHandled = (count: number) =>
      page.waitForFunction(
        (n) => (window as unknown as { touchEnds: number }).touchEnds === n,
        count,
      );
    const burger = page
      .getByRole('banner')
      .getByRole('button', { name: /^(Open|Close) navigation$/ });
    // A swipe that does not start at the edge leaves the menu shut.
    await swipe(200, 330);
    await touchEndsHandled(1);
    expect(await burger.getAttribute('aria-expanded')).toBe('false');
    expect(await feeds.isVisible()).toBe(false);
    await swipe(4, 150);
    await feeds.waitFor({ state: 'visible' });
    await swipe(250, 100);
    await feeds.waitFor({ state: 'hidden' });
    await page.context().close();
  });

  it('opens the sidebar from where a swipe ends when the browser dropped its touch moves', async () => {
    // Once the browser treats a gesture as a scroll it may stop delivering touch moves (seen
    // in Chromium under load): only the start and the end of the swipe reach the page.
    const page = await openPage(browser, { width: 390, height: 844 });
    await signIn(page, demoAccounts.schoolAdmin.email, demoAccounts.schoolAdmin.password);
    await page.getByRole('heading', { level: 1, name: 'Dashboard' }).waitFor();
    const feeds = sidebar(page).getByRole('link', { name: 'Feeds' });
    await page.evaluate(() => {
      const touch = (x: number) =>
        new Touch({ identifier: 1, target: document.body, clientX: x, clientY: 400 });
      const send = (type: string, init: TouchEventInit) =>
        document.body.dispatchEvent(new TouchEvent(type, { bubbles: true, ...init }));
      send('touchstart', { touches: [touch(4)], changedTouches: [touch(4)] });
      send('touchend', { touches: [], changedTouches: [touch(150)] });
    });
    await feeds.waitFor({ state: 'visible' });
    await page.context().close();
  });

  it('switches to Arabic and flips the page to right-to-left', async () => {
    // An account of its own: the menu saves the language to the account, which the demo
    // accounts' other tests must not inherit.
    const account = await registerSchool();
    const page = await openPage(browser);
    await signIn(page, account.email, account.password);
    await page.goto('/feeds');
    await page.getByRole('heading', { level: 1, name: 'Feeds' }).waitFor();
    expect(await page.evaluate(() => document.documentElement.dir)).toBe('ltr');
    await page.getByRole('button', { name: 'Language' }).click();
    await page.getByRole('menuitem', { name: 'العربية' }).click();
    await page.waitForFunction(() => document.documentElement.dir === 'rtl');
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('ar');
    await page.getByRole('heading', { level: 1, name: 'آخر الأخبار' }).waitFor();
    // The sidebar moves to the right-hand side.
    const box = await page.locator('nav#main-navigation').boundingBox();
    expect(box && box.x > 1000).toBe(true);
    // The choice survives a reload.
    await page.reload();
    await page.getByRole('heading', { level: 1, name: 'آخر الأخبار' }).waitFor();
    expect(await page.evaluate(() => document.documentElement.dir)).toBe('rtl');
    await page.context().close();
  });
});
