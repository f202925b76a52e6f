import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import ar from '../src/i18n/locales/ar.json';
import { registerSchool, signInByApi, uniqueSuffix } from './support/api';
import { demoAccounts, launchBrowser, openPage, signIn } from './support/browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

/** Signed in, with the language chosen on this browser only (the account keeps its own). */
async function openIn(
  language: string,
  account: { email: string; password: string },
  options: { width?: number } = {},
): Promise<Page> {
  const page = await openPage(browser, options);
  await signIn(page, account.email, account.password);
  await page.evaluate((lang) => localStorage.setItem('language', lang), language);
  return page;
}

type Student = { id: string; grade: string | null };
type ListedClass = { id: string; title: string; subject: { key: string; name: string } };
const subjectsAr = ar.subjects;

describe('school words in the reader’s language', () => {
  it('shows grades in German and keeps what is typed in the API’s words', async () => {
    const school = await registerSchool({ adminName: 'Greta Stufe' });
    const lastName = `Vogel${uniqueSuffix()}`;
    const student = await school.api<Student>('/students', {
      body: {
        firstName: 'Lena',
        lastName,
        email: `lena.${lastName}@e2e.example.org`.toLowerCase(),
        grade: 'Grade 9',
      },
    });
    const page = await openIn('de', school);
    await page.goto('/manage-students');
    const row = page.locator('tbody tr', { hasText: lastName });
    await row.getByText('Klassenstufe 9', { exact: true }).waitFor();
    expect(await row.innerText()).not.toContain('Grade');
    const gradeFilter = page.getByRole('combobox', { name: 'Klassenstufe' });
    expect(await gradeFilter.locator('option').allInnerTexts()).toContain('Klassenstufe 9');
    // A name keeps its own direction whatever the page's.
    expect(await row.locator('button[dir="auto"]', { hasText: lastName }).count()).toBe(1);

    await row.getByRole('button', { name: `Lena ${lastName} bearbeiten` }).click();
    const grade = page.getByRole('dialog').getByLabel('Klassenstufe', { exact: true });
    expect(await grade.inputValue()).toBe('Klassenstufe 9');
    await grade.fill('Klassenstufe 10');
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: 'Änderungen speichern' }).click();
    await row.getByText('Klassenstufe 10', { exact: true }).waitFor();
    const stored = await school.api<Student>(`/students/${student.id}`);
    expect(stored.grade).toBe('Grade 10');
    await page.context().close();
  });

  it('shows subject names and grades in Arabic, and class titles in their own direction', async () => {
    const admin = await signInByApi(demoAccounts.schoolAdmin);
    const list = await admin.api<{ items: ListedClass[] }>('/classes?pageSize=5');
    const first = list.items[0];
    if (!first) throw new Error('the demo data has no classes');
    const arabicSubject = subjectsAr[first.subject.key as keyof typeof subjectsAr];

    const page = await openIn('ar', demoAccounts.schoolAdmin);
    await page.goto('/manage-classes');
    const title = page.getByRole('link', { name: first.title, exact: true });
    await title.waitFor();
    expect(await title.getAttribute('dir')).toBe('auto');
    const row = page.locator('tr', { has: title });
    await row.getByText(arabicSubject, { exact: true }).waitFor();
    expect(await row.getByText(first.subject.name, { exact: true }).count()).toBe(0);

    await title.click();
    const heading = page.getByRole('heading', { level: 1, name: first.title });
    await heading.waitFor();
    expect(await heading.getAttribute('dir')).toBe('auto');
    const detail = await admin.api<{ description: string | null }>(`/classes/${first.id}`);
    const description = detail.description?.split('\n')[0]?.trim();
    if (description) {
      const shown = page.locator('main [dir="auto"]', { hasText: description });
      expect(await shown.count()).toBeGreaterThan(0);
    }
    const main = page.locator('main');
    await main.getByText(arabicSubject, { exact: true }).first().waitFor();
    expect(await main.getByText(first.subject.name, { exact: true }).count()).toBe(0);
    expect(await main.innerText()).not.toMatch(/Grade \d/);
    await page.context().close();
  });

  it('keeps a person’s English name in its own direction in the Arabic top bar', async () => {
    const school = await registerSchool({ adminName: 'Ada Lovelace' });
    const page = await openIn('ar', school);
    await page.reload();
    await page.waitForFunction(() => document.documentElement.dir === 'rtl');
    const name = page.locator('header [dir="auto"]', { hasText: 'Ada Lovelace' });
    await name.first().waitFor();
    await page.context().close();
  });
});
