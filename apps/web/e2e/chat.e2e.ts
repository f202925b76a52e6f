import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerSchool, signInByApi, uniqueSuffix } from './support/api';
import { demoAccounts, launchBrowser, openSignedIn } from './support/browser';

const student = { email: 'student@demo.school', password: 'SchoolStudent#2026' };
const studentName = 'Lina Moreau';
const adminName = 'Amelia Hart';

let browser: Browser;
/** A valid 1 × 1 PNG: the upload checks content, not the name. */
const onePixelPng =
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==';

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

  it('sends an image, replies, edits and deletes, each seen by the other side live', async () => {
    const admin = await openSignedIn(browser, demoAccounts.schoolAdmin);
    const pupil = await openSignedIn(browser, student, { width: 390, height: 844 });
    const first = `Picture of the board ${uniqueSuffix()}`;
    // Their direct conversation (the one that exists, or a new one).
    const studentId = (await signInByApi(student)).user.id;
    await (
      await signInByApi(demoAccounts.schoolAdmin)
    ).api('/chat/conversations', { body: { kind: 'direct', userId: studentId } });
    await openChat(admin);
    await admin.locator('[data-conversation]').filter({ hasText: studentName }).click();
    // A student's console has no dashboard: their own settings page has the top bar.
    await pupil.goto('/account-settings');
    await openChat(pupil);
    await pupil.locator('[data-conversation]').filter({ hasText: adminName }).click();

    await admin.locator('input[type="file"]').setInputFiles({
      name: 'board.png',
      mimeType: 'image/png',
      buffer: Buffer.from(onePixelPng, 'base64'),
    });
    await admin.getByRole('img', { name: 'Attached image 1' }).waitFor();
    await admin.getByLabel('Uploading').waitFor({ state: 'detached' });
    await composer(admin).fill(first);
    await composer(admin).press('Enter');
    await bubble(pupil, first).getByRole('img', { name: 'Image 1' }).waitFor();

    // The student replies to it (on a phone, the actions are always shown).
    await bubble(pupil, first).getByRole('button', { name: 'Message actions' }).click();
    await pupil.getByRole('menuitem', { name: 'Reply' }).click();
    await pupil.getByText(`Reply to ${adminName}`).waitFor();
    const reply = `Got it ${uniqueSuffix()}`;
    await composer(pupil).fill(reply);
    await composer(pupil).press('Enter');
    await bubble(admin, reply).filter({ hasText: first }).waitFor();

    // The student corrects it within the edit window: "edited" on both sides.
    const fixed = `Got it, thanks ${uniqueSuffix()}`;
    await bubble(pupil, reply).getByRole('button', { name: 'Message actions' }).click();
    await pupil.getByRole('menuitem', { name: 'Edit' }).click();
    await composer(pupil).fill(fixed);
    await pupil.getByRole('button', { name: 'Save changes' }).click();
    await bubble(admin, fixed).waitFor();
    await pane(admin).getByText('edited').waitFor();

    // The admin deletes the picture after confirming: "Message deleted" in its place.
    // The first bubble with its text is the picture; the reply below quotes it.
    await bubble(admin, first).first().getByRole('button', { name: 'Message actions' }).click();
    await admin.getByRole('menuitem', { name: 'Delete' }).click();
    await admin.getByRole('dialog', { name: 'Delete this message?' }).waitFor();
    await admin.getByRole('button', { name: 'Delete message' }).click();
    await bubble(pupil, 'Message deleted').first().waitFor();
    expect(await pane(pupil).getByText(first).count()).toBe(0);

    await admin.context().close();
    await pupil.context().close();
  });

  it('creates a named group from the people the rules allow', async () => {
    const admin = await openSignedIn(browser, demoAccounts.schoolAdmin);
    const name = `Exam group ${uniqueSuffix()}`;
    await openChat(admin);
    await admin.getByRole('button', { name: 'New conversation' }).click();
    const dialog = admin.getByRole('dialog', { name: 'New conversation' });
    await dialog.getByText('Group', { exact: true }).click();
    // Nobody chosen yet: the group cannot be made.
    expect(await dialog.getByRole('button', { name: 'Create group' }).isDisabled()).toBe(true);
    await dialog.getByRole('textbox', { name: 'Group name' }).fill(name);
    await dialog.getByRole('textbox', { name: 'People' }).fill('Lina');
    await dialog.getByRole('checkbox', { name: studentName }).check();
    await dialog.getByText('1 person chosen (at most 199)').waitFor();
    await dialog.getByRole('button', { name: 'Create group' }).click();
    await expect
      .poll(() => pane(admin).locator('[data-conversation-title]').innerText())
      .toBe(name);
    await pane(admin).getByText('2 members').waitFor();
    await admin.locator('[data-conversation]').filter({ hasText: name }).waitFor();
    await admin.context().close();
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
