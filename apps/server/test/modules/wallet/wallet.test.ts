import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInAs, type Actor } from '../../support/actors.ts';
import { createSchool } from '../../support/factories.ts';
import { createTestApp, type TestApp } from '../../support/test-app.ts';
import { adjust, cards, post } from './wallet-support.ts';

let t: TestApp;
let schoolId: string;
let admin: Actor;
let editor: Actor;
let other: Actor;
let platform: Actor;

beforeAll(async () => {
  t = await createTestApp();
  schoolId = (await createSchool(t.database.db, 'Wallet School')).id;
  admin = await signInAs(t, 'sadmin', { schoolId });
  editor = await signInAs(t, 'editor', { schoolId });
  other = await signInAs(t, 'sadmin');
  platform = await signInAs(t, 'admin');
});
afterAll(() => t.close());

const get = (url: string, as = admin) => as.api.get(url);
const balance = async () => (await get('/api/wallet')).json().balance as number;

describe('access', () => {
  it('an editor can neither see nor move money', async () => {
    expect((await get('/api/wallet', editor)).statusCode).toBe(403);
    expect(
      (await post(editor, '/api/wallet/top-ups', { packageId: 'p100', card: cards.ok })).statusCode,
    ).toBe(403);
  });

  it('another school sees 404 for this school’s receipts and its own empty wallet', async () => {
    const topUp = (
      await post(admin, '/api/wallet/top-ups', { packageId: 'p100', card: cards.ok })
    ).json();
    expect((await get(`/api/wallet/top-ups/${topUp.id}/receipt`, other)).statusCode).toBe(404);
    expect((await get(`/api/wallet?schoolId=${schoolId}`, other)).statusCode).toBe(404);
    expect((await post(other, `/api/wallet/top-ups/${topUp.id}/confirm`, {})).statusCode).toBe(404);
    expect((await get('/api/wallet', other)).json().balance).toBe(0);
  });

  it('only a platform admin adjusts, naming the school and a memo', async () => {
    expect(
      (await post(admin, '/api/wallet/adjustments', { schoolId, amount: 10, memo: 'gift' }))
        .statusCode,
    ).toBe(403);
    const before = await balance();
    const credit = await adjust(platform, schoolId, 40);
    expect(credit).toMatchObject({
      kind: 'adjustment',
      amount: 40,
      balanceAfter: before + 40,
      memo: 'Opening balance',
    });
    const overdraw = await post(platform, '/api/wallet/adjustments', {
      schoolId,
      amount: -1_000_000,
      memo: 'too much',
    });
    expect(overdraw.statusCode).toBe(409);
    expect(await balance()).toBe(before + 40);
    expect((await get(`/api/wallet?schoolId=${schoolId}`, platform)).json().balance).toBe(
      before + 40,
    );
  });

  it('answers a retried adjustment, granted or refused, with its first answer', async () => {
    const before = await balance();
    const key = randomUUID();
    const body = { schoolId, amount: 15, memo: 'Goodwill' };
    const first = await post(platform, '/api/wallet/adjustments', body, key);
    const again = await post(platform, '/api/wallet/adjustments', body, key);
    expect([first.statusCode, again.statusCode]).toEqual([201, 201]);
    expect(again.body).toBe(first.body);
    expect(again.headers['idempotency-replayed']).toBe('true');
    expect(first.headers['idempotency-replayed']).toBeUndefined();
    expect(await balance()).toBe(before + 15);

    const overdrawKey = randomUUID();
    const overdraw = { schoolId, amount: -(before + 16), memo: 'Too much' };
    const refused = await post(platform, '/api/wallet/adjustments', overdraw, overdrawKey);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({
      error: {
        code: 'insufficient_credits',
        message: `The wallet holds only ${(before + 15).toLocaleString('en')} credits.`,
        details: { balance: before + 15 },
      },
    });
    const refusedAgain = await post(platform, '/api/wallet/adjustments', overdraw, overdrawKey);
    expect(refusedAgain.statusCode).toBe(409);
    expect(refusedAgain.body).toBe(refused.body);
  });
});

describe('history, export, alerts', () => {
  it('draws the daily balance and exports the movements as CSV', async () => {
    await post(admin, '/api/wallet/top-ups', { packageId: 'p100', card: cards.ok });
    const history = (await get('/api/wallet/history?days=30')).json();
    expect(history.points).toHaveLength(30);
    expect(history.points.at(-1).balance).toBe(await balance());
    expect(
      history.byKind.find((k: { kind: string }) => k.kind === 'top_up').credits,
    ).toBeGreaterThan(0);
    const csv = await get('/api/wallet/transactions/export.csv');
    expect(csv.headers['content-type']).toContain('text/csv');
    expect(csv.body).toContain('date,kind,amount,balanceAfter,reference,memo,by');
    expect(csv.body).toContain('top_up');
    expect((await get('/api/wallet/history?days=7')).statusCode).toBe(400);
  });

  it('exports a memo that would start a spreadsheet formula as text, quoted where needed', async () => {
    // A wallet of its own with a credit to take back, whatever ran before.
    const ownSchool = (await createSchool(t.database.db)).id;
    const owner = await signInAs(t, 'sadmin', { schoolId: ownSchool });
    await adjust(platform, ownSchool, 5);
    const memo = '=HYPERLINK("http://x.example","open"), then more';
    const adjustment = await post(platform, '/api/wallet/adjustments', {
      schoolId: ownSchool,
      amount: -1,
      memo,
    });
    expect(adjustment.statusCode).toBe(201);
    const lines = (await get('/api/wallet/transactions/export.csv', owner)).body.split('\r\n');
    const line = lines.find((l) => l.includes('HYPERLINK'));
    // Quoted for its comma and quotes, an apostrophe before the "=", the amount still a number.
    expect(line).toContain(`,-1,`);
    expect(line).toContain(`"'=HYPERLINK(""http://x.example"",""open""), then more"`);
    expect(lines.at(-1)).toBe('');
  });

  it('tells the school admins once when the balance falls below the threshold', async () => {
    const school = (await createSchool(t.database.db, 'Alert School')).id;
    const schoolAdmin = await signInAs(t, 'sadmin', { schoolId: school });
    await adjust(platform, school, 150);
    const actor = { userId: null, name: 'Appointments' };
    await t.app.services.wallet.spend(school, 40, 'a1', randomUUID(), actor); // 110: above 100
    await t.app.services.wallet.spend(school, 20, 'a2', randomUUID(), actor); // 90: crosses
    await t.app.services.wallet.spend(school, 20, 'a3', randomUUID(), actor); // 70: still below
    const alerts = () =>
      get('/api/notifications', schoolAdmin).then((r) =>
        r.json().items.filter((n: { type: string }) => n.type === 'wallet_low_balance'),
      );
    expect(await alerts()).toHaveLength(1);
    await adjust(platform, school, 100); // 170: re-armed
    await t.app.services.wallet.spend(school, 100, 'a4', randomUUID(), actor); // 70: crosses again
    expect(await alerts()).toHaveLength(2);
  });
});
