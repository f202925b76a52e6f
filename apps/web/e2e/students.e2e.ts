import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInByApi, uniqueSuffix } from './support/api';
import { demoAccounts, launchBrowser, openSignedIn } from './support/browser';
import { gate } from './support/gate';

const { schoolAdmin } = demoAccounts;
const csvHeader =
  'firstName,lastName,email,grade,dateOfBirth,phone,guardianName,guardianEmail,guardianPhone,notes';

let browser: Browser;
let tempDir: string;
beforeAll(async () => {
  browser = await launchBrowser();
  tempDir = fs.mkdtempSync(path.join(os.tmpdir(), 'students-e2e-'));
});
afterAll(async () => {
  await browser.close();
  fs.rmSync(tempDir, { recursive: true, force: true });
});

/** A surname no demo student has, so a test finds only the students it made. */
const uniqueName = (prefix: string) => `${prefix}${uniqueSuffix()}`;

async function createStudents(lastName: string, firstNames: string[]): Promise<void> {
  const { api } = await signInByApi(schoolAdmin);
  for (const firstName of firstNames) {
    await api('/students', {
      body: {
        firstName,
        lastName,
        email: `${firstName}.${lastName}@e2e.example.org`.toLowerCase(),
        grade: 'Grade 8',
      },
    });
  }
}

async function openRoster(page: Page, query = '') {
  await page.goto(`/manage-students${query}`);
  await page.getByRole('heading', { level: 1, name: 'Manage Students' }).waitFor();
  await rows(page).first().waitFor();
}

const table = (page: Page) => page.getByRole('table', { name: 'Students' });
const rows = (page: Page) => table(page).locator('tbody tr');
const search = (page: Page) => page.getByRole('searchbox', { name: 'Search students' });
const url = (page: Page) => new URL(page.url());

/**
 * Runs an action that changes the roster's view and waits until the table shows the answer:
 * the list request matching `expected` has come back and the table is no longer busy.
 */
async function changeView(
  page: Page,
  expected: (query: URLSearchParams) => boolean,
  action: () => Promise<unknown>,
) {
  const answered = page.waitForResponse((response) => {
    const address = new URL(response.url());
    return address.pathname === '/api/students' && expected(address.searchParams);
  });
  await action();
  await answered;
  await page.waitForFunction(() => !document.querySelector('table[aria-busy="true"]'));
}

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

  it('adds a student in the drawer and finds them; a second one with the same e-mail is refused', async () => {
    const page = await openSignedIn(browser, schoolAdmin);
    await openRoster(page);
    const lastName = uniqueName('Drawer');
    const email = `${lastName.toLowerCase()}@e2e.example.org`;

    await page.getByRole('button', { name: 'Add student' }).click();
    const drawer = page.getByRole('dialog', { name: 'Add student' });
    await drawer.waitFor();
    await drawer.getByRole('button', { name: 'Add student' }).click();
    await drawer.getByText('Please enter the first name.').waitFor();

    await drawer.getByLabel('First name').fill('Nia');
    await drawer.getByLabel('Last name').fill(lastName);
    await drawer.getByRole('textbox', { name: /^E-mail/ }).fill(email);
    await drawer.getByRole('combobox', { name: 'Grade' }).fill('Grade 10');
    await drawer.getByLabel('Guardian’s name').fill('Ola Guardian');
    await drawer.getByRole('button', { name: 'Add student' }).click();
    await page.getByText(`Nia ${lastName} was added and invited`).waitFor();
    await drawer.waitFor({ state: 'hidden' });

    await changeView(
      page,
      (query) => query.get('q') === lastName,
      () => search(page).fill(lastName),
    );
    const row = rows(page).filter({ hasText: `Nia ${lastName}` });
    await row.waitFor();
    expect(await rows(page).count()).toBe(1);
    expect(await row.innerText()).toContain(email);
    expect((await row.innerText()).toLowerCase()).toContain('invited');

    await page.getByRole('button', { name: 'Add student' }).click();
    await drawer.waitFor();
    await drawer.getByLabel('First name').fill('Nia');
    await drawer.getByLabel('Last name').fill('Again');
    await drawer.getByRole('textbox', { name: /^E-mail/ }).fill(email);
    await drawer.getByRole('button', { name: 'Add student' }).click();
    await drawer.getByText('A student with this e-mail already exists.').waitFor();
    expect(
      await drawer.getByRole('textbox', { name: /^E-mail/ }).getAttribute('aria-invalid'),
    ).toBe('true');

    // What was typed is not dropped by Escape or Cancel without asking.
    const leave = page.getByRole('dialog', { name: 'Leave without saving?' });
    await page.keyboard.press('Escape');
    await leave.getByRole('button', { name: 'Keep editing' }).click();
    await leave.waitFor({ state: 'detached' });
    expect(await drawer.getByLabel('Last name').inputValue()).toBe('Again');
    await drawer.getByRole('button', { name: 'Cancel' }).click();
    await leave.getByRole('button', { name: 'Discard and leave' }).click();
    await drawer.waitFor({ state: 'hidden' });
    await page.context().close();
  });

  it('checks a CSV file row by row, shows the bad row, then imports the valid rows', async () => {
    const page = await openSignedIn(browser, schoolAdmin);
    await openRoster(page);
    const lastName = uniqueName('Import');
    const file = path.join(tempDir, 'students.csv');
    fs.writeFileSync(
      file,
      [
        csvHeader,
        `Ana,${lastName},ana.${lastName}@e2e.example.org,Grade 7,2012-05-04,,,,,`,
        `Ben,${lastName},not-an-address,Grade 7,,,,,,`,
        `Cleo,${lastName},cleo.${lastName}@e2e.example.org,Grade 8,,,,,,`,
      ].join('\n'),
    );

    await page.getByRole('button', { name: 'Import CSV' }).click();
    const dialog = page.getByRole('dialog', { name: 'Import students' });
    await dialog.getByLabel('Choose a CSV file').setInputFiles(file);
    await dialog.getByText('2 valid', { exact: true }).waitFor();
    await dialog.getByText('1 with errors', { exact: true }).waitFor();

    // The preview starts with the rows that have errors; row 3 is Ben's (the header is row 1).
    const preview = dialog.getByRole('table', { name: 'Rows of the file and their errors' });
    const badRow = preview.locator('tbody tr').filter({ hasText: 'Ben' });
    await badRow.waitFor();
    expect(await badRow.getByRole('rowheader').innerText()).toContain('3');
    const badCell = badRow.locator('td[data-error]');
    expect(await badCell.count()).toBe(1);
    expect(await badCell.innerText()).toContain('not-an-address');
    expect(await badCell.innerText()).toContain('Please enter a valid e-mail address.');

    await dialog.getByText('All rows (3)').click();
    expect(await preview.locator('tbody tr').count()).toBe(3);

    await dialog.getByRole('button', { name: 'Import 2 valid rows' }).click();
    await page.getByText('2 students imported').waitFor();
    await dialog.waitFor({ state: 'hidden' });

    await changeView(
      page,
      (query) => query.get('q') === lastName,
      () => search(page).fill(lastName),
    );
    await rows(page)
      .filter({ hasText: `Cleo ${lastName}` })
      .waitFor();
    expect(await rows(page).count()).toBe(2);
    expect(await rows(page).filter({ hasText: 'Ben' }).count()).toBe(0);
    await page.context().close();
  });

  it('exports the current filter as a CSV file with the contract’s columns', async () => {
    const lastName = uniqueName('Export');
    await createStudents(lastName, ['Dora', 'Emil']);
    const page = await openSignedIn(browser, schoolAdmin);
    await openRoster(page, `?q=${lastName}`);
    await rows(page)
      .filter({ hasText: `Emil ${lastName}` })
      .waitFor();

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Export CSV' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^students-\d{4}-\d{2}-\d{2}\.csv$/);
    const saved = path.join(tempDir, 'export.csv');
    await download.saveAs(saved);
    const lines = fs
      .readFileSync(saved, 'utf8')
      .replace(/^\uFEFF/, '')
      .split(/\r?\n/)
      .filter(Boolean);
    expect(lines[0]).toBe(csvHeader);
    expect(lines).toHaveLength(3);
    expect(lines[1]).toContain(`dora.${lastName.toLowerCase()}@e2e.example.org`);
    expect(lines[2]).toContain(`emil.${lastName.toLowerCase()}@e2e.example.org`);
    await page.context().close();
  });

  it('deactivates two selected students at once, after a confirmation with the count', async () => {
    const lastName = uniqueName('Bulk');
    await createStudents(lastName, ['Finn', 'Gia', 'Hal']);
    const page = await openSignedIn(browser, schoolAdmin);
    await openRoster(page, `?q=${lastName}`);
    await rows(page)
      .filter({ hasText: `Hal ${lastName}` })
      .waitFor();

    await page.getByRole('checkbox', { name: `Select Finn ${lastName}` }).check();
    await page.getByRole('checkbox', { name: `Select Gia ${lastName}` }).check();
    const bar = page.getByRole('region', { name: 'Selected students' });
    await bar.getByText('2 students selected').waitFor();
    await bar.getByRole('button', { name: 'Deactivate' }).click();

    const dialog = page.getByRole('dialog', { name: 'Deactivate 2 students?' });
    await dialog.waitFor();
    await dialog.getByRole('button', { name: 'Deactivate 2 students' }).click();
    await page.getByText('2 students deactivated').waitFor();
    await bar.waitFor({ state: 'detached' });

    const status = (name: string) =>
      rows(page)
        .filter({ hasText: `${name} ${lastName}` })
        .locator('[data-status]');
    await page.waitForFunction(
      (name) =>
        [...document.querySelectorAll('tbody tr')].filter(
          (row) =>
            row.textContent?.includes(name) &&
            row.querySelector('[data-status="deactivated"]') !== null,
        ).length === 2,
      lastName,
    );
    expect(await status('Finn').getAttribute('data-status')).toBe('deactivated');
    expect(await status('Gia').getAttribute('data-status')).toBe('deactivated');
    expect(await status('Hal').getAttribute('data-status')).toBe('active');
    await page.context().close();
  });

  it('deletes a student after a confirmation that names them', async () => {
    const lastName = uniqueName('Delete');
    await createStudents(lastName, ['Ivo']);
    const page = await openSignedIn(browser, schoolAdmin);
    await openRoster(page, `?q=${lastName}`);
    await rows(page)
      .filter({ hasText: `Ivo ${lastName}` })
      .waitFor();

    await page.getByRole('button', { name: `Actions for Ivo ${lastName}` }).click();
    await page.getByRole('menuitem', { name: 'Delete' }).click();
    const dialog = page.getByRole('dialog', { name: `Delete Ivo ${lastName}?` });
    await dialog.getByText('This cannot be undone.', { exact: false }).waitFor();
    await dialog.getByRole('button', { name: 'Delete student' }).click();
    await page.getByText(`Ivo ${lastName} was deleted`).waitFor();
    await page.getByText('No students match').waitFor();
    expect(await table(page).count()).toBe(0);
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
