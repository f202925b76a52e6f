import fs from 'node:fs';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerSchool, signInByApi, type Account, type ApiSession } from './support/api';
import { demoAccounts, launchBrowser, openPage, signIn } from './support/browser';

// Every field a person types that the console shows back (students, classes, the school
// profile, wallet memos; announcements have their own test), filled with the XSS corpus and
// drawn in Chromium: no script may run and no active markup may reach the page.
const corpus = JSON.parse(
  fs.readFileSync(path.resolve(import.meta.dirname, '../../../fixtures/xss-corpus.json'), 'utf8'),
) as string[];
const counting = [
  '<img src=x onerror="window.__xss++">',
  '<svg onload="window.__xss++"></svg>',
  '"><img src=x onerror=window.__xss++>',
  "'><script>window.__xss++</script>",
  '<a href="javascript:window.__xss++">click</a>',
  '<details open ontoggle="window.__xss++">x</details>',
];
const payloads = [...corpus, ...counting];

let browser: Browser;
let school: ApiSession & Account;
beforeAll(async () => {
  browser = await launchBrowser();
  school = await registerSchool({ adminName: 'Xena Xss' });
});
afterAll(async () => {
  await browser.close();
});

/** Script elements, inline handlers and script URLs under `main`, with what counted up. */
async function activeMarkup(page: Page) {
  return page.evaluate(() => {
    const all = [...document.querySelectorAll('main *')];
    return {
      scripts: all.filter((e) => e.tagName.toLowerCase() === 'script').length,
      handlers: all
        .filter((e) => [...e.attributes].some((a) => a.name.toLowerCase().startsWith('on')))
        .map((e) => e.outerHTML.slice(0, 100)),
      scriptUrls: all
        .filter((e) =>
          ['href', 'src', 'action', 'formaction', 'srcdoc', 'data'].some((name) =>
            /^\s*(javascript|vbscript|data):/i.test(e.getAttribute(name) ?? ''),
          ),
        )
        .map((e) => e.outerHTML.slice(0, 100)),
      counted: (window as unknown as { __xss: number }).__xss,
    };
  });
}

async function watchedPage(): Promise<{ page: Page; dialogs: string[] }> {
  const page = await openPage(browser);
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  await page.addInitScript(() => {
    (window as unknown as { __xss: number }).__xss = 0;
  });
  return { page, dialogs };
}

const clean = { scripts: 0, handlers: [], scriptUrls: [], counted: 0 };
const short = (payload: string, max: number) => payload.slice(0, max);

describe('the XSS corpus in every field shown back', () => {
  it('runs no script from student, class, school or wallet fields', async () => {
    let stored = 0;
    for (const [i, payload] of payloads.entries()) {
      const answer = await school.send('/students', {
        body: {
          firstName: short(payload, 100),
          lastName: `Xss${i}`,
          email: `xss-${i}-${Date.now()}@e2e.example`,
          notes: payload,
          guardianName: short(payload, 200),
        },
      });
      expect([201, 400]).toContain(answer.status);
      if (answer.status === 201) stored += 1;
    }
    const tutors = await school.api<{ items: { id: string }[] }>('/tutors');
    const subjects = await school.api<{ items: { id: string }[] }>('/subjects');
    const tutorId = tutors.items[0]?.id;
    const subjectId = subjects.items[0]?.id;
    if (!tutorId || !subjectId) throw new Error('no tutor or subject to make classes with');
    const classIds: string[] = [];
    for (const payload of payloads) {
      const answer = await school.send('/classes', {
        body: {
          tutorId,
          subjectId,
          title: short(payload, 120),
          description: payload,
          location: short(payload, 120),
          capacity: 5,
          priceCredits: 10,
          sessions: [{ startsAt: '2031-05-05T10:00:00Z', endsAt: '2031-05-05T11:00:00Z' }],
        },
      });
      expect([201, 400]).toContain(answer.status);
      if (answer.status === 201) {
        stored += 1;
        classIds.push((answer.body as { id: string }).id);
      }
    }
    const platform = await signInByApi(demoAccounts.platformAdmin);
    for (const [i, payload] of payloads.entries()) {
      const answer = await platform.send('/wallet/adjustments', {
        body: { schoolId: school.user.schoolId, amount: 1, memo: `Memo ${short(payload, 180)}` },
        headers: { 'Idempotency-Key': `xss-${school.user.id}-${i}` },
      });
      expect([201, 400]).toContain(answer.status);
      if (answer.status === 201) stored += 1;
    }
    const profile = payloads.find((p) => p.includes('__xss')) ?? payloads[0] ?? '';
    const saved = await school.send('/school', {
      method: 'PUT',
      body: {
        name: short(profile, 100),
        description: profile,
        street: short(profile, 120),
        city: short(profile, 80),
        timezone: 'Europe/Berlin',
        defaultLanguage: 'en',
        cancellationNoticeHours: 24,
        lowBalanceThreshold: 10,
      },
    });
    expect([200, 400]).toContain(saved.status);
    expect(stored).toBeGreaterThan(payloads.length * 2);

    const { page, dialogs } = await watchedPage();
    await signIn(page, school.email, school.password);
    // Each screen with the API answer it draws and a text that shows it is drawn.
    const screens: [string, string, string | RegExp][] = [
      ...Array.from({ length: 4 }, (_, n): [string, string, RegExp] => [
        `/manage-students?pageSize=20&page=${n + 1}`,
        '/api/students?',
        /Xss\d+/,
      ]),
      ['/manage-classes', '/api/classes?', /1 session/],
      ...classIds
        .slice(0, 12)
        .map((id): [string, string, RegExp] => [
          `/manage-classes/${id}`,
          `/api/classes/${id}`,
          /.+/,
        ]),
      ['/school-profile', '/api/school', /.+/],
      ['/wallet', '/api/wallet/transactions', /Memo/],
    ];
    for (const [screen, answer, drawn] of screens) {
      const answered = page.waitForResponse((r) => r.url().includes(answer));
      await page.goto(screen);
      await answered;
      await page.locator('main h1').first().waitFor();
      await page.locator('main').getByText(drawn).first().waitFor();
      for (const target of await page.locator('main').getByText('click').all())
        await target.click({ timeout: 2000 }).catch(() => {});
      expect({ screen, ...(await activeMarkup(page)) }).toEqual({ screen, ...clean });
    }
    expect(dialogs).toEqual([]);
    console.log(
      `XSS: ${payloads.length} payloads, ${stored} stored values, ${screens.length} screens`,
    );
    await page.context().close();
  }, 300_000);
});
