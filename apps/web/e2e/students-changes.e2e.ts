import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInByApi, uniqueSuffix } from './support/api';
import { demoAccounts, launchBrowser, openSignedIn } from './support/browser';
import { changeView, openRoster, rows, search, table } from './support/roster';

// What changes the roster: adding a student, importing and exporting CSV files, deactivating and
// deleting. The roster as a list: students.e2e.ts.

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

describe('student roster changes', () => {
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
});
