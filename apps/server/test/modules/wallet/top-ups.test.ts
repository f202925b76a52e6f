import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInAs, type Actor } from '../../support/actors.ts';
import { createSchool } from '../../support/factories.ts';
import { createTestApp, type TestApp } from '../../support/test-app.ts';
import { cards, post } from './wallet-support.ts';

let t: TestApp;
let admin: Actor;

beforeAll(async () => {
  t = await createTestApp();
  const schoolId = (await createSchool(t.database.db, 'Wallet School')).id;
  admin = await signInAs(t, 'sadmin', { schoolId });
});
afterAll(() => t.close());

const get = (url: string) => admin.api.get(url);
const balance = async () => (await get('/api/wallet')).json().balance as number;

describe('top-up by card (sandbox)', () => {
  it('posts a package once, with a receipt and a transaction carrying the running balance', async () => {
    const before = await balance();
    const response = await post(admin, '/api/wallet/top-ups', {
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
    const response = await post(admin, '/api/wallet/top-ups', {
      credits: 250,
      card: cards.ok,
    });
    expect(response.json()).toMatchObject({ credits: 250, priceCents: 2500 });
  });

  it('a declined card adds nothing and says why', async () => {
    const before = await balance();
    const response = await post(admin, '/api/wallet/top-ups', {
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
    const pending = await post(admin, '/api/wallet/top-ups', {
      packageId: 'p1000',
      card: cards.confirm,
    });
    expect(pending.statusCode).toBe(202);
    expect(pending.json().status).toBe('pending');
    expect((await get('/api/wallet')).json().pendingTopUps).toHaveLength(1);
    expect(await balance()).toBe(before);
    const id = pending.json().id;
    const [first, second] = await Promise.all([
      post(admin, `/api/wallet/top-ups/${id}/confirm`, {}),
      post(admin, `/api/wallet/top-ups/${id}/confirm`, {}),
    ]);
    expect([first.statusCode, second.statusCode]).toEqual([200, 200]);
    expect(first.json().status).toBe('succeeded');
    expect(await balance()).toBe(before + 1000);
    expect((await get('/api/wallet')).json().pendingTopUps).toHaveLength(0);
  });

  it('checks the card before charging: Luhn, expiry, package', async () => {
    const typo = await post(admin, '/api/wallet/top-ups', {
      packageId: 'p100',
      card: { ...cards.ok, number: '4242 4242 4242 4241' },
    });
    expect(typo.statusCode).toBe(400);
    expect(typo.json().error.fields).toEqual({
      'card.number': 'This card number is not valid. Please check it.',
    });
    const expired = await post(admin, '/api/wallet/top-ups', {
      packageId: 'p100',
      card: { ...cards.ok, expYear: 2020 },
    });
    expect(expired.json().error.fields).toEqual({ 'card.expYear': 'This card has expired.' });
    const both = await post(admin, '/api/wallet/top-ups', {
      packageId: 'p100',
      credits: 100,
      card: cards.ok,
    });
    expect(both.json().error.fields.credits).toBe('Choose a package or enter a number of credits.');
    const unknown = await post(admin, '/api/wallet/top-ups', {
      packageId: 'p7',
      card: cards.ok,
    });
    expect(unknown.json().error.fields.packageId).toBe('Please choose one of the packages.');
    const tooFew = await post(admin, '/api/wallet/top-ups', { credits: 10, card: cards.ok });
    expect(tooFew.json().error.fields.credits).toBe('Buy at least 50 credits.');
  });
});

describe('idempotency', () => {
  it('20 parallel requests with one key make one top-up and get 20 identical answers', async () => {
    const before = await balance();
    const key = randomUUID();
    const body = { packageId: 'p100', card: cards.ok };
    const responses = await Promise.all(
      Array.from({ length: 20 }, () => post(admin, '/api/wallet/top-ups', body, key)),
    );
    expect(new Set(responses.map((r) => r.statusCode))).toEqual(new Set([201]));
    expect(new Set(responses.map((r) => r.body)).size).toBe(1);
    expect(await balance()).toBe(before + 100);
    expect(responses.filter((r) => r.headers['idempotency-replayed'] === 'true')).toHaveLength(19);
  });

  it('the same key with another body is refused with 422, and a missing key with 400', async () => {
    const key = randomUUID();
    await post(admin, '/api/wallet/top-ups', { packageId: 'p100', card: cards.ok }, key);
    const other = await post(
      admin,
      '/api/wallet/top-ups',
      { packageId: 'p500', card: cards.ok },
      key,
    );
    expect(other.statusCode).toBe(422);
    expect(other.json().error.code).toBe('idempotency_conflict');
    const missing = await post(
      admin,
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
    const first = await post(admin, '/api/wallet/top-ups', body, key);
    const again = await post(admin, '/api/wallet/top-ups', body, key);
    expect(again.statusCode).toBe(402);
    expect(again.body).toBe(first.body);
  });

  it('a retried confirmation answers its first answer; a failed payment cannot be confirmed', async () => {
    const pending = await post(admin, '/api/wallet/top-ups', {
      packageId: 'p100',
      card: cards.confirm,
    });
    const before = await balance();
    const key = randomUUID();
    const url = `/api/wallet/top-ups/${pending.json().id}/confirm`;
    const first = await post(admin, url, {}, key);
    const again = await post(admin, url, {}, key);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ status: 'succeeded', balanceAfter: before + 100 });
    expect(again.statusCode).toBe(200);
    expect(again.body).toBe(first.body);
    expect(again.headers['idempotency-replayed']).toBe('true');
    expect(await balance()).toBe(before + 100);

    const declined = await post(admin, '/api/wallet/top-ups', {
      packageId: 'p100',
      card: cards.declined,
    });
    const refused = await post(
      admin,
      `/api/wallet/top-ups/${declined.json().topUp.id}/confirm`,
      {},
    );
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error).toEqual({
      code: 'conflict',
      message: 'This payment failed; start a new top-up.',
    });
    expect(await balance()).toBe(before + 100);
  });
});
