import type { Page } from 'playwright-core';

/** The roster's parts as a person finds them: the table, its rows and the search box. */
export const table = (page: Page) => page.getByRole('table', { name: 'Students' });
export const rows = (page: Page) => table(page).locator('tbody tr');
export const search = (page: Page) => page.getByRole('searchbox', { name: 'Search students' });

/** Opens the roster (with a query string) and waits for its first row. */
export async function openRoster(page: Page, query = '') {
  await page.goto(`/manage-students${query}`);
  await page.getByRole('heading', { level: 1, name: 'Manage Students' }).waitFor();
  await rows(page).first().waitFor();
}

/**
 * Runs an action that changes the roster's view and waits until the table shows the answer:
 * the list request matching `expected` has come back and the table is no longer busy.
 */
export async function changeView(
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
