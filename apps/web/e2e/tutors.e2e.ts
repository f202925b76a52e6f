import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInByApi, uniqueSuffix, type ApiSession } from './support/api';
import { currentPath, demoAccounts, launchBrowser, openSignedIn } from './support/browser';

type SearchAnswer = { items: { id: string; displayName: string }[]; total: number };
type Profile = { id: string; displayName: string; timeZone: string; slots: { startsAt: string }[] };

let browser: Browser;
let admin: ApiSession;
let tutor: ApiSession;
let tutorName: string;
/** A word only this run's tutor has in their headline. */
const word = `Calculus${uniqueSuffix()}`;
const rate = 35;

/** The "N tutors" line above the results, once the results for the address are in. */
async function resultCount(page: Page): Promise<number> {
  const heading = page.locator('#tutor-results-count');
  await heading.filter({ hasText: /\d/ }).waitFor();
  const text = await heading.innerText();
  return Number(text.replace(/\D/g, ''));
}

/** The same search through the API: what the page should show. */
async function apiTotal(query: string): Promise<number> {
  return (await admin.api<SearchAnswer>(`/tutors/search?${query}`)).total;
}

/** Moves a slider's thumb with the arrow keys, as a keyboard user does, to `value`. */
async function moveThumb(page: Page, thumb: Locator, value: number): Promise<void> {
  for (let presses = 0; presses < 60; presses++) {
    const now = Number(await thumb.getAttribute('aria-valuenow'));
    if (now === value) return;
    await page.keyboard.press(now > value ? 'ArrowLeft' : 'ArrowRight');
  }
  throw new Error(`the slider did not reach ${value}`);
}

const card = (page: Page) => page.getByRole('listitem').filter({ hasText: tutorName });

beforeAll(async () => {
  browser = await launchBrowser();
  admin = await signInByApi(demoAccounts.schoolAdmin);
  tutor = await signInByApi(demoAccounts.tutor);
  const me = await tutor.api<{ displayName: string }>('/tutors/me');
  const subjects = await admin.api<{ items: { id: string; key: string }[] }>('/subjects');
  const maths = subjects.items.find((subject) => subject.key === 'mathematics');
  if (!maths) throw new Error('the demo data has no mathematics');
  tutorName = me.displayName || 'Daniel Okafor';
  // The demo tutor, as the tutor app would save them: maths, English and Portuguese, free every
  // day from 08:00 to 20:00 in Berlin, so the profile has free hours whenever the test runs.
  await tutor.api('/tutors/me', {
    method: 'PUT',
    body: {
      displayName: tutorName,
      headline: `${word} and algebra for exam years`,
      bio: 'Patient with beginners, demanding with exam candidates.',
      hourlyRateCredits: rate,
      languages: ['en', 'pt'],
      subjects: [
        { subjectId: maths.id, level: 'secondary' },
        { subjectId: maths.id, level: 'exam_prep' },
      ],
      videoUrl: null,
      photo: null,
      timeZone: 'Europe/Berlin',
    },
  });
  await tutor.api('/tutors/me/availability', {
    method: 'PUT',
    body: {
      weekly: [1, 2, 3, 4, 5, 6, 7].map((weekday) => ({ weekday, start: '08:00', end: '20:00' })),
      exceptions: [],
    },
  });
});
afterAll(async () => {
  await browser.close();
});

describe('find tutor', () => {
  it('searches as one types, filters by language and price, and opens a profile with free hours', async () => {
    const page = await openSignedIn(browser, demoAccounts.schoolAdmin);
    await page.goto('/find-tutor');
    await page.getByRole('heading', { level: 1, name: 'Find Tutor' }).waitFor();

    await page.getByLabel('Search tutors').fill('math');
    await page.waitForURL((url) => url.searchParams.get('q') === 'math');
    await card(page).first().waitFor();
    await expect.poll(() => resultCount(page)).toBe(await apiTotal('q=math'));

    // The order: the cheapest first, as the API orders the same search (many tutors match).
    await page.getByLabel('Sort by').selectOption({ label: 'Lowest price' });
    await page.waitForURL((url) => url.searchParams.get('sort') === 'price_asc');
    const cheapest = await admin.api<SearchAnswer>(
      `/tutors/search?${new URL(page.url()).searchParams.toString()}`,
    );
    await expect
      .poll(() => page.locator('article h3').first().innerText())
      .toContain(cheapest.items[0]?.displayName ?? 'no tutor');

    // Language: only tutors who teach in Portuguese.
    await page.getByRole('combobox', { name: 'Language' }).click();
    await page.getByRole('option', { name: 'Portuguese', exact: true }).click();
    await page.waitForURL((url) => url.searchParams.get('language') === 'pt');
    await card(page).first().waitFor();
    await expect.poll(() => resultCount(page)).toBe(await apiTotal('q=math&language=pt'));

    // Price: the highest rate a step below this tutor's leaves them out, their rate brings them back.
    const highest = page.getByRole('slider', { name: 'Highest price per hour' });
    await highest.focus();
    await moveThumb(page, highest, rate - 5);
    await page.waitForURL((url) => url.searchParams.get('maxRate') === String(rate - 5));
    await card(page).waitFor({ state: 'detached' });
    await expect
      .poll(() => resultCount(page))
      .toBe(await apiTotal(`q=math&language=pt&maxRate=${rate - 5}`));
    await moveThumb(page, highest, rate);
    await page.waitForURL((url) => url.searchParams.get('maxRate') === String(rate));
    await card(page).first().waitFor();

    const search = currentPath(page);

    // A reload of the address shows the same search.
    await page.reload();
    await card(page).first().waitFor();
    expect(await page.getByLabel('Search tutors').inputValue()).toBe('math');

    // The profile: the free hours of the week, in the school's time zone, named.
    await card(page).first().getByRole('link', { name: tutorName }).click();
    await page.waitForURL((url) => url.pathname.startsWith('/find-tutor/'));
    await page.getByRole('heading', { level: 1, name: tutorName }).waitFor();
    const id = new URL(page.url()).pathname.split('/').pop() ?? '';
    const profile = await admin.api<Profile>(`/tutors/${id}`);
    const first = profile.slots[0];
    if (!first) throw new Error('the tutor has no free hours in the profile');
    await page.getByText(profile.timeZone.replaceAll('_', ' ')).first().waitFor();
    const strip = page.getByRole('list', { name: /^Free times from/ });
    const firstTime = new Intl.DateTimeFormat('en', {
      timeStyle: 'short',
      timeZone: profile.timeZone,
    }).format(new Date(first.startsAt));
    await strip.locator(`time[datetime="${first.startsAt}"]`).waitFor();
    expect(await strip.locator(`time[datetime="${first.startsAt}"]`).innerText()).toBe(firstTime);
    // Booking starts from the profile: the action leads to this tutor's booking page.
    const book = page.getByRole('link', { name: /^Book/ }).first();
    expect(await book.getAttribute('href')).toContain(`/find-tutor/${id}/book`);

    // The next week asks the API for its hours.
    await page.getByRole('button', { name: 'Next week' }).click();
    await strip.locator('time').first().waitFor();

    // Back to the search, with its filters.
    await page.getByRole('link', { name: 'Back to the search' }).click();
    await page.waitForURL((url) => url.pathname === '/find-tutor');
    expect(currentPath(page)).toBe(search);
    await page.close();
  });

  it('suggests loosening the filters when nothing matches', async () => {
    const page = await openSignedIn(browser, demoAccounts.schoolAdmin);
    await page.goto(`/find-tutor?q=${word}&maxRate=${rate - 5}`);
    await page.getByText('No tutor matches this search').waitFor();
    await page.getByRole('button', { name: 'Remove price' }).click();
    await page.waitForURL((url) => !url.searchParams.has('maxRate'));
    await card(page).first().waitFor();
    await expect.poll(() => resultCount(page)).toBe(1);
    await page.close();
  });

  it('says plainly when a tutor does not exist, on the profile and on booking, with the way back', async () => {
    const page = await openSignedIn(browser, demoAccounts.schoolAdmin);
    const unknown = '00000000-0000-4000-8000-000000000000';
    await page.goto(`/find-tutor/${unknown}`);
    await page.getByText('This tutor is not available').waitFor();
    // A missing tutor is no failure to retry.
    expect(await page.getByRole('button', { name: 'Try again' }).count()).toBe(0);
    await page.goto(`/find-tutor/${unknown}/book`);
    await page.getByText('Tutor not found').waitFor();
    await page.getByRole('link', { name: 'Back to the profile' }).click();
    await page.waitForURL((url) => url.pathname === `/find-tutor/${unknown}`);
    await page.close();
  });

  it('opens the filters in a drawer on a phone', async () => {
    const page = await openSignedIn(browser, demoAccounts.schoolAdmin, { width: 390, height: 844 });
    await page.goto(`/find-tutor?q=${word}`);
    await card(page).first().waitFor();
    // No filter panel beside the list: a button opens them.
    expect(await page.getByRole('combobox', { name: 'Level' }).count()).toBe(0);
    await page.getByRole('button', { name: /^Filters/ }).click();
    const drawer = page.getByRole('dialog', { name: 'Filters' });
    await drawer.waitFor();
    await drawer.getByRole('combobox', { name: 'Level' }).click();
    await page.getByRole('option', { name: 'Exam preparation', exact: true }).click();
    await page.waitForURL((url) => url.searchParams.get('level') === 'exam_prep');
    await drawer.getByRole('button', { name: /^Show results/ }).click();
    await drawer.waitFor({ state: 'hidden' });
    await card(page).first().waitFor();
    expect(await page.getByRole('button', { name: /^Filters/ }).innerText()).toContain('1');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      390,
    );
    await page.close();
  });
});
