import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInAs, type Actor } from '../../support/actors.ts';
import { createUser } from '../../support/factories.ts';
import { createTestApp, type TestApp } from '../../support/test-app.ts';

let t: TestApp;
let admin: Actor;
let elsewhere: string;

beforeAll(async () => {
  t = await createTestApp();
  admin = await signInAs(t, 'sadmin');
  const otherSchool = await signInAs(t, 'sadmin');
  elsewhere = (
    await createUser(t.database.db, {
      role: 'student',
      schoolId: otherSchool.schoolId,
      email: 'pupil@other-school.example',
    })
  ).email;
});
afterAll(() => t.close());

const student = (email: string) => ({ firstName: 'Sam', lastName: 'Lee', email });

/** The answer with what differs between any two creations (ids, times, the address) set aside. */
const shape = (body: Record<string, unknown>) => {
  const { id: _id, email: _email, createdAt: _c, updatedAt: _u, enrolledAt: _e, ...rest } = body;
  return rest;
};

describe('a student whose e-mail belongs to another school’s account', () => {
  it('is created and answered exactly like one with an unused address', async () => {
    const fresh = await admin.api.post('/api/students', student('nobody-yet@example.test'));
    const taken = await admin.api.post('/api/students', student(elsewhere));
    expect(taken.statusCode, taken.body).toBe(fresh.statusCode);
    expect(shape(taken.json())).toEqual(shape(fresh.json()));
    expect(taken.json().email).toBe(elsewhere);
  });

  it('imports like any other row, with nothing said about the address', async () => {
    const csv = `firstName,lastName,email\r\nKim,Park,${elsewhere.toUpperCase()}\r\nLou,Reed,lou@example.test`;
    const importer = await signInAs(t, 'sadmin');
    const response = await importer.api.post('/api/students/import?dryRun=false', csv, {
      headers: { 'content-type': 'text/csv' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ valid: 2, invalid: 0, imported: 2 });
  });

  it('leaves the other school’s account as it was', async () => {
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: elsewhere, password: 'Correct-Horse-42' },
    });
    expect(login.statusCode).toBe(200);
  });
});
