import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoAccounts, launchBrowser, openSignedIn } from './support/browser';
import { gate } from './support/gate';
import { changeView, openRoster, rows, search, table } from './support/roster';

// The roster as a list: its first load, search, filters, sorting, paging, language and phone
// layout. Adding, importing, exporting and removing students: students-changes.e2e.ts.

const { schoolAdmin } = demoAccounts;

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

const url = (page: Page) => new URL(page.url());

async function columnTexts(page: Page, header: string): Promise<string[]> {
  const headers = await table(page).locator('thead th').allInnerTexts();
  const index = headers.findIndex((text) => text.trim().toLowerCase() === header.toLowerCase());
  expect(index).toBeGreaterThan(-1);
  return rows(page)
    .locator(`td:nth-child(${index + 1})`)
    .allInnerTexts();
}

/** The filters and the page size are native selects: a phone shows its own picker. */
async function choose(page: Page, label: string, option: string) {
  await page.getByRole('combobox', { name: label, exact: true }).selectOption({ label: option });
}

/** The option a select shows, as a person reads it. */
const chosen = (page: Page, label: string) =>
  page
    .getByRole('combobox', { name: label, exact: true })
    .evaluate((select: HTMLSelectElement) => select.selectedOptions[0]?.text ?? '');

/**
 * Clicks a pager control and waits until the table shows the page asked for. The neighbouring
 * pages are fetched ahead, so there may be no request to wait for.
 */
async function changePage(page: Page, expectedPage: string | null, action: () => Promise<unknown>) {
  const before = await rows(page).first().innerText();
  await action();
  await page.waitForURL((address) => address.searchParams.get('page') === expectedPage);
  await page.waitForFunction(
    (shown) =>
      !document.querySelector('table[aria-busy="true"]') &&
      (document.querySelector('table tbody tr') as HTMLElement | null)?.innerText !== shown,
    before,
  );
}

describe('student roster', () => {
  it('on a returning visit asks for the roster page of the address beside the page code, once', async () => {
    const page = await openSignedIn(browser, schoolAdmin);
    const lists: string[] = [];
    const firstList = gate();
    page.on('request', (request) => {
      const requested = new URL(request.url());
      if (requested.pathname !== '/api/students') return;
      lists.push(requested.search);
      firstList.open();
    });
    // The page's code is held back until the roster is asked for (or 5 s have passed).
    let askedBeforeCode = false;
    await page.route('**/assets/manage-students-page-*.js', async (route) => {
      askedBeforeCode = await Promise.race([
        firstList.passed.then(() => true),
        new Promise<boolean>((resolve) => setTimeout(() => resolve(false), 5000)),
      ]);
      await route.continue();
    });
    // Opened afresh, as a reload does, with a filter in the address.
    await openRoster(page, '?status=active&sort=-lastName&page=2');
    expect(await rows(page).count()).toBe(20);
    expect(askedBeforeCode).toBe(true);
    // The first request is the page shown, asked once; the neighbouring pages follow it.
    expect(lists[0]).toContain('page=2');
    expect(lists[0]).toContain('status=active');
    expect(lists.filter((search) => search.includes('page=2&')).length).toBe(1);
    await page.context().close();
  });

  it('searches, filters, sorts and pages, and keeps the view in the address bar', async () => {
    const page = await openSignedIn(browser, schoolAdmin);
    await openRoster(page);
    expect(await page.getByText(/^1–20 of \d+$/).innerText()).toMatch(/of (\d{3,})$/);

    await changeView(
      page,
      (query) => query.get('q') === 'ahmed',
      () => search(page).fill('ahmed'),
    );
    expect(url(page).searchParams.get('q')).toBe('ahmed');
    const emails = await columnTexts(page, 'E-mail');
    expect(emails.length).toBeGreaterThan(0);
    for (const email of emails) expect(email.toLowerCase()).toContain('ahmed');

    // Back to the first view, which is still in the cache: no request to wait for.
    await search(page).fill('');
    await page.waitForURL((address) => !address.searchParams.has('q'));
    await changeView(
      page,
      (query) => query.get('grade') === 'Grade 9',
      () => choose(page, 'Grade', 'Grade 9'),
    );
    await changeView(
      page,
      (query) => query.get('status') === 'active',
      () => choose(page, 'Status', 'Active'),
    );
    expect(url(page).searchParams.get('grade')).toBe('Grade 9');
    expect(url(page).searchParams.get('status')).toBe('active');
    for (const grade of await columnTexts(page, 'Grade')) expect(grade).toBe('Grade 9');
    for (const status of await columnTexts(page, 'Status')) expect(status).toMatch(/^active$/i);

    const emailHeader = table(page).getByRole('columnheader', { name: 'E-mail' });
    await changeView(
      page,
      (query) => query.get('sort') === 'email',
      () => emailHeader.getByRole('button').click(),
    );
    expect(await emailHeader.getAttribute('aria-sort')).toBe('ascending');
    await changeView(
      page,
      (query) => query.get('sort') === '-email',
      () => emailHeader.getByRole('button').click(),
    );
    expect(await emailHeader.getAttribute('aria-sort')).toBe('descending');
    expect(url(page).searchParams.get('sort')).toBe('-email');
    const sorted = await columnTexts(page, 'E-mail');
    expect(sorted).toEqual([...sorted].sort().reverse());

    await changeView(
      page,
      (query) => query.get('pageSize') === '10',
      () => choose(page, 'Per page', '10'),
    );
    await changePage(page, '2', () =>
      page.getByRole('button', { name: 'Page 2', exact: true }).click(),
    );
    const pageTwo = await columnTexts(page, 'E-mail');
    expect(pageTwo.length).toBeGreaterThan(0);
    expect(pageTwo.length).toBeLessThanOrEqual(10);
    await page.getByText(/^11–\d+ of \d+$/).waitFor();

    const before = url(page).search;
    expect(before).toContain('page=2');
    await changeView(
      page,
      (query) => query.get('page') === '2',
      () => page.reload(),
    );
    expect(url(page).search).toBe(before);
    expect(await chosen(page, 'Grade')).toBe('Grade 9');
    expect(await chosen(page, 'Status')).toBe('Active');
    expect(await chosen(page, 'Per page')).toBe('10');
    expect(
      await table(page).getByRole('columnheader', { name: 'E-mail' }).getAttribute('aria-sort'),
    ).toBe('descending');
    expect(
      await page.getByRole('button', { name: 'Page 2', exact: true }).getAttribute('aria-current'),
    ).toBe('page');
    expect(await columnTexts(page, 'E-mail')).toEqual(pageTwo);

    await changeView(
      page,
      (query) => !query.has('grade') && !query.has('status'),
      () => page.getByRole('button', { name: 'Clear filters' }).click(),
    );
    expect(url(page).searchParams.has('grade')).toBe(false);
    await page.context().close();
  });

  it('pages forward and back, with the pager and with the browser, and shows more columns', async () => {
    const page = await openSignedIn(browser, schoolAdmin);
    await openRoster(page);
    const pageOne = await columnTexts(page, 'E-mail');
    const next = page.getByRole('button', { name: 'Next page' });

    await changePage(page, '2', () => next.click());
    await page.getByText(/^21–40 of \d+$/).waitFor();
    const pageTwo = await columnTexts(page, 'E-mail');
    expect(pageTwo).toHaveLength(20);
    expect(pageTwo).not.toEqual(pageOne);
    expect(
      await page.getByRole('button', { name: 'Page 2', exact: true }).getAttribute('aria-current'),
    ).toBe('page');

    await changePage(page, '3', () => next.click());
    await page.getByText(/^41–60 of \d+$/).waitFor();
    await changePage(page, '2', () => page.goBack());
    expect(await columnTexts(page, 'E-mail')).toEqual(pageTwo);
    await changePage(page, null, () => page.getByRole('button', { name: 'Previous page' }).click());
    expect(await columnTexts(page, 'E-mail')).toEqual(pageOne);

    // The column menu loads when first used; the choice is remembered in this browser.
    await page.getByRole('button', { name: 'Columns' }).click();
    await page.getByRole('menuitemcheckbox', { name: 'Phone' }).click();
    await table(page).getByRole('columnheader', { name: 'Phone' }).waitFor();
    await page.reload();
    await rows(page).first().waitFor();
    expect(await table(page).getByRole('columnheader', { name: 'Phone' }).count()).toBe(1);
    await page.context().close();
  });

  it('shows the roster in the language chosen, its strings loaded with the page', async () => {
    const page = await openSignedIn(browser, schoolAdmin);
    await page.evaluate(() => localStorage.setItem('language', 'de'));
    await page.goto('/manage-students');
    await page.getByRole('heading', { level: 1, name: 'Schüler verwalten' }).waitFor();
    const roster = page.getByRole('table', { name: 'Schüler' });
    await roster.locator('tbody tr').first().waitFor();
    await roster.getByRole('columnheader', { name: 'E-Mail' }).waitFor();
    await page.getByRole('button', { name: 'Nächste Seite' }).waitFor();
    await page.getByRole('button', { name: 'Schüler hinzufügen' }).waitFor();
    await page.getByText(/^1–20 von [\d.]+$/).waitFor();
    await page.context().close();
  });

  it('shows the roster as cards without sideways scrolling on a 390 px screen', async () => {
    const page = await openSignedIn(browser, schoolAdmin, { width: 390, height: 844 });
    await page.goto('/manage-students');
    const list = page.getByRole('list', { name: 'Students' });
    // The cards a screen shows come first and the rest follow at once.
    await list.getByRole('listitem').nth(19).waitFor();
    expect(await list.getByRole('listitem').count()).toBe(20);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      390,
    );
    await page.context().close();
  });
});
