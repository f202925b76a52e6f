import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../support/test-app.ts';
import {
  book,
  bookableTutor,
  school,
  startIn,
  studentAccount,
} from '../appointments/appointment-support.ts';
import { feedOf } from './feeds-world.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const bookings = async (who: Parameters<typeof feedOf>[0]) =>
  (await feedOf(who, '?kind=activity')).items.filter(
    (i) => (i as { type?: string }).type === 'appointment_booked',
  );

describe('appointments in the feed', () => {
  it('records a booking for the staff, in the booking’s transaction', async () => {
    const { admin, schoolId, student } = await school(t);
    const { tutor, subjectId } = await bookableTutor(t);
    const body = { tutorId: tutor.userId, subjectId, durationMinutes: 60, studentId: student.id };
    const response = await book(admin, { ...body, startsAt: startIn(t, 3) });
    expect(response.statusCode, response.body).toBe(201);
    expect(await bookings(admin)).toHaveLength(1);
    // A student's booking is not the rest of the school's business.
    const pupil = await studentAccount(t, schoolId, student.id);
    expect(await bookings(pupil)).toHaveLength(0);
  });

  it('leaves no item when the booking fails after recording it (not enough credits)', async () => {
    const { admin, student } = await school(t, 0);
    const { tutor, subjectId } = await bookableTutor(t);
    const response = await book(admin, {
      tutorId: tutor.userId,
      subjectId,
      durationMinutes: 60,
      studentId: student.id,
      startsAt: startIn(t, 4),
    });
    // The credits are spent last in the transaction, after the feed item was written.
    expect(response.json().error.code).toBe('insufficient_credits');
    expect(await bookings(admin)).toHaveLength(0);
  });
});
