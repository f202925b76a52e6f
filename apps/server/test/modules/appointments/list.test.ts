import type { Appointment } from '@school/shared/appointments/appointments.contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStudent } from '../../support/factories.ts';
import { createTestApp, type TestApp } from '../../support/test-app.ts';
import { bookableTutor, booked, school, setZone, startIn } from './appointment-support.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const ids = (response: { json: () => { items: Appointment[] } }) =>
  response.json().items.map((a) => a.id);

describe('the appointments list', () => {
  it('filters by student, tutor, subject, days in the school zone and words, sorts, and exports CSV', async () => {
    const { admin, schoolId, student } = await school(t, 1_000);
    await setZone(t, schoolId, 'Asia/Tokyo');
    const other = await createStudent(admin, { firstName: 'Zelda', lastName: 'Quince' });
    const { tutor, subjectId } = await bookableTutor(t, { hourlyRateCredits: 40 });
    const { tutor: second, subjectId: s2 } = await bookableTutor(t, { hourlyRateCredits: 20 });
    const a = await booked(admin, {
      tutorId: tutor.userId,
      studentId: student.id,
      subjectId,
      startsAt: startIn(t, 2, 3), // 12:00 in Tokyo
      durationMinutes: 60,
      notes: 'Trigonometry',
    });
    const b = await booked(admin, {
      tutorId: second.userId,
      studentId: other.id,
      subjectId: s2,
      startsAt: startIn(t, 3, 20), // 05:00 the next day in Tokyo
      durationMinutes: 30,
    });
    const list = (query: string) => admin.api.get(`/api/appointments?${query}`);
    expect(ids(await list(''))).toEqual([a.id, b.id]);
    expect((await list('')).json().timeZone).toBe('Asia/Tokyo');
    expect(ids(await list('sort=-startsAt'))).toEqual([b.id, a.id]);
    expect(ids(await list('sort=priceCredits'))).toEqual([b.id, a.id]);
    expect(ids(await list(`studentId=${other.id}`))).toEqual([b.id]);
    expect(ids(await list(`tutorId=${tutor.userId}`))).toEqual([a.id]);
    expect(ids(await list(`subjectId=${s2}`))).toEqual(s2 === subjectId ? [a.id, b.id] : [b.id]);
    expect(ids(await list('q=zelda'))).toEqual([b.id]);
    expect(ids(await list('q=trigono'))).toEqual([a.id]);
    const tokyoDayOfB = new Date(Date.parse(b.startsAt) + 9 * 3_600_000).toISOString().slice(0, 10);
    expect(ids(await list(`from=${tokyoDayOfB}&to=${tokyoDayOfB}`))).toEqual([b.id]);
    expect(ids(await list('tab=past'))).toEqual([]);
    expect(ids(await list('tab=pending'))).toEqual([]);

    const bad = await list('tab=soon&sort=price');
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().error.fieldCodes).sort()).toEqual(['sort', 'tab']);

    const csv = await admin.api.get(`/api/appointments/export.csv?studentId=${other.id}`);
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toContain('text/csv');
    const lines = csv.body.trim().split('\r\n');
    expect(lines[0]).toBe(
      'id,status,startsAt,endsAt,timeZone,durationMinutes,tutor,student,subject,priceCredits,bookedBy,cancelledBy,refunded,notes',
    );
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain(b.id);
    expect(lines[1]).toContain('Zelda Quince');
  });
});
