import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AppError } from '../../../src/lib/app-error.ts';
import { signInAs, type Actor } from '../../support/actors.ts';
import { createSchool } from '../../support/factories.ts';
import { createTestApp, type TestApp } from '../../support/test-app.ts';
import { adjust } from './wallet-support.ts';

let t: TestApp;
let platform: Actor;
const actor = { userId: null, name: 'Test' };

beforeAll(async () => {
  t = await createTestApp();
  platform = await signInAs(t, 'admin');
});
afterAll(() => t.close());

describe('the ledger', () => {
  it('never lets a transfer be edited or removed', async () => {
    const schoolId = (await createSchool(t.database.db)).id;
    const transfer = await adjust(platform, schoolId, 5);
    await expect(
      t.database.db.execute(sql`update ledger_transfers set amount = 1 where id = ${transfer.id}`),
    ).rejects.toThrow();
    await expect(
      t.database.db.execute(sql`delete from ledger_transfers where id = ${transfer.id}`),
    ).rejects.toThrow();
  });
});

type Op =
  { kind: 'topUp' | 'spend' | 'refund'; amount: number } | { kind: 'reverse'; index: number };

describe('property: random movements agree with a simple model', () => {
  it('keeps balances equal to the model and the ledger zero-sum after every step', async () => {
    const op: fc.Arbitrary<Op> = fc.oneof(
      fc.record({
        kind: fc.constantFrom('topUp' as const, 'spend' as const, 'refund' as const),
        amount: fc.integer({ min: 1, max: 300 }),
      }),
      fc.record({ kind: fc.constant('reverse' as const), index: fc.nat({ max: 30 }) }),
    );
    await fc.assert(
      fc.asyncProperty(fc.array(op, { minLength: 1, maxLength: 25 }), async (ops) => {
        const schoolId = (await createSchool(t.database.db)).id;
        let model = 0;
        const done: { id: string; delta: number; reversed: boolean }[] = [];
        for (const step of ops) {
          if (step.kind === 'topUp') {
            const row = await adjust(platform, schoolId, step.amount);
            model += step.amount;
            done.push({ id: row.id, delta: step.amount, reversed: false });
          } else if (step.kind === 'refund') {
            const r = await t.app.services.wallet.refund(
              schoolId,
              step.amount,
              'refund',
              randomUUID(),
              actor,
            );
            model += step.amount;
            done.push({ id: r.transferId, delta: step.amount, reversed: false });
          } else if (step.kind === 'spend') {
            try {
              const r = await t.app.services.wallet.spend(
                schoolId,
                step.amount,
                'spend',
                randomUUID(),
                actor,
              );
              model -= step.amount;
              done.push({ id: r.transferId, delta: -step.amount, reversed: false });
            } catch (error) {
              expect((error as AppError).code).toBe('insufficient_credits');
              expect(model).toBeLessThan(step.amount);
            }
          } else if (step.kind === 'reverse') {
            const target = done[step.index % Math.max(1, done.length)];
            if (!target) continue;
            const r = await t.app.services.wallet.reverse(target.id, randomUUID(), actor);
            if ('transferId' in r) {
              expect(target.reversed).toBe(false);
              target.reversed = true;
              model -= target.delta;
            } else if (r.error === 'insufficient_credits') {
              expect(model).toBeLessThan(target.delta);
            } else {
              expect(r.error).toBe('already_reversed');
              expect(target.reversed).toBe(true);
            }
          }
          const balance = (await platform.api.get(`/api/wallet?schoolId=${schoolId}`)).json()
            .balance;
          expect(balance).toBe(model);
          expect(balance).toBeGreaterThanOrEqual(0);
          expect(await t.app.services.wallet.invariants()).toEqual({
            sum: 0,
            mismatchedAccounts: 0,
            negativeWallets: 0,
          });
        }
      }),
      { numRuns: 15 },
    );
  });
});
