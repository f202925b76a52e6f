import type { Appointment } from '@school/shared/appointments/appointments.contract';
import type { WalletTransaction } from '@school/shared/wallet/wallet.contract';
import { describe, expect, it } from 'vitest';
import { withDemoSchool } from '../../support/demo-school.ts';

const { app, as } = withDemoSchool();

describe('the demo appointments', () => {
  it('fill every tab, and the ledger agrees with them', async () => {
    const admin = await as('sadmin');
    const tabs: Record<string, Appointment[]> = {};
    for (const tab of ['upcoming', 'pending', 'past'])
      tabs[tab] = (await admin.get(`/api/appointments?tab=${tab}`)).json<{
        items: Appointment[];
      }>().items;
    expect(tabs.upcoming?.length).toBeGreaterThanOrEqual(3);
    expect(tabs.pending?.map((a) => a.status)).toEqual(['pending_approval']);
    expect(new Set(tabs.past?.map((a) => a.status))).toEqual(
      new Set(['completed', 'cancelled', 'no_show']),
    );
    expect(tabs.past?.some((a) => a.reviewed)).toBe(true);
    expect(await app().app.services.wallet.invariants()).toEqual({
      sum: 0,
      mismatchedAccounts: 0,
      negativeWallets: 0,
    });
    // The opening 2 000 less what the kept appointments cost.
    const kept = [...(tabs.upcoming ?? []), ...(tabs.past ?? [])]
      .filter((a) => !a.cancellation?.refunded)
      .reduce((sum, a) => sum + a.priceCredits, 0);
    expect((await admin.get('/api/wallet')).json().balance).toBe(2_000 - kept);
  });

  it('leave a wallet history whose dates and running balance read down together', async () => {
    const admin = await as('sadmin');
    const { items } = (await admin.get('/api/wallet/transactions?pageSize=100')).json<{
      items: WalletTransaction[];
    }>();
    expect(items.length).toBeGreaterThan(5);
    // Newest first: each row is no later than the one above it, and its balance is what the
    // row above had before that row's amount.
    for (const [i, row] of items.entries()) {
      const above = items[i - 1];
      if (!above) continue;
      expect(Date.parse(row.createdAt)).toBeLessThanOrEqual(Date.parse(above.createdAt));
      expect(row.balanceAfter).toBe(above.balanceAfter - above.amount);
    }
    expect(items.at(-1)).toMatchObject({ kind: 'adjustment', amount: 2_000, balanceAfter: 2_000 });
  });

  it('show the demo student and the demo tutor their own', async () => {
    const student = await as('student');
    const mine = (await student.get('/api/appointments')).json<{ items: Appointment[] }>();
    expect(mine.items.length).toBeGreaterThan(0);
    const tutor = await as('tutor');
    expect((await tutor.get('/api/appointments')).json().total).toBeGreaterThan(0);
  });
});
