import type { Appointment } from '@school/shared/appointments/appointments.contract';
import { monthOf } from '@school/shared/appointments/appointment-time';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../support/test-app.ts';
import {
  again,
  allDay,
  at,
  balanceOf,
  bookableTutor,
  booked,
  hour,
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

describe('allowances', () => {
  it('books over the allowance as pending with nothing spent, then the admin approves or rejects', async () => {
    const { admin, student, schoolId } = await school(t, 500);
    const { tutor, subjectId } = await bookableTutor(t, { hourlyRateCredits: 40 });
    const set = await admin.api.put(`/api/students/${student.id}/allowance`, {
      monthlyAllowanceCredits: 50,
    });
    expect(set.statusCode, set.body).toBe(200);
    const base = { tutorId: tutor.userId, studentId: student.id, subjectId, durationMinutes: 60 };
    // Both in the same month as the 3rd day ahead.
    const firstStart = startIn(t, 3, 8);
    await booked(admin, { ...base, startsAt: firstStart });
    const me = await studentAccount(t, schoolId, student.id);
    const over = await booked(me, {
      ...base,
      studentId: undefined,
      startsAt: at(firstStart, 2 * hour).toISOString(),
    });
    expect(over).toMatchObject({ status: 'pending_approval' });
    expect(await balanceOf(admin)).toBe(460);
    const pending = await admin.api.get('/api/appointments?tab=pending');
    expect(pending.json().items.map((a: Appointment) => a.id)).toEqual([over.id]);
    expect(pending.json().items[0].actions).toEqual(expect.arrayContaining(['approve', 'reject']));
    // The admin's notice opens that booking.
    expect((await noticesOf(admin, 'appointment_pending_approval')).map((n) => n.url)).toEqual([
      `/my-appointments?tab=pending&appointment=${over.id}`,
    ]);
    // The dashboard's queue lists it, and its link opens that booking on the pending tab.
    const waiting = await admin.api.get('/api/dashboard/waiting');
    expect(waiting.json().items).toContainEqual(
      expect.objectContaining({
        kind: 'appointment_approval',
        id: over.id,
        path: `/my-appointments?tab=pending&appointment=${over.id}`,
      }),
    );

    const summary = await admin.api.get(`/api/students/${student.id}/appointments-summary`);
    expect(summary.statusCode, summary.body).toBe(200);
    if (monthOf(new Date(firstStart), 'UTC').month === monthOf(t.clock.now(), 'UTC').month)
      expect(summary.json()).toMatchObject({
        monthlyAllowanceCredits: 50,
        spentThisMonth: 40,
        allowanceLeft: 10,
        pendingApproval: 1,
        pendingCredits: 40,
      });
    expect(summary.json().upcoming.map((a: Appointment) => a.status)).toEqual(['booked']);

    const approved = await admin.api.post(`/api/appointments/${over.id}/approve`, {});
    expect(approved.json().status).toBe('booked');
    expect(await balanceOf(admin)).toBe(420);
    expect((await admin.api.post(`/api/appointments/${over.id}/approve`, {})).statusCode).toBe(200);
    expect(await balanceOf(admin)).toBe(420);

    const third = await booked(admin, {
      ...base,
      startsAt: at(firstStart, 4 * hour).toISOString(),
    });
    expect(third.status).toBe('pending_approval');
    const noReason = await admin.api.post(`/api/appointments/${third.id}/reject`, { reason: ' ' });
    expect(noReason.statusCode).toBe(400);
    const rejected = await admin.api.post(`/api/appointments/${third.id}/reject`, {
      reason: 'Over budget this month',
    });
    expect(rejected.json()).toMatchObject({
      status: 'cancelled',
      cancellation: { kind: 'rejected', reason: 'Over budget this month', refunded: false },
    });
    expect(await balanceOf(admin)).toBe(420);
  });

  it('counts spend by the month of the start in the school’s time zone', async () => {
    const { admin, student, schoolId } = await school(t, 500);
    await setZone(t, schoolId, 'America/New_York');
    const { tutor, subjectId } = await bookableTutor(t, { hourlyRateCredits: 40 });
    await admin.api.put(`/api/students/${student.id}/allowance`, { monthlyAllowanceCredits: 40 });
    // The first local midnight of a month at least two days ahead.
    const now = t.clock.now();
    const nextMonth = monthOf(new Date(now.getTime() + 3 * 86_400_000), 'America/New_York').to;
    const clockBefore = new Date(nextMonth.getTime() - 10 * 86_400_000);
    t.clock.set(clockBefore);
    try {
      const adminNow = await again(t, admin);
      const tutorNow = await again(t, tutor);
      // Re-open the tutor's windows from the moved clock.
      await tutorNow.api.put('/api/tutors/me/availability', allDay);
      const base = { tutorId: tutor.userId, studentId: student.id, subjectId, durationMinutes: 60 };
      // 23:00 on the month's last evening in New York: 04:00 UTC on the 1st of the next month.
      const lastEvening = new Date(nextMonth.getTime() - hour).toISOString();
      const firstMorning = new Date(nextMonth.getTime() + 5 * hour).toISOString();
      const a = await booked(adminNow, { ...base, startsAt: lastEvening });
      const b = await booked(adminNow, { ...base, startsAt: firstMorning });
      expect([a.status, b.status]).toEqual(['booked', 'booked']);
      const c = await booked(adminNow, {
        ...base,
        startsAt: new Date(nextMonth.getTime() - 3 * hour).toISOString(),
      });
      expect(c.status).toBe('pending_approval');
      const quote = await adminNow.api.get(
        `/api/appointments/quote?tutorId=${tutor.userId}&studentId=${student.id}&startsAt=${encodeURIComponent(new Date(nextMonth.getTime() + 8 * hour).toISOString())}&durationMinutes=30`,
      );
      expect(quote.json()).toMatchObject({
        spentThisMonth: 40,
        allowanceLeft: 0,
        wouldNeedApproval: true,
      });
    } finally {
      t.clock.set(now);
    }
  });

  it('refuses a move that would take the student over the allowance, moving nothing', async () => {
    const { admin, student } = await school(t, 500);
    const { tutor, subjectId } = await bookableTutor(t, { hourlyRateCredits: 40 });
    const set = await admin.api.put(`/api/students/${student.id}/allowance`, {
      monthlyAllowanceCredits: 50,
    });
    expect(set.statusCode, set.body).toBe(200);
    const made = await booked(admin, {
      tutorId: tutor.userId,
      studentId: student.id,
      subjectId,
      startsAt: startIn(t, 5),
      durationMinutes: 60,
    });
    const longer = await admin.api.post(`/api/appointments/${made.id}/reschedule`, {
      startsAt: made.startsAt,
      durationMinutes: 90,
    });
    expect(longer.statusCode, longer.body).toBe(409);
    expect(longer.json().error).toMatchObject({
      code: 'over_allowance',
      details: { allowance: 50, spent: 40, price: 60 },
    });
    expect(await balanceOf(admin)).toBe(460);
    const same = await admin.api.get(`/api/appointments/${made.id}`);
    expect(same.json()).toMatchObject({ durationMinutes: 60, priceCredits: 40 });
    // A move that costs no more stays possible.
    const shorter = await admin.api.post(`/api/appointments/${made.id}/reschedule`, {
      startsAt: made.startsAt,
      durationMinutes: 30,
    });
    expect(shorter.statusCode, shorter.body).toBe(200);
    expect(await balanceOf(admin)).toBe(480);
  });

  it('sets allowances in bulk, for the school’s own students only', async () => {
    const a = await school(t, 0);
    const b = await school(t, 0);
    const response = await a.admin.api.post('/api/students/bulk-allowance', {
      ids: [a.student.id, b.student.id],
      monthlyAllowanceCredits: 120,
    });
    expect(response.json()).toEqual({ updated: 1 });
    expect(
      (await a.admin.api.get(`/api/students/${a.student.id}`)).json().monthlyAllowanceCredits,
    ).toBe(120);
    expect(
      (await b.admin.api.get(`/api/students/${b.student.id}`)).json().monthlyAllowanceCredits,
    ).toBeNull();
    const negative = await a.admin.api.put(`/api/students/${a.student.id}/allowance`, {
      monthlyAllowanceCredits: -1,
    });
    expect(negative.statusCode).toBe(400);
    expect(negative.json().error.fieldCodes).toEqual({ monthlyAllowanceCredits: 'too_small' });
    const foreign = await a.admin.api.put(`/api/students/${b.student.id}/allowance`, {
      monthlyAllowanceCredits: 5,
    });
    expect(foreign.statusCode).toBe(404);
  });
});
