import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createSchool, createUser, signIn } from '../../support/factories.ts';
import { createTestApp, type TestApp } from '../../support/test-app.ts';
import { adjust, cards, post } from './wallet-support.ts';

let t: TestApp;
let schoolId: string;
let token: string;
let editorToken: string;
let otherToken: string;
let platformToken: string;

beforeAll(async () => {
  t = await createTestApp();
  schoolId = (await createSchool(t.database.db, 'Wallet School')).id;
  token = (
    await signIn(t.app, (await createUser(t.database.db, { role: 'sadmin', schoolId })).email)
  ).accessToken;
  editorToken = (
    await signIn(t.app, (await createUser(t.database.db, { role: 'editor', schoolId })).email)
  ).accessToken;
  otherToken = (
    await signIn(
      t.app,
      (
        await createUser(t.database.db, {
          role: 'sadmin',
          schoolId: (await createSchool(t.database.db)).id,
        })
      ).email,
    )
  ).accessToken;
  platformToken = (await signIn(t.app, (await createUser(t.database.db, { role: 'admin' })).email))
    .accessToken;
});
afterAll(() => t.close());

const get = (url: string, as = token) => t.app.inject({ method: 'GET', url, headers: bearer(as) });
const balance = async () => (await get('/api/wallet')).json().balance as number;

describe('top-up by card (sandbox)', () => {
  it('posts a package once, with a receipt and a transaction carrying the running balance', async () => {
    const before = await balance();
    const response = await post(t.app, token, '/api/wallet/top-ups', {
      packageId: 'p500',
      card: cards.ok,
    });
    expect(response.statusCode).toBe(201);
    const topUp = response.json();
    expect(topUp).toMatchObject({
      credits: 500,
      priceCents: 4500,
      currency: 'EUR',
      status: 'succeeded',
      cardBrand: 'Visa',
      cardLast4: '4242',
      balanceAfter: before + 500,
    });
    expect(topUp.receiptNumber).toMatch(/^R-\d{4}-\d{7}$/);
    expect(await balance()).toBe(before + 500);
    const [latest] = (await get('/api/wallet/transactions?pageSize=1')).json().items;
    expect(latest).toMatchObject({ kind: 'top_up', amount: 500, balanceAfter: before + 500 });
    const receipt = (await get(`/api/wallet/top-ups/${topUp.id}/receipt`)).json();
    expect(receipt).toMatchObject({
      number: topUp.receiptNumber,
      credits: 500,
      priceCents: 4500,
      cardLast4: '4242',
      school: { name: 'Wallet School' },
    });
    const bell = (await get('/api/notifications')).json().items;
    expect(bell[0].type).toBe('wallet_topped_up');
  });

  it('buys a custom amount at the unit price', async () => {
    const response = await post(t.app, token, '/api/wallet/top-ups', {
      credits: 250,
      card: cards.ok,
    });
    expect(response.json()).toMatchObject({ credits: 250, priceCents: 2500 });
  });

  it('a declined card adds nothing and says why', async () => {
    const before = await balance();
    const response = await post(t.app, token, '/api/wallet/top-ups', {
      packageId: 'p100',
      card: cards.declined,
    });
    expect(response.statusCode).toBe(402);
    expect(response.json().error).toEqual({
      code: 'payment_declined',
      message: 'The card was declined.',
    });
    expect(response.json().topUp.status).toBe('failed');
    expect(await balance()).toBe(before);
  });

  it('a card needing confirmation waits, then posts exactly once even if confirmed twice', async () => {
    const before = await balance();
    const pending = await post(t.app, token, '/api/wallet/top-ups', {
      packageId: 'p1000',
      card: cards.confirm,
    });
    expect(pending.statusCode).toBe(202);
    expect(pending.json().status).toBe('pending');
    expect((await get('/api/wallet')).json().pendingTopUps).toHaveLength(1);
    expect(await balance()).toBe(before);
    const id = pending.json().id;
    const [first, second] = await Promise.all([
      post(t.app, token, `/api/wallet/top-ups/${id}/confirm`, {}),
      post(t.app, token, `/api/wallet/top-ups/${id}/confirm`, {}),
    ]);
    expect([first.statusCode, second.statusCode]).toEqual([200, 200]);
    expect(first.json().status).toBe('succeeded');
    expect(await balance()).toBe(before + 1000);
    expect((await get('/api/wallet')).json().pendingTopUps).toHaveLength(0);
  });

  it('checks the card before charging: Luhn, expiry, package', async () => {
    const typo = await post(t.app, token, '/api/wallet/top-ups', {
      packageId: 'p100',
      card: { ...cards.ok, number: '4242 4242 4242 4241' },
    });
    expect(typo.statusCode).toBe(400);
    expect(typo.json().error.fields).toEqual({
      'card.number': 'This card number is not valid. Please check it.',
    });
    const expired = await post(t.app, token, '/api/wallet/top-ups', {
      packageId: 'p100',
      card: { ...cards.ok, expYear: 2020 },
    });
    expect(expired.json().error.fields).toEqual({ 'card.expYear': 'This card has expired.' });
    const both = await post(t.app, token, '/api/wallet/top-ups', {
      packageId: 'p100',
      credits: 100,
      card: cards.ok,
    });
    expect(both.json().error.fields.credits).toBe('Choose a package or enter a number of credits.');
    const unknown = await post(t.app, token, '/api/wallet/top-ups', {
      packageId: 'p7',
      card: cards.ok,
    });
    expect(unknown.json().error.fields.packageId).toBe('Please choose one of the packages.');
    const tooFew = await post(t.app, token, '/api/wallet/top-ups', { credits: 10, card: cards.ok });
    expect(tooFew.json().error.fields.credits).toBe('Buy at least 50 credits.');
  });
});

describe('idempotency', () => {
  it('20 parallel requests with one key make one top-up and get 20 identical answers', async () => {
    const before = await balance();
    const key = randomUUID();
    const body = { packageId: 'p100', card: cards.ok };
    const responses = await Promise.all(
      Array.from({ length: 20 }, () => post(t.app, token, '/api/wallet/top-ups', body, key)),
    );
    expect(new Set(responses.map((r) => r.statusCode))).toEqual(new Set([201]));
    expect(new Set(responses.map((r) => r.body)).size).toBe(1);
    expect(await balance()).toBe(before + 100);
    expect(responses.filter((r) => r.headers['idempotency-replayed'] === 'true')).toHaveLength(19);
  });

  it('the same key with another body is refused with 422, and a missing key with 400', async () => {
    const key = randomUUID();
    await post(t.app, token, '/api/wallet/top-ups', { packageId: 'p100', card: cards.ok }, key);
    const other = await post(
      t.app,
      token,
      '/api/wallet/top-ups',
      { packageId: 'p500', card: cards.ok },
      key,
    );
    expect(other.statusCode).toBe(422);
    expect(other.json().error.code).toBe('idempotency_conflict');
    const missing = await post(
      t.app,
      token,
      '/api/wallet/top-ups',
      { packageId: 'p100', card: cards.ok },
      null,
    );
    expect(missing.statusCode).toBe(400);
    expect(Object.keys(missing.json().error.fields)).toEqual(['Idempotency-Key']);
  });

  it('a retried decline answers the same decline without charging again', async () => {
    const key = randomUUID();
    const body = { packageId: 'p100', card: cards.declined };
    const first = await post(t.app, token, '/api/wallet/top-ups', body, key);
    const again = await post(t.app, token, '/api/wallet/top-ups', body, key);
    expect(again.statusCode).toBe(402);
    expect(again.body).toBe(first.body);
  });
});

describe('access', () => {
  it('an editor can neither see nor move money', async () => {
    expect((await get('/api/wallet', editorToken)).statusCode).toBe(403);
    expect(
      (await post(t.app, editorToken, '/api/wallet/top-ups', { packageId: 'p100', card: cards.ok }))
        .statusCode,
    ).toBe(403);
  });

  it('another school sees 404 for this school’s receipts and its own empty wallet', async () => {
    const topUp = (
      await post(t.app, token, '/api/wallet/top-ups', { packageId: 'p100', card: cards.ok })
    ).json();
    expect((await get(`/api/wallet/top-ups/${topUp.id}/receipt`, otherToken)).statusCode).toBe(404);
    expect((await get(`/api/wallet?schoolId=${schoolId}`, otherToken)).statusCode).toBe(404);
    expect(
      (await post(t.app, otherToken, `/api/wallet/top-ups/${topUp.id}/confirm`, {})).statusCode,
    ).toBe(404);
    expect((await get('/api/wallet', otherToken)).json().balance).toBe(0);
  });

  it('only a platform admin adjusts, naming the school and a memo', async () => {
    expect(
      (await post(t.app, token, '/api/wallet/adjustments', { schoolId, amount: 10, memo: 'gift' }))
        .statusCode,
    ).toBe(403);
    const before = await balance();
    const credit = await adjust(t.app, platformToken, schoolId, 40);
    expect(credit).toMatchObject({
      kind: 'adjustment',
      amount: 40,
      balanceAfter: before + 40,
      memo: 'Opening balance',
    });
    const overdraw = await post(t.app, platformToken, '/api/wallet/adjustments', {
      schoolId,
      amount: -1_000_000,
      memo: 'too much',
    });
    expect(overdraw.statusCode).toBe(409);
    expect(await balance()).toBe(before + 40);
    expect((await get(`/api/wallet?schoolId=${schoolId}`, platformToken)).json().balance).toBe(
      before + 40,
    );
  });
});

describe('history, export, alerts', () => {
  it('draws the daily balance and exports the movements as CSV', async () => {
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
    const memo = '=HYPERLINK("http://x.example","open"), then more';
    const adjustment = await post(t.app, platformToken, '/api/wallet/adjustments', {
      schoolId,
      amount: -1,
      memo,
    });
    expect(adjustment.statusCode).toBe(201);
    const lines = (await get('/api/wallet/transactions/export.csv')).body.split('\r\n');
    const line = lines.find((l) => l.includes('HYPERLINK'));
    // Quoted for its comma and quotes, an apostrophe before the "=", the amount still a number.
    expect(line).toContain(`,-1,`);
    expect(line).toContain(`"'=HYPERLINK(""http://x.example"",""open""), then more"`);
    expect(lines.at(-1)).toBe('');
  });

  it('tells the school admins once when the balance falls below the threshold', async () => {
    const school = (await createSchool(t.database.db, 'Alert School')).id;
    const admin = await createUser(t.database.db, { role: 'sadmin', schoolId: school });
    const adminToken = (await signIn(t.app, admin.email)).accessToken;
    await adjust(t.app, platformToken, school, 150);
    const actor = { userId: null, name: 'Appointments' };
    await t.app.services.wallet.spend(school, 40, 'a1', randomUUID(), actor); // 110: above 100
    await t.app.services.wallet.spend(school, 20, 'a2', randomUUID(), actor); // 90: crosses
    await t.app.services.wallet.spend(school, 20, 'a3', randomUUID(), actor); // 70: still below
    const alerts = () =>
      get('/api/notifications', adminToken).then((r) =>
        r.json().items.filter((n: { type: string }) => n.type === 'wallet_low_balance'),
      );
    expect(await alerts()).toHaveLength(1);
    await adjust(t.app, platformToken, school, 100); // 170: re-armed
    await t.app.services.wallet.spend(school, 100, 'a4', randomUUID(), actor); // 70: crosses again
    expect(await alerts()).toHaveLength(2);
  });
});
