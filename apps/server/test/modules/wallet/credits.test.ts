import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AppError } from '../../../src/lib/app-error.ts';
import { signInAs, type Actor } from '../../support/actors.ts';
import { createTestApp, type TestApp } from '../../support/test-app.ts';
import { adjust } from './wallet-support.ts';

// The credits API other modules call (appointments, classes): spend, refund, reverse.
let t: TestApp;
let platform: Actor;
const appointments = { userId: null, name: 'Appointments' };
const credits = () => t.app.services.wallet;

beforeAll(async () => {
  t = await createTestApp();
  platform = await signInAs(t, 'admin');
});
afterAll(() => t.close());

/** A school admin of a new school whose wallet holds `opening` credits. */
async function schoolWith(opening: number) {
  const admin = await signInAs(t, 'sadmin');
  const schoolId = admin.schoolId;
  if (!schoolId) throw new Error('a school admin without a school');
  if (opening > 0) await adjust(platform, schoolId, opening);
  const balance = async () => (await admin.api.get('/api/wallet')).json().balance as number;
  const movements = async () => (await admin.api.get('/api/wallet/transactions')).json().items;
  return { schoolId, balance, movements };
}

async function refusal(promise: Promise<unknown>): Promise<AppError> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(AppError);
  return error as AppError;
}

describe('spend', () => {
  it('takes credits from the wallet, shown as a spend with its reference and who spent', async () => {
    const school = await schoolWith(100);
    const spent = await credits().spend(
      school.schoolId,
      30,
      'appointment:1',
      randomUUID(),
      appointments,
    );
    expect(spent.balance).toBe(70);
    expect(await school.balance()).toBe(70);
    expect((await school.movements())[0]).toMatchObject({
      id: spent.transferId,
      kind: 'spend',
      amount: -30,
      balanceAfter: 70,
      reference: 'appointment:1',
      by: 'Appointments',
    });
  });

  it('200 parallel spends of 10 from 1 000 credits: exactly 100 pass and the wallet ends at 0', async () => {
    const school = await schoolWith(1000);
    const results = await Promise.allSettled(
      Array.from({ length: 200 }, (_, i) =>
        credits().spend(school.schoolId, 10, `lesson-${i}`, randomUUID(), appointments),
      ),
    );
    const ok = results.filter((r) => r.status === 'fulfilled');
    const refused = results.filter((r) => r.status === 'rejected');
    expect(ok).toHaveLength(100);
    for (const r of refused) expect((r.reason as AppError).code).toBe('insufficient_credits');
    // Each pass saw its own balance: 990, 980 … 0, never the same twice and never below zero.
    const balances = ok.map((r) => r.value.balance).sort((a, b) => a - b);
    expect(balances[0]).toBe(0);
    expect(new Set(balances).size).toBe(100);
    expect(await school.balance()).toBe(0);
    expect(await credits().invariants()).toEqual({
      sum: 0,
      mismatchedAccounts: 0,
      negativeWallets: 0,
    });
  });

  it('a duplicate key spends once, in parallel or retried later, and answers the same', async () => {
    const school = await schoolWith(100);
    const key = randomUUID();
    const spend = () => credits().spend(school.schoolId, 30, 'appointment:2', key, appointments);
    const [a, b] = await Promise.all([spend(), spend()]);
    expect(a).toEqual(b);
    expect(await spend()).toEqual(a);
    expect(a.balance).toBe(70);
    expect(await school.balance()).toBe(70);
    expect(
      (await school.movements()).filter((m: { kind: string }) => m.kind === 'spend'),
    ).toHaveLength(1);
  });

  it('forgets a key after 48 hours: the same key then spends again, as a new request', async () => {
    const school = await schoolWith(100);
    const key = randomUUID();
    const spend = () => credits().spend(school.schoolId, 30, 'appointment:5', key, appointments);
    const first = await spend();
    const start = t.clock.now();
    try {
      t.clock.advance(47 * 3_600_000);
      expect(await spend()).toEqual(first);
      t.clock.advance(2 * 3_600_000);
      const again = await spend();
      expect(again.transferId).not.toBe(first.transferId);
      expect(again.balance).toBe(40);
      expect(await spend()).toEqual(again);
    } finally {
      // The admin's session was signed at the start: back to that time to read the wallet.
      t.clock.set(start);
    }
    expect(await school.balance()).toBe(40);
  });

  it('refuses a key reused for another amount or reference, moving nothing', async () => {
    const school = await schoolWith(100);
    const key = randomUUID();
    await credits().spend(school.schoolId, 10, 'appointment:3', key, appointments);
    const other = await refusal(
      credits().spend(school.schoolId, 20, 'appointment:3', key, appointments),
    );
    expect(other.code).toBe('idempotency_conflict');
    const elsewhere = await refusal(
      credits().spend(school.schoolId, 10, 'appointment:4', key, appointments),
    );
    expect(elsewhere.code).toBe('idempotency_conflict');
    expect(await school.balance()).toBe(90);
  });

  it('refuses more than the wallet holds, saying how much it holds; the refusal stays with its key', async () => {
    const school = await schoolWith(25);
    const key = randomUUID();
    const refused = await refusal(
      credits().spend(school.schoolId, 40, 'appointment:5', key, appointments),
    );
    expect(refused.code).toBe('insufficient_credits');
    expect(refused.message).toBe('Not enough credits: the wallet holds 25, this needs 40.');
    expect(await school.balance()).toBe(25);
    await adjust(platform, school.schoolId, 100);
    // The key answered once; a new attempt after a top-up takes a new key.
    expect(
      (await refusal(credits().spend(school.schoolId, 40, 'appointment:5', key, appointments)))
        .code,
    ).toBe('insufficient_credits');
    const retried = await credits().spend(
      school.schoolId,
      40,
      'appointment:5',
      randomUUID(),
      appointments,
    );
    expect(retried.balance).toBe(85);
  });

  it('takes whole positive amounts only', async () => {
    const school = await schoolWith(100);
    for (const amount of [0, -5, 2.5])
      await expect(
        credits().spend(school.schoolId, amount, 'x', randomUUID(), appointments),
      ).rejects.toThrow('positive integer');
    expect(await school.balance()).toBe(100);
  });
});

describe('refund', () => {
  it('gives credits back once per key', async () => {
    const school = await schoolWith(50);
    const key = randomUUID();
    const refund = () => credits().refund(school.schoolId, 20, 'appointment:6', key, appointments);
    const [a, b] = await Promise.all([refund(), refund()]);
    expect(a).toEqual(b);
    expect(a.balance).toBe(70);
    expect(await school.balance()).toBe(70);
    expect((await school.movements())[0]).toMatchObject({
      kind: 'refund',
      amount: 20,
      reference: 'appointment:6',
    });
  });

  it('refuses a key reused for another refund', async () => {
    const school = await schoolWith(0);
    const key = randomUUID();
    await credits().refund(school.schoolId, 5, 'appointment:7', key, appointments);
    const other = await refusal(
      credits().refund(school.schoolId, 6, 'appointment:7', key, appointments),
    );
    expect(other.code).toBe('idempotency_conflict');
    expect(await school.balance()).toBe(5);
  });
});

describe('reverse', () => {
  it('undoes a spend with an opposite transfer, leaving the spend in the history', async () => {
    const school = await schoolWith(100);
    const spent = await credits().spend(
      school.schoolId,
      40,
      'appointment:8',
      randomUUID(),
      appointments,
    );
    const reversed = await credits().reverse(spent.transferId, randomUUID(), appointments);
    expect(reversed).toEqual({ transferId: expect.any(String) });
    expect(await school.balance()).toBe(100);
    const [latest, earlier] = await school.movements();
    expect(latest).toMatchObject({ kind: 'reversal', amount: 40, reference: 'appointment:8' });
    expect(earlier).toMatchObject({ id: spent.transferId, kind: 'spend', amount: -40 });
  });

  it('reverses a transfer at most once, even when asked in parallel with different keys', async () => {
    const school = await schoolWith(100);
    const spent = await credits().spend(
      school.schoolId,
      40,
      'appointment:9',
      randomUUID(),
      appointments,
    );
    const results = await Promise.all(
      Array.from({ length: 5 }, () =>
        credits().reverse(spent.transferId, randomUUID(), appointments),
      ),
    );
    expect(results.filter((r) => 'transferId' in r)).toHaveLength(1);
    expect(results.filter((r) => 'error' in r)).toEqual(
      Array.from({ length: 4 }, () => ({ error: 'already_reversed' })),
    );
    expect(await school.balance()).toBe(100);
  });

  it('answers a retried reversal with its first answer', async () => {
    const school = await schoolWith(100);
    const spent = await credits().spend(
      school.schoolId,
      10,
      'appointment:10',
      randomUUID(),
      appointments,
    );
    const key = randomUUID();
    const first = await credits().reverse(spent.transferId, key, appointments);
    expect(await credits().reverse(spent.transferId, key, appointments)).toEqual(first);
    expect(await school.balance()).toBe(100);
  });

  it('will not take back credits the wallet no longer holds', async () => {
    const school = await schoolWith(0);
    const refund = await credits().refund(
      school.schoolId,
      30,
      'appointment:11',
      randomUUID(),
      appointments,
    );
    await credits().spend(school.schoolId, 25, 'appointment:12', randomUUID(), appointments);
    expect(await credits().reverse(refund.transferId, randomUUID(), appointments)).toEqual({
      error: 'insufficient_credits',
    });
    expect(await school.balance()).toBe(5);
  });

  it('knows no such transfer, and never reverses a reversal', async () => {
    const school = await schoolWith(100);
    expect(await credits().reverse(randomUUID(), randomUUID(), appointments)).toEqual({
      error: 'not_found',
    });
    const spent = await credits().spend(
      school.schoolId,
      10,
      'appointment:13',
      randomUUID(),
      appointments,
    );
    const reversal = await credits().reverse(spent.transferId, randomUUID(), appointments);
    if (!('transferId' in reversal)) throw new Error('the reversal was refused');
    expect(await credits().reverse(reversal.transferId, randomUUID(), appointments)).toEqual({
      error: 'not_found',
    });
    expect(await school.balance()).toBe(100);
  });
});
