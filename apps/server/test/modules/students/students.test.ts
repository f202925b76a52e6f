import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outbox } from '../../../src/modules/outbox/outbox.table.ts';
import { bearer, signInAs } from '../../support/actors.ts';
import { createUser } from '../../support/factories.ts';
import { createTestApp, type TestApp } from '../../support/test-app.ts';

let t: TestApp;
let token: string;
let otherToken: string;
let schoolId: string | null;

beforeAll(async () => {
  t = await createTestApp();
  const editor = await signInAs(t, 'editor');
  token = editor.token;
  schoolId = editor.schoolId;
  otherToken = (await signInAs(t, 'sadmin')).token;
});
afterAll(() => t.close());

let counter = 0;
const body = (overrides: Record<string, unknown> = {}) => ({
  firstName: 'Maya',
  lastName: `Okafor${counter}`,
  email: `maya${++counter}@students.example`,
  grade: 'Grade 9',
  ...overrides,
});
const create = (payload: Record<string, unknown>, as = token) =>
  t.app.inject({ method: 'POST', url: '/api/students', headers: bearer(as), payload });
const list = (query: string, as = token) =>
  t.app.inject({ method: 'GET', url: `/api/students?${query}`, headers: bearer(as) });

describe('students CRUD', () => {
  it('creates a student with a student account and reads them back', async () => {
    const response = await create(
      body({
        dateOfBirth: '2011-04-02',
        guardianName: 'Ada Okafor',
        guardianEmail: 'ada@family.example',
        notes: 'Allergic to nuts',
      }),
    );
    expect(response.statusCode).toBe(201);
    const student = response.json();
    expect(student).toMatchObject({
      firstName: 'Maya',
      grade: 'Grade 9',
      status: 'active',
      dateOfBirth: '2011-04-02',
      guardianName: 'Ada Okafor',
    });
    const got = await t.app.inject({
      method: 'GET',
      url: `/api/students/${student.id}`,
      headers: bearer(token),
    });
    expect(got.json()).toEqual(student);
  });

  it('names every invalid field', async () => {
    const response = await create({
      firstName: '',
      lastName: 'X',
      email: 'nope',
      dateOfBirth: '2099-01-01',
      guardianEmail: 'bad',
      phone: 'call me',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields).toEqual({
      firstName: 'Please enter the first name.',
      email: 'Please enter a valid e-mail address.',
      dateOfBirth: 'The date of birth cannot be in the future.',
      guardianEmail: 'Please enter a valid e-mail address.',
      phone: 'Please enter a valid phone number.',
    });
  });

  it('refuses a duplicate e-mail in the school, whatever its case, and one of its staff', async () => {
    const first = (await create(body())).json();
    const dupe = await create(body({ email: first.email.toUpperCase() }));
    expect(dupe.statusCode).toBe(409);
    expect(dupe.json().error.fields).toEqual({
      email: 'A student with this e-mail already exists.',
    });
    const staff = await createUser(t.database.db, {
      role: 'editor',
      schoolId,
      email: 'staff@own-school.example',
    });
    const taken = await create(body({ email: staff.email }));
    expect(taken.statusCode).toBe(409);
    expect(taken.json().error.fields).toEqual({ email: 'This email is already in use.' });
  });

  it('edits a student and keeps their account in step', async () => {
    const student = (await create(body())).json();
    const response = await t.app.inject({
      method: 'PATCH',
      url: `/api/students/${student.id}`,
      headers: bearer(token),
      payload: { lastName: 'Renamed', grade: 'Grade 10' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      lastName: 'Renamed',
      grade: 'Grade 10',
      firstName: 'Maya',
    });
  });

  it('deactivates and reactivates, also in bulk, and blocks the account while deactivated', async () => {
    const a = (await create(body())).json();
    const b = (await create(body())).json();
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/students/bulk-status',
      headers: bearer(token),
      payload: { ids: [a.id, b.id], status: 'deactivated' },
    });
    expect(response.json()).toEqual({ updated: 2 });
    expect((await list(`status=deactivated&q=${encodeURIComponent(a.email)}`)).json().total).toBe(
      1,
    );
    const back = await t.app.inject({
      method: 'PATCH',
      url: `/api/students/${a.id}`,
      headers: bearer(token),
      payload: { status: 'active' },
    });
    expect(back.json().status).toBe('active');
    // Reactivating never skips an invitation: an invited student stays invited.
    const invited = (await create(body({ invite: true }))).json();
    const again = await t.app.inject({
      method: 'POST',
      url: '/api/students/bulk-status',
      headers: bearer(token),
      payload: { ids: [invited.id], status: 'active' },
    });
    expect(again.json()).toEqual({ updated: 0 });
  });

  it('deletes a student without history after nothing else, and refuses one who has signed in', async () => {
    const fresh = (await create(body())).json();
    expect(
      (
        await t.app.inject({
          method: 'DELETE',
          url: `/api/students/${fresh.id}`,
          headers: bearer(token),
        })
      ).statusCode,
    ).toBe(204);
    expect(
      (
        await t.app.inject({
          method: 'GET',
          url: `/api/students/${fresh.id}`,
          headers: bearer(token),
        })
      ).statusCode,
    ).toBe(404);

    const invited = await create(body({ invite: true }));
    const [message] = await t.database.db
      .select()
      .from(outbox)
      .where(eq(outbox.recipient, invited.json().email));
    const link = String(message?.data?.link);
    const tokenParam = new URL(link).searchParams.get('token');
    const accepted = await t.app.inject({
      method: 'POST',
      url: '/api/auth/accept-invitation',
      payload: { token: tokenParam, password: 'student-pass-1' },
    });
    expect(accepted.statusCode).toBe(200);
    const refused = await t.app.inject({
      method: 'DELETE',
      url: `/api/students/${invited.json().id}`,
      headers: bearer(token),
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.message).toContain('can only be deactivated');
  });

  it('sends a one-time invitation that activates the student once accepted', async () => {
    const response = await create(body({ invite: true }));
    expect(response.json().status).toBe('invited');
    const [message] = await t.database.db
      .select()
      .from(outbox)
      .where(eq(outbox.recipient, response.json().email));
    expect(message?.kind).toBe('student_invitation');
    const invitation = new URL(String(message?.data?.link)).searchParams.get('token');
    const accept = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/auth/accept-invitation',
        payload: { token: invitation, password: 'student-pass-1' },
      });
    t.clock.advance(5 * 60_000);
    const first = await accept();
    expect(first.statusCode).toBe(200);
    expect(first.json().user.role).toBe('student');
    const activated = (
      await t.app.inject({
        method: 'GET',
        url: `/api/students/${response.json().id}`,
        headers: bearer(token),
      })
    ).json();
    expect(activated.status).toBe('active');
    expect(activated.updatedAt).toBe(t.clock.now().toISOString());
    expect((await accept()).statusCode).toBe(404);
  });
});

describe('students list', () => {
  it('searches, filters, sorts and pages', async () => {
    for (const [firstName, lastName, grade] of [
      ['Zed', 'Alpha', 'Grade 7'],
      ['Yara', 'Bravo', 'Grade 8'],
      ['Xavi', 'Charlie', 'Grade 7'],
    ] as const) {
      await create(
        body({
          firstName,
          lastName,
          grade,
          email: `${firstName.toLowerCase()}.${lastName.toLowerCase()}@search.example`,
        }),
      );
    }
    const search = (await list('q=search.example&sort=-lastName')).json();
    expect(search.items.map((s: { lastName: string }) => s.lastName)).toEqual([
      'Charlie',
      'Bravo',
      'Alpha',
    ]);
    expect((await list('q=xavi%20charlie')).json().total).toBe(1);
    expect((await list('q=search.example&grade=Grade%207')).json().total).toBe(2);
    const page = (await list('q=search.example&sort=firstName&page=2&pageSize=2')).json();
    expect(page).toMatchObject({ total: 3, page: 2, pageSize: 2 });
    expect(page.items.map((s: { firstName: string }) => s.firstName)).toEqual(['Zed']);
    expect((await list('q=%25')).json().total).toBe(0);
  });

  it('explains a bad sort or page size', async () => {
    const response = await list('sort=password&pageSize=1000');
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json().error.fields).sort()).toEqual(['pageSize', 'sort']);
  });

  it('lists the grades in use, "Grade 9" before "Grade 10"', async () => {
    // A school of its own: the list is exactly the grades this test gives its students.
    const editor = await signInAs(t, 'editor');
    for (const grade of ['Grade 11', 'Grade 7', 'Grade 10', 'Grade 9', 'Grade 8', 'Grade 9'])
      expect((await create(body({ grade }), editor.token)).statusCode).toBe(201);
    const grades = (await editor.api.get('/api/students/grades')).json().grades;
    expect(grades).toEqual(['Grade 7', 'Grade 8', 'Grade 9', 'Grade 10', 'Grade 11']);
  });
});

describe('school isolation', () => {
  it('answers 404 for another school’s student on every route, and changes nothing', async () => {
    const student = (await create(body())).json();
    const routes = [
      { method: 'GET', url: `/api/students/${student.id}` },
      { method: 'PATCH', url: `/api/students/${student.id}`, payload: { firstName: 'Hacked' } },
      { method: 'DELETE', url: `/api/students/${student.id}` },
    ] as const;
    for (const route of routes) {
      const response = await t.app.inject({ ...route, headers: bearer(otherToken) });
      expect(response.statusCode, `${route.method} ${route.url}`).toBe(404);
    }
    const bulk = await t.app.inject({
      method: 'POST',
      url: '/api/students/bulk-status',
      headers: bearer(otherToken),
      payload: { ids: [student.id], status: 'deactivated' },
    });
    expect(bulk.json()).toEqual({ updated: 0 });
    expect((await list(`q=${encodeURIComponent(student.email)}`, otherToken)).json().total).toBe(0);
    const exported = await t.app.inject({
      method: 'GET',
      url: '/api/students/export.csv',
      headers: bearer(otherToken),
    });
    expect(exported.body).not.toContain(student.email);
    const still = (
      await t.app.inject({
        method: 'GET',
        url: `/api/students/${student.id}`,
        headers: bearer(token),
      })
    ).json();
    expect(still).toMatchObject({ firstName: 'Maya', status: 'active' });
  });

  it('is closed to tutors and students', async () => {
    const tutor = await signInAs(t, 'tutor');
    expect((await list('', tutor.token)).statusCode).toBe(403);
    const student = await signInAs(t, 'student');
    expect((await list('', student.token)).statusCode).toBe(403);
  });
});
