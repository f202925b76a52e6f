import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInByApi, type ApiSession } from './support/api';
import { demoAccounts, launchBrowser, openSignedIn } from './support/browser';

// The class form: creating and editing a class on the school's clock, its growing description
// and the question before leaving it half filled. (The class lists, approvals and attendance
// are classes.e2e.ts.)

const day = 24 * 60 * 60 * 1000;
/** Unique per run, so the titles can be searched for without meeting the demo data. */
const run = Date.now().toString(36);

type Session = { startsAt: string; endsAt: string };

let browser: Browser;
let admin: ApiSession;

const signInAsAdmin = () => openSignedIn(browser, demoAccounts.schoolAdmin);

/** Opens a date field's calendar and picks the day (paging forward a month when needed). */
async function pickDate(page: Page, label: RegExp, date: Date): Promise<void> {
  await page.getByLabel(label).click();
  // The calendar renders a moment after the click: look for the day only once it is there. The
  // calendar of the field picked before may still be closing, so use the newest one.
  const nextMonth = page.getByRole('button', { name: 'Next month' }).last();
  await nextMonth.waitFor();
  const month = date.toLocaleString('en-GB', { month: 'long' });
  const dayButton = page
    .getByRole('button', { name: `${date.getDate()} ${month} ${date.getFullYear()}`, exact: true })
    .last();
  for (let i = 0; i < 3 && !(await dayButton.isVisible()); i++) {
    await nextMonth.click();
  }
  await dayButton.click();
}

beforeAll(async () => {
  browser = await launchBrowser();
  admin = await signInByApi(demoAccounts.schoolAdmin);
});
afterAll(async () => {
  await browser.close();
});

describe('the class form', () => {
  it('creates a weekly class on the school clock and shows the sessions it will have while it is filled in', async () => {
    const title = `Weekly revision ${run}`;
    const first = new Date(Date.now() + 14 * day);
    const until = new Date(first.getTime() + 21 * day);
    const weekday = first.toLocaleString('en-US', { weekday: 'long' });
    // The admin's device is on the other side of the world from the school: the times typed and
    // shown are the school's all the same.
    const schoolZone = admin.user.timeZone;
    if (!schoolZone) throw new Error('the demo school has no time zone');
    const deviceZone = schoolZone === 'Pacific/Auckland' ? 'America/New_York' : 'Pacific/Auckland';
    const zoneName = schoolZone.replaceAll('_', ' ');

    const page = await openSignedIn(browser, demoAccounts.schoolAdmin, { timezoneId: deviceZone });
    expect(await page.evaluate(() => Intl.DateTimeFormat().resolvedOptions().timeZone)).toBe(
      deviceZone,
    );
    await page.goto('/manage-classes');
    await page.getByRole('link', { name: 'New class' }).click();
    await page.getByRole('heading', { level: 1, name: 'New class' }).waitFor();
    await page.getByText(`Dates and times are in ${zoneName} (`).waitFor();

    // Nothing filled in: the form says what is missing and sends nothing.
    await page.getByRole('button', { name: 'Create class' }).click();
    await page.getByText('Please enter a title.').waitFor();
    await page.getByText('Please choose a tutor.').waitFor();

    await page.getByLabel(/^Title/).fill(title);
    await page.getByRole('combobox', { name: 'Tutor' }).click();
    await page.getByRole('combobox', { name: 'Tutor' }).fill('Mei');
    await page.getByRole('option', { name: /^Mei Lin/ }).click();
    await page.getByRole('combobox', { name: 'Subject' }).click();
    await page.getByRole('option', { name: 'Mathematics', exact: true }).click();
    await page.getByLabel(/^Description/).fill('Past papers, one topic a week.');

    await pickDate(page, /^First session/, first);
    const chip = page.getByRole('checkbox', {
      name: first.toLocaleString('en-US', { weekday: 'short' }),
    });
    expect(await chip.isChecked()).toBe(true);
    await pickDate(page, /^Last day/, until);
    const summary = page.getByTestId('recurrence-summary');
    await summary.getByText(`4 sessions, ${weekday}s 4:00 PM–5:30 PM`, { exact: false }).waitFor();
    expect(await summary.getByRole('listitem').count()).toBe(4);

    // The video link is checked as it is typed; a valid one shows a preview.
    const video = page.getByLabel(/^YouTube link/);
    await video.fill('https://vimeo.com/123456');
    await page.getByText(/^Please paste a YouTube link/).waitFor();
    await video.fill('https://youtu.be/dQw4w9WgXcQ');
    const preview = page.locator('iframe[title^="Introduction video"]');
    await preview.waitFor();
    expect(await preview.getAttribute('src')).toBe(
      'https://www.youtube.com/embed/dQw4w9WgXcQ?modestbranding=1',
    );
    expect(await preview.getAttribute('referrerpolicy')).toBe('strict-origin-when-cross-origin');
    await page.getByLabel(/^Price in credits/).fill('15');

    await page.getByRole('button', { name: 'Create class' }).click();
    await page.getByRole('heading', { level: 1, name: title }).waitFor();
    await page.waitForURL(/\/manage-classes\/[0-9a-f-]{36}$/);
    await page.getByText('Approved', { exact: true }).first().waitFor();
    const sessions = page.getByRole('region', { name: 'Sessions' });
    expect(await sessions.getByRole('listitem').count()).toBe(4);
    // The API got 16:00 on the school's clock, and the page shows it so, with the school's zone.
    const id = new URL(page.url()).pathname.split('/').pop() ?? '';
    const created = await admin.api<{ sessions: Session[] }>(`/classes/${id}`);
    const onSchoolClock = new Intl.DateTimeFormat('en-GB', {
      timeZone: schoolZone,
      hour: '2-digit',
      minute: '2-digit',
    });
    expect(created.sessions.map((s) => onSchoolClock.format(new Date(s.startsAt)))).toEqual([
      '16:00',
      '16:00',
      '16:00',
      '16:00',
    ]);
    await sessions.getByText(`Times in ${zoneName} (`).waitFor();
    expect(await sessions.getByText('4:00 PM–5:30 PM').count()).toBe(4);
    await page.getByText('0 of 12 places taken').first().waitFor();

    // Editing keeps the sessions as they are and changes what was changed.
    await page.getByRole('link', { name: 'Edit' }).click();
    await page.getByRole('heading', { level: 1, name: 'Edit class' }).waitFor();
    await page.getByRole('textbox', { name: /^Places/ }).fill('20');
    await page.getByRole('button', { name: 'Save changes' }).click();
    await page.getByRole('heading', { level: 1, name: title }).waitFor();
    await page.getByText('0 of 20 places taken').first().waitFor();
    expect(await sessions.getByRole('listitem').count()).toBe(4);
    await page.context().close();
  });
});

describe('the description field', () => {
  it('grows with its lines from four to twelve, then scrolls', async () => {
    const page = await signInAsAdmin();
    await page.goto('/manage-classes/new');
    const field = page.getByLabel('Description');
    await field.waitFor();
    const size = () =>
      field.evaluate((el) => ({
        height: el.clientHeight,
        scrolls: el.scrollHeight > el.clientHeight,
      }));
    const lines = (count: number) =>
      Array.from({ length: count }, (_, i) => `Line ${i + 1}`).join('\n');

    const empty = await size();
    await field.fill(lines(4));
    expect(await size()).toEqual(empty);
    await field.fill(lines(8));
    const eight = await size();
    expect(eight.height).toBeGreaterThan(empty.height);
    expect(eight.scrolls).toBe(false);
    await field.fill(lines(12));
    const twelve = await size();
    expect(twelve.height).toBeGreaterThan(eight.height);
    expect(twelve.scrolls).toBe(false);
    await field.fill(lines(20));
    const twenty = await size();
    expect(twenty.height).toBe(twelve.height);
    expect(twenty.scrolls).toBe(true);
    // Emptied, it returns to four lines.
    await field.fill('');
    expect(await size()).toEqual(empty);
    await page.context().close();
  });
});

describe('leaving the class form', () => {
  it('asks before a link or Cancel drops what was typed, and not when nothing was', async () => {
    const page = await signInAsAdmin();
    await page.goto('/manage-classes/new');
    await page.getByRole('heading', { level: 1, name: 'New class' }).waitFor();
    const dialog = page.getByRole('dialog', { name: 'Leave without saving?' });
    await page.getByLabel(/^Title/).fill('Half-typed proposal');

    const nav = page.getByRole('navigation', { name: 'Main navigation' });
    await nav.getByRole('link', { name: 'Manage Students' }).click();
    await dialog.getByRole('button', { name: 'Keep editing' }).click();
    await dialog.waitFor({ state: 'detached' });
    expect(new URL(page.url()).pathname).toBe('/manage-classes/new');
    expect(await page.getByLabel(/^Title/).inputValue()).toBe('Half-typed proposal');

    await page.getByRole('button', { name: 'Cancel' }).click();
    await dialog.getByRole('button', { name: 'Discard and leave' }).click();
    await page.waitForURL('**/manage-classes');

    // An untouched form lets Cancel go at once.
    await page.goto('/manage-classes/new');
    await page.getByRole('heading', { level: 1, name: 'New class' }).waitFor();
    await page.getByRole('button', { name: 'Cancel' }).click();
    await page.waitForURL('**/manage-classes');
    expect(await dialog.count()).toBe(0);
    await page.context().close();
  });
});
