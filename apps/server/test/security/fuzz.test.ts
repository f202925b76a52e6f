import { routeAccessTable } from '@school/shared/auth/route-access';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInAs, type Actor } from '../support/actors.ts';
import { createStudent } from '../support/factories.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';
import { fromSchema, mutated, type JsonSchema } from './fuzz-arbitraries.ts';

// Property-based requests built from each route's contract (as the OpenAPI document carries the
// zod schemas): well-formed, mutated, wrong types, control characters, huge strings, deep
// nesting, prototype keys, extreme numbers and dates. No answer may be a 5xx, and the server
// must still answer normally afterwards.
const casesPerRoute = Number(process.env.FUZZ_CASES ?? 100);
const seed = Number(process.env.FUZZ_SEED ?? 19);
// The event stream never ends; the authorization matrix covers who may open it.
const skipped = new Set(['GET /api/events']);

type Operation = {
  parameters?: { in: string; name: string; required?: boolean; schema: JsonSchema }[];
  requestBody?: { content: Record<string, { schema: JsonSchema }> };
};
type Document = {
  paths: Record<string, Record<string, Operation>>;
  components?: { schemas?: Record<string, JsonSchema> };
};

let t: TestApp;
let doc: Document;
let sadmin: Actor;
let platform: Actor;
let ids: string[];
beforeAll(async () => {
  t = await createTestApp();
  doc = (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json<Document>();
  sadmin = await signInAs(t, 'sadmin');
  platform = await signInAs(t, 'admin');
  const student = await createStudent(sadmin);
  ids = [student.id, sadmin.userId, sadmin.schoolId ?? student.id];
}, 60_000);
afterAll(() => t.close());

const resolve = (ref: string): JsonSchema => {
  const schema = doc.components?.schemas?.[ref.split('/').at(-1) ?? ''];
  if (!schema) throw new Error(`unknown schema ${ref}`);
  return schema;
};

/** Someone the route lets in, so the request reaches the contract and the service behind it. */
function callerFor(key: string): Actor | null {
  const row = routeAccessTable[key];
  if (!row || row.allow === 'public') return null;
  return row.allow.includes('sadmin') ? sadmin : platform;
}

function requestArbitrary(path: string, operation: Operation) {
  const params = operation.parameters ?? [];
  const group = (where: string) =>
    fc.record(
      Object.fromEntries(
        params
          .filter((p) => p.in === where)
          .map((p) => [p.name, mutated(fromSchema(p.schema, resolve, ids))]),
      ),
      { requiredKeys: params.filter((p) => p.in === where && p.required).map((p) => p.name) },
    );
  const json = operation.requestBody?.content['application/json']?.schema;
  const body = json ? mutated(fromSchema(json, resolve, ids)) : fc.constant(undefined);
  return fc
    .record({ path: group('path'), query: group('query'), body })
    .map(({ path: p, query, body: b }) => {
      const url = path.replace(/\{(\w+)\}/g, (_, name: string) =>
        // A lone surrogate cannot be written in a URL at all (encodeURIComponent throws): a
        // client sends U+FFFD in its place, so the generated request does too.
        encodeURIComponent(text(p[name] ?? 'x').replace(/[\ud800-\udfff]/gu, '\ufffd')),
      );
      const search = new URLSearchParams(
        Object.entries(query).map(([k, v]) => [k, text(v)] as [string, string]),
      ).toString();
      return { url: search ? `${url}?${search}` : url, body: b };
    });
}

const text = (value: unknown) =>
  typeof value === 'string' ? value : (JSON.stringify(value) ?? '');

describe('fuzzing every route from its contract', () => {
  it(`answers ${casesPerRoute} generated requests per route without a 5xx, and stays healthy`, async () => {
    const failures: string[] = [];
    let routes = 0;
    let cases = 0;
    for (const [path, operations] of Object.entries(doc.paths)) {
      for (const [method, operation] of Object.entries(operations)) {
        const key = `${method.toUpperCase()} ${path.replace(/\{(\w+)\}/g, ':$1')}`;
        if (skipped.has(key)) continue;
        routes += 1;
        const caller = callerFor(key);
        const samples = fc.sample(requestArbitrary(path, operation), {
          numRuns: casesPerRoute,
          seed,
        });
        for (const sample of samples) {
          cases += 1;
          const response = await t.app
            .inject({
              method: method.toUpperCase() as 'GET',
              url: sample.url,
              headers: {
                ...(caller ? { 'x-authorization': `Bearer ${caller.token}` } : {}),
                ...(caller === platform && sadmin.schoolId
                  ? { 'x-school-id': sadmin.schoolId }
                  : {}),
                ...(sample.body === undefined ? {} : { 'content-type': 'application/json' }),
                'idempotency-key': `fuzz-${cases}`,
              },
              ...(sample.body === undefined ? {} : { payload: JSON.stringify(sample.body) }),
              remoteAddress: `10.8.${Math.floor(cases / 250) % 250}.${(cases % 250) + 1}`,
            })
            .catch((error: unknown) => ({ statusCode: 599, body: String(error) }));
          if (response.statusCode >= 500)
            failures.push(
              `${key} ${response.statusCode}: ${sample.url.slice(0, 120)} ${text(sample.body).slice(0, 160)} → ${response.body.slice(0, 120)}`,
            );
        }
      }
    }
    console.log(
      `fuzz (seed ${seed}): ${routes} routes × ${casesPerRoute} = ${cases} requests, ${failures.length} answered ≥ 500`,
    );
    const health = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(health.statusCode).toBe(200);
    expect((await sadmin.api.get('/api/students')).statusCode).toBe(200);
    expect(routes).toBeGreaterThan(50);
    expect(failures).toEqual([]);
  }, 600_000);
});
