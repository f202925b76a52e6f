import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSchool, createUser, defaultPassword } from '../../support/factories.ts';
import { createTestApp, type TestApp } from '../../support/test-app.ts';

let t: TestApp;
let schoolId: string;

beforeAll(async () => {
  t = await createTestApp();
  schoolId = (await createSchool(t.database.db)).id;
});
afterAll(() => t.close());

type From = { remoteAddress?: string; cookie?: string; headers?: Record<string, string> };

const login = (email: string, password: string, from: From = {}) =>
  t.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { email, password },
    remoteAddress: from.remoteAddress ?? '10.20.0.1',
    headers: from.headers,
    cookies: from.cookie ? { sc_refresh: from.cookie } : {},
  });

const statuses = (responses: { statusCode: number }[]) => {
  const counts: Record<number, number> = {};
  for (const r of responses) counts[r.statusCode] = (counts[r.statusCode] ?? 0) + 1;
  return counts;
};

describe('sign-in throttling', () => {
  it('checks at most 10 of 60 parallel wrong passwords for one account', async () => {
    const user = await createUser(t.database.db, { role: 'sadmin', schoolId });
    const responses = await Promise.all(
      Array.from({ length: 60 }, () =>
        login(user.email, 'wrong-password', { remoteAddress: '10.20.1.1' }),
      ),
    );
    const counts = statuses(responses);
    expect(counts[401]).toBeLessThanOrEqual(10);
    expect(counts[429]).toBeGreaterThanOrEqual(50);
  });

  it('still lets the real user in from another address, or from a client signed in already', async () => {
    const user = await createUser(t.database.db, { role: 'sadmin', schoolId });
    const first = await login(user.email, defaultPassword, { remoteAddress: '10.20.2.9' });
    const cookie = first.cookies.find((c) => c.name === 'sc_refresh')?.value;
    for (let i = 0; i < 10; i++) {
      await login(user.email, 'wrong-password', { remoteAddress: '10.20.2.1' });
    }
    expect(
      (await login(user.email, defaultPassword, { remoteAddress: '10.20.2.1' })).statusCode,
    ).toBe(429);
    // Same address as the attacker, but holding a live session of this account.
    expect(
      (await login(user.email, defaultPassword, { remoteAddress: '10.20.2.1', cookie })).statusCode,
    ).toBe(200);
    expect(
      (await login(user.email, defaultPassword, { remoteAddress: '10.20.2.2' })).statusCode,
    ).toBe(200);
  });

  it('makes an address that keeps failing wait twice as long each time', async () => {
    const user = await createUser(t.database.db, { role: 'sadmin', schoolId });
    const from = { remoteAddress: '10.20.3.1' };
    for (let i = 0; i < 10; i++) await login(user.email, 'wrong-password', from);
    const first = await login(user.email, 'wrong-password', from);
    expect(first.statusCode).toBe(429);
    expect(Number(first.headers['retry-after'])).toBe(60);
    t.clock.advance(60_000);
    expect((await login(user.email, 'wrong-password', from)).statusCode).toBe(401);
    const second = await login(user.email, 'wrong-password', from);
    expect(Number(second.headers['retry-after'])).toBe(120);
  });

  it('limits one address trying many accounts', async () => {
    const responses = [];
    for (let i = 0; i < 30; i++) {
      responses.push(
        await login(`nobody-${i}@example.test`, 'wrong-password', { remoteAddress: '10.20.4.1' }),
      );
    }
    const counts = statuses(responses);
    expect(counts[401]).toBe(20);
    expect(counts[429]).toBe(10);
    expect(
      (await login('nobody-0@example.test', 'x', { remoteAddress: '10.20.4.2' })).statusCode,
    ).toBe(401);
  });

  it('ignores X-Forwarded-For unless a proxy is configured, and then trusts only its hops', async () => {
    const rotating = (i: number) => ({ headers: { 'x-forwarded-for': `198.51.100.${i}` } });
    const direct = [];
    for (let i = 0; i < 25; i++) {
      direct.push(
        await login(`direct-${i}@example.test`, 'wrong-password', {
          remoteAddress: '10.20.5.1',
          ...rotating(i),
        }),
      );
    }
    expect(statuses(direct)[429]).toBe(5);

    const behindProxy = await createTestApp({ config: { trustProxy: 1 } });
    try {
      const viaProxy = (i: number, forwardedFor: string) =>
        behindProxy.app.inject({
          method: 'POST',
          url: '/api/auth/login',
          payload: { email: `proxied-${i}@example.test`, password: 'wrong-password' },
          remoteAddress: '10.0.0.2',
          headers: { 'x-forwarded-for': forwardedFor },
        });
      // The client puts a made-up address first; the proxy appends the one it saw.
      const spoofed = [];
      for (let i = 0; i < 25; i++) spoofed.push(await viaProxy(i, `198.51.100.${i}, 203.0.113.7`));
      expect(statuses(spoofed)[429]).toBe(5);
      expect((await viaProxy(99, '203.0.113.8')).statusCode).toBe(401);
    } finally {
      await behindProxy.close();
    }
  });
});

describe('registration throttling', () => {
  it('lets one address register at most 10 schools an hour', async () => {
    const register = (i: number) =>
      t.app.inject({
        method: 'POST',
        url: '/api/auth/register',
        payload: {
          name: 'Reg Ister',
          email: `reg-${i}@example.test`,
          password: 'violet kettle harbour',
          schoolName: `Registered ${i}`,
        },
        remoteAddress: '10.20.6.1',
      });
    const responses = [];
    for (let i = 0; i < 12; i++) responses.push(await register(i));
    expect(statuses(responses)).toEqual({ 200: 10, 429: 2 });
    expect(Number(responses[11]?.headers['retry-after'])).toBeGreaterThan(0);
    t.clock.advance(60 * 60_000 + 1000);
    expect((await register(12)).statusCode).toBe(200);
  });
});
