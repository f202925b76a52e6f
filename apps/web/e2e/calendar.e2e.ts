import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerSchool, signInByApi, uniqueSuffix } from './support/api';
import { demoAccounts, launchBrowser, openPage, openSignedIn, signIn } from './support/browser';

type Item = {
  id: string;
  source: string;
  sourceId: string;
  title: string;
  start: string;
  end: string;
};

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

const day = 86_400_000;
const dayOf = (instant: number | string) => new Date(instant).toISOString().slice(0, 10);

async function calendarItems(from: string, to: string): Promise<Item[]> {
  const admin = await signInByApi(demoAccounts.schoolAdmin);
  const range = await admin.api<{ items: Item[] }>(
    `/calendar?from=${new Date(from).toISOString()}&to=${new Date(to).toISOString()}`,
  );
  return range.items;
}

/**
 * A day of the month after next with nothing on it, and the day eight days later, also free: the
 * demo school's classes run on some weekdays for weeks ahead of today, so which days are quiet
 * depends on the date the test runs.
 */
async function quietDays() {
  const now = new Date();
  const first = Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 2, 1);
  const items = await calendarItems(dayOf(first), dayOf(first + 31 * day));
  // Every day an item touches (school events may last several days).
  const busy = new Set<string>();
  for (const item of items)
    for (let at = Date.parse(dayOf(item.start)); at < Date.parse(item.end); at += day)
      busy.add(dayOf(at));
  // From the 5th to the 20th, so that both days are in the month's grid.
  for (let date = 4; date < 20; date += 1) {
    const from = dayOf(first + date * day);
    const to = dayOf(first + (date + 8) * day);
    if (!busy.has(from) && !busy.has(to)) return { month: dayOf(first), from, to };
  }
  throw new Error('no two quiet days in the month after next');
}

const cell = (page: Page, date: string) => page.locator(`td.fc-daygrid-day[data-date="${date}"]`);

describe('calendar', () => {
  it('shows class sessions and appointments, creates an event by clicking a day, drags it and filters by label', async () => {
    const soon = await calendarItems(dayOf(Date.now()), dayOf(Date.now() + 28 * day));
    const session = soon.find((i) => i.source === 'classes');
    const appointment = soon.find((i) => i.source === 'appointments');
    expect(session, 'the demo school has a class session in the next four weeks').toBeDefined();
    expect(appointment, 'the demo school has an appointment in the next four weeks').toBeDefined();

    const page = await openSignedIn(browser, demoAccounts.schoolAdmin);
    for (const item of [session, appointment]) {
      if (!item) continue;
      await page.goto(`/calendar?view=listWeek&date=${item.start.slice(0, 10)}`);
      await page.getByRole('heading', { level: 1, name: 'Calendar' }).waitFor();
      await page.locator('.fc-list-event-title', { hasText: item.title }).first().waitFor();
    }

    const { month, from, to } = await quietDays();
    const title = `Science fair ${uniqueSuffix()}`;
    await page.goto(`/calendar?view=dayGridMonth&date=${month}`);
    await cell(page, from).waitFor();
    // The mini month beside it turns to the month shown.
    const monthName = new Date(month).toLocaleString('en-US', {
      month: 'long',
      year: 'numeric',
      timeZone: 'UTC',
    });
    await page
      .getByRole('button', { name: 'Choose a month' })
      .filter({ hasText: monthName })
      .waitFor();
    await cell(page, from).click({ position: { x: 20, y: 40 } });
    const drawer = page.getByRole('dialog', { name: 'New event' });
    await drawer.waitFor();
    await drawer.getByRole('button', { name: 'Save' }).click();
    await drawer.getByText('Please enter a title.').waitFor();
    await drawer.getByLabel('Title').fill(title);
    await drawer.getByRole('button', { name: 'Save' }).click();
    await drawer.waitFor({ state: 'hidden' });
    const event = page.locator('.fc-event', { hasText: title });
    await event.waitFor();
    expect(await cell(page, from).locator('.fc-event', { hasText: title }).count()).toBe(1);

    // Dragged a week on, through the pointer as a person would.
    const box = await event.boundingBox();
    const target = await cell(page, to).boundingBox();
    if (!box || !target) throw new Error('no layout');
    await page.mouse.move(box.x + 10, box.y + box.height / 2);
    await page.mouse.down();
    await page.mouse.move(box.x + 30, box.y + 30, { steps: 5 });
    await page.mouse.move(target.x + target.width / 2, target.y + target.height / 2, { steps: 15 });
    await page.mouse.up();
    await page.getByText('Moved.').waitFor();
    await cell(page, to).locator('.fc-event', { hasText: title }).waitFor();
    const moved = (await calendarItems(from, dayOf(Date.parse(to) + day))).find(
      (i) => i.title === title,
    );
    expect(moved?.start.slice(0, 10)).toBe(to);

    // Its label is "Other": unticking it hides the event, and the address keeps the choice.
    await page.getByRole('checkbox', { name: 'Other' }).uncheck();
    await event.waitFor({ state: 'detached' });
    expect(new URL(page.url()).searchParams.get('labels')).not.toContain('other');
    await page.getByRole('checkbox', { name: 'Other' }).check();
    await event.waitFor();

    // An event's link opens it for editing.
    await page.goto(`/calendar?event=${moved?.sourceId ?? ''}`);
    const editor = page.getByRole('dialog', { name: 'Edit event' });
    await editor.waitFor();
    expect(await editor.getByLabel('Title').inputValue()).toBe(title);
  });

  it('copies the private subscription address from account settings', async () => {
    const page = await openSignedIn(browser, demoAccounts.editor);
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.goto('/account-settings?tab=security');
    const create = page.getByRole('button', {
      name: /Create a private address|Replace the address/,
    });
    await create.click();
    const address = page.getByLabel('Private address');
    await address.waitFor();
    const url = await address.inputValue();
    expect(url).toMatch(/^webcal:\/\/.+\/api\/calendar\/feed\/[\w-]{43}\.ics$/);
    await page.getByRole('button', { name: 'Copy' }).click();
    await page.getByRole('button', { name: 'Copied' }).waitFor();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(url);
    const feed = await page.request.get(url.replace(/^webcal:\/\/[^/]+/, ''));
    expect(feed.status()).toBe(200);
    expect(await feed.text()).toContain('BEGIN:VCALENDAR');
  });

  it('opens a week at the school day, with the night above it a scroll away', async () => {
    const page = await openSignedIn(browser, demoAccounts.schoolAdmin, {
      width: 1440,
      height: 900,
    });
    await page.goto('/calendar?view=timeGridWeek');
    const slot = (time: string) => page.locator(`.fc-timegrid-slot-label[data-time="${time}"]`);
    await slot('08:00:00').waitFor();
    // The board fits the window and scrolls inside: 08:00 is its first row, midnight above it.
    const scroller = page.locator('.fc-scroller:has(> .fc-timegrid-body)');
    const top = async () => (await scroller.boundingBox())?.y ?? Number.NaN;
    const eight = async () => ((await slot('08:00:00').boundingBox())?.y ?? 0) - (await top());
    await expect.poll(async () => Math.abs(await eight())).toBeLessThanOrEqual(4);
    expect(await scroller.evaluate((element) => element.scrollTop)).toBeGreaterThan(0);
    const seven = await slot('07:00:00').boundingBox();
    expect((seven?.y ?? 0) + (seven?.height ?? 0)).toBeLessThanOrEqual((await top()) + 4);
    const board = await page.locator('.fc').boundingBox();
    expect((board?.y ?? 0) + (board?.height ?? 0)).toBeLessThanOrEqual(900);
    await page.context().close();
  });

  it('opens in the list view on a phone, with a button to create', async () => {
    const page = await openPage(browser, { width: 390, height: 844 });
    await page.goto('/pages/login');
    await page.getByLabel('Email').fill(demoAccounts.schoolAdmin.email);
    await page.getByLabel(/^Password/).fill(demoAccounts.schoolAdmin.password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL((url) => !url.pathname.startsWith('/pages/login'));
    await page.goto('/calendar');
    await page.locator('.fc-list, .fc-listWeek-view').first().waitFor();
    await page.getByRole('button', { name: 'New event' }).click();
    await page.getByRole('dialog', { name: 'New event' }).waitFor();
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth > window.innerWidth,
    );
    expect(overflow).toBe(false);
  });

  it('draws a week of 300 items, timed at 4× CPU throttling (target < 200 ms, reported)', async () => {
    const school = await registerSchool();
    // In a named zone, as schools are (the demo's is London's): FullCalendar then converts every
    // instant through it, work a UTC calendar never does. In January London keeps UTC's clock.
    const profile = await school.api<{ name: string }>('/school');
    await school.api('/school', {
      method: 'PUT',
      body: {
        name: profile.name,
        timezone: 'Europe/London',
        defaultLanguage: 'en',
        cancellationNoticeHours: 24,
        lowBalanceThreshold: 10,
      },
    });
    const monday = Date.UTC(2031, 0, 6);
    const stamp = (ms: number) =>
      new Date(ms).toISOString().replace(/[-:]/g, '').slice(0, 15) + 'Z';
    const events = Array.from({ length: 300 }, (_, i) => {
      const start =
        monday + Math.floor(i / 43) * day + (7 + (i % 11)) * 3_600_000 + (i % 4) * 900_000;
      return [
        'BEGIN:VEVENT',
        `UID:week-${i}@bench.example`,
        'DTSTAMP:20300101T000000Z',
        `DTSTART:${stamp(start)}`,
        `DTEND:${stamp(start + 3_600_000)}`,
        `SUMMARY:Item ${i}`,
        'END:VEVENT',
      ].join('\r\n');
    });
    const ics = [
      'BEGIN:VCALENDAR',
      'VERSION:2.0',
      'PRODID:-//bench//EN',
      ...events,
      'END:VCALENDAR',
    ].join('\r\n');
    expect(await school.api('/calendar/import', { body: { ics } })).toEqual({
      created: 300,
      updated: 0,
    });

    const page = await openPage(browser);
    await signIn(page, school.email, school.password);
    await page.goto(`/calendar?view=timeGridWeek&date=${dayOf(monday)}`);
    const shown = () => page.locator('.fc-timegrid-event').count();
    await expect.poll(shown, { timeout: 20_000 }).toBe(300);
    // The next week is empty: leaving and coming back redraws the 300 from the query cache.
    await page.getByRole('button', { name: 'Next week' }).click();
    await expect.poll(shown).toBe(0);
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    const times: number[] = [];
    for (let run = 0; run < 3; run += 1) {
      const ms = await page.evaluate(
        () =>
          new Promise<number>((resolve) => {
            const next = document.querySelector<HTMLButtonElement>('.fc-next-button');
            const prev = document.querySelector<HTMLButtonElement>('.fc-prev-button');
            const count = () => document.querySelectorAll('.fc-timegrid-event').length;
            // From the click (whose handler already draws the new week's grid) until the frame
            // after the items are in the page, i.e. painted.
            const wait = (started: number, want: number, then: (t: number) => void) => {
              const check = () => {
                if (count() === want)
                  requestAnimationFrame(() => then(performance.now() - started));
                else requestAnimationFrame(check);
              };
              check();
            };
            const clicked = performance.now();
            prev?.click();
            wait(clicked, 300, (drawn) => {
              const left = performance.now();
              next?.click();
              wait(left, 0, () => resolve(drawn));
            });
          }),
      );
      times.push(ms);
    }
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
    times.sort((a, b) => a - b);
    // Reported against the target as bench/web reports page figures: a shared machine's load
    // moves this several-fold, so the run states the verdict and fails only on a wrong drawing.
    const median = times[1] ?? Number.NaN;
    console.log(
      `calendar week, 300 items, 4× CPU throttling: ${times.map((t) => t.toFixed(0)).join(' / ')} ms, ` +
        `median ${median.toFixed(0)} ms (target < 200 ms) — ${median < 200 ? 'PASS' : 'MISS'}`,
    );
    expect(times).toHaveLength(3);
  });
});
