import { randomUUID } from 'node:crypto';
import type { Appointment } from '@school/shared/appointments/appointments.contract';
import type { WalletTransaction } from '@school/shared/wallet/wallet.contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Actor } from '../../support/actors.ts';
import { createTestApp, type TestApp } from '../../support/test-app.ts';
import { bookableTutor, booked, school, startIn } from './appointment-support.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function transactions(admin: Actor): Promise<WalletTransaction[]> {
  const response = await admin.api.get('/api/wallet/transactions?pageSize=100');
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ items: WalletTransaction[] }>().items;
}

describe('what a wallet movement was for', () => {
  it('names the appointment a spend paid for and a refund gave back, and what a reversal undoes', async () => {
    const { admin, student } = await school(t, 300);
    const { tutor, subjectId } = await bookableTutor(t, { hourlyRateCredits: 40 });
    const appointment: Appointment = await booked(admin, {
      tutorId: tutor.userId,
      studentId: student.id,
      subjectId,
      startsAt: startIn(t, 5),
      durationMinutes: 60,
    });
    const cancelled = await admin.api.post(`/api/appointments/${appointment.id}/cancel`, {
      reason: 'Ill',
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);

    const about = {
      type: 'appointment',
      id: appointment.id,
      subject: { key: appointment.subject.key, name: appointment.subject.name },
      tutorName: appointment.tutor.name,
      studentName: appointment.student?.name,
      startsAt: appointment.startsAt,
      url: `/my-appointments?appointment=${appointment.id}`,
    };
    const items = await transactions(admin);
    const spend = items.find((i) => i.kind === 'spend');
    const refund = items.find((i) => i.kind === 'refund' && i.reference === appointment.id);
    expect(spend).toMatchObject({ amount: -40, reference: appointment.id, about, reverses: null });
    expect(refund).toMatchObject({ amount: 40, about, reverses: null });
    // The wallet's own credit (not an appointment) stays undescribed.
    expect(items.find((i) => i.reference === 'test-credit')).toMatchObject({ about: null });

    // A reversal of the spend names it (kind and time) and the same appointment.
    const reversed = await t.app.services.wallet.reverse(spend?.id ?? '', randomUUID(), {
      userId: null,
      name: 'Platform',
    });
    expect(reversed).toMatchObject({ transferId: expect.any(String) });
    const after = await transactions(admin);
    expect(after.find((i) => i.kind === 'reversal')).toMatchObject({
      amount: 40,
      about,
      reverses: { id: spend?.id, kind: 'spend', createdAt: spend?.createdAt },
    });

    // The export says it in words, in a column of its own after the others.
    const csv = await admin.api.get('/api/wallet/transactions/export.csv');
    expect(csv.statusCode).toBe(200);
    expect(csv.body).toContain('date,kind,amount,balanceAfter,reference,memo,by,about');
    expect(csv.body).toContain(
      `Appointment: ${appointment.subject.name} with ${appointment.tutor.name} for ${appointment.student?.name}, ${appointment.startsAt}`,
    );
    expect(csv.body).toContain(`Reverses the spend of ${spend?.createdAt}`);
  });

  it("leaves another school's appointment undescribed, even when a transfer names it", async () => {
    const first = await school(t, 200);
    const { tutor, subjectId } = await bookableTutor(t, { hourlyRateCredits: 20 });
    const theirs = await booked(first.admin, {
      tutorId: tutor.userId,
      studentId: first.student.id,
      subjectId,
      startsAt: startIn(t, 6),
      durationMinutes: 60,
    });
    const other = await school(t, 0);
    await t.app.services.wallet.refund(other.schoolId, 5, theirs.id, randomUUID(), {
      userId: null,
      name: 'Test',
    });
    const items = await transactions(other.admin);
    expect(items).toHaveLength(1);
    expect(items[0]).toMatchObject({ reference: theirs.id, about: null });
  });
});
