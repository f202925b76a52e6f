import { chromium, type Browser, type Locator, type Page } from 'playwright-core';
import { inject } from 'vitest';

export const baseUrl = inject('baseUrl');

/** Flags for the system Chromium in a container: no sandbox, GPU or background traffic. */
export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

export const demoAccounts = {
  schoolAdmin: { email: 'admin@demo.school', password: 'SchoolAdmin#2026' },
  editor: { email: 'editor@demo.school', password: 'SchoolEditor#2026' },
  platformAdmin: { email: 'platform@demo.school', password: 'PlatformAdmin#2026' },
  tutor: { email: 'tutor@demo.school', password: 'SchoolTutor#2026' },
  student: { email: 'student@demo.school', password: 'SchoolStudent#2026' },
} as const;

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: chromiumArgs,
    headless: true,
  });
}

type PageOptions = {
  width?: number;
  height?: number;
  colorScheme?: 'light' | 'dark';
  /** The device's time zone (an IANA name); the machine's when not given. */
  timezoneId?: string;
};

/** A page in a fresh context: its own cookies and storage, English, desktop size unless told. */
export async function openPage(browser: Browser, options: PageOptions = {}): Promise<Page> {
  const context = await browser.newContext({
    baseURL: baseUrl,
    viewport: { width: options.width ?? 1440, height: options.height ?? 900 },
    locale: 'en-US',
    colorScheme: options.colorScheme ?? 'light',
    hasTouch: (options.width ?? 1440) < 600,
    ...(options.timezoneId ? { timezoneId: options.timezoneId } : {}),
  });
  return context.newPage();
}

/** Fills the login form and waits until the app has left the login page. */
export async function signIn(page: Page, email: string, password: string): Promise<void> {
  if (!new URL(page.url(), baseUrl).pathname.startsWith('/pages/login')) {
    await page.goto('/pages/login');
  }
  await page.getByLabel('Email').fill(email);
  await page.getByLabel(/^Password/).fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL((url) => !url.pathname.startsWith('/pages/login'));
}

/** Signs in through the login form and waits until the live event stream has answered. */
export async function signInLive(
  page: Page,
  account: { email: string; password: string },
): Promise<void> {
  const stream = page.waitForResponse((response) => response.url().endsWith('/api/events'));
  await signIn(page, account.email, account.password);
  if ((await stream).status() !== 200) throw new Error('the event stream did not answer 200');
}

/** A page in a fresh context, signed in through the login form as `account`. */
export async function openSignedIn(
  browser: Browser,
  account: { email: string; password: string },
  options: PageOptions = {},
): Promise<Page> {
  const page = await openPage(browser, options);
  await signIn(page, account.email, account.password);
  return page;
}

/** The pathname (and query) the page shows now. */
/**
 * Opens a menu by its button and clicks one of its items. A list refreshed just then (a live
 * update after the test's own change) may draw the button anew and close the menu: it is opened
 * again, up to three times.
 */
export async function chooseFromMenu(page: Page, button: Locator, item: string): Promise<void> {
  const entry = page.getByRole('menuitem', { name: item });
  for (let attempt = 1; ; attempt += 1) {
    await button.click();
    try {
      await entry.waitFor({ timeout: 5_000 });
      await entry.click({ timeout: 5_000 });
      return;
    } catch (error) {
      if (attempt === 3) throw error;
    }
  }
}

export function currentPath(page: Page): string {
  const url = new URL(page.url());
  return `${url.pathname}${url.search}`;
}
