import { randomUUID } from 'node:crypto';
import type { Appointment } from '@school/shared/appointments/appointments.contract';
import { and, eq, inArray } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ledgerTransfers } from '../../../src/modules/wallet/wallet.table.ts';
import type { Actor } from '../../support/actors.ts';
import { createTestApp, type TestApp } from '../../support/test-app.ts';
import { again, balanceOf, book, bookableTutor, school } from './appointment-support.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const hour = 3_600_000;
const durations = [30, 45, 60, 90] as const;

type Op =
  | { kind: 'book'; slot: number; duration: number; student: boolean; retry: boolean }
  | { kind: 'cancel'; pick: number; byTutor: boolean; anyway: boolean; twice: boolean }
  | { kind: 'reschedule'; pick: number; slot: number; duration: number }
  | { kind: 'approve' | 'reject' | 'complete'; pick: number }
  | { kind: 'noShow'; pick: number; who: 'tutor' | 'student' }
  | { kind: 'wait'; hours: number };

const index = fc.nat({ max: 9 });
const op: fc.Arbitrary<Op> = fc.oneof(
  {
    weight: 4,
    arbitrary: fc.record({
      kind: fc.constant('book' as const),
      slot: index,
      duration: fc.constantFrom(...durations),
      student: fc.boolean(),
      retry: fc.boolean(),
    }),
  },
  fc.record({
    kind: fc.constant('cancel' as const),
    pick: index,
    byTutor: fc.boolean(),
    anyway: fc.boolean(),
    twice: fc.boolean(),
  }),
  fc.record({
    kind: fc.constant('reschedule' as const),
    pick: index,
    slot: index,
    duration: fc.constantFrom(...durations),
  }),
  fc.record({
    kind: fc.constantFrom('approve' as const, 'reject' as const, 'complete' as const),
    pick: index,
  }),
  fc.record({
    kind: fc.constant('noShow' as const),
    pick: index,
    who: fc.constantFrom('tutor' as const, 'student' as const),
  }),
  fc.record({ kind: fc.constant('wait' as const), hours: fc.integer({ min: 1, max: 30 }) }),
);

/** What the ledger must hold for an appointment in its final state (`charged`: it was booked). */
function expectedCharge(a: Appointment, charged: boolean): number {
  switch (a.status) {
    case 'pending_approval':
      return 0;
    case 'booked':
    case 'completed':
      return a.priceCredits;
    case 'no_show':
      return a.noShow === 'tutor' ? 0 : a.priceCredits;
    case 'cancelled':
      return a.cancellation?.refunded || !charged ? 0 : a.priceCredits;
  }
}

/** Books two, cancels the second, completes the first after its end, then books again. */
const moneyMovingSequence: Op[] = [
  { kind: 'book', slot: 0, duration: 60, student: false, retry: false },
  { kind: 'book', slot: 5, duration: 60, student: false, retry: false },
  { kind: 'cancel', pick: 1, byTutor: false, anyway: false, twice: false },
  { kind: 'wait', hours: 5 },
  { kind: 'complete', pick: 0 },
  { kind: 'book', slot: 9, duration: 30, student: false, retry: false },
];

describe('the ledger under any sequence of appointment changes', () => {
  it('sums to zero, charges each appointment what its state says, and moves nothing twice', async () => {
    const seen = new Set<string>();
    await fc.assert(
      fc.asyncProperty(fc.array(op, { minLength: 1, maxLength: 18 }), async (ops) => {
        const credits = 400;
        const s = await school(t, credits);
        const { tutor, subjectId } = await bookableTutor(t, { hourlyRateCredits: 40 });
        await s.admin.api.put(`/api/students/${s.student.id}/allowance`, {
          monthlyAllowanceCredits: 60,
        });
        const base = t.clock.now().getTime();
        // Slots from 3 hours to two days ahead: some inside the 24-hour notice, some outside.
        const slotAt = (slot: number) => new Date(base + 3 * hour + slot * 5 * hour).toISOString();
        let admin: Actor = s.admin;
        let tutorNow: Actor = tutor;
        const ids: string[] = [];
        /** Appointments whose price was spent once (booked at once, or approved). */
        const wasBooked = new Set<string>();
        const pick = (i: number) => ids[i % Math.max(ids.length, 1)];
        const startClock = t.clock.now();
        try {
          for (const o of ops) {
            const id = o.kind === 'book' || o.kind === 'wait' ? undefined : pick(o.pick);
            const url = (action: string) => `/api/appointments/${id ?? ''}/${action}`;
            switch (o.kind) {
              case 'book': {
                const key = randomUUID();
                const body = {
                  tutorId: tutor.userId,
                  subjectId,
                  startsAt: slotAt(o.slot),
                  durationMinutes: o.duration,
                  studentId: o.student ? s.student.id : null,
                };
                const first = await book(admin, body, key);
                if (o.retry) {
                  const retried = await book(admin, body, key);
                  expect(retried.statusCode).toBe(
                    first.statusCode === 201 ? 200 : retried.statusCode,
                  );
                }
                if (first.statusCode === 201) {
                  const made = first.json<Appointment>();
                  ids.push(made.id);
                  if (made.status === 'booked') wasBooked.add(made.id);
                } else expect([400, 409]).toContain(first.statusCode);
                break;
              }
              case 'cancel': {
                if (!id) break;
                const by = o.byTutor ? tutorNow : admin;
                const body =
                  o.anyway && !o.byTutor ? { refundAnyway: true, reason: 'Goodwill' } : {};
                for (let n = 0; n < (o.twice ? 2 : 1); n += 1) {
                  const answer = await by.api.post(url('cancel'), body);
                  expect([200, 409]).toContain(answer.statusCode);
                }
                break;
              }
              case 'reschedule':
                if (id)
                  expect([200, 400, 409]).toContain(
                    (
                      await admin.api.post(url('reschedule'), {
                        startsAt: slotAt(o.slot),
                        durationMinutes: o.duration,
                      })
                    ).statusCode,
                  );
                break;
              case 'approve':
              case 'reject':
                if (id) {
                  const answer = await admin.api.post(url(o.kind), { reason: 'Over budget' });
                  expect([200, 409]).toContain(answer.statusCode);
                  if (answer.statusCode === 200 && answer.json<Appointment>().status === 'booked')
                    wasBooked.add(id);
                }
                break;
              case 'complete':
                if (id)
                  expect([200, 409]).toContain(
                    (await tutorNow.api.post(url('complete'))).statusCode,
                  );
                break;
              case 'noShow':
                if (id)
                  expect([200, 409]).toContain(
                    (await admin.api.post(url('no-show'), { who: o.who })).statusCode,
                  );
                break;
              case 'wait':
                t.clock.advance(o.hours * hour);
                admin = await again(t, s.admin);
                tutorNow = await again(t, tutor);
                break;
            }
          }

          expect(await t.app.services.wallet.invariants()).toEqual({
            sum: 0,
            mismatchedAccounts: 0,
            negativeWallets: 0,
          });
          let charged = 0;
          for (const id of ids) {
            const a = (await admin.api.get(`/api/appointments/${id}`)).json<Appointment>();
            const transfers = await t.database.db
              .select()
              .from(ledgerTransfers)
              .where(
                and(
                  eq(ledgerTransfers.reference, id),
                  inArray(ledgerTransfers.kind, ['spend', 'refund']),
                ),
              );
            const net = transfers.reduce(
              (sum, x) => sum + (x.kind === 'refund' ? -x.amount : x.amount),
              0,
            );
            // A spend or refund moved twice would show here as twice the price, or minus it.
            expect(net, `${a.status} ${JSON.stringify(a.cancellation)}`).toBe(
              expectedCharge(a, wasBooked.has(id)),
            );
            seen.add(a.status);
            charged += net;
          }
          expect(await balanceOf(admin)).toBe(credits - charged);
        } finally {
          t.clock.set(startClock);
        }
      }),
      // Besides the random sequences, one that surely books, cancels and completes.
      { numRuns: 12, examples: [[moneyMovingSequence]] },
    );
    // The sequences reached the states that move money, not only refusals.
    expect([...seen]).toEqual(expect.arrayContaining(['booked', 'cancelled', 'completed']));
  }, 600_000);
});
