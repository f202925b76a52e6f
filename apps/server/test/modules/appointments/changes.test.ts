import type { Appointment } from '@school/shared/appointments/appointments.contract';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../../src/modules/audit/audit.table.ts';
import { tutorProfiles } from '../../../src/modules/tutors/tutors.table.ts';
import { createTestApp, type TestApp } from '../../support/test-app.ts';
import {
  again,
  at,
  balanceOf,
  bookableTutor,
  booked,
  hour,
  minute,
  noticesOf,
  school,
  setZone,
  startIn,
  studentAccount,
} from './appointment-support.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** A school (24 h notice) with one booked hour of a 40-credit tutor. */
async function bookedHour(days = 3) {
  const s = await school(t, 400);
  const { tutor, subjectId } = await bookableTutor(t, { hourlyRateCredits: 40 });
  const appointment = await booked(s.admin, {
    tutorId: tutor.userId,
    studentId: s.student.id,
    subjectId,
    startsAt: startIn(t, days),
    durationMinutes: 60,
  });
  expect(await balanceOf(s.admin)).toBe(360);
  return { ...s, tutor, subjectId, appointment };
}

describe('cancelling by the school’s notice', () => {
  it('refunds in full up to the notice, to the minute', async () => {
    const { admin, appointment } = await bookedHour();
    const now = t.clock.now();
    t.clock.set(at(appointment.startsAt, -24 * hour - minute));
    try {
      const adminNow = await again(t, admin);
      const response = await adminNow.api.post(`/api/appointments/${appointment.id}/cancel`, {
        reason: 'Ill',
      });
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json<Appointment>()).toMatchObject({
        status: 'cancelled',
        cancellation: { by: 'school', refunded: true, refundedAnyway: false, reason: 'Ill' },
      });
      expect(await balanceOf(adminNow)).toBe(400);
      // A repeated cancel moves nothing.
      const repeated = await adminNow.api.post(`/api/appointments/${appointment.id}/cancel`, {});
      expect(repeated.statusCode).toBe(200);
      expect(await balanceOf(adminNow)).toBe(400);
    } finally {
      t.clock.set(now);
    }
  });

  it('keeps the credits a minute inside the notice, unless the admin refunds anyway (audited)', async () => {
    const { admin, appointment, subjectId, tutor, student } = await bookedHour();
    const now = t.clock.now();
    t.clock.set(at(appointment.startsAt, -24 * hour + minute));
    try {
      const adminNow = await again(t, admin);
      const view = await adminNow.api.get(`/api/appointments/${appointment.id}`);
      expect(view.json().refundIfCancelledNow).toBe(false);
      const late = await adminNow.api.post(`/api/appointments/${appointment.id}/cancel`, {});
      expect(late.json()).toMatchObject({ status: 'cancelled', cancellation: { refunded: false } });
      expect(await balanceOf(adminNow)).toBe(360);

      const second = await booked(adminNow, {
        tutorId: tutor.userId,
        studentId: student.id,
        subjectId,
        // The cancelled one's time, free again: a minute inside the notice too.
        startsAt: appointment.startsAt,
        durationMinutes: 60,
      });
      expect(await balanceOf(adminNow)).toBe(320);
      const noReason = await adminNow.api.post(`/api/appointments/${second.id}/cancel`, {
        refundAnyway: true,
      });
      expect(noReason.statusCode).toBe(400);
      expect(noReason.json().error.fieldCodes).toEqual({ reason: 'required' });
      const anyway = await adminNow.api.post(`/api/appointments/${second.id}/cancel`, {
        refundAnyway: true,
        reason: 'The tutor’s internet was down all week',
      });
      expect(anyway.json()).toMatchObject({
        cancellation: { refunded: true, refundedAnyway: true },
      });
      expect(await balanceOf(adminNow)).toBe(360);
      const audited = await t.database.db
        .select()
        .from(auditLog)
        .where(
          and(eq(auditLog.action, 'appointments.refunded_anyway'), eq(auditLog.target, second.id)),
        );
      expect(audited).toHaveLength(1);
      expect(audited[0]?.details).toMatchObject({
        reason: 'The tutor’s internet was down all week',
      });
    } finally {
      t.clock.set(now);
    }
  });

  it('reads the notice from the school profile', async () => {
    const { admin, schoolId, appointment } = await bookedHour();
    await setZone(t, schoolId, 'UTC', 2);
    const now = t.clock.now();
    t.clock.set(at(appointment.startsAt, -3 * hour));
    try {
      const adminNow = await again(t, admin);
      const view = (
        await adminNow.api.get(`/api/appointments/${appointment.id}`)
      ).json<Appointment>();
      expect(view.cancellationNoticeHours).toBe(2);
      expect(view.freeCancellationUntil).toBe(at(appointment.startsAt, -2 * hour).toISOString());
      const cancelled = await adminNow.api.post(`/api/appointments/${appointment.id}/cancel`, {});
      expect(cancelled.json().cancellation.refunded).toBe(true);
    } finally {
      t.clock.set(now);
    }
  });

  it('refunds a tutor’s cancellation at any time and tells the school', async () => {
    const { admin, tutor, appointment } = await bookedHour();
    const now = t.clock.now();
    t.clock.set(at(appointment.startsAt, -hour));
    try {
      const tutorNow = await again(t, tutor);
      const adminNow = await again(t, admin);
      const response = await tutorNow.api.post(`/api/appointments/${appointment.id}/cancel`, {
        reason: 'Family matter',
      });
      expect(response.json()).toMatchObject({ cancellation: { by: 'tutor', refunded: true } });
      expect(await balanceOf(adminNow)).toBe(400);
      // The school's notice opens the cancelled session on the past tab.
      expect((await noticesOf(adminNow, 'appointment_cancelled')).map((n) => n.url)).toEqual([
        `/my-appointments?tab=past&appointment=${appointment.id}`,
      ]);
    } finally {
      t.clock.set(now);
    }
  });

  it('refuses refunding anyway to anyone but the school admin', async () => {
    const { schoolId, student, appointment } = await bookedHour();
    const me = await studentAccount(t, schoolId, student.id);
    const response = await me.api.post(`/api/appointments/${appointment.id}/cancel`, {
      refundAnyway: true,
      reason: 'Please',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fieldCodes).toEqual({ refundAnyway: 'not_allowed' });
  });
});

describe('after the appointment', () => {
  it('lets the tutor mark it completed only after the end, then the school reviews it once', async () => {
    const { admin, tutor, appointment } = await bookedHour(1);
    const early = await tutor.api.post(`/api/appointments/${appointment.id}/complete`);
    expect(early.statusCode).toBe(409);
    const now = t.clock.now();
    t.clock.set(at(appointment.endsAt, minute));
    try {
      const adminNow = await again(t, admin);
      const tutorNow = await again(t, tutor);
      const done = await tutorNow.api.post(`/api/appointments/${appointment.id}/complete`);
      expect(done.json().status).toBe('completed');
      const review = await adminNow.api.post(`/api/appointments/${appointment.id}/review`, {
        rating: 5,
        text: 'Clear and patient',
      });
      expect(review.statusCode, review.body).toBe(200);
      expect(review.json()).toMatchObject({ reviewed: true, review: { rating: 5 } });
      const [profile] = await t.database.db
        .select()
        .from(tutorProfiles)
        .where(eq(tutorProfiles.userId, tutor.userId));
      expect(profile).toMatchObject({ ratingSum: 5, ratingCount: 1 });
      const twice = await adminNow.api.post(`/api/appointments/${appointment.id}/review`, {
        rating: 1,
      });
      expect(twice.statusCode).toBe(409);
      const bad = await adminNow.api.post(`/api/appointments/${appointment.id}/review`, {
        rating: 6,
      });
      expect(bad.statusCode).toBe(400);
      expect(bad.json().error.fieldCodes).toEqual({ rating: 'too_big' });
    } finally {
      t.clock.set(now);
    }
  });

  it('refunds a tutor’s no-show and keeps the credits for a student’s', async () => {
    const first = await bookedHour(1);
    const second = await bookedHour(2);
    const now = t.clock.now();
    t.clock.set(at(second.appointment.endsAt, minute));
    try {
      const firstAdmin = await again(t, first.admin);
      const secondAdmin = await again(t, second.admin);
      const secondTutor = await again(t, second.tutor);
      const tutorAway = await firstAdmin.api.post(
        `/api/appointments/${first.appointment.id}/no-show`,
        { who: 'tutor' },
      );
      expect(tutorAway.json()).toMatchObject({ status: 'no_show', noShow: 'tutor' });
      expect(await balanceOf(firstAdmin)).toBe(400);
      const studentAway = await secondTutor.api.post(
        `/api/appointments/${second.appointment.id}/no-show`,
        { who: 'student' },
      );
      expect(studentAway.json()).toMatchObject({ status: 'no_show', noShow: 'student' });
      expect(await balanceOf(secondAdmin)).toBe(360);
      const nobody = await secondTutor.api.post(
        `/api/appointments/${second.appointment.id}/no-show`,
        { who: 'parent' },
      );
      expect(nobody.statusCode).toBe(400);
      expect(nobody.json().error.fieldCodes).toEqual({ who: 'invalid_value' });
    } finally {
      t.clock.set(now);
    }
  });
});

describe('moving an appointment', () => {
  it('moves at once before the notice and moves the price difference', async () => {
    const { admin, appointment } = await bookedHour(5);
    const to = at(appointment.startsAt, 3 * hour).toISOString();
    const moved = await admin.api.post(`/api/appointments/${appointment.id}/reschedule`, {
      startsAt: to,
      durationMinutes: 90,
    });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json()).toMatchObject({ startsAt: to, durationMinutes: 90, priceCredits: 60 });
    expect(await balanceOf(admin)).toBe(340);
    const shorter = await admin.api.post(`/api/appointments/${appointment.id}/reschedule`, {
      startsAt: to,
      durationMinutes: 30,
    });
    expect(shorter.json()).toMatchObject({ priceCredits: 20 });
    expect(await balanceOf(admin)).toBe(380);
    // Overlapping its own old time is fine.
    const nudged = await admin.api.post(`/api/appointments/${appointment.id}/reschedule`, {
      startsAt: at(to, 15 * minute).toISOString(),
    });
    expect(nudged.statusCode, nudged.body).toBe(200);
  });

  it('inside the notice, waits for the tutor to accept', async () => {
    const { admin, tutor, appointment } = await bookedHour(1);
    const now = t.clock.now();
    t.clock.set(at(appointment.startsAt, -5 * hour));
    try {
      const adminNow = await again(t, admin);
      const tutorNow = await again(t, tutor);
      const to = at(appointment.startsAt, 4 * hour).toISOString();
      const asked = await adminNow.api.post(`/api/appointments/${appointment.id}/reschedule`, {
        startsAt: to,
      });
      expect(asked.json()).toMatchObject({
        startsAt: appointment.startsAt,
        rescheduleRequest: { startsAt: to },
      });
      expect(asked.json().actions).not.toContain('reschedule');
      expect(
        (await noticesOf(tutorNow, 'appointment_reschedule_requested')).map((n) => n.url),
      ).toEqual([`/my-appointments?appointment=${appointment.id}`]);
      const seen = await tutorNow.api.get(`/api/appointments/${appointment.id}`);
      expect(seen.json().actions).toEqual(
        expect.arrayContaining(['accept_reschedule', 'decline_reschedule']),
      );
      const accepted = await tutorNow.api.post(
        `/api/appointments/${appointment.id}/reschedule/accept`,
      );
      expect(accepted.json()).toMatchObject({ startsAt: to, rescheduleRequest: null });
      expect(await balanceOf(adminNow)).toBe(360);
    } finally {
      t.clock.set(now);
    }
  });
});
