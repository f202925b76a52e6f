import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uniqueSuffix } from './support/api';
import { demoAccounts, launchBrowser, openSignedIn } from './support/browser';

const { platformAdmin } = demoAccounts;
const demoSchool = 'Riverside International School';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

describe('the platform admin’s school switcher', () => {
  it('chooses the demo school, adds a student to it and opens its profile', async () => {
    const page = await openSignedIn(browser, platformAdmin);
    await page.goto('/manage-students');
    // No school yet: the page says what to do instead of failing with a retry.
    await page.getByText('Choose a school', { exact: true }).waitFor();
    expect(await page.getByText('Your account belongs to no school.').count()).toBe(0);

    const switcher = page.getByRole('combobox', { name: 'School' });
    await switcher.click();
    await switcher.fill('Riverside');
    await page.getByRole('option', { name: new RegExp(demoSchool) }).click();
    await page.getByRole('heading', { level: 1, name: 'Manage Students' }).waitFor();
    await page.getByRole('table', { name: 'Students' }).locator('tbody tr').first().waitFor();

    const lastName = `Switch${uniqueSuffix()}`;
    await page.getByRole('button', { name: 'Add student' }).click();
    const drawer = page.getByRole('dialog', { name: 'Add student' });
    await drawer.waitFor();
    await drawer.getByLabel('First name').fill('Ida');
    await drawer.getByLabel('Last name').fill(lastName);
    await drawer
      .getByRole('textbox', { name: /^E-mail/ })
      .fill(`${lastName.toLowerCase()}@e2e.example.org`);
    await drawer.getByRole('button', { name: 'Add student' }).click();
    await page.getByText(`Ida ${lastName} was added and invited`).waitFor();

    await page.goto('/school-profile');
    await page.getByRole('heading', { level: 1, name: 'Manage School' }).waitFor();
    // The profile is the chosen school's, open for editing (the platform admin may edit it).
    const name = page.getByRole('textbox', { name: /^School name/ });
    await expect.poll(() => name.inputValue(), { timeout: 10_000 }).toBe(demoSchool);
    expect(
      await page
        .getByRole('alert')
        .filter({ hasText: /school/i })
        .count(),
    ).toBe(0);
    await page.context().close();
  });
});
