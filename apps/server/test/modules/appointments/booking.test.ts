import type {
  Appointment,
  AppointmentQuote,
} from '@school/shared/appointments/appointments.contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tutorOpenWindows } from '../../../src/modules/tutors/tutors.table.ts';
import { signInAs } from '../../support/actors.ts';
import { createClass, createStudent } from '../../support/factories.ts';
import { createTestApp, type TestApp } from '../../support/test-app.ts';
import {
  balanceOf,
  book,
  bookableTutor,
  booked,
  school,
  startIn,
  studentAccount,
} from './appointment-support.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('booking a tutor', () => {
  it('spends the price from the wallet and shows the booking in the lists', async () => {
    const { admin, student } = await school(t, 500);
    const { tutor, subjectId } = await bookableTutor(t, { hourlyRateCredits: 25 });
    const startsAt = startIn(t, 2);
    const quote = await admin.api.get(
      `/api/appointments/quote?tutorId=${tutor.userId}&studentId=${student.id}&startsAt=${startsAt}&durationMinutes=45`,
    );
    expect(quote.statusCode, quote.body).toBe(200);
    expect(quote.json<AppointmentQuote>()).toMatchObject({
      priceCredits: 19, // 25 × 0.75 = 18.75, rounded up
      balance: 500,
      balanceAfter: 481,
      allowance: null,
      wouldNeedApproval: false,
      slotFree: true,
      conflict: null,
    });

    const made = await booked(admin, {
      tutorId: tutor.userId,
      studentId: student.id,
      subjectId,
      startsAt,
      durationMinutes: 45,
      notes: 'Fractions',
    });
    expect(made).toMatchObject({
      status: 'booked',
      priceCredits: 19,
      durationMinutes: 45,
      student: { id: student.id },
      tutor: { id: tutor.userId },
      notes: 'Fractions',
      refundIfCancelledNow: true,
    });
    expect(made.actions).toEqual(expect.arrayContaining(['cancel', 'reschedule']));
    expect(await balanceOf(admin)).toBe(481);

    const list = await admin.api.get('/api/appointments?tab=upcoming');
    expect(list.json().items.map((a: Appointment) => a.id)).toEqual([made.id]);
    const seenByTutor = await tutor.api.get('/api/appointments');
    expect(seenByTutor.json().items.map((a: Appointment) => a.id)).toEqual([made.id]);
    expect((await tutor.api.get(`/api/appointments/${made.id}`)).json().actions).toEqual([
      'cancel',
    ]);

    // The booked time is gone from the tutor's free slots.
    const slots = await admin.api.get(
      `/api/tutors/${tutor.userId}/slots?from=${startsAt}&to=${new Date(Date.parse(startsAt) + 3_600_000).toISOString()}&length=30`,
    );
    expect(slots.json().items.map((s: { startsAt: string }) => s.startsAt)).not.toContain(startsAt);
    // Search reads the open windows: the booked 45 minutes are cut out, the time around stays.
    const windows = await t.database.db
      .select()
      .from(tutorOpenWindows)
      .where(eq(tutorOpenWindows.tutorId, tutor.userId));
    const start = Date.parse(startsAt);
    const end = Date.parse(made.endsAt);
    expect(windows.some((w) => w.startsAt.getTime() < end && w.endsAt.getTime() > start)).toBe(
      false,
    );
    expect(windows.some((w) => w.endsAt.getTime() === start)).toBe(true);
    expect(windows.some((w) => w.startsAt.getTime() === end)).toBe(true);
  });

  it('books once per Idempotency-Key, and asks for one', async () => {
    const { admin, student } = await school(t, 500);
    const { tutor, subjectId } = await bookableTutor(t);
    const body = {
      tutorId: tutor.userId,
      studentId: student.id,
      subjectId,
      startsAt: startIn(t, 3),
      durationMinutes: 60,
    };
    const first = await book(admin, body, 'key-for-one-booking');
    const again = await book(admin, body, 'key-for-one-booking');
    expect(first.statusCode).toBe(201);
    expect(again.statusCode).toBe(200);
    expect(again.headers['idempotency-replayed']).toBe('true');
    expect(again.json().id).toBe(first.json().id);
    expect(await balanceOf(admin)).toBe(460);
    const other = await book(admin, { ...body, durationMinutes: 30 }, 'key-for-one-booking');
    expect(other.statusCode).toBe(422);

    const keyless = await admin.api.post('/api/appointments', body);
    expect(keyless.statusCode).toBe(400);
    expect(keyless.json().error.fieldCodes).toEqual({ 'Idempotency-Key': 'required' });
  });

  it('refuses a slot taken for the tutor or the student, naming the conflict', async () => {
    const { admin, student } = await school(t, 500);
    const other = await school(t, 500);
    const { tutor, subjectId } = await bookableTutor(t);
    const { tutor: second, subjectId: s2 } = await bookableTutor(t);
    const startsAt = startIn(t, 4);
    await booked(admin, {
      tutorId: tutor.userId,
      studentId: student.id,
      subjectId,
      startsAt,
      durationMinutes: 60,
    });

    const tutorTaken = await book(other.admin, {
      tutorId: tutor.userId,
      studentId: other.student.id,
      subjectId,
      startsAt: new Date(Date.parse(startsAt) + 30 * 60_000).toISOString(),
      durationMinutes: 30,
    });
    expect(tutorTaken.statusCode).toBe(409);
    expect(tutorTaken.json().error).toMatchObject({
      code: 'conflict',
      message: 'The tutor already has an appointment at that time.',
      fieldCodes: { tutorId: 'in_use' },
    });

    const studentTaken = await book(admin, {
      tutorId: second.userId,
      studentId: student.id,
      subjectId: s2,
      startsAt,
      durationMinutes: 30,
    });
    expect(studentTaken.statusCode).toBe(409);
    expect(studentTaken.json().error.fieldCodes).toEqual({ studentId: 'in_use' });
    expect(await balanceOf(other.admin)).toBe(500);
  });

  it('refuses a time the student spends in a class, naming the class', async () => {
    const { admin, student } = await school(t, 500);
    const { tutor, subjectId } = await bookableTutor(t);
    const startsAt = startIn(t, 4);
    const lesson = await createClass(t.database.db, admin, {
      title: 'Algebra club',
      sessions: [{ startsAt, endsAt: new Date(Date.parse(startsAt) + 60 * 60_000).toISOString() }],
    });
    const enrolled = await admin.api.post(`/api/classes/${lesson.id}/enrolments`, {
      studentIds: [student.id],
    });
    expect(enrolled.statusCode, enrolled.body).toBeLessThan(300);
    const response = await book(admin, {
      tutorId: tutor.userId,
      studentId: student.id,
      subjectId,
      startsAt: new Date(Date.parse(startsAt) + 30 * 60_000).toISOString(),
      durationMinutes: 60,
    });
    expect(response.statusCode).toBe(409);
    expect(response.json().error).toMatchObject({
      code: 'conflict',
      message: 'The student has a class at that time: “Algebra club”.',
      fieldCodes: { studentId: 'in_class' },
    });
  });

  it('refuses a time outside the tutor’s availability and a start in the past', async () => {
    const { admin, student } = await school(t, 500);
    const { tutor, subjectId } = await bookableTutor(t, {
      availability: {
        weekly: [1, 2, 3, 4, 5, 6, 7].map((weekday) => ({ weekday, start: '09:00', end: '12:00' })),
        exceptions: [],
      },
    });
    const base = { tutorId: tutor.userId, studentId: student.id, subjectId, durationMinutes: 60 };
    const late = await book(admin, { ...base, startsAt: startIn(t, 2, 11.5) });
    expect(late.statusCode).toBe(409);
    expect(late.json().error.fieldCodes).toEqual({ tutorId: 'not_allowed' });
    const past = await book(admin, { ...base, startsAt: startIn(t, -1, 10) });
    expect(past.statusCode).toBe(400);
    expect(past.json().error.fieldCodes).toEqual({ startsAt: 'too_small' });
  });

  it('gives each new booking the tutor’s meeting link, to join until the end', async () => {
    const { admin, student } = await school(t, 500);
    const { tutor, subjectId } = await bookableTutor(t, { hourlyRateCredits: 40 });
    const profile = await tutor.api.put('/api/tutors/me', {
      displayName: 'Link Tutor',
      hourlyRateCredits: 40,
      languages: ['en'],
      subjects: [{ subjectId, level: 'secondary' }],
      timeZone: 'UTC',
      meetingLink: 'https://meet.example.org/link-tutor',
    });
    expect(profile.statusCode, profile.body).toBe(200);
    expect(profile.json().meetingLink).toBe('https://meet.example.org/link-tutor');
    const made = await booked(admin, {
      tutorId: tutor.userId,
      studentId: student.id,
      subjectId,
      startsAt: startIn(t, 2),
      durationMinutes: 30,
    });
    expect(made.meetingLink).toBe('https://meet.example.org/link-tutor');
    expect(made.actions).toContain('join');
    // The link is for those booked: search and the public profile do not carry it.
    const card = await admin.api.get(`/api/tutors/${tutor.userId}`);
    expect(card.body).not.toContain('meet.example.org');
  });

  it('answers 409 insufficient_credits naming the balance and the price, moving nothing', async () => {
    const { admin, student } = await school(t, 30);
    const { tutor, subjectId } = await bookableTutor(t, { hourlyRateCredits: 40 });
    const response = await book(admin, {
      tutorId: tutor.userId,
      studentId: student.id,
      subjectId,
      startsAt: startIn(t, 2),
      durationMinutes: 60,
    });
    expect(response.statusCode).toBe(409);
    expect(response.json().error.code).toBe('insufficient_credits');
    expect(response.json().error.message).toMatch(/holds 30.*needs 40/);
    expect(response.json().error.details).toEqual({ balance: 30, price: 40 });
    expect(await balanceOf(admin)).toBe(30);
    expect((await admin.api.get('/api/appointments')).json().total).toBe(0);
  });

  it('refuses bad input with a 400 naming the field', async () => {
    const { admin, student } = await school(t, 100);
    const { tutor, subjectId } = await bookableTutor(t);
    const base = {
      tutorId: tutor.userId,
      studentId: student.id,
      subjectId,
      startsAt: startIn(t, 2),
      durationMinutes: 60,
    };
    const cases: [object, Record<string, string>][] = [
      [{ ...base, durationMinutes: 50 }, { durationMinutes: 'invalid_value' }],
      [{ ...base, startsAt: 'tomorrow' }, { startsAt: 'invalid_format' }],
      [{ ...base, tutorId: 'nobody' }, { tutorId: 'invalid_format' }],
      [{ ...base, subjectId: student.id }, { subjectId: 'invalid_value' }],
      [{ ...base, studentId: tutor.userId }, { studentId: 'not_found' }],
      [{ ...base, notes: 'x'.repeat(1001) }, { notes: 'too_long' }],
    ];
    for (const [body, fieldCodes] of cases) {
      const response = await book(admin, body as never);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.json().error.fieldCodes).toEqual(fieldCodes);
    }
  });

  it('lets a student book for themselves only, and an editor only look', async () => {
    const { admin, schoolId, student } = await school(t, 200);
    const { tutor, subjectId } = await bookableTutor(t);
    const me = await studentAccount(t, schoolId, student.id);
    const mine = await booked(me, {
      tutorId: tutor.userId,
      subjectId,
      startsAt: startIn(t, 2),
      durationMinutes: 30,
    });
    expect(mine.student?.id).toBe(student.id);
    const classmate = await createStudent(admin);
    const forOther = await book(me, {
      tutorId: tutor.userId,
      studentId: classmate.id,
      subjectId,
      startsAt: startIn(t, 3),
      durationMinutes: 30,
    });
    expect(forOther.statusCode).toBe(400);
    expect(forOther.json().error.fieldCodes).toEqual({ studentId: 'not_allowed' });
    // The student sees their own appointment, not the school's others.
    await booked(admin, {
      tutorId: tutor.userId,
      studentId: classmate.id,
      subjectId,
      startsAt: startIn(t, 4),
      durationMinutes: 30,
    });
    expect((await me.api.get('/api/appointments')).json().total).toBe(1);

    const editor = await signInAs(t, 'editor', { schoolId });
    expect((await editor.api.get('/api/appointments')).json().total).toBe(2);
    const refused = await book(editor, {
      tutorId: tutor.userId,
      subjectId,
      startsAt: startIn(t, 5),
      durationMinutes: 30,
    });
    expect(refused.statusCode).toBe(403);
  });

  it('keeps each school to its own: another school’s appointment is a 404', async () => {
    const a = await school(t, 200);
    const b = await school(t, 200);
    const { tutor, subjectId } = await bookableTutor(t);
    const theirs = await booked(b.admin, {
      tutorId: tutor.userId,
      studentId: b.student.id,
      subjectId,
      startsAt: startIn(t, 2),
      durationMinutes: 30,
    });
    expect((await a.admin.api.get(`/api/appointments/${theirs.id}`)).statusCode).toBe(404);
    expect((await a.admin.api.post(`/api/appointments/${theirs.id}/cancel`, {})).statusCode).toBe(
      404,
    );
    expect((await a.admin.api.get('/api/appointments')).json().total).toBe(0);
    expect((await a.admin.api.get(`/api/appointments?schoolId=${b.schoolId}`)).statusCode).toBe(
      404,
    );
    // Naming another school's student books nothing.
    const foreign = await book(a.admin, {
      tutorId: tutor.userId,
      studentId: b.student.id,
      subjectId,
      startsAt: startIn(t, 3),
      durationMinutes: 30,
    });
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json().error.fieldCodes).toEqual({ studentId: 'not_found' });
  });
});
