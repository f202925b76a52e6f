import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInAs, type Actor } from '../support/actors.ts';
import { createStudent } from '../support/factories.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';

let t: TestApp;
let admin: Actor;
let other: Actor;
let platform: Actor;

beforeAll(async () => {
  t = await createTestApp();
  admin = await signInAs(t, 'sadmin');
  other = await signInAs(t, 'sadmin');
  platform = await signInAs(t, 'admin');
  await createStudent(admin, { firstName: 'Rosa' });
});
afterAll(() => t.close());

/** A refusal is a whole JSON error answer: no CSV header sent first, nothing of the server's inside. */
function refusedWhole(
  response: { statusCode: number; headers: Record<string, unknown>; body: string },
  status: number,
) {
  expect(response.statusCode, response.body).toBe(status);
  expect(String(response.headers['content-type'])).toContain('application/json');
  expect(response.headers['content-disposition']).toBeUndefined();
  const body = JSON.parse(response.body) as { error: Record<string, unknown> };
  expect(Object.keys(body.error).sort()).toEqual(expect.arrayContaining(['code', 'message']));
  expect(response.body).not.toMatch(/FST_|stack|at \/|node_modules|Error:/);
}

describe('CSV exports settle who may read what before the first byte', () => {
  it('refuses another school’s wallet to a school admin', async () => {
    refusedWhole(
      await admin.api.get(`/api/wallet/transactions/export.csv?schoolId=${other.schoolId}`),
      404,
    );
  });

  it('asks the platform admin for a school, and refuses one that does not exist', async () => {
    refusedWhole(await platform.api.get('/api/wallet/transactions/export.csv'), 400);
    refusedWhole(
      await platform.api.get(`/api/wallet/transactions/export.csv?schoolId=${randomUUID()}`),
      404,
    );
    refusedWhole(await platform.api.get('/api/students/export.csv'), 400);
  });

  it('streams the file once allowed', async () => {
    const own = await admin.api.get('/api/students/export.csv');
    expect(own.statusCode).toBe(200);
    expect(own.body).toContain('Rosa');
    const wallet = await platform.api.get(
      `/api/wallet/transactions/export.csv?schoolId=${admin.schoolId}`,
    );
    expect(wallet.statusCode).toBe(200);
    expect(wallet.headers['content-type']).toContain('text/csv');
  });
});
