import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInByApi, type ApiSession } from './support/api';
import { demoAccounts, launchBrowser, openPage, signInLive } from './support/browser';

const day = 24 * 60 * 60 * 1000;
const run = Date.now().toString(36);

let browser: Browser;
let admin: ApiSession;
let tutor: ApiSession;

beforeAll(async () => {
  browser = await launchBrowser();
  admin = await signInByApi(demoAccounts.schoolAdmin);
  tutor = await signInByApi(demoAccounts.tutor);
});
afterAll(async () => {
  await browser.close();
});

/** A tutor's proposal to the demo school, made through the API as the tutor app would. */
async function propose(title: string): Promise<string> {
  const subjects = await admin.api<{ items: { id: string }[] }>('/subjects');
  const first = Date.now() + 12 * day;
  const created = await tutor.api<{ id: string }>('/classes', {
    body: {
      schoolId: admin.user.schoolId,
      subjectId: subjects.items[0]?.id,
      title,
      description: 'Proposed for the dashboard test.',
      capacity: 6,
      priceCredits: 10,
      sessions: [
        {
          startsAt: new Date(first).toISOString(),
          endsAt: new Date(first + 3_600_000).toISOString(),
        },
      ],
    },
  });
  return created.id;
}

const waitingTotal = async (page: Page) =>
  Number((await page.getByTestId('waiting-total').textContent())?.replace(/\D/g, ''));

describe('the dashboard', () => {
  it('lands after sign-in with the cards and the charts of the demo school', async () => {
    const page = await openPage(browser);
    await signInLive(page, demoAccounts.schoolAdmin);
    expect(new URL(page.url()).pathname).toBe('/');
    await page.getByRole('heading', { level: 1, name: 'Dashboard' }).waitFor();
    for (const card of ['students', 'classes', 'attendance', 'credits', 'appointments', 'topics']) {
      await page.getByTestId(`kpi-${card}`).waitFor();
    }
    expect(Number(await page.getByTestId('kpi-students-value').textContent())).toBeGreaterThan(0);
    await page.getByRole('region', { name: 'Waiting for you' }).waitFor();
    await page.getByRole('region', { name: 'Today' }).waitFor();
    // The charts are drawn as the reader scrolls down to them.
    await page.mouse.wheel(0, 3000);
    await page.getByTestId('chart-attendance').waitFor();
    await page.getByTestId('chart-spend').waitFor();

    await page.getByRole('combobox', { name: 'Period' }).selectOption({ label: '90 days' });
    await page.waitForURL((url) => url.searchParams.get('period') === '90d');
    await page.context().close();
  });

  it('on a phone, draws the queue and today below the cards as the reader scrolls to them', async () => {
    const page = await openPage(browser, { width: 390, height: 844 });
    await signInLive(page, demoAccounts.schoolAdmin);
    await page.getByTestId('kpi-students-value').waitFor();
    // The start has passed (the footer comes after it) and the queue is still not drawn.
    await page.getByRole('contentinfo').waitFor();
    expect(await page.getByRole('region', { name: 'Waiting for you' }).count()).toBe(0);
    await page.mouse.wheel(0, 1200);
    await page.getByTestId('waiting-total').waitFor();
    await page.getByRole('region', { name: 'Today' }).waitFor();
    await page.context().close();

    // A keyboard reader's first Tab draws them, so the focus can reach the queue's buttons.
    const keyboard = await openPage(browser, { width: 390, height: 844 });
    await signInLive(keyboard, demoAccounts.schoolAdmin);
    await keyboard.getByRole('contentinfo').waitFor();
    expect(await keyboard.getByRole('region', { name: 'Waiting for you' }).count()).toBe(0);
    await keyboard.keyboard.press('Tab');
    await keyboard.getByRole('region', { name: 'Waiting for you' }).waitFor();
    await keyboard.context().close();
  });

  it('shows a new proposal live and drops the count when it is approved from the queue', async () => {
    const page = await openPage(browser);
    await signInLive(page, demoAccounts.schoolAdmin);
    await page.getByTestId('waiting-total').waitFor();
    const before = await waitingTotal(page);

    const title = `Dashboard proposal ${run}`;
    await propose(title);
    const row = page.getByTestId('waiting-item').filter({ hasText: title });
    await row.waitFor({ timeout: 15_000 });
    await expect.poll(() => waitingTotal(page)).toBe(before + 1);

    await row.getByRole('button', { name: `Approve ${title}` }).click();
    await page.getByText('Approved.').waitFor();
    await row.waitFor({ state: 'detached' });
    await expect.poll(() => waitingTotal(page)).toBe(before);
    await page.context().close();
  });

  it("names the admin's school in the header, never the platform's prompt, while figures load", async () => {
    const { name } = await admin.api<{ name: string }>('/school');
    const page = await openPage(browser);
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/api\/dashboard\?/, async (route) => {
      await held;
      await route.continue();
    });
    await signInLive(page, demoAccounts.schoolAdmin);
    const header = page.getByRole('heading', { level: 1, name: 'Dashboard' });
    await header.waitFor();
    expect(await page.getByText('Choose a school in the top bar').count()).toBe(0);
    release();
    await page.getByText(name, { exact: true }).first().waitFor();
    expect(await page.getByText('Choose a school in the top bar').count()).toBe(0);
    await page.context().close();
  });

  it('lets the platform admin open a school from the platform totals', async () => {
    const { name } = await admin.api<{ name: string }>('/school');
    const page = await openPage(browser);
    await signInLive(page, demoAccounts.platformAdmin);
    await page.getByTestId('platform-schools').waitFor();
    await page.getByRole('button', { name: `Open ${name}` }).click();
    // The page becomes the school's dashboard, money included, and the top bar names the school.
    await page.getByTestId('kpi-credits').waitFor();
    await page.getByText(name, { exact: true }).first().waitFor();
    const switcher = page.getByRole('combobox', { name: 'School' });
    await expect.poll(() => switcher.inputValue()).toBe(name);
    expect(await page.getByTestId('platform-schools').count()).toBe(0);
    await page.context().close();
  });

  it('shows an editor the figures without money', async () => {
    const page = await openPage(browser);
    await signInLive(page, demoAccounts.editor);
    await page.getByTestId('kpi-students').waitFor();
    expect(await page.getByTestId('kpi-credits').count()).toBe(0);
    await page.context().close();
  });
});
