import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium, type BrowserContext, type Page } from 'playwright-core';

export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** The system Chromium in a container: no sandbox, GPU, background traffic or downloads. */
export const chromiumFlags = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

export type BenchBrowser = {
  context: BrowserContext;
  /** The DevTools port Lighthouse connects to. */
  port: number;
  close(): Promise<void>;
};

/**
 * One Chromium that both Playwright (to sign in) and Lighthouse (through the DevTools port) drive.
 * A persistent context is the browser's default one, so the pages Lighthouse opens share its
 * cookies: the app restores the session from the refresh cookie on load.
 */
export async function launchBrowser(): Promise<BenchBrowser> {
  const profile = fs.mkdtempSync(path.join(os.tmpdir(), 'sc-bench-chromium-'));
  // Port 0: Chromium takes a free port and names it in DevToolsActivePort, so two runs on one
  // machine (a bench and the browser tests' gate) cannot pick the same one.
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: chromiumPath,
    headless: true,
    args: [...chromiumFlags, '--remote-debugging-port=0'],
    locale: 'en-US',
    viewport: { width: 1350, height: 940 },
  });
  const close = async () => {
    await context.close();
    fs.rmSync(profile, { recursive: true, force: true });
  };
  try {
    return { context, port: await devToolsPort(profile), close };
  } catch (error) {
    await close();
    throw error;
  }
}

async function devToolsPort(profile: string): Promise<number> {
  const file = path.join(profile, 'DevToolsActivePort');
  for (let attempt = 0; attempt < 100; attempt++) {
    const port = Number(fs.existsSync(file) ? fs.readFileSync(file, 'utf8').split('\n')[0] : 0);
    if (port > 0) return port;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`Chromium named no DevTools port in ${file}`);
}

/**
 * Signs in through the login form, as a person does, and closes the page afterwards. A browser
 * whose session is still live is sent on from the login page by the app: nothing to do then.
 */
export async function signIn(
  context: BrowserContext,
  baseUrl: string,
  account: { email: string; password: string },
): Promise<void> {
  const page: Page = await context.newPage();
  const leftLogin = () =>
    page.waitForURL((url) => !url.pathname.startsWith('/pages/login'), { timeout: 30_000 });
  try {
    await page.goto(`${baseUrl}/pages/login`);
    // The labels read "Email *" and "Password *" (required marks); the toggle is "Show password".
    const email = page.getByLabel(/^Email/);
    const alreadySignedIn = await Promise.race([
      leftLogin().then(() => true),
      email.waitFor({ timeout: 30_000 }).then(() => false),
    ]);
    if (!alreadySignedIn) {
      await email.fill(account.email);
      await page.getByLabel(/^Password/).fill(account.password);
      await page.getByRole('button', { name: 'Sign in' }).click();
      await leftLogin();
    }
    // Let the console render so the rotated refresh cookie is stored before the page goes.
    await page.getByRole('heading', { level: 1 }).first().waitFor();
  } finally {
    await page.close();
  }
}
