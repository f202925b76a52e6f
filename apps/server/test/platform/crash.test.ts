import { describe, expect, it } from 'vitest';
import { runCrashTest } from '../../scripts/crash-test.ts';
import { openTestDatabase } from '../support/test-database.ts';

describe('a server killed mid-payment', () => {
  it('keeps every acknowledged movement and a balanced ledger after restarts', async () => {
    const database = process.env.TEST_DATABASE_URL ? await openTestDatabase() : undefined;
    try {
      const report = await runCrashTest({ rounds: 2, databaseUrl: database?.url });
      expect(report.acknowledged).toBeGreaterThan(0);
      expect(report).toMatchObject({
        lost: 0,
        ledgerSum: 0,
        mismatchedAccounts: 0,
        negativeWallets: 0,
      });
    } finally {
      await database?.close();
    }
  }, 120_000);
});
