import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInByApi, type ApiSession } from './support/api';
import { demoAccounts, launchBrowser, openSignedIn } from './support/browser';

const hour = 60 * 60 * 1000;
const day = 24 * hour;
/** Unique per run, so the titles can be searched for without meeting the demo data. */
const run = Date.now().toString(36);

type Session = { startsAt: string; endsAt: string };

/** Weekly sessions of 90 minutes, the first `startInDays` from now. */
function weekly(startInDays: number, count: number): Session[] {
  const first = Date.now() + startInDays * day;
  return Array.from({ length: count }, (_, i) => ({
    startsAt: new Date(first + i * 7 * day).toISOString(),
    endsAt: new Date(first + i * 7 * day + 1.5 * hour).toISOString(),
  }));
}

let browser: Browser;
let admin: ApiSession;
let tutor: ApiSession;
let schoolId: string;
let tutorId: string;
let subjectId: string;

/** A tutor's proposal to the demo school, made through the API as the tutor app would. */
async function propose(title: string): Promise<string> {
  const created = await tutor.api<{ id: string; status: string }>('/classes', {
    body: {
      schoolId,
      subjectId,
      title,
      description: 'Proposed by the tutor for the browser test.',
      capacity: 8,
      priceCredits: 25,
      sessions: weekly(10, 3),
    },
  });
  expect(created.status).toBe('pending_approval');
  return created.id;
}

const signInAsAdmin = () => openSignedIn(browser, demoAccounts.schoolAdmin);

/** Searches View Classes for one title and returns its row (a table row on a desktop screen). */
async function findInViewClasses(page: Page, title: string) {
  await page.goto(`/manage-classes?q=${encodeURIComponent(title)}`);
  const row = page.getByRole('row').filter({ hasText: title });
  await row.waitFor();
  return row;
}

beforeAll(async () => {
  browser = await launchBrowser();
  admin = await signInByApi(demoAccounts.schoolAdmin);
  tutor = await signInByApi(demoAccounts.tutor);
  if (!admin.user.schoolId) throw new Error('the demo school admin has no school');
  schoolId = admin.user.schoolId;
  tutorId = tutor.user.id;
  const subjects = await admin.api<{ items: { id: string; name: string }[] }>('/subjects');
  const maths = subjects.items.find((s) => s.name === 'Mathematics') ?? subjects.items[0];
  if (!maths) throw new Error('the demo data has no subjects');
  subjectId = maths.id;
});
afterAll(async () => {
  await browser.close();
});

describe('approval of proposed classes', () => {
  it('lists a tutor proposal; the admin rejects one with a reason and approves another', async () => {
    const toReject = `Proposal to reject ${run}`;
    const toApprove = `Proposal to approve ${run}`;
    await propose(toReject);
    await propose(toApprove);

    const page = await signInAsAdmin();
    await page.goto('/manage-classes/approval-classes');
    await page.getByRole('heading', { level: 1, name: 'Approval Classes' }).waitFor();
    await page.getByText(/^\d+ waiting$/).waitFor();
    const rejectRow = page.getByRole('row').filter({ hasText: toReject });
    const approveRow = page.getByRole('row').filter({ hasText: toApprove });
    await rejectRow.waitFor();
    await approveRow.waitFor();
    // Oldest first: the proposal made first stands above the second.
    const titles = await page.getByRole('row').allInnerTexts();
    expect(titles.findIndex((t) => t.includes(toReject))).toBeLessThan(
      titles.findIndex((t) => t.includes(toApprove)),
    );

    // Reject: the reason is required (at least 3 characters).
    await rejectRow.getByRole('button', { name: `Reject ${toReject}` }).click();
    const dialog = page.getByRole('dialog', { name: 'Reject this proposal?' });
    await dialog.getByLabel(/^Reason/).fill('no');
    await dialog.getByRole('button', { name: 'Reject' }).click();
    await dialog.getByText('Please give a reason (at least 3 characters).').waitFor();
    await dialog.getByLabel(/^Reason/).fill('The dates clash with the mock exams.');
    await dialog.getByRole('button', { name: 'Reject' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await page.getByText(`“${toReject}” was rejected.`).waitFor();
    await rejectRow.waitFor({ state: 'detached' });

    // Approving tells the tutor at once, so it asks first, as rejecting does; Cancel changes nothing.
    const approveDialog = page.getByRole('dialog', { name: 'Approve this proposal?' });
    await approveRow.getByRole('button', { name: `Approve ${toApprove}` }).click();
    await approveDialog.getByText(`“${toApprove}” will run as proposed`).waitFor();
    await approveDialog.getByRole('button', { name: 'Cancel' }).click();
    await approveDialog.waitFor({ state: 'detached' });
    expect(await approveRow.count()).toBe(1);
    await approveRow.getByRole('button', { name: `Approve ${toApprove}` }).click();
    await approveDialog.getByRole('button', { name: 'Approve', exact: true }).click();
    await page.getByText(`“${toApprove}” was approved.`).waitFor();
    await approveRow.waitFor({ state: 'detached' });

    // The rejected proposal shows as rejected, with its reason in the decision history.
    const rejected = await findInViewClasses(page, toReject);
    expect(await rejected.innerText()).toContain('Rejected');
    await rejected.getByRole('link', { name: toReject }).click();
    await page.getByRole('heading', { level: 1, name: toReject }).waitFor();
    const history = page.getByRole('region', { name: 'Decision history' });
    await history.getByText('“The dates clash with the mock exams.”').waitFor();
    await history.getByText(/^Amelia Hart · /).waitFor();
    expect(await page.getByRole('button', { name: 'Approve' }).count()).toBe(0);

    // The approved one is in View Classes as approved and upcoming.
    const approved = await findInViewClasses(page, toApprove);
    const text = await approved.innerText();
    expect(text).toContain('Approved');
    expect(text).toContain('Upcoming');
    await page.context().close();
  });

  it('approves checked proposals together and says how each one went', async () => {
    const first = `Bulk first ${run}`;
    const second = `Bulk second ${run}`;
    await propose(first);
    await propose(second);
    const page = await signInAsAdmin();
    await page.goto('/manage-classes/approval-classes');
    await page.getByRole('checkbox', { name: `Select ${first}` }).check();
    await page.getByRole('checkbox', { name: `Select ${second}` }).check();
    await page.getByText('2 selected').waitFor();
    await page.getByRole('button', { name: 'Approve 2' }).click();
    await page.getByText('2 approved', { exact: true }).waitFor();
    await page.getByRole('row').filter({ hasText: first }).waitFor({ state: 'detached' });
    expect(await page.getByRole('row').filter({ hasText: second }).count()).toBe(0);
    await page.context().close();
  });
});

describe('sidebar badge and roles', () => {
  it('counts waiting proposals beside Approval Classes and updates after a decision', async () => {
    const title = `Badge proposal ${run}`;
    await propose(title);
    const { pending } = await admin.api<{ pending: number }>('/classes/pending-count');
    const page = await signInAsAdmin();
    await page.goto('/manage-classes/approval-classes');
    const link = page
      .getByRole('navigation', { name: 'Main navigation' })
      .getByRole('link', { name: /^Approval Classes/ });
    await link.filter({ hasText: String(pending) }).waitFor();
    await page.getByText(`${pending} waiting`, { exact: true }).waitFor();
    await page.getByRole('button', { name: `Approve ${title}` }).click();
    await page
      .getByRole('dialog', { name: 'Approve this proposal?' })
      .getByRole('button', { name: 'Approve', exact: true })
      .click();
    await page.getByText(`“${title}” was approved.`).waitFor();
    await page.getByText(`${pending - 1} waiting`, { exact: true }).waitFor();
    if (pending - 1 > 0) await link.filter({ hasText: String(pending - 1) }).waitFor();
    else await link.locator('.mantine-Badge-root').waitFor({ state: 'detached' });
    await page.context().close();
  });

  it('lets an editor see a class and its students, but not decide, create or edit', async () => {
    const title = `Editor view ${run}`;
    const id = await propose(title);
    const page = await openSignedIn(browser, demoAccounts.editor);
    await page.goto('/manage-classes');
    await page.getByRole('heading', { level: 1, name: 'View Classes' }).waitFor();
    await page.getByRole('row').nth(1).waitFor();
    expect(await page.getByRole('link', { name: 'New class' }).count()).toBe(0);

    await page.goto(`/manage-classes/${id}`);
    await page.getByRole('heading', { level: 1, name: title }).waitFor();
    await page.getByRole('button', { name: 'Add students' }).waitFor();
    expect(await page.getByRole('button', { name: 'Approve' }).count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Reject' }).count()).toBe(0);
    expect(await page.getByRole('link', { name: 'Edit' }).count()).toBe(0);

    await page.goto('/manage-classes/approval-classes');
    await page.waitForURL('**/misc/not-authorized');
    await page.goto(`/manage-classes/${id}/edit`);
    await page.waitForURL('**/misc/not-authorized');
    await page.context().close();
  });
});

describe('current classes, enrolment and attendance', () => {
  it('shows a class running now under Current Classes, enrols a student and takes attendance', async () => {
    const title = `Running now ${run}`;
    const now = Date.now();
    await admin.api('/classes', {
      body: {
        tutorId,
        subjectId,
        title,
        capacity: 4,
        priceCredits: 10,
        location: 'Room 4',
        sessions: [
          {
            startsAt: new Date(now - hour).toISOString(),
            endsAt: new Date(now + 2 * hour).toISOString(),
          },
        ],
      },
    });
    const roster = await admin.api<{ items: { firstName: string; lastName: string }[] }>(
      '/students?status=active&pageSize=1&sort=lastName',
    );
    const student = roster.items[0];
    if (!student) throw new Error('the demo roster has no active student');
    const name = `${student.firstName} ${student.lastName}`;

    const page = await signInAsAdmin();
    await page.goto('/manage-classes/current-classes');
    await page.getByRole('heading', { level: 1, name: 'Current Classes' }).waitFor();
    expect(await page.getByRole('tab', { name: 'Ongoing' }).getAttribute('aria-selected')).toBe(
      'true',
    );
    const row = page.getByRole('row').filter({ hasText: title });
    await row.waitFor();
    // The alias shows the same page.
    await page.goto('/manage-classes/ongoing-classes');
    await row.waitFor();

    await row.getByRole('link', { name: title }).click();
    await page.getByRole('heading', { level: 1, name: title }).waitFor();
    await page.getByText('Ongoing', { exact: true }).first().waitFor();

    // Enrol one student through the searchable picker.
    const students = page.getByRole('region', { name: 'Students' });
    await students.getByText('No student is enrolled yet.').waitFor();
    await students.getByRole('button', { name: 'Add students' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add students' });
    await dialog.getByText('4 places left.').waitFor();
    await dialog.getByLabel('Students').fill(student.lastName);
    await page
      .getByRole('option', { name: new RegExp(`^${name}`) })
      .first()
      .click();
    await dialog.getByText('4 places left.').click(); // closes the open list of students
    await dialog.getByRole('button', { name: 'Enrol 1 student' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await students.getByText('1 student enrolled.').waitFor();
    await students.getByText(name, { exact: true }).waitFor();
    await students.getByRole('button', { name: `Remove ${name}` }).waitFor();
    await page.getByText('1 of 4 places taken').first().waitFor();

    // Record attendance for the running session and save it.
    const attendance = page.getByRole('region', { name: 'Attendance' });
    const cell = attendance.getByRole('combobox', { name: new RegExp(`^Attendance of ${name}`) });
    await cell.selectOption('present');
    await attendance.getByRole('button', { name: /Save attendance/ }).click();
    await attendance.getByText('Attendance saved.').waitFor();
    await attendance.getByText('100%').first().waitFor();

    await page.reload();
    const saved = page
      .getByRole('region', { name: 'Attendance' })
      .getByRole('combobox', { name: new RegExp(`^Attendance of ${name}`) });
    await saved.waitFor();
    expect(await saved.inputValue()).toBe('present');
    await page.context().close();
  });
});
