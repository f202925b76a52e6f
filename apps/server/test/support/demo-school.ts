import type { Role } from '@school/shared/auth/roles';
import { afterAll, beforeAll } from 'vitest';
import { seedDemo } from '../../src/db/seed.ts';
import { demoAccounts } from '../../src/modules/auth/demo-accounts.ts';
import { api, signIn, type Api } from './actors.ts';
import { createTestApp, type TestApp } from './test-app.ts';

/**
 * A test file's app on the demo data (what a fresh start shows), seeded once before its tests,
 * and a way to call it as one of the demo accounts.
 */
export function withDemoSchool() {
  let t: TestApp | undefined;
  beforeAll(async () => {
    t = await createTestApp();
    await seedDemo(t.database.db);
  }, 120_000);
  afterAll(() => t?.close());
  const app = (): TestApp => {
    if (!t) throw new Error('the demo app is not ready');
    return t;
  };
  const as = async (role: Role): Promise<Api> => {
    const account = demoAccounts.find((a) => a.role === role);
    if (!account) throw new Error(`no demo ${role}`);
    const session = await signIn(app().app, account.email, account.password);
    return api(app().app, session.accessToken);
  };
  return { app, as };
}
