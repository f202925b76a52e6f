import fs from 'node:fs';
import path from 'node:path';
import type { StudentDashboard } from '@school/shared/student-dashboard/student-dashboard.contract';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInByApi, type ApiSession } from './support/api';
import {
  chooseFromMenu,
  currentPath,
  demoAccounts,
  launchBrowser,
  openSignedIn,
} from './support/browser';

type StudentList = { items: { id: string; firstName: string; lastName: string }[] };

/** Where this test leaves what it made (git ignores test-results). */
const outputDir = path.join(import.meta.dirname, 'test-results', 'student-dashboard');

let browser: Browser;
let witness: ApiSession;
/** A demo student with marked attendance in at least one class. */
let student: { id: string; name: string; classTitle: string };

beforeAll(async () => {
  browser = await launchBrowser();
  witness = await signInByApi(demoAccounts.schoolAdmin);
  const list = await witness.api<StudentList>('/students?pageSize=100&sort=lastName');
  for (const item of list.items) {
    const d = await witness.api<StudentDashboard>(`/student-dashboard/${item.id}?period=year`);
    const marked = d.classes.find((c) => c.attendance.rate !== null);
    if (marked) {
      student = {
        id: item.id,
        name: `${item.firstName} ${item.lastName}`,
        classTitle: marked.title,
      };
      break;
    }
  }
  expect(student, 'a demo student with attendance').toBeDefined();
  fs.mkdirSync(outputDir, { recursive: true });
});
afterAll(async () => {
  await browser.close();
});

/**
 * The top bar's language menu saves the choice to the account: a demo account that a test switched
 * goes back to English, so the tests after it read the console as they expect.
 */
async function speakEnglish(account: Parameters<typeof signInByApi>[0]) {
  const session = await signInByApi(account);
  const { user } = await session.api<{
    user: { firstName: string; lastName: string; photo: string | null };
  }>('/auth/me');
  await session.api('/account/profile', {
    method: 'PATCH',
    body: { firstName: user.firstName, lastName: user.lastName, photo: user.photo, locale: 'en' },
  });
}

describe('student dashboard', () => {
  it('picks a demo student, shows classes and attendance, and keeps the student in the address', async () => {
    const page = await openSignedIn(browser, demoAccounts.schoolAdmin);
    await page.goto('/student-dashboard');
    await page.getByText('Pick a student', { exact: true }).waitFor();
    const picker = page.getByRole('combobox', { name: 'Student' });
    await picker.fill(student.name.split(' ')[1] ?? student.name);
    await page.getByRole('option', { name: student.name }).click();
    await page.waitForURL((url) => url.searchParams.get('studentId') === student.id);

    await page.getByRole('heading', { name: 'Classes' }).waitFor();
    await page.getByRole('link', { name: student.classTitle }).first().waitFor();
    await page.getByRole('heading', { name: 'Attendance', exact: true }).waitFor();
    await page.getByText('School year', { exact: true }).click();
    await page.waitForURL((url) => url.searchParams.get('period') === 'year');
    const marked = page.getByRole('list', { name: 'Attendance by day' }).locator('[data-level]');
    await marked.first().waitFor();
    expect(
      await marked.evaluateAll((cells) => cells.every((c) => c.getAttribute('aria-label'))),
    ).toBe(true);

    // A day with marks takes keyboard focus and reads out under the map.
    const day = page.getByRole('list', { name: 'Attendance by day' }).getByRole('button').first();
    await day.focus();
    const label = (await day.getAttribute('aria-label')) ?? '';
    expect(label).toMatch(/: (Present|Late|Absent|Excused) \d/);
    await page.locator('[aria-live="polite"]', { hasText: label }).waitFor();

    await page.reload();
    expect(currentPath(page)).toContain(`studentId=${student.id}`);
    await expect
      .poll(() => page.getByRole('combobox', { name: 'Student' }).inputValue())
      .toBe(student.name);
    await page.getByRole('heading', { name: 'Classes' }).waitFor();
    await page.context().close();
  });

  it('prints a clean page without the sidebar or top bar', async () => {
    const page = await openSignedIn(browser, demoAccounts.schoolAdmin);
    await page.goto(`/student-dashboard?studentId=${student.id}`);
    await page.getByRole('heading', { name: 'Classes' }).waitFor();
    await page.emulateMedia({ media: 'print' });
    expect(await page.getByRole('navigation', { name: 'Main navigation' }).isVisible()).toBe(false);
    expect(await page.getByRole('button', { name: 'Print' }).isVisible()).toBe(false);
    const background = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
    expect(background).toBe('rgb(255, 255, 255)');
    const file = path.join(outputDir, 'print-view.png');
    await page.screenshot({ path: file, fullPage: true });
    expect(fs.statSync(file).size).toBeGreaterThan(1_000);
    await page.context().close();
  });

  it('downloads the attendance as CSV', async () => {
    const page = await openSignedIn(browser, demoAccounts.schoolAdmin);
    await page.goto(`/student-dashboard?studentId=${student.id}`);
    await page.getByRole('heading', { name: 'Classes' }).waitFor();
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Export attendance (CSV)' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^attendance-.*\.csv$/);
    const file = path.join(outputDir, download.suggestedFilename());
    await download.saveAs(file);
    const lines = fs.readFileSync(file, 'utf8').split(/\r?\n/).filter(Boolean);
    expect(lines[0]).toBe('date,time,class,subject,status,recordedAt');
    expect(lines.length).toBeGreaterThan(1);
    expect(lines.some((line) => line.includes(student.classTitle))).toBe(true);
    await page.context().close();
  });
  it('fits a 390 px phone in dark mode and reads right to left in Arabic', async () => {
    try {
      const page = await openSignedIn(browser, demoAccounts.editor, {
        width: 390,
        height: 844,
        colorScheme: 'dark',
      });
      await page.goto(`/student-dashboard?studentId=${student.id}&period=year`);
      await page.getByRole('heading', { name: 'Classes' }).waitFor();
      // An editor sees no money: the spend section is not drawn.
      expect(await page.getByRole('heading', { name: 'Credits per month' }).count()).toBe(0);
      const overflow = () =>
        page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(await overflow()).toBeLessThanOrEqual(0);
      await chooseFromMenu(page, page.getByRole('button', { name: 'Language' }), 'العربية');
      await page.waitForFunction(() => document.documentElement.dir === 'rtl');
      await page.getByRole('heading', { name: 'الفصول' }).waitFor();
      expect(await overflow()).toBeLessThanOrEqual(0);
      await page.screenshot({ path: path.join(outputDir, 'phone-dark-ar.png'), fullPage: true });
      await page.context().close();
    } finally {
      await speakEnglish(demoAccounts.editor);
    }
  });
});
