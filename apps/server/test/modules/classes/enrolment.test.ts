import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInAs, type Actor } from '../../support/actors.ts';
import { createClass, seededSubject } from '../../support/factories.ts';
import { createTestApp, type TestApp } from '../../support/test-app.ts';

let t: TestApp;
let sadmin: Actor;
let studentIds: string[] = [];

// The roster is shared and only read; every test makes its own class, so none depends on another.
beforeAll(async () => {
  t = await createTestApp();
  sadmin = await signInAs(t, 'sadmin');
  const csv = [
    'firstName,lastName,email',
    ...Array.from({ length: 50 }, (_, i) => `S${i},Student,s${i}@enrol.example`),
  ].join('\n');
  await sadmin.api.post('/api/students/import?dryRun=false', csv, {
    headers: { 'content-type': 'text/csv' },
  });
  studentIds = (await sadmin.api.get('/api/students?pageSize=100&sort=email'))
    .json()
    .items.map((s: { id: string }) => s.id);
});
afterAll(() => t.close());

/** A class of 10 places with two weekly sessions. */
async function smallClass(): Promise<string> {
  const created = await createClass(t.database.db, sadmin, {
    subjectId: (await seededSubject(t.database.db, 'physics')).id,
    title: 'Small class',
    capacity: 10,
    priceCredits: 10,
    sessions: [
      { startsAt: '2030-02-04T10:00:00Z', endsAt: '2030-02-04T11:00:00Z' },
      { startsAt: '2030-02-11T10:00:00Z', endsAt: '2030-02-11T11:00:00Z' },
    ],
  });
  return created.id;
}

const enrol = (classId: string, ids: string[]) =>
  sadmin.api.post(`/api/classes/${classId}/enrolments`, { studentIds: ids });

async function enrolled(classId: string, ids: string[]): Promise<void> {
  const response = await enrol(classId, ids);
  expect(response.statusCode, response.body).toBe(200);
}

describe('enrolment capacity', () => {
  it('lets exactly 10 of 50 parallel enrolments into a class of 10', async () => {
    const classId = await smallClass();
    const results = await Promise.all(studentIds.slice(0, 50).map((id) => enrol(classId, [id])));
    const ok = results.filter((r) => r.statusCode === 200);
    expect(ok).toHaveLength(10);
    expect(results.filter((r) => r.statusCode === 409)).toHaveLength(40);
    const detail = (await sadmin.api.get(`/api/classes/${classId}`)).json();
    expect(detail.enrolledCount).toBe(10);
    const list = (await sadmin.api.get(`/api/classes/${classId}/enrolments`)).json();
    expect(list.items).toHaveLength(10);
  });

  it('refuses a batch that does not fit, enrolling nobody, and frees a place on removal', async () => {
    const classId = await smallClass();
    const [out, ...rest] = studentIds.slice(0, 10);
    await enrolled(classId, studentIds.slice(0, 10));
    const removed = await sadmin.api.delete(`/api/classes/${classId}/enrolments/${out}`);
    expect(removed.statusCode).toBe(204);
    const outsiders = studentIds.slice(10);
    const tooMany = await enrol(classId, outsiders.slice(0, 2));
    expect(tooMany.statusCode).toBe(409);
    expect(tooMany.json().error.message).toBe(
      'The class is full (10 places); nobody was enrolled.',
    );
    const list = (await sadmin.api.get(`/api/classes/${classId}/enrolments`)).json();
    expect(list.items).toHaveLength(rest.length);
    expect((await enrol(classId, outsiders.slice(0, 1))).json()).toEqual({
      enrolled: 1,
      enrolledCount: 10,
      capacity: 10,
    });
  });

  it('records attendance per session and student, and clears a mark', async () => {
    const classId = await smallClass();
    await enrolled(classId, studentIds.slice(0, 2));
    const grid = (await sadmin.api.get(`/api/classes/${classId}/attendance`)).json();
    expect(grid.sessions).toHaveLength(2);
    expect(grid.students).toHaveLength(2);
    const [s1, s2] = grid.sessions;
    const [p1, p2] = grid.students;
    const saved = await sadmin.api.put(`/api/classes/${classId}/attendance`, {
      marks: [
        { sessionId: s1.id, studentId: p1.studentId, status: 'present' },
        { sessionId: s1.id, studentId: p2.studentId, status: 'late' },
        { sessionId: s2.id, studentId: p1.studentId, status: 'absent' },
      ],
    });
    expect(saved.json().marks).toHaveLength(3);
    const cleared = await sadmin.api.put(`/api/classes/${classId}/attendance`, {
      marks: [{ sessionId: s2.id, studentId: p1.studentId, status: null }],
    });
    expect(cleared.json().marks).toHaveLength(2);
    const item = (await sadmin.api.get(`/api/classes/${classId}`)).json();
    expect(item.attendanceRate).toBe(1);
    const stranger = studentIds[2];
    const bad = await sadmin.api.put(`/api/classes/${classId}/attendance`, {
      marks: [{ sessionId: s1.id, studentId: stranger, status: 'present' }],
    });
    expect(bad.statusCode).toBe(400);
  });

  it('keeps attendance when the schedule changes, and refuses to drop a session that has it', async () => {
    const classId = await smallClass();
    await enrolled(classId, studentIds.slice(0, 1));
    const before = (await sadmin.api.get(`/api/classes/${classId}/attendance`)).json();
    const [first, second] = before.sessions;
    const [p1] = before.students;
    await sadmin.api.put(`/api/classes/${classId}/attendance`, {
      marks: [
        { sessionId: first.id, studentId: p1.studentId, status: 'present' },
        { sessionId: second.id, studentId: p1.studentId, status: 'excused' },
      ],
    });
    const added = { startsAt: '2030-02-18T10:00:00Z', endsAt: '2030-02-18T11:00:00Z' };
    const edited = await sadmin.api.patch(`/api/classes/${classId}`, {
      sessions: [
        { startsAt: first.startsAt, endsAt: first.endsAt },
        { startsAt: second.startsAt, endsAt: second.endsAt },
        added,
      ],
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json().sessionCount).toBe(3);
    const after = (await sadmin.api.get(`/api/classes/${classId}/attendance`)).json();
    expect(after.marks).toHaveLength(2);
    // Excused absences do not count against the rate.
    expect(edited.json().attendanceRate).toBe(1);
    const dropped = await sadmin.api.patch(`/api/classes/${classId}`, { sessions: [added] });
    expect(dropped.statusCode).toBe(400);
    expect(dropped.json().error.fields.sessions).toMatch(/Attendance was already taken/);
  });

  it('keeps an enrolled student from being deleted', async () => {
    const classId = await smallClass();
    const [student] = studentIds.slice(-1);
    await enrolled(classId, [student ?? '']);
    const response = await sadmin.api.delete(`/api/students/${student}`);
    expect(response.statusCode).toBe(409);
    expect(response.json().error.message).toContain('has been enrolled in classes');
  });
});
