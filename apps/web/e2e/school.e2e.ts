import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInByApi } from './support/api';
import { currentPath, demoAccounts, launchBrowser, openSignedIn } from './support/browser';

const { schoolAdmin, editor } = demoAccounts;

// A 1×1 PNG: the logo upload checks the content, not the name.
const pngBytes = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

type Profile = Record<string, unknown>;

async function schoolApi(method: 'GET' | 'PUT', body?: Profile): Promise<Profile> {
  const { api } = await signInByApi(schoolAdmin);
  return api<Profile>('/school', { method, body });
}

let browser: Browser;
let original: Profile;
beforeAll(async () => {
  browser = await launchBrowser();
  original = await schoolApi('GET');
});
afterAll(async () => {
  // Other test files read the demo school: put its profile back as it was.
  const { id: _id, updatedAt: _updatedAt, ...editable } = original;
  await schoolApi('PUT', editable);
  await browser.close();
});

async function openProfile(page: Page) {
  await page.goto('/school-profile');
  await page.getByRole('heading', { level: 1, name: 'Manage School' }).waitFor();
}

async function pickOption(page: Page, label: string, search: string, option: string) {
  const input = page.getByRole('combobox', { name: label, exact: true });
  await input.click();
  await input.fill(search);
  await page.getByRole('option', { name: option, exact: true }).click();
}

describe('school profile', () => {
  it('saves the school admin’s changes, which are still there after a reload', async () => {
    const page = await openSignedIn(browser, schoolAdmin);
    await openProfile(page);
    const description = `A test profile, written at ${Date.now()}.`;
    await page.getByLabel('Description').fill(description);
    await page.getByLabel('City').fill('Bath');
    await pickOption(page, 'Country', 'irel', 'Ireland');
    await page.getByLabel('Choose a logo image').setInputFiles({
      name: 'logo.png',
      mimeType: 'image/png',
      buffer: pngBytes,
    });
    await page.getByRole('img', { name: /^Logo of / }).waitFor();
    await page.getByText('You have unsaved changes').waitFor();

    await page.getByRole('button', { name: 'Save changes' }).click();
    await page.getByText('School profile saved').waitFor();
    await page.getByText(/^Last saved /).waitFor();

    await page.reload();
    await openProfile(page);
    await page.getByText(/^Last saved /).waitFor();
    expect(await page.getByLabel('Description').inputValue()).toBe(description);
    expect(await page.getByLabel('City').inputValue()).toBe('Bath');
    expect(await page.getByRole('combobox', { name: 'Country', exact: true }).inputValue()).toBe(
      'Ireland',
    );
    const logo = page.getByRole('img', { name: /^Logo of / });
    expect(await logo.getAttribute('src')).toMatch(/^\/media\//);
    await page.context().close();
  });

  it('shows the field message for an invalid website and saves nothing', async () => {
    const page = await openSignedIn(browser, schoolAdmin);
    await openProfile(page);
    let saves = 0;
    page.on('request', (request) => {
      if (request.method() === 'PUT' && request.url().endsWith('/api/school')) saves += 1;
    });
    const website = page.getByLabel('Website');
    await website.fill('riverside dot school');
    await page.getByRole('button', { name: 'Save changes' }).click();
    await page.getByText('Please enter a web address starting with http:// or https://.').waitFor();
    expect(await website.getAttribute('aria-invalid')).toBe('true');
    expect(saves).toBe(0);

    // Reset brings back the saved value and clears the message.
    await page.getByRole('button', { name: 'Reset' }).click();
    expect(await website.inputValue()).toBe(String(original.website));
    await page.getByText('You have unsaved changes').waitFor({ state: 'detached' });
    await page.context().close();
  });

  it('lists every time zone with its offset once the field is opened', async () => {
    const page = await openSignedIn(browser, schoolAdmin);
    await openProfile(page);
    const field = page.getByRole('combobox', { name: 'Time zone', exact: true });
    // The saved zone, named as the list names it: "Europe/London (GMT)".
    const saved = `${String(original.timezone).replaceAll('_', ' ')} (GMT`;
    expect((await field.inputValue()).startsWith(saved)).toBe(true);

    await field.click();
    await field.fill('tokyo');
    await page.getByRole('option', { name: 'Asia/Tokyo (GMT+9)', exact: true }).click();
    expect(await field.inputValue()).toBe('Asia/Tokyo (GMT+9)');
    await page.getByText('You have unsaved changes').waitFor();

    await page.getByRole('button', { name: 'Reset' }).click();
    expect((await field.inputValue()).startsWith(saved)).toBe(true);
    await page.getByText('You have unsaved changes').waitFor({ state: 'detached' });
    await page.context().close();
  });

  it('asks before leaving with unsaved changes', async () => {
    const page = await openSignedIn(browser, schoolAdmin);
    await openProfile(page);
    await page.getByLabel('Street').fill('1 Unsaved Lane');
    const nav = page.getByRole('navigation', { name: 'Main navigation' });
    await nav.getByRole('link', { name: 'Manage Students' }).click();
    const dialog = page.getByRole('dialog', { name: 'Leave without saving?' });
    await dialog.waitFor();
    await dialog.getByRole('button', { name: 'Keep editing' }).click();
    expect(currentPath(page)).toBe('/school-profile');
    expect(await page.getByLabel('Street').inputValue()).toBe('1 Unsaved Lane');

    await nav.getByRole('link', { name: 'Manage Students' }).click();
    await dialog.getByRole('button', { name: 'Discard and leave' }).click();
    await page.getByRole('heading', { level: 1, name: 'Manage Students' }).waitFor();
    await page.context().close();
  });

  it('is read-only for an editor', async () => {
    const page = await openSignedIn(browser, editor);
    await openProfile(page);
    await page
      .getByText('Only school administrators can change the school profile.', {
        exact: false,
      })
      .waitFor();
    await page.getByText(String(original.name), { exact: true }).waitFor();
    const main = page.getByRole('main');
    expect(await main.getByRole('textbox').count()).toBe(0);
    expect(await main.getByRole('combobox').count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Save changes' }).count()).toBe(0);
    expect(await page.getByLabel('Choose a logo image').count()).toBe(0);
    await page.context().close();
  });
});
