import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generateOpenApi, openApiFile } from '../../scripts/write-openapi.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';
import { testDatabaseKind } from '../support/test-database.ts';

// The version is kept once, in the root package.json; the API must report that one.
const rootPackage = JSON.parse(
  fs.readFileSync(path.resolve(import.meta.dirname, '../../../../package.json'), 'utf8'),
) as { version: string };

let t: TestApp;
const webDist = fs.mkdtempSync(path.join(os.tmpdir(), 'sc-web-'));
fs.mkdirSync(path.join(webDist, 'assets'));
fs.writeFileSync(
  path.join(webDist, 'index.html'),
  '<!doctype html><title>School Console</title><div id="root"></div>',
);
fs.writeFileSync(path.join(webDist, 'assets', 'app-abc123.js'), 'console.log(1)');
// A larger asset with the compressed copies the build writes beside it.
const styles = `${'.card { color: red; }\n'.repeat(400)}`;
fs.writeFileSync(path.join(webDist, 'assets', 'index-abc123.css'), styles);
fs.writeFileSync(
  path.join(webDist, 'assets', 'index-abc123.css.br'),
  zlib.brotliCompressSync(styles),
);
fs.writeFileSync(path.join(webDist, 'assets', 'index-abc123.css.gz'), zlib.gzipSync(styles));
fs.mkdirSync(path.join(webDist, '.vite'));
fs.writeFileSync(
  path.join(webDist, '.vite', 'manifest.json'),
  '{"index.html":{"file":"assets/app.js"}}',
);

beforeAll(async () => {
  t = await createTestApp({
    config: { webDist },
    configure(app) {
      app.get('/api/test/boom', { config: { access: 'public' } }, async () => {
        throw new Error('connection string postgres://secret@db');
      });
      app.get('/api/test/undeclared', async () => ({ ok: true }));
    },
  });
});
afterAll(async () => {
  await t.close();
  fs.rmSync(webDist, { recursive: true, force: true });
});

describe('GET /api/health', () => {
  it('reports status, the database engine and the version', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      status: 'ok',
      database: testDatabaseKind,
      version: rootPackage.version,
    });
  });
});

describe('errors', () => {
  it('answers unknown API routes with a JSON 404', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/api/does-not-exist' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({
      error: { code: 'not_found', message: 'There is no route POST /api/does-not-exist.' },
    });
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/nothing/here' })).headers['content-type'],
    ).toMatch(/json/);
  });

  it('never leaks internals in a 5xx body', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/test/boom' });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({
      error: { code: 'internal', message: 'Something went wrong' },
    });
  });

  it('answers malformed JSON with a 400 in the same shape', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"email":',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.code).toBe('validation_failed');
  });

  it('names each refused field with a stable code beside its message', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'not-an-address', password: '' },
    });
    expect(response.statusCode).toBe(400);
    const { fields, fieldCodes } = response.json().error;
    expect(Object.keys(fieldCodes).sort()).toEqual(Object.keys(fields).sort());
    expect(fieldCodes.email).toBe('invalid_format');
    const missing = await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: {} });
    expect(missing.json().error.fieldCodes).toMatchObject({ email: 'required' });
  });
});

describe('security headers', () => {
  it('sends a strict CSP, no framing, nosniff and a referrer policy on API and page responses', async () => {
    for (const url of ['/api/health', '/manage-students', '/api/nope']) {
      const response = await t.app.inject({ method: 'GET', url });
      const csp = String(response.headers['content-security-policy']);
      expect(csp).toContain("script-src 'self'");
      expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
      expect(csp).toContain("frame-ancestors 'none'");
      expect(response.headers['x-content-type-options']).toBe('nosniff');
      expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
      expect(response.headers['x-frame-options']).toBe('DENY');
      expect(response.headers['strict-transport-security']).toBeUndefined();
    }
  });

  it('sends them on answers refused before the route runs: 401, 403 and 503', async () => {
    const refused = [
      await t.app.inject({ method: 'POST', url: '/api/get-notifications' }),
      await t.app.inject({
        method: 'GET',
        url: '/api/notifications',
        headers: { authorization: 'Bearer not-a-token' },
      }),
      await t.app.inject({ method: 'GET', url: '/api/test/undeclared' }),
    ];
    t.app.draining = true;
    try {
      refused.push(await t.app.inject({ method: 'GET', url: '/api/health' }));
    } finally {
      t.app.draining = false;
    }
    expect(refused.map((r) => r.statusCode)).toEqual([401, 401, 403, 503]);
    for (const response of refused) {
      expect(response.json().error.code).toMatch(/^(unauthorized|forbidden|service_unavailable)$/);
      expect(String(response.headers['content-security-policy'])).toContain(
        "frame-ancestors 'none'",
      );
      expect(response.headers['x-content-type-options']).toBe('nosniff');
      expect(response.headers['x-frame-options']).toBe('DENY');
      expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    }
  });

  it('adds HSTS when the request came over HTTPS through a trusted proxy', async () => {
    const behindProxy = await createTestApp({ config: { trustProxy: 1 } });
    try {
      const response = await behindProxy.app.inject({
        method: 'GET',
        url: '/api/health',
        headers: { 'x-forwarded-proto': 'https' },
      });
      expect(response.headers['strict-transport-security']).toContain('max-age=');
    } finally {
      await behindProxy.close();
    }
  });
});

describe('serialisation in production', () => {
  it('answers the health check exactly as the schema-checked serializer does', async () => {
    const production = await createTestApp({ config: { env: 'production' } });
    try {
      const [checked, direct] = await Promise.all(
        [t, production].map((side) => side.app.inject({ method: 'GET', url: '/api/health' })),
      );
      expect(direct?.statusCode).toBe(200);
      expect(direct?.headers['content-type']).toBe(checked?.headers['content-type']);
      expect(direct?.body).toBe(checked?.body);
    } finally {
      await production.close();
    }
  });
});

describe('web app serving', () => {
  it('returns the single-page app for deep links and hashed assets with a long cache', async () => {
    const page = await t.app.inject({ method: 'GET', url: '/manage-students?page=2' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/text\/html/);
    expect(page.body).toContain('School Console');
    const root = await t.app.inject({ method: 'GET', url: '/' });
    expect(root.statusCode).toBe(200);
    expect(root.body).toContain('School Console');
    expect(root.headers['cache-control']).toBe('no-cache');
    const hidden = await t.app.inject({ method: 'GET', url: '/.vite/manifest.json' });
    expect(hidden.body).not.toContain('"file"');
    const asset = await t.app.inject({ method: 'GET', url: '/assets/app-abc123.js' });
    expect(asset.headers['cache-control']).toContain('immutable');
  });

  it('sends the compressed copy the browser accepts, and the plain file to others', async () => {
    const url = '/assets/index-abc123.css';
    const br = await t.app.inject({
      method: 'GET',
      url,
      headers: { 'accept-encoding': 'gzip, br' },
    });
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toMatch(/text\/css/);
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(zlib.brotliDecompressSync(br.rawPayload).toString()).toBe(styles);

    const gz = await t.app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gz.rawPayload).toString()).toBe(styles);

    const plain = await t.app.inject({ method: 'GET', url, headers: { 'accept-encoding': '' } });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(styles);
  });
});

describe('OpenAPI', () => {
  it('serves the document and the docs page', async () => {
    const doc = await t.app.inject({ method: 'GET', url: '/api/openapi.json' });
    expect(doc.statusCode).toBe(200);
    expect(doc.json().paths['/api/auth/login'].post).toBeDefined();
    const ui = await t.app.inject({ method: 'GET', url: '/api/docs/' });
    expect(ui.statusCode).toBe(200);
    expect(ui.body).not.toMatch(/<script>[^<]/);
  });

  it('matches the committed openapi.json (run `npm run openapi` after changing a contract)', async () => {
    expect(await generateOpenApi()).toBe(fs.readFileSync(openApiFile, 'utf8'));
  });
});
