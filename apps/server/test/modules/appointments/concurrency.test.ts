import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../support/test-app.ts';
import { balanceOf, book, bookableTutor, school, startIn } from './appointment-support.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const minute = 60_000;

describe('bookings at the same moment', () => {
  it('lets exactly one of 100 parallel bookings of one slot through', async () => {
    const { admin } = await school(t, 10_000);
    const { tutor, subjectId } = await bookableTutor(t, { hourlyRateCredits: 40 });
    const startsAt = startIn(t, 2);
    const answers = await Promise.all(
      Array.from({ length: 100 }, (_, i) =>
        book(admin, {
          tutorId: tutor.userId,
          subjectId,
          // Half ask for the slot itself, half for one that overlaps it.
          startsAt: new Date(Date.parse(startsAt) + (i % 2) * 15 * minute).toISOString(),
          durationMinutes: 60,
        }),
      ),
    );
    const statuses = answers.map((a) => a.statusCode);
    expect(statuses.filter((s) => s === 201)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(99);
    expect(await balanceOf(admin)).toBe(10_000 - 40);
    const list = await admin.api.get('/api/appointments?pageSize=100');
    expect(list.json().total).toBe(1);
  }, 120_000);

  it('books exactly as many of 200 parallel bookings as the wallet pays for, never below zero', async () => {
    const paysFor = 37;
    const price = 20; // 40 an hour, 30 minutes
    const { admin } = await school(t, paysFor * price);
    const tutors = await Promise.all(
      [1, 2, 3, 4].map(() => bookableTutor(t, { hourlyRateCredits: 40 })),
    );
    const answers = await Promise.all(
      Array.from({ length: 200 }, (_, i) => {
        const pick = tutors[i % 4];
        if (!pick) throw new Error('no tutor');
        const { tutor, subjectId } = pick;
        return book(
          admin,
          {
            tutorId: tutor.userId,
            subjectId,
            startsAt: new Date(
              Date.parse(startIn(t, 2, 0)) + Math.floor(i / 4) * 30 * minute,
            ).toISOString(),
            durationMinutes: 30,
          },
          randomUUID(),
        );
      }),
    );
    const statuses = answers.map((a) => a.statusCode);
    expect(statuses.filter((s) => s === 201)).toHaveLength(paysFor);
    const refused = answers.filter((a) => a.statusCode === 409);
    expect(refused).toHaveLength(200 - paysFor);
    expect(refused.every((a) => a.json().error.code === 'insufficient_credits')).toBe(true);
    expect(await balanceOf(admin)).toBe(0);
    expect(await t.app.services.wallet.invariants()).toEqual({
      sum: 0,
      mismatchedAccounts: 0,
      negativeWallets: 0,
    });
  }, 180_000);

  it('counts a student’s parallel bookings with different tutors against one allowance', async () => {
    const { admin, student } = await school(t, 1_000);
    await admin.api.put(`/api/students/${student.id}/allowance`, { monthlyAllowanceCredits: 40 });
    const tutors = await Promise.all(
      [1, 2, 3, 4].map(() => bookableTutor(t, { hourlyRateCredits: 40 })),
    );
    const answers = await Promise.all(
      tutors.map(({ tutor, subjectId }, i) =>
        book(admin, {
          tutorId: tutor.userId,
          studentId: student.id,
          subjectId,
          // One month, different hours: only the allowance stands between them.
          startsAt: new Date(Date.parse(startIn(t, 3, 1)) + i * 2 * 60 * minute).toISOString(),
          durationMinutes: 60,
        }),
      ),
    );
    const statuses = answers.map((a) => a.json().status).sort();
    expect(statuses).toEqual([
      'booked',
      'pending_approval',
      'pending_approval',
      'pending_approval',
    ]);
    expect(await balanceOf(admin)).toBe(960);
  }, 60_000);

  it('answers a parallel retry of one booking with the same appointment, charged once', async () => {
    const { admin } = await school(t, 1_000);
    const { tutor, subjectId } = await bookableTutor(t, { hourlyRateCredits: 40 });
    const body = { tutorId: tutor.userId, subjectId, startsAt: startIn(t, 3), durationMinutes: 60 };
    const key = randomUUID();
    const answers = await Promise.all(Array.from({ length: 10 }, () => book(admin, body, key)));
    expect(answers.map((a) => a.statusCode).sort()).toEqual([
      200, 200, 200, 200, 200, 200, 200, 200, 200, 201,
    ]);
    expect(new Set(answers.map((a) => a.json().id)).size).toBe(1);
    expect(await balanceOf(admin)).toBe(960);
  }, 60_000);
});
