import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInAs } from '../../support/actors.ts';
import { createClass, createStudent } from '../../support/factories.ts';
import { createTestApp, type TestApp } from '../../support/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('the attendance rate', () => {
  it('is the same in the class list and the class detail, excused absences left out', async () => {
    const sadmin = await signInAs(t, 'sadmin');
    const created = await createClass(t.database.db, sadmin, { title: 'Rate check' });
    const students = await Promise.all(Array.from({ length: 8 }, () => createStudent(sadmin)));
    await sadmin.api.post(`/api/classes/${created.id}/enrolments`, {
      studentIds: students.map((s) => s.id),
    });
    const grid = (await sadmin.api.get(`/api/classes/${created.id}/attendance`)).json();
    const session = grid.sessions[0].id as string;
    const statuses = [
      'present',
      'present',
      'present',
      'present',
      'present',
      'present',
      'absent',
      'excused',
    ];
    const saved = await sadmin.api.put(`/api/classes/${created.id}/attendance`, {
      marks: grid.students.map((s: { studentId: string }, i: number) => ({
        sessionId: session,
        studentId: s.studentId,
        status: statuses[i],
      })),
    });
    expect(saved.statusCode, saved.body).toBe(200);

    const detail = (await sadmin.api.get(`/api/classes/${created.id}`)).json();
    const list = (await sadmin.api.get('/api/classes?q=Rate%20check')).json();
    expect(detail.attendanceRate).toBe(0.8571);
    expect(list.items.map((c: { attendanceRate: number }) => c.attendanceRate)).toEqual([0.8571]);
  });
});
