import type { SessionResponse } from '@school/shared/auth/auth.contract';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiFetch, endSession, refreshSession, startSession } from './api-client';
import { ApiError } from './api-error';
import { getAccessToken, getSession } from './session';

const user: SessionResponse['user'] = {
  id: '00000000-0000-4000-8000-000000000001',
  email: 'admin@demo.school',
  firstName: 'Amelia',
  lastName: 'Hart',
  photo: null,
  role: 'sadmin',
  schoolId: '00000000-0000-4000-8000-000000000002',
  locale: 'en',
  timeZone: 'Europe/London',
};
const session = (token: string, expiresIn = 900): SessionResponse => ({
  user,
  accessToken: token,
  expiresIn,
});
const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
const unauthorized = () =>
  json(401, { error: { code: 'unauthorized', message: 'Invalid access token' } });

type Call = { path: string; token: string | null };
let calls: Call[];
let assign: ReturnType<typeof vi.fn>;

function serve(handler: (call: Call) => Response | Promise<Response>) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string, init: RequestInit) => {
      const headers = new Headers(init.headers);
      const call = { path: input, token: headers.get('X-Authorization') };
      calls.push(call);
      return handler(call);
    }),
  );
}

beforeEach(() => {
  calls = [];
  assign = vi.fn();
  vi.stubGlobal('window', { location: { assign } });
});
afterEach(() => {
  endSession();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('apiFetch', () => {
  it('sends the access token in X-Authorization and parses JSON', async () => {
    startSession(session('token-1'));
    serve(() => json(200, { user }));
    await expect(apiFetch('/auth/me')).resolves.toEqual({ user });
    expect(calls).toEqual([{ path: '/api/auth/me', token: 'Bearer token-1' }]);
  });

  it('rejects with the code, message and fields of the error body', async () => {
    serve(() =>
      json(400, {
        error: { code: 'validation_failed', message: 'Check the form', fields: { email: 'Bad' } },
      }),
    );
    const error = await apiFetch('/auth/login', { method: 'POST', body: {} }).catch((e) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 400,
      code: 'validation_failed',
      message: 'Check the form',
      fields: { email: 'Bad' },
    });
  });

  it('refreshes once for parallel 401s and repeats each call with the new token', async () => {
    startSession(session('expired'));
    serve(({ path, token }) => {
      if (path === '/api/auth/refresh') return json(200, session('fresh'));
      return token === 'Bearer fresh' ? json(200, { ok: path }) : unauthorized();
    });
    const results = await Promise.all([apiFetch('/a'), apiFetch('/b'), apiFetch('/c')]);
    expect(results).toEqual([{ ok: '/api/a' }, { ok: '/api/b' }, { ok: '/api/c' }]);
    expect(calls.filter((c) => c.path === '/api/auth/refresh')).toHaveLength(1);
    expect(getAccessToken()).toBe('fresh');
    expect(assign).not.toHaveBeenCalled();
  });

  it('goes to the logout URL when the refresh fails', async () => {
    startSession(session('expired'));
    serve(() => unauthorized());
    await expect(apiFetch('/auth/me')).rejects.toMatchObject({ status: 401 });
    expect(assign).toHaveBeenCalledWith('/authorize?log_out=true');
  });

  it('goes to the logout URL when the repeated call is still refused', async () => {
    startSession(session('expired'));
    serve(({ path }) =>
      path === '/api/auth/refresh' ? json(200, session('fresh')) : unauthorized(),
    );
    await expect(apiFetch('/auth/me')).rejects.toMatchObject({ status: 401 });
    expect(calls.map((c) => c.path)).toEqual(['/api/auth/me', '/api/auth/refresh', '/api/auth/me']);
    expect(assign).toHaveBeenCalledWith('/authorize?log_out=true');
  });

  it('does not refresh for a failed sign-in', async () => {
    serve(() =>
      json(401, { error: { code: 'invalid_credentials', message: 'Email Or Password Invalid' } }),
    );
    await expect(apiFetch('/auth/login', { method: 'POST', body: {} })).rejects.toMatchObject({
      message: 'Email Or Password Invalid',
    });
    expect(calls).toHaveLength(1);
    expect(assign).not.toHaveBeenCalled();
  });
});

describe('session renewal', () => {
  it('renews the access token a minute before it expires', async () => {
    vi.useFakeTimers();
    serve(() => json(200, session('renewed')));
    startSession(session('first', 900));
    await vi.advanceTimersByTimeAsync(839_000);
    expect(calls).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(1_000);
    expect(calls.map((c) => c.path)).toEqual(['/api/auth/refresh']);
    expect(getAccessToken()).toBe('renewed');
  });

  it('ends in the signed-out state when the session is ended', async () => {
    serve(() => json(200, session('fresh')));
    await refreshSession();
    expect(getSession().status).toBe('signed-in');
    endSession();
    expect(getSession()).toEqual({ status: 'signed-out', user: null });
    expect(getAccessToken()).toBeNull();
  });
});

describe('the refresh started by boot.js', () => {
  const startedAtBoot = (answer: Promise<Response>) => {
    // A rejection is handled where it is taken, as boot.js arranges.
    answer.catch(() => undefined);
    (globalThis as { __sessionRefresh?: Promise<Response> }).__sessionRefresh = answer;
  };

  it('is taken as the first refresh instead of asking again, and only once', async () => {
    serve(() => json(200, session('asked-again')));
    startedAtBoot(Promise.resolve(json(200, session('from-boot'))));
    await refreshSession();
    expect(getAccessToken()).toBe('from-boot');
    expect(calls).toHaveLength(0);

    // The cookie has rotated since: a later refresh asks the server anew.
    await refreshSession();
    expect(getAccessToken()).toBe('asked-again');
    expect(calls.map((c) => c.path)).toEqual(['/api/auth/refresh']);
  });

  it('reports a refused refresh as a 401, without asking again', async () => {
    serve(() => json(200, session('asked-again')));
    startedAtBoot(Promise.resolve(unauthorized()));
    await expect(refreshSession()).rejects.toMatchObject({ status: 401 });
    expect(getSession().status).not.toBe('signed-in');
    expect(calls).toHaveLength(0);
  });

  it('reports a request that got no answer as a network error', async () => {
    serve(() => json(200, session('asked-again')));
    startedAtBoot(Promise.reject(new TypeError('Failed to fetch')));
    await expect(refreshSession()).rejects.toMatchObject({ status: 0, code: 'network_error' });
    expect(calls).toHaveLength(0);
  });
});
