import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { currentPath, demoAccounts, launchBrowser, openPage, signIn } from './support/browser';
import { gate } from './support/gate';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

const { schoolAdmin, editor } = demoAccounts;

describe('sign-in and sign-out', () => {
  it('says in a sentence that a wrong password was refused, and stays on the login page', async () => {
    const page = await openPage(browser);
    await page.goto('/pages/login');
    await page.getByLabel('Email').fill(schoolAdmin.email);
    await page.getByLabel(/^Password/).fill('not-the-password');
    await page.getByRole('button', { name: 'Sign in' }).click();
    const alert = page.getByRole('alert');
    await alert.waitFor();
    expect(await alert.textContent()).toContain('The e-mail address or password is not correct.');
    expect(currentPath(page)).toBe('/pages/login');
    await page.context().close();
  });

  it('validates the form in the browser before calling the API', async () => {
    const page = await openPage(browser);
    await page.goto('/pages/login');
    let loginCalls = 0;
    page.on('request', (request) => {
      if (request.url().endsWith('/api/auth/login')) loginCalls += 1;
    });
    await page.getByLabel('Email').fill('not-an-address');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.getByText('Please enter a valid e-mail address.').waitFor();
    await page.getByText('Please enter your password.').waitFor();
    expect(loginCalls).toBe(0);
    await page.context().close();
  });

  it('sends a signed-out visitor to the login page and back to the page asked for', async () => {
    const page = await openPage(browser);
    await page.goto('/manage-students');
    await page.waitForURL('**/pages/login?redirect=*');
    expect(currentPath(page)).toBe('/pages/login?redirect=%2Fmanage-students');
    await signIn(page, schoolAdmin.email, schoolAdmin.password);
    await page.getByRole('heading', { level: 1, name: 'Manage Students' }).waitFor();
    expect(currentPath(page)).toBe('/manage-students');
    await page.context().close();
  });

  it('shows the form to a new visitor while the session check is still running, and a sign-in made then stands', async () => {
    const page = await openPage(browser);
    // Hold back the session check that every start makes, past the sign-in below.
    const refreshHeld = gate();
    let refreshAnswered = false;
    await page.route('**/api/auth/refresh', async (route) => {
      await refreshHeld.passed;
      await route.continue();
      refreshAnswered = true;
    });
    await page.goto('/pages/login');
    await page.getByLabel('Email').waitFor();
    expect(refreshAnswered).toBe(false);

    await signIn(page, schoolAdmin.email, schoolAdmin.password);
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    // The check answers 401 (this browser had no session when it asked): the sign-in stays.
    refreshHeld.open();
    await expect.poll(() => refreshAnswered).toBe(true);
    // Something later, behind the answer: open the roster from the menu and wait for its rows,
    // which ask the API with the session the sign-in made.
    await page
      .getByRole('navigation', { name: 'Main navigation' })
      .getByRole('link', { name: 'Manage Students' })
      .click();
    await page.getByRole('table', { name: 'Students' }).locator('tbody tr').first().waitFor();
    expect(currentPath(page)).toBe('/manage-students');
    await page.getByRole('button', { name: /^Account menu of / }).waitFor();
    await page.context().close();
  });

  it('fills the form from a listed demo account', async () => {
    const page = await openPage(browser);
    await page.goto('/pages/login');
    await page.getByRole('button', { name: /editor@demo\.school/ }).click();
    expect(await page.getByLabel('Email').inputValue()).toBe(editor.email);
    expect(await page.getByLabel(/^Password/).inputValue()).toBe(editor.password);
    await page.context().close();
  });

  it('keeps the form in place when the demo accounts arrive after it', async () => {
    for (const width of [1440, 390]) {
      const page = await openPage(browser, { width, height: width > 600 ? 900 : 844 });
      const configHeld = gate();
      await page.route('**/api/auth/config', async (route) => {
        await configHeld.passed;
        await route.continue();
      });
      await page.goto('/pages/login');
      const email = page.getByLabel('Email');
      await email.waitFor();
      const before = await email.boundingBox();
      configHeld.open();
      await page.getByRole('region', { name: 'Demo accounts' }).waitFor();
      expect(await email.boundingBox(), `${width} px`).toEqual(before);
      await page.context().close();
    }
  });

  it('keeps the token out of local storage and caches only the profile', async () => {
    const page = await openPage(browser);
    await signIn(page, schoolAdmin.email, schoolAdmin.password);
    await page.getByRole('heading', { level: 1, name: 'Dashboard' }).waitFor();
    const storage = await page.evaluate(() => ({ ...localStorage }));
    expect(Object.keys(JSON.parse(storage.user ?? '{}')).sort()).toEqual([
      'first_name',
      'id',
      'last_name',
      'photo',
    ]);
    expect(JSON.stringify(storage)).not.toMatch(/eyJ|accessToken|access_token/);
    await page.context().close();
  });

  it('signs out through the logout URL and lands on the login page', async () => {
    const page = await openPage(browser);
    await signIn(page, schoolAdmin.email, schoolAdmin.password);
    await page.getByRole('button', { name: /Account menu/ }).click();
    await page.getByRole('menuitem', { name: 'Logout' }).click();
    await page.waitForURL('**/pages/login');
    expect(currentPath(page)).toBe('/pages/login');
    expect(await page.evaluate(() => localStorage.getItem('user'))).toBeNull();
    // The refresh cookie is revoked too: loading a console page does not sign the user back in.
    await page.goto('/calendar');
    await page.waitForURL('**/pages/login?redirect=%2Fcalendar');
    await page.context().close();
  });

  it('restores the session silently after a reload, asking for it once', async () => {
    const page = await openPage(browser);
    await signIn(page, schoolAdmin.email, schoolAdmin.password);
    // The refresh cookie rotates: a second refresh with the same cookie would end the session.
    let refreshes = 0;
    page.on('request', (request) => {
      if (request.url().endsWith('/api/auth/refresh')) refreshes += 1;
    });
    await page.goto('/calendar');
    await page.getByRole('heading', { level: 1, name: 'Calendar' }).waitFor();
    expect(currentPath(page)).toBe('/calendar');
    await page.reload();
    await page.getByRole('heading', { level: 1, name: 'Calendar' }).waitFor();
    await page.getByRole('button', { name: /^Account menu of / }).waitFor();
    expect(refreshes).toBe(2);
    await page.context().close();
  });

  it('draws the opened page in the first paint when a signed-in browser comes back', async () => {
    const page = await openPage(browser, { width: 390, height: 844 });
    await signIn(page, schoolAdmin.email, schoolAdmin.password);
    await page.goto('/manage-students');
    const heading = page.getByRole('heading', { level: 1, name: 'Manage Students' });
    await heading.waitFor();
    // On the next load, note when the page's heading joins the document (a mutation observer
    // runs in the task that added it, before the browser paints).
    await page.addInitScript(() => {
      new MutationObserver((_, observer) => {
        if (document.querySelector('h1')?.textContent !== 'Manage Students') return;
        Object.assign(window, { headingAt: performance.now() });
        observer.disconnect();
      }).observe(document, { childList: true, subtree: true, characterData: true });
    });
    // The page's own code comes later than the rest, as on a slow network.
    await page.route(/\/assets\/manage-students-page-[\w-]+\.js$/, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 400));
      await route.continue();
    });
    await page.reload();
    await heading.waitFor();
    // The paint's entry is recorded a moment after the paint itself.
    await page.waitForFunction(
      () => performance.getEntriesByName('first-contentful-paint').length > 0,
    );
    const { headingAt, firstPaint } = await page.evaluate(() => ({
      headingAt: (window as { headingAt?: number }).headingAt,
      firstPaint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime,
    }));
    expect(headingAt).toBeTypeOf('number');
    expect(firstPaint).toBeTypeOf('number');
    // Not a frame with a loader first and the page a moment later.
    expect(headingAt).toBeLessThanOrEqual(firstPaint ?? 0);
    await page.context().close();
  });

  it('sends an invalid token through /authorize?log_out=true to the login page', async () => {
    const page = await openPage(browser);
    await signIn(page, schoolAdmin.email, schoolAdmin.password);
    await page.getByRole('heading', { level: 1, name: 'Dashboard' }).waitFor();
    // A start checks the profile once its first screen is in (the start's own refresh has just
    // brought it); the title's star comes at that moment too.
    await page.locator('[data-page-star]').waitFor();
    const visited: string[] = [];
    page.on('framenavigated', (frame) => {
      if (frame === page.mainFrame()) visited.push(currentPath(page));
    });
    const unauthorized = {
      status: 401,
      contentType: 'application/json',
      body: JSON.stringify({ error: { code: 'unauthorized', message: 'Invalid access token' } }),
    };
    await page.route('**/api/auth/me', (route) => route.fulfill(unauthorized));
    await page.route('**/api/auth/refresh', (route) => route.fulfill(unauthorized));
    // Coming back to the tab refetches the profile, which now answers 401.
    await page.evaluate(() => window.dispatchEvent(new Event('visibilitychange')));
    await page.waitForURL('**/pages/login');
    expect(visited).toContain('/authorize?log_out=true');
    expect(currentPath(page)).toBe('/pages/login');
    await page.context().close();
  });
});

describe('role checks', () => {
  it('redirects a route the role may not open to /misc/not-authorized', async () => {
    const page = await openPage(browser);
    await signIn(page, editor.email, editor.password);
    await page.goto('/wallet');
    await page.waitForURL('**/misc/not-authorized');
    await page.getByRole('heading', { level: 1, name: 'You are not authorized!' }).waitFor();
    await page.getByRole('link', { name: 'Back to dashboard' }).click();
    await page.getByRole('heading', { level: 1, name: 'Dashboard' }).waitFor();
    await page.context().close();
  });
});
