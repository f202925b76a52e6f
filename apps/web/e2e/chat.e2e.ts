import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerSchool, uniqueSuffix } from './support/api';
import { demoAccounts, launchBrowser, openSignedIn } from './support/browser';

const student = { email: 'student@demo.school', password: 'SchoolStudent#2026' };
const studentName = 'Lina Moreau';
const adminName = 'Amelia Hart';

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

/** The chat entry of the top bar: it makes the legacy check first, then opens /chat. */
async function openChat(page: Page): Promise<void> {
  await page.locator('[data-chat-entry]').click();
  await page.waitForURL((url) => url.pathname === '/chat');
}

const pane = (page: Page) => page.locator('[data-conversation-pane]');
const composer = (page: Page) => pane(page).getByRole('textbox', { name: 'Message' });
const bubble = (page: Page, text: string) =>
  pane(page).locator('[data-message]').filter({ hasText: text });

describe('chat', () => {
  it('lets a school admin and a student talk live, with unread badge, typing and seen', async () => {
    const admin = await openSignedIn(browser, demoAccounts.schoolAdmin);
    const pupil = await openSignedIn(browser, student);
    const hello = `Hello Lina, see https://example.org/plan ${uniqueSuffix()}`;
    const answer = `Thanks, on my way ${uniqueSuffix()}`;

    await openChat(admin);
    await admin.getByRole('button', { name: 'New conversation' }).click();
    const dialog = admin.getByRole('dialog', { name: 'New conversation' });
    await dialog.getByRole('textbox', { name: 'People' }).fill('Lina');
    await dialog.getByRole('button', { name: `Write to ${studentName}` }).click();
    await expect
      .poll(() => pane(admin).locator('[data-conversation-title]').innerText())
      .toBe(studentName);

    // The student is elsewhere in the console: the badge in the top bar counts the message live.
    await pupil.goto('/account-settings');
    await pupil.locator('[data-chat-entry]').waitFor();
    await composer(admin).fill(hello);
    await composer(admin).press('Enter');
    await bubble(admin, hello).waitFor();
    // Stored: the time shows where "Sending…" was.
    await admin.locator('[data-message-state="sending"]').waitFor({ state: 'detached' });
    await pupil.locator('[data-chat-badge]').filter({ hasText: '1' }).waitFor();
    const link = bubble(admin, hello).getByRole('link', { name: 'https://example.org/plan' });
    expect(await link.getAttribute('rel')).toBe('noopener noreferrer');

    await openChat(pupil);
    const row = pupil.locator('[data-conversation]').filter({ hasText: adminName });
    expect(await row.locator('[data-unread-count]').innerText()).toBe('1');
    await row.click();
    await bubble(pupil, hello).waitFor();
    // Read at once: the admin sees "Seen", the student's badge goes.
    await pane(admin).locator('[data-seen]').waitFor();
    await pupil.locator('[data-chat-badge]').waitFor({ state: 'detached' });

    await composer(pupil).fill('T');
    await pane(admin).getByText(`${studentName} is typing…`).first().waitFor();
    await composer(pupil).fill(answer);
    await pupil.getByRole('button', { name: 'Send' }).click();
    await bubble(admin, answer).waitFor();
    await bubble(pupil, answer).waitFor();
    // Each message once on both sides, whatever came over the socket and over REST.
    expect(await bubble(admin, hello).count()).toBe(1);
    expect(await bubble(pupil, answer).count()).toBe(1);

    await admin.context().close();
    await pupil.context().close();
  });

  it('refuses chat with the exact texts of the specification when the school has turned it off', async () => {
    const school = await registerSchool();
    const supportEmail = `help-${uniqueSuffix()}@e2e.example`;
    const profile = await school.api<Record<string, unknown>>('/school');
    await school.api('/school', {
      method: 'PUT',
      body: {
        name: profile.name,
        timezone: 'Europe/Berlin',
        defaultLanguage: 'en',
        cancellationNoticeHours: 24,
        lowBalanceThreshold: 10,
        supportEmail,
        chatEnabled: false,
      },
    });
    const legacy = await school.api<{ records: { flag: number } }>(
      `/chat/check-chat-register?access_token=${encodeURIComponent(school.token)}`,
    );
    expect(legacy.records.flag).toBe(0);

    const page = await openSignedIn(browser, school);
    await page.locator('[data-chat-entry]').click();
    const alert = page.getByRole('dialog', { name: 'Authorization Error!' });
    await alert.waitFor();
    expect(await alert.locator('[data-chat-refusal-text]').innerText()).toBe(
      `You are no authorized. please Contact Administrator at ${supportEmail}`,
    );
    expect(new URL(page.url()).pathname).not.toBe('/chat');
    await page.context().close();

    // Turned on again, the same entry opens chat.
    await school.api('/school', {
      method: 'PUT',
      body: {
        name: profile.name,
        timezone: 'Europe/Berlin',
        defaultLanguage: 'en',
        cancellationNoticeHours: 24,
        lowBalanceThreshold: 10,
        supportEmail,
        chatEnabled: true,
      },
    });
    const again = await openSignedIn(browser, school, { width: 390, height: 844 });
    await openChat(again);
    await again.getByText('No conversations yet').waitFor();
    await again.context().close();
  });
});
