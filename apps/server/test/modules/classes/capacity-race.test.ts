import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInAs, type Actor } from '../../support/actors.ts';
import { createClass, createStudent } from '../../support/factories.ts';
import { createTestApp, type TestApp } from '../../support/test-app.ts';

let t: TestApp;
let admin: Actor;

beforeAll(async () => {
  t = await createTestApp();
  admin = await signInAs(t, 'sadmin');
});
afterAll(() => t.close());

const rounds = 10;
const enrolling = 8;

describe('lowering a class’s places while students enrol', () => {
  it(`never fails with 500 and never leaves more students than places (${rounds} rounds)`, async () => {
    const students = await Promise.all(
      Array.from({ length: enrolling }, () => createStudent(admin)),
    );
    for (let round = 0; round < rounds; round++) {
      const klass = await createClass(t.database.db, admin, { capacity: enrolling });
      const lowerTo = 1 + (round % 4);
      const responses = await Promise.all([
        ...students.map((s) =>
          admin.api.post(`/api/classes/${klass.id}/enrolments`, { studentIds: [s.id] }),
        ),
        admin.api.patch(`/api/classes/${klass.id}`, { capacity: lowerTo }),
        admin.api.patch(`/api/classes/${klass.id}`, { capacity: lowerTo + 1 }),
      ]);
      for (const response of responses) {
        expect(response.statusCode, `round ${round}: ${response.body}`).toBeLessThan(500);
        if (response.statusCode >= 400)
          expect(response.json().error.message, `round ${round}`).toMatch(/\w/);
      }
      const after = (await admin.api.get(`/api/classes/${klass.id}`)).json();
      expect(after.enrolledCount).toBeLessThanOrEqual(after.capacity);
      const listed = (await admin.api.get(`/api/classes/${klass.id}/enrolments`)).json();
      expect(listed.items).toHaveLength(after.enrolledCount);
    }
  }, 120_000);
});
