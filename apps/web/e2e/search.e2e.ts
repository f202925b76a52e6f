import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerSchool, uniqueSuffix, type ApiSession } from './support/api';
import { baseUrl, launchBrowser, openPage, signIn } from './support/browser';
import { pngImage } from './support/images';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

const palette = (page: Page) => page.getByRole('dialog');
const searchBox = (page: Page) => palette(page).getByRole('combobox');
const barIcons = (page: Page) => page.locator('[data-bookmark-bar] [data-bookmark]');
const barIds = (page: Page) =>
  barIcons(page).evaluateAll((links) => links.map((l) => l.getAttribute('data-bookmark')));

async function signedIn(school: { email: string; password: string }, language?: string) {
  const page = await openPage(browser);
  await signIn(page, school.email, school.password);
  if (language) {
    await page.evaluate((lang) => localStorage.setItem('language', lang), language);
    await page.reload();
  }
  return page;
}

type Bookmarks = { bar: { id: string }[]; overflow: { id: string }[] };
const bookmarksOf = (school: ApiSession) => school.api<Bookmarks>('/search/bookmarks');

describe('search and bookmarks', () => {
  it('opens with Ctrl+K, finds a student by name, and Enter opens them', async () => {
    const school = await registerSchool();
    const lastName = `Quill${uniqueSuffix()}`;
    await school.api('/students', {
      body: { firstName: 'Ada', lastName, email: `ada-${uniqueSuffix()}@e2e.example` },
    });
    const page = await signedIn(school);
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    await page.keyboard.press('Control+k');
    await searchBox(page).waitFor();
    await searchBox(page).fill(`ada ${lastName}`);
    const contacts = palette(page).getByRole('group', { name: 'Contacts' });
    const option = contacts.getByRole('option', { name: new RegExp(`Ada ${lastName}`) });
    await option.waitFor();
    // The arrows walk the rows; Tab jumps to the next group (Contacts, after Pages).
    await searchBox(page).press('Tab');
    expect(await option.getAttribute('aria-selected')).toBe('true');
    await searchBox(page).press('Enter');
    await page.waitForURL((url) => url.pathname === '/manage-students');
    expect(new URL(page.url()).searchParams.get('q')).toBe(`Ada ${lastName}`);
    await page.getByText(lastName).first().waitFor();
    await palette(page).waitFor({ state: 'detached' });

    // "/" opens it too, Esc closes it, and the search is remembered for next time.
    await page.locator('body').press('/');
    await searchBox(page).waitFor();
    await palette(page)
      .getByRole('option', { name: `ada ${lastName}` })
      .waitFor();
    await page.keyboard.press('Escape');
    await palette(page).waitFor({ state: 'detached' });
  });

  it('lists an uploaded image and an export under Files, and the export downloads', async () => {
    const school = await registerSchool();
    const word = `Atlas${uniqueSuffix()}`;
    const form = new FormData();
    form.append(
      'file',
      new Blob([new Uint8Array(pngImage())], { type: 'image/png' }),
      `${word} map.png`,
    );
    const uploaded = await fetch(`${baseUrl}/api/uploads`, {
      method: 'POST',
      headers: { 'X-Authorization': `Bearer ${school.token}` },
      body: form,
    });
    expect(uploaded.status).toBe(201);
    expect((await school.send('/students/export.csv')).status).toBe(200);

    const page = await signedIn(school);
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    await page.keyboard.press('Control+k');
    await searchBox(page).fill(word);
    const files = palette(page).getByRole('group', { name: 'Files' });
    const image = files.getByRole('option', { name: new RegExp(`${word} map\\.png`) });
    await image.waitFor();
    expect(await image.textContent()).toMatch(/Image · /);

    await searchBox(page).fill('students.csv');
    const csv = files.getByRole('option', { name: /students\.csv/ });
    await csv.waitFor();
    expect(await csv.textContent()).toMatch(/Export · /);
    const [download] = await Promise.all([page.waitForEvent('download'), csv.click()]);
    expect(download.suggestedFilename()).toBe('students.csv');
  });

  it('keeps 10 starred pages in the bar and the 11th in overflow, promotes on unstar, live in another tab', async () => {
    const school = await registerSchool();
    const page = await signedIn(school);
    const other = await page.context().newPage();
    await other.goto('/school-profile');
    await other.getByRole('heading', { level: 1 }).first().waitFor();
    // A background tab gets no animation frames: the one being used comes to the front.
    await page.bringToFront();

    await page
      .getByRole('button', { name: /^Search/ })
      .first()
      .click();
    await searchBox(page).fill('a');
    const pages = palette(page).getByRole('group', { name: 'Pages' });
    await pages.getByRole('button', { name: 'Show all' }).click();
    const stars = palette(page).locator('[data-star-page]');
    await expect.poll(() => stars.count()).toBeGreaterThanOrEqual(11);
    const starred: string[] = [];
    for (let i = 0; i < 11; i++) {
      const star = stars.nth(i);
      starred.push((await star.getAttribute('data-star-page')) ?? '');
      await star.click();
      await expect.poll(() => star.getAttribute('aria-pressed')).toBe('true');
    }
    await page.keyboard.press('Escape');

    await expect.poll(() => barIds(page)).toEqual(starred.slice(0, 10));
    await page.locator('[data-bookmark-overflow]').click({ timeout: 10_000 });
    const overflow = page.locator('[data-bookmark-overflow-menu] [data-bookmark]');
    await expect
      .poll(() =>
        overflow.evaluateAll((items) => items.map((i) => i.getAttribute('data-bookmark'))),
      )
      .toEqual([starred[10]]);
    await page.keyboard.press('Escape');
    // The other tab heard of it over the event stream.
    await expect.poll(() => barIds(other), { timeout: 10_000 }).toEqual(starred.slice(0, 10));

    // Unstar the second from its own page header: the overflow's first moves into the bar.
    await barIcons(page).nth(1).click();
    const headerStar = page.locator(`[data-page-star="${starred[1]}"]`);
    await headerStar.waitFor({ timeout: 10_000 });
    expect(await headerStar.getAttribute('aria-pressed')).toBe('true');
    await headerStar.click();
    const promoted = [starred[0], ...starred.slice(2, 11)];
    await expect.poll(() => barIds(page)).toEqual(promoted);
    expect(await page.locator('[data-bookmark-overflow]').count()).toBe(0);
    await expect.poll(() => barIds(other), { timeout: 10_000 }).toEqual(promoted);
    const stored = await bookmarksOf(school);
    expect(stored.bar.map((b) => b.id)).toEqual(promoted);
    expect(stored.overflow).toEqual([]);
  });

  it('shows the whole palette in Arabic, right to left', async () => {
    const school = await registerSchool();
    const lastName = `Nour${uniqueSuffix()}`;
    await school.api('/students', {
      body: { firstName: 'Layla', lastName, email: `layla-${uniqueSuffix()}@e2e.example` },
    });
    const page = await signedIn(school, 'ar');
    expect(await page.evaluate(() => document.documentElement.dir)).toBe('rtl');
    await page.getByRole('button', { name: /^بحث/ }).first().click();
    await searchBox(page).waitFor();
    expect(await palette(page).getByRole('heading').textContent()).toBe('بحث');
    // A page by its Arabic name, with its star in Arabic.
    await searchBox(page).fill('المحفظة');
    const pages = palette(page).getByRole('group', { name: 'الصفحات' });
    await pages.getByRole('option', { name: /المحفظة/ }).waitFor();
    await pages.getByRole('button', { name: 'ضع نجمة على المحفظة' }).waitFor();
    // A student by name, under the Arabic group name.
    await searchBox(page).fill(lastName);
    await palette(page)
      .getByRole('group', { name: 'جهات الاتصال' })
      .getByRole('option', { name: new RegExp(lastName) })
      .waitFor();
    await searchBox(page).fill(`zz${uniqueSuffix()}`);
    await palette(page)
      .getByRole('status')
      .getByText(/لا نتائج/)
      .waitFor();
    const box = await palette(page).locator('input').boundingBox();
    const icon = await palette(page)
      .locator('input')
      .locator('xpath=..')
      .locator('svg')
      .first()
      .boundingBox();
    // The magnifier sits at the start of the field, which is its right in Arabic.
    expect(icon && box && icon.x > box.x + box.width / 2).toBe(true);
  });
});
