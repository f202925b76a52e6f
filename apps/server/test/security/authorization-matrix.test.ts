import type { AddressInfo } from 'node:net';
import {
  expectedOutcome,
  routeAccessTable,
  type Caller,
  type RouteAccessRow,
} from '@school/shared/auth/route-access';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Actor } from '../support/actors.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';
import { routeRequests, type BuiltRequest, type Call } from './route-requests.ts';
import { buildWorld, type SchoolWorld, type World } from './world.ts';

// Every route × every caller × own school / another school (issue 19, the standing suite).
let t: TestApp;
let w: World;
let origin: string;
beforeAll(async () => {
  t = await createTestApp();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  origin = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  w = await buildWorld(t);
}, 120_000);
afterAll(() => t.close());

const registered = () =>
  [
    ...new Set(
      t.app.routeAccess.flatMap((route) =>
        (Array.isArray(route.method) ? route.method : [route.method])
          .filter((m) => m !== 'HEAD' && m !== 'OPTIONS')
          .map((m) => `${m} ${route.url}`),
      ),
    ),
  ].filter((key) => key.split(' ')[1]?.startsWith('/api/'));

const callers: Caller[] = ['anonymous', 'sadmin', 'editor', 'admin', 'tutor', 'student'];
const actorOf = (caller: Caller): Actor | null =>
  caller === 'anonymous' ? null : caller === 'admin' ? w.platform : w.a.actors[caller];

let address = 0;
/** Sends as the caller; the event stream is read until its status, then closed. */
async function send(actor: Actor | null, request: BuiltRequest) {
  const headers = {
    ...(actor ? { 'x-authorization': `Bearer ${actor.token}` } : {}),
    ...request.headers,
  };
  if (request.url.startsWith('/api/events')) {
    const controller = new AbortController();
    const response = await fetch(`${origin}${request.url}`, { headers, signal: controller.signal });
    controller.abort();
    return { status: response.status, body: '' };
  }
  address += 1;
  const response = await t.app.inject({
    method: request.method,
    url: request.url,
    headers,
    ...(request.payload === undefined ? {} : { payload: request.payload }),
    // Sign-in and registration limits count per address; each request comes from its own.
    remoteAddress: `10.9.${Math.floor(address / 250) % 250}.${(address % 250) + 1}`,
  });
  return { status: response.statusCode, body: response.body };
}

async function call(key: string, caller: Caller, target: SchoolWorld) {
  const builder = routeRequests[key];
  if (!builder) throw new Error(`no request for ${key}`);
  const actor = actorOf(caller);
  const context: Call = { world: w, actor, target };
  const request = await builder(context);
  // The platform admin works inside the school it has chosen, named on every request.
  if (caller === 'admin' && routeAccessTable[key]?.tenancy === 'school')
    request.headers = { 'x-school-id': target.schoolId, ...request.headers };
  // A request that brings its own session (signing out, a password change) is sent with it.
  const answer = await send(request.headers?.['x-authorization'] ? null : actor, request);
  return { request, answer };
}

/** Another school's data in an answer: its marker, or an id of its rows the request did not name. */
function leak(school: SchoolWorld, request: BuiltRequest, body: string): string | null {
  if (body.includes(school.marker)) return `carries ${school.marker}`;
  const asked = `${request.url} ${JSON.stringify(request.payload ?? '')}`;
  const id = school.ids.find((i) => body.includes(i) && !asked.includes(i));
  return id ? `carries id ${id}` : null;
}

function outcomeProblem(row: RouteAccessRow, caller: Caller, status: number): string | null {
  if (status >= 500) return `${status}`;
  const expected = expectedOutcome(row, caller);
  if (expected === 'sign-in') return status === 401 ? null : `${status}, expected 401`;
  if (expected === 'forbidden') return status === 403 ? null : `${status}, expected 403`;
  if (status === 401 || status === 403) return `${status}, expected to be let in`;
  if (status === 404 && row.tenancy !== 'none') return '404 on its own rows';
  return null;
}

describe('the authorization matrix', () => {
  it('has an expected outcome and a request for every route the server registers', () => {
    const keys = registered();
    expect(keys.length).toBeGreaterThan(60);
    expect(keys.filter((k) => !routeAccessTable[k])).toEqual([]);
    expect(keys.filter((k) => !routeRequests[k])).toEqual([]);
    expect(Object.keys(routeAccessTable).filter((k) => !keys.includes(k))).toEqual([]);
  });

  it('lets each caller in or out of each route as the table says, on its own school', async () => {
    const problems: string[] = [];
    let calls = 0;
    for (const key of registered()) {
      const row = routeAccessTable[key];
      if (!row) continue;
      for (const caller of callers) {
        const { request, answer } = await call(key, caller, w.a);
        calls += 1;
        const problem =
          outcomeProblem(row, caller, answer.status) ??
          (caller === 'admin' || row.tenancy === 'none' ? null : leak(w.b, request, answer.body));
        if (problem) problems.push(`${caller} ${key}: ${problem} ${answer.body.slice(0, 160)}`);
      }
    }
    console.log(`authorization matrix, own school: ${calls} calls`);
    expect(problems).toEqual([]);
  }, 300_000);

  it('never lets a caller of one school read or change another school', async () => {
    const problems: string[] = [];
    let calls = 0;
    for (const key of registered()) {
      const row = routeAccessTable[key];
      if (!row || row.tenancy === 'none') continue;
      for (const caller of callers.filter((c) => c !== 'admin')) {
        const { request, answer } = await call(key, caller, w.b);
        calls += 1;
        const expected = expectedOutcome(row, caller);
        const status = answer.status;
        let problem: string | null = null;
        if (status >= 500) problem = `${status}`;
        else if (expected === 'in' && request.aimed === 'id' && status !== 404)
          problem = `${status}, expected 404`;
        problem ??= leak(w.b, request, answer.body);
        problem ??= (await request.changed?.()) ?? null;
        if (problem) problems.push(`${caller} ${key}: ${problem} ${answer.body.slice(0, 160)}`);
      }
    }
    console.log(`authorization matrix, another school: ${calls} calls`);
    expect(problems).toEqual([]);
  }, 300_000);

  it('gives the platform admin exactly the cross-school powers the table names', async () => {
    const problems: string[] = [];
    const quiet = new Set([
      'GET /api/wallet/packages',
      'GET /api/wallet/history',
      'GET /api/students/grades',
      'GET /api/classes/pending-count',
    ]);
    for (const key of registered()) {
      const row = routeAccessTable[key];
      if (!row?.platform) continue;
      const { request, answer } = await call(key, 'admin', w.b);
      const ok = answer.status >= 200 && answer.status < 300;
      const shows =
        request.method !== 'GET' ||
        quiet.has(key) ||
        leak(w.b, { ...request, url: '' }, answer.body);
      if (!ok || !shows)
        problems.push(`admin ${key} in school B: ${answer.status} ${answer.body.slice(0, 160)}`);
    }
    expect(problems).toEqual([]);
  }, 120_000);
});
