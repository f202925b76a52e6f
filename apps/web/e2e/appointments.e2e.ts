import { readFile } from 'node:fs/promises';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInByApi, uniqueSuffix, type ApiSession } from './support/api';
import { demoAccounts, launchBrowser, openSignedIn } from './support/browser';

type Profile = { id: string; displayName: string; slots: { startsAt: string }[] };
type Appointment = { id: string; status: string; priceCredits: number; startsAt: string };
type AppointmentList = { items: Appointment[]; total: number };
type Student = { id: string; firstName: string; lastName: string };
type Topic = { id: string };

let browser: Browser;
let admin: ApiSession;
let tutorId: string;
let tutorName: string;
let mathsId: string;
/** A word only this run's tutor has in their headline, to find them in Find Tutor. */
const word = `Trigonometry${uniqueSuffix()}`;
const rate = 30;
const hour = 3_600_000;

const balance = async () => (await admin.api<{ balance: number }>('/wallet')).balance;

async function newStudent(firstName: string): Promise<Student> {
  const lastName = `Booker${uniqueSuffix()}`;
  return admin.api<Student>('/students', {
    body: {
      firstName,
      lastName,
      email: `${firstName}.${lastName}@e2e.example.org`.toLowerCase(),
      grade: 'Grade 8',
    },
  });
}

/** A free hour of the tutor's first week (the profile's strip) at least `days` days ahead. */
async function freeHour(days: number, taken: string[] = []): Promise<string> {
  const profile = await admin.api<Profile>(`/tutors/${tutorId}`);
  const from = Date.now() + days * 24 * hour;
  const slot = profile.slots.find(
    (s) =>
      Date.parse(s.startsAt) > from &&
      Date.parse(s.startsAt) < Date.now() + 6 * 24 * hour &&
      !taken.includes(s.startsAt),
  );
  if (!slot) throw new Error('the tutor has no free hour in the coming week');
  return slot.startsAt;
}

/** Chooses the student (searched for by name) and the subject on the booking page. */
async function fillBooking(page: Page, student: Student): Promise<void> {
  const picker = page.getByRole('combobox', { name: 'Student' });
  await picker.click();
  await picker.fill(student.lastName);
  await page.getByRole('option', { name: `${student.firstName} ${student.lastName}` }).click();
  await page.getByRole('combobox', { name: 'Subject' }).click();
  await page.getByRole('option', { name: 'Mathematics' }).click();
}

/** The figure on a line of the booking summary ("Wallet now 1,060 credits"). */
async function summaryFigure(page: Page, label: string): Promise<number> {
  const line = page.getByText(label, { exact: true }).locator('xpath=..');
  return Number((await line.innerText()).replace(label, '').replace(/\D/g, ''));
}

beforeAll(async () => {
  browser = await launchBrowser();
  admin = await signInByApi(demoAccounts.schoolAdmin);
  const tutor = await signInByApi(demoAccounts.tutor);
  const me = await tutor.api<{ id: string; displayName: string }>('/tutors/me');
  const subjects = await admin.api<{ items: { id: string; key: string }[] }>('/subjects');
  const maths = subjects.items.find((subject) => subject.key === 'mathematics');
  if (!maths) throw new Error('the demo data has no mathematics');
  tutorName = me.displayName || 'Daniel Okafor';
  mathsId = maths.id;
  await tutor.api('/tutors/me', {
    method: 'PUT',
    body: {
      displayName: tutorName,
      headline: `${word} for exam years`,
      bio: 'Patient with beginners.',
      hourlyRateCredits: rate,
      languages: ['en'],
      subjects: [{ subjectId: maths.id, level: 'secondary' }],
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
  const search = await admin.api<{ items: { id: string }[] }>(
    `/tutors/search?q=${encodeURIComponent(word)}`,
  );
  const found = search.items[0];
  if (!found) throw new Error('the tutor is not found by their headline');
  tutorId = found.id;
  // Enough credits for every booking below, whatever the wallet held.
  await admin.api('/wallet/top-ups', {
    headers: { 'idempotency-key': crypto.randomUUID() },
    body: {
      packageId: 'p100',
      card: {
        number: '4242424242424242',
        expMonth: 12,
        expYear: new Date().getFullYear() + 2,
        cvc: '123',
        name: 'Amelia Hart',
      },
    },
  });
});
afterAll(async () => {
  await browser.close();
});

describe('appointments', () => {
  it('books a tutor from Find Tutor, spends the price, and refunds a cancellation in time', async () => {
    const student = await newStudent('Noor');
    const startsAt = await freeHour(3);
    const before = await balance();
    const page = await openSignedIn(browser, demoAccounts.schoolAdmin);

    await page.goto(`/find-tutor?q=${encodeURIComponent(word)}`);
    await page.getByRole('link', { name: tutorName }).first().click();
    await page.waitForURL(`**/find-tutor/${tutorId}`);
    // A free hour of the profile opens the booking at that hour.
    await page.locator(`a[href*="slot=${encodeURIComponent(startsAt)}"]`).click();
    await page.waitForURL(`**/find-tutor/${tutorId}/book?slot=*`);
    await fillBooking(page, student);

    // Price: 30 credits an hour for the default hour; the wallet before and after it.
    await page.getByText(`${rate} credits per hour`).waitFor();
    expect(await summaryFigure(page, 'Wallet now')).toBe(before);
    expect(await summaryFigure(page, 'Wallet after booking')).toBe(before - rate);
    await page.getByRole('button', { name: 'Confirm booking' }).click();
    await page.waitForURL('**/my-appointments');
    await page.getByText(`Booked with ${tutorName}.`).waitFor();
    expect(await balance()).toBe(before - rate);

    // The wallet page shows the drop.
    await page.goto('/wallet');
    await page.getByTestId('wallet-balance').filter({ hasText: /\d/ }).waitFor();
    const shown = await page.getByTestId('wallet-balance').innerText();
    expect(Number(shown.replace(/\D/g, ''))).toBe(before - rate);
    // Its spend names the session it paid for, and the name opens it above the appointments.
    const spend = page.getByTestId('transaction-row').filter({ hasText: student.lastName });
    await spend.getByRole('link', { name: /Mathematics\W+with/ }).click();
    await page.waitForURL('**/my-appointments?appointment=*');
    const opened = page.getByRole('region', { name: 'The appointment you opened' });
    await opened.getByText(`for ${student.firstName} ${student.lastName}`).waitFor();
    await opened.getByRole('button', { name: 'Close this appointment' }).click();
    await opened.waitFor({ state: 'detached' });

    // Cancelling three days ahead is free: the dialog says so, and the credits come back.
    await page.goto(`/my-appointments?studentId=${student.id}`);
    const row = page.getByRole('listitem').filter({ hasText: `for ${student.firstName}` });
    await row.getByText(/^Free cancellation until/).waitFor();

    // The export holds the filtered list: this student's one session.
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Export CSV' }).click(),
    ]);
    const csv = await readFile(await download.path(), 'utf8');
    const rows = csv
      .trim()
      .split(/\r?\n/)
      .slice(1)
      .filter((line) => line !== '');
    expect(rows).toHaveLength(1);
    expect(rows[0]).toContain(`${student.firstName} ${student.lastName}`);
    expect(rows[0]).toContain(',booked,');
    await row.getByRole('button', { name: 'Cancel' }).click();
    const dialog = page.getByRole('dialog', { name: 'Cancel this session?' });
    await dialog.getByText(/go back to the school wallet/).waitFor();
    await dialog.getByRole('button', { name: 'Cancel session' }).click();
    await page.getByText('The session is cancelled.').waitFor();
    await page.getByText('No appointments match').waitFor();
    expect(await balance()).toBe(before);

    await page.getByRole('tab', { name: 'Past' }).click();
    const past = page.getByRole('listitem').filter({ hasText: `for ${student.firstName}` });
    await past.getByText('Cancelled').waitFor();
    await past.getByText('Credits refunded').waitFor();
    await page.context().close();
  });

  it('holds a booking over the allowance for approval and spends it once approved', async () => {
    const student = await newStudent('Idris');
    await admin.api(`/students/${student.id}/allowance`, {
      method: 'PUT',
      body: { monthlyAllowanceCredits: 10 },
    });
    const startsAt = await freeHour(4);
    const before = await balance();
    const page = await openSignedIn(browser, demoAccounts.schoolAdmin);

    await page.goto(`/find-tutor/${tutorId}/book?slot=${encodeURIComponent(startsAt)}&duration=30`);
    await fillBooking(page, student);
    await page.getByText(/it will wait for a school admin's approval/).waitFor();
    await page.getByRole('button', { name: 'Request approval' }).click();
    await page.waitForURL('**/my-appointments?tab=pending');
    await page.getByText(`The booking with ${tutorName} waits for approval.`).waitFor();
    expect(await balance()).toBe(before);

    // The approval queue leads to the bookings waiting beside the class proposals.
    await page.goto('/manage-classes/approval-classes');
    await page.getByRole('link', { name: /^Bookings/ }).click();
    await page.waitForURL('**/my-appointments?tab=pending');
    const row = page.getByRole('listitem').filter({ hasText: `for ${student.firstName}` });
    await row.getByText('Waiting for approval').waitFor();
    await row.getByRole('button', { name: 'Approve' }).click();
    const dialog = page.getByRole('dialog', { name: 'Approve this booking?' });
    await dialog.getByRole('button', { name: 'Approve and pay' }).click();
    await page.getByText('The booking is approved.').waitFor();
    await row.waitFor({ state: 'detached' });

    const price = Math.ceil(rate / 2);
    expect(await balance()).toBe(before - price);
    const upcoming = await admin.api<AppointmentList>(
      `/appointments?tab=upcoming&studentId=${student.id}`,
    );
    expect(upcoming.items.map((a) => [a.status, a.priceCredits, Date.parse(a.startsAt)])).toEqual([
      ['booked', price, Date.parse(startsAt)],
    ]);
    await page.context().close();
  });

  it('books a tutor for an unanswered question and links the session to it', async () => {
    const student = await newStudent('Sami');
    const topic = await admin.api<Topic>('/topics', {
      body: {
        title: `How do I prove the sine rule? ${uniqueSuffix()}`,
        body: '<p>Our class is stuck on the proof.</p>',
        subjectId: mathsId,
      },
    });
    const startsAt = await freeHour(5);
    const page = await openSignedIn(browser, demoAccounts.schoolAdmin);

    await page.goto(`/manage-topics/${topic.id}`);
    await page.getByRole('link', { name: 'Find a tutor' }).click();
    await page.waitForURL(`**/find-tutor?subjectId=${mathsId}&topicId=${topic.id}`);
    // The search keeps the question while it is narrowed to this run's tutor.
    await page.getByLabel('Search tutors').fill(word);
    await page.waitForURL((url) => url.searchParams.get('q') === word);
    await page.getByRole('link', { name: tutorName }).first().click();
    await page.waitForURL(`**/find-tutor/${tutorId}`);
    await page.locator(`a[href*="slot=${encodeURIComponent(startsAt)}"]`).click();
    await page.waitForURL(`**/book?*topicId=${topic.id}*`);
    // The question's subject is chosen already; only the student is left to pick.
    expect(await page.getByRole('combobox', { name: 'Subject' }).inputValue()).toBe('Mathematics');
    const picker = page.getByRole('combobox', { name: 'Student' });
    await picker.click();
    await picker.fill(student.lastName);
    await page.getByRole('option', { name: `${student.firstName} ${student.lastName}` }).click();
    await page.getByText(`${rate} credits per hour`).waitFor();
    await page.getByRole('button', { name: 'Confirm booking' }).click();
    await page.waitForURL('**/my-appointments');

    const booked = await admin.api<{ items: (Appointment & { topicId: string | null })[] }>(
      `/appointments?tab=upcoming&studentId=${student.id}`,
    );
    expect(booked.items.map((a) => a.topicId)).toEqual([topic.id]);
    // The session leads back to its question.
    await page.goto(`/my-appointments?studentId=${student.id}`);
    await page.getByRole('link', { name: 'Booked for a question: open it' }).click();
    await page.waitForURL(`**/manage-topics/${topic.id}`);
    await page.context().close();
  });

  it('offers a tutor and a student only the filters and links they may use', async () => {
    for (const account of [demoAccounts.tutor, demoAccounts.student]) {
      const page = await openSignedIn(browser, account);
      await page.goto('/my-appointments');
      // The demo's booking with the demo tutor for the demo student is on both lists.
      await page.getByRole('listitem').filter({ hasText: 'with Daniel Okafor' }).first().waitFor();
      await page.getByRole('combobox', { name: 'Subject' }).waitFor();
      // Neither may search the roster or the tutors, nor book from Find Tutor.
      expect(await page.getByRole('combobox', { name: 'Student' }).count()).toBe(0);
      expect(await page.getByRole('combobox', { name: 'Tutor' }).count()).toBe(0);
      expect(await page.getByRole('link', { name: 'Find a tutor' }).count()).toBe(0);
      await page.context().close();
    }
    // The school admin keeps all three.
    const page = await openSignedIn(browser, demoAccounts.schoolAdmin);
    await page.goto('/my-appointments');
    await page.getByRole('combobox', { name: 'Student' }).waitFor();
    await page.getByRole('combobox', { name: 'Tutor' }).waitFor();
    await page.getByRole('link', { name: 'Find a tutor' }).waitFor();
    await page.context().close();
  });
});
