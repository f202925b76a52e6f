import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { subjects } from '../../../src/modules/tutors/tutors.table.ts';
import { bearer, createSchool, createUser, signIn } from '../../support/factories.ts';
import { createTestApp, type TestApp } from '../../support/test-app.ts';

let t: TestApp;
let token: string;
let classId: string;
let studentIds: string[] = [];

beforeAll(async () => {
  t = await createTestApp();
  const schoolId = (await createSchool(t.database.db)).id;
  token = (
    await signIn(t.app, (await createUser(t.database.db, { role: 'sadmin', schoolId })).email)
  ).accessToken;
  const tutor = await createUser(t.database.db, { role: 'tutor' });
  const [subject] = await t.database.db.select().from(subjects).where(eq(subjects.key, 'physics'));
  const created = await t.app.inject({
    method: 'POST',
    url: '/api/classes',
    headers: bearer(token),
    payload: {
      tutorId: tutor.id,
      subjectId: subject?.id,
      title: 'Small class',
      capacity: 10,
      priceCredits: 10,
      sessions: [
        { startsAt: '2030-02-04T10:00:00Z', endsAt: '2030-02-04T11:00:00Z' },
        { startsAt: '2030-02-11T10:00:00Z', endsAt: '2030-02-11T11:00:00Z' },
      ],
    },
  });
  classId = created.json().id;
  const csv = [
    'firstName,lastName,email',
    ...Array.from({ length: 50 }, (_, i) => `S${i},Student,s${i}@enrol.example`),
  ].join('\n');
  await t.app.inject({
    method: 'POST',
    url: '/api/students/import?dryRun=false',
    headers: { ...bearer(token), 'content-type': 'text/csv' },
    payload: csv,
  });
  studentIds = (
    await t.app.inject({
      method: 'GET',
      url: '/api/students?pageSize=100&sort=email',
      headers: bearer(token),
    })
  )
    .json()
    .items.map((s: { id: string }) => s.id);
});
afterAll(() => t.close());

const enrol = (ids: string[]) =>
  t.app.inject({
    method: 'POST',
    url: `/api/classes/${classId}/enrolments`,
    headers: bearer(token),
    payload: { studentIds: ids },
  });

describe('enrolment capacity', () => {
  it('lets exactly 10 of 50 parallel enrolments into a class of 10', async () => {
    const results = await Promise.all(studentIds.slice(0, 50).map((id) => enrol([id])));
    const ok = results.filter((r) => r.statusCode === 200);
    expect(ok).toHaveLength(10);
    expect(results.filter((r) => r.statusCode === 409)).toHaveLength(40);
    const detail = (
      await t.app.inject({ method: 'GET', url: `/api/classes/${classId}`, headers: bearer(token) })
    ).json();
    expect(detail.enrolledCount).toBe(10);
    const list = (
      await t.app.inject({
        method: 'GET',
        url: `/api/classes/${classId}/enrolments`,
        headers: bearer(token),
      })
    ).json();
    expect(list.items).toHaveLength(10);
  });

  it('refuses a batch that does not fit, enrolling nobody, and frees a place on removal', async () => {
    const enrolled = (
      await t.app.inject({
        method: 'GET',
        url: `/api/classes/${classId}/enrolments`,
        headers: bearer(token),
      })
    ).json().items;
    const out = enrolled[0].studentId;
    const removed = await t.app.inject({
      method: 'DELETE',
      url: `/api/classes/${classId}/enrolments/${out}`,
      headers: bearer(token),
    });
    expect(removed.statusCode).toBe(204);
    const outsiders = studentIds.filter(
      (id) => !enrolled.some((e: { studentId: string }) => e.studentId === id),
    );
    const tooMany = await enrol(outsiders.slice(0, 2));
    expect(tooMany.statusCode).toBe(409);
    expect(tooMany.json().error.message).toBe(
      'The class is full (10 places); nobody was enrolled.',
    );
    expect((await enrol(outsiders.slice(0, 1))).json()).toEqual({
      enrolled: 1,
      enrolledCount: 10,
      capacity: 10,
    });
  });

  it('records attendance per session and student, and clears a mark', async () => {
    const grid = (
      await t.app.inject({
        method: 'GET',
        url: `/api/classes/${classId}/attendance`,
        headers: bearer(token),
      })
    ).json();
    expect(grid.sessions).toHaveLength(2);
    const [s1, s2] = grid.sessions;
    const [p1, p2] = grid.students;
    const saved = await t.app.inject({
      method: 'PUT',
      url: `/api/classes/${classId}/attendance`,
      headers: bearer(token),
      payload: {
        marks: [
          { sessionId: s1.id, studentId: p1.studentId, status: 'present' },
          { sessionId: s1.id, studentId: p2.studentId, status: 'late' },
          { sessionId: s2.id, studentId: p1.studentId, status: 'absent' },
        ],
      },
    });
    expect(saved.json().marks).toHaveLength(3);
    const cleared = await t.app.inject({
      method: 'PUT',
      url: `/api/classes/${classId}/attendance`,
      headers: bearer(token),
      payload: { marks: [{ sessionId: s2.id, studentId: p1.studentId, status: null }] },
    });
    expect(cleared.json().marks).toHaveLength(2);
    const item = (
      await t.app.inject({ method: 'GET', url: `/api/classes/${classId}`, headers: bearer(token) })
    ).json();
    expect(item.attendanceRate).toBe(1);
    const stranger = studentIds.find(
      (id) => !grid.students.some((s: { studentId: string }) => s.studentId === id),
    );
    const bad = await t.app.inject({
      method: 'PUT',
      url: `/api/classes/${classId}/attendance`,
      headers: bearer(token),
      payload: { marks: [{ sessionId: s1.id, studentId: stranger, status: 'present' }] },
    });
    expect(bad.statusCode).toBe(400);
  });

  it('keeps attendance when the schedule changes, and refuses to drop a session that has it', async () => {
    const before = (
      await t.app.inject({
        method: 'GET',
        url: `/api/classes/${classId}/attendance`,
        headers: bearer(token),
      })
    ).json();
    const [first, second] = before.sessions;
    const [p1] = before.students;
    await t.app.inject({
      method: 'PUT',
      url: `/api/classes/${classId}/attendance`,
      headers: bearer(token),
      payload: { marks: [{ sessionId: second.id, studentId: p1.studentId, status: 'excused' }] },
    });
    const added = { startsAt: '2030-02-18T10:00:00Z', endsAt: '2030-02-18T11:00:00Z' };
    const edited = await t.app.inject({
      method: 'PATCH',
      url: `/api/classes/${classId}`,
      headers: bearer(token),
      payload: {
        sessions: [
          { startsAt: first.startsAt, endsAt: first.endsAt },
          { startsAt: second.startsAt, endsAt: second.endsAt },
          added,
        ],
      },
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json().sessionCount).toBe(3);
    const after = (
      await t.app.inject({
        method: 'GET',
        url: `/api/classes/${classId}/attendance`,
        headers: bearer(token),
      })
    ).json();
    expect(after.marks).toHaveLength(before.marks.length + 1);
    // Excused absences do not count against the rate.
    expect(edited.json().attendanceRate).toBe(1);
    const dropped = await t.app.inject({
      method: 'PATCH',
      url: `/api/classes/${classId}`,
      headers: bearer(token),
      payload: { sessions: [added] },
    });
    expect(dropped.statusCode).toBe(400);
    expect(dropped.json().error.fields.sessions).toMatch(/Attendance was already taken/);
  });

  it('keeps an enrolled student from being deleted', async () => {
    const enrolled = (
      await t.app.inject({
        method: 'GET',
        url: `/api/classes/${classId}/enrolments`,
        headers: bearer(token),
      })
    ).json().items;
    const response = await t.app.inject({
      method: 'DELETE',
      url: `/api/students/${enrolled[0].studentId}`,
      headers: bearer(token),
    });
    expect(response.statusCode).toBe(409);
    expect(response.json().error.message).toContain('has been enrolled in classes');
  });
});
