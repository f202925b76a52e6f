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

/** Opens a date field's calendar and picks the day (paging forward a month when needed). */
async function pickDate(page: Page, label: RegExp, date: Date): Promise<void> {
  await page.getByLabel(label).click();
  // The calendar renders a moment after the click: look for the day only once it is there. The
  // calendar of the field picked before may still be closing, so use the newest one.
  const nextMonth = page.getByRole('button', { name: 'Next month' }).last();
  await nextMonth.waitFor();
  const month = date.toLocaleString('en-GB', { month: 'long' });
  const dayButton = page
    .getByRole('button', { name: `${date.getDate()} ${month} ${date.getFullYear()}`, exact: true })
    .last();
  for (let i = 0; i < 3 && !(await dayButton.isVisible()); i++) {
    await nextMonth.click();
  }
  await dayButton.click();
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

describe('the class form', () => {
  it('creates a weekly class on the school clock and shows the sessions it will have while it is filled in', async () => {
    const title = `Weekly revision ${run}`;
    const first = new Date(Date.now() + 14 * day);
    const until = new Date(first.getTime() + 21 * day);
    const weekday = first.toLocaleString('en-US', { weekday: 'long' });
    // The admin's device is on the other side of the world from the school: the times typed and
    // shown are the school's all the same.
    const schoolZone = admin.user.timeZone;
    if (!schoolZone) throw new Error('the demo school has no time zone');
    const deviceZone = schoolZone === 'Pacific/Auckland' ? 'America/New_York' : 'Pacific/Auckland';
    const zoneName = schoolZone.replaceAll('_', ' ');

    const page = await openSignedIn(browser, demoAccounts.schoolAdmin, { timezoneId: deviceZone });
    expect(await page.evaluate(() => Intl.DateTimeFormat().resolvedOptions().timeZone)).toBe(
      deviceZone,
    );
    await page.goto('/manage-classes');
    await page.getByRole('link', { name: 'New class' }).click();
    await page.getByRole('heading', { level: 1, name: 'New class' }).waitFor();
    await page.getByText(`Dates and times are in ${zoneName} (`).waitFor();

    // Nothing filled in: the form says what is missing and sends nothing.
    await page.getByRole('button', { name: 'Create class' }).click();
    await page.getByText('Please enter a title.').waitFor();
    await page.getByText('Please choose a tutor.').waitFor();

    await page.getByLabel(/^Title/).fill(title);
    await page.getByRole('combobox', { name: 'Tutor' }).click();
    await page.getByRole('combobox', { name: 'Tutor' }).fill('Mei');
    await page.getByRole('option', { name: /^Mei Lin/ }).click();
    await page.getByRole('combobox', { name: 'Subject' }).click();
    await page.getByRole('option', { name: 'Mathematics', exact: true }).click();
    await page.getByLabel(/^Description/).fill('Past papers, one topic a week.');

    await pickDate(page, /^First session/, first);
    const chip = page.getByRole('checkbox', {
      name: first.toLocaleString('en-US', { weekday: 'short' }),
    });
    expect(await chip.isChecked()).toBe(true);
    await pickDate(page, /^Last day/, until);
    const summary = page.getByTestId('recurrence-summary');
    await summary.getByText(`4 sessions, ${weekday}s 4:00 PM–5:30 PM`, { exact: false }).waitFor();
    expect(await summary.getByRole('listitem').count()).toBe(4);

    // The video link is checked as it is typed; a valid one shows a preview.
    const video = page.getByLabel(/^YouTube link/);
    await video.fill('https://vimeo.com/123456');
    await page.getByText(/^Please paste a YouTube link/).waitFor();
    await video.fill('https://youtu.be/dQw4w9WgXcQ');
    const preview = page.locator('iframe[title^="Introduction video"]');
    await preview.waitFor();
    expect(await preview.getAttribute('src')).toBe(
      'https://www.youtube.com/embed/dQw4w9WgXcQ?modestbranding=1',
    );
    expect(await preview.getAttribute('referrerpolicy')).toBe('strict-origin-when-cross-origin');
    await page.getByLabel(/^Price in credits/).fill('15');

    await page.getByRole('button', { name: 'Create class' }).click();
    await page.getByRole('heading', { level: 1, name: title }).waitFor();
    await page.waitForURL(/\/manage-classes\/[0-9a-f-]{36}$/);
    await page.getByText('Approved', { exact: true }).first().waitFor();
    const sessions = page.getByRole('region', { name: 'Sessions' });
    expect(await sessions.getByRole('listitem').count()).toBe(4);
    // The API got 16:00 on the school's clock, and the page shows it so, with the school's zone.
    const id = new URL(page.url()).pathname.split('/').pop() ?? '';
    const created = await admin.api<{ sessions: Session[] }>(`/classes/${id}`);
    const onSchoolClock = new Intl.DateTimeFormat('en-GB', {
      timeZone: schoolZone,
      hour: '2-digit',
      minute: '2-digit',
    });
    expect(created.sessions.map((s) => onSchoolClock.format(new Date(s.startsAt)))).toEqual([
      '16:00',
      '16:00',
      '16:00',
      '16:00',
    ]);
    await sessions.getByText(`Times in ${zoneName} (`).waitFor();
    expect(await sessions.getByText('4:00 PM–5:30 PM').count()).toBe(4);
    await page.getByText('0 of 12 places taken').first().waitFor();

    // Editing keeps the sessions as they are and changes what was changed.
    await page.getByRole('link', { name: 'Edit' }).click();
    await page.getByRole('heading', { level: 1, name: 'Edit class' }).waitFor();
    await page.getByRole('textbox', { name: /^Places/ }).fill('20');
    await page.getByRole('button', { name: 'Save changes' }).click();
    await page.getByRole('heading', { level: 1, name: title }).waitFor();
    await page.getByText('0 of 20 places taken').first().waitFor();
    expect(await sessions.getByRole('listitem').count()).toBe(4);
    await page.context().close();
  });
});

describe('the description field', () => {
  it('grows with its lines from four to twelve, then scrolls', async () => {
    const page = await signInAsAdmin();
    await page.goto('/manage-classes/new');
    const field = page.getByLabel('Description');
    await field.waitFor();
    const size = () =>
      field.evaluate((el) => ({
        height: el.clientHeight,
        scrolls: el.scrollHeight > el.clientHeight,
      }));
    const lines = (count: number) =>
      Array.from({ length: count }, (_, i) => `Line ${i + 1}`).join('\n');

    const empty = await size();
    await field.fill(lines(4));
    expect(await size()).toEqual(empty);
    await field.fill(lines(8));
    const eight = await size();
    expect(eight.height).toBeGreaterThan(empty.height);
    expect(eight.scrolls).toBe(false);
    await field.fill(lines(12));
    const twelve = await size();
    expect(twelve.height).toBeGreaterThan(eight.height);
    expect(twelve.scrolls).toBe(false);
    await field.fill(lines(20));
    const twenty = await size();
    expect(twenty.height).toBe(twelve.height);
    expect(twenty.scrolls).toBe(true);
    // Emptied, it returns to four lines.
    await field.fill('');
    expect(await size()).toEqual(empty);
    await page.context().close();
  });
});

describe('leaving the class form', () => {
  it('asks before a link or Cancel drops what was typed, and not when nothing was', async () => {
    const page = await signInAsAdmin();
    await page.goto('/manage-classes/new');
    await page.getByRole('heading', { level: 1, name: 'New class' }).waitFor();
    const dialog = page.getByRole('dialog', { name: 'Leave without saving?' });
    await page.getByLabel(/^Title/).fill('Half-typed proposal');

    const nav = page.getByRole('navigation', { name: 'Main navigation' });
    await nav.getByRole('link', { name: 'Manage Students' }).click();
    await dialog.getByRole('button', { name: 'Keep editing' }).click();
    await dialog.waitFor({ state: 'detached' });
    expect(new URL(page.url()).pathname).toBe('/manage-classes/new');
    expect(await page.getByLabel(/^Title/).inputValue()).toBe('Half-typed proposal');

    await page.getByRole('button', { name: 'Cancel' }).click();
    await dialog.getByRole('button', { name: 'Discard and leave' }).click();
    await page.waitForURL('**/manage-classes');

    // An untouched form lets Cancel go at once.
    await page.goto('/manage-classes/new');
    await page.getByRole('heading', { level: 1, name: 'New class' }).waitFor();
    await page.getByRole('button', { name: 'Cancel' }).click();
    await page.waitForURL('**/manage-classes');
    expect(await dialog.count()).toBe(0);
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
