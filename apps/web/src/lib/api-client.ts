import type { SessionResponse } from '@school/shared/auth/auth.contract';
import { logoutPath } from '@school/shared/constants';
import { chosenSchoolHeader } from '@school/shared/school/school-choice.rules';
import { ApiError, toApiError } from './api-error';
import { chosenSchoolIdForRequests } from './chosen-school';
import { clearSession, getAccessToken, getSession, setSession } from './session';

const apiBase = '/api';
/** Calls whose 401 means "no session" rather than "token expired": never refreshed and retried. */
const noRetryPaths = new Set(['/auth/login', '/auth/refresh', '/auth/logout']);
/** Renew the access token this long before it runs out. */
const refreshLeadSeconds = 60;
const refreshRetrySeconds = 30;

export type ApiRequestOptions = {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
  signal?: AbortSignal;
  /** Extra headers, e.g. the Idempotency-Key of a money-moving request. */
  headers?: Record<string, string>;
  /** How much of a multipart body is sent (0–1), as it goes: an image upload's progress bar. */
  onUploadProgress?: (fraction: number) => void;
};

async function sendRaw(
  path: string,
  { method = 'GET', body, signal, headers: extra, onUploadProgress }: ApiRequestOptions,
) {
  const headers = new Headers({ Accept: 'application/json', ...extra });
  const token = getAccessToken();
  if (token) headers.set('X-Authorization', `Bearer ${token}`);
  // The platform admin's school pages act in the school chosen in the top bar (PRODUCT §1).
  const school = chosenSchoolIdForRequests();
  if (school) headers.set(chosenSchoolHeader, school);
  const init: RequestInit = { method, headers, credentials: 'same-origin', signal: signal ?? null };
  if (body instanceof FormData) {
    // Multipart (uploads, CSV files): the browser sets the boundary itself.
    init.body = body;
  } else if (body !== undefined) {
    headers.set('Content-Type', 'application/json');
    init.body = JSON.stringify(body);
  }
  const url = `${apiBase}${path}`;
  return receive(
    onUploadProgress ? fetchFollowingUpload(url, init, onUploadProgress) : fetch(url, init),
    signal,
  );
}

/**
 * fetch() through XMLHttpRequest, the one browser request that reports how much of its body is
 * sent; answers a Response like fetch, so errors and a 401's renewal work as for any call.
 */
function fetchFollowingUpload(
  url: string,
  init: RequestInit,
  onUploadProgress: (fraction: number) => void,
): Promise<Response> {
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open(init.method ?? 'GET', url);
    new Headers(init.headers).forEach((value, name) => request.setRequestHeader(name, value));
    request.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onUploadProgress(event.loaded / event.total);
    };
    request.onload = () => {
      const headers = new Headers();
      for (const line of request
        .getAllResponseHeaders()
        .trim()
        .split(/[\r\n]+/)) {
        const colon = line.indexOf(':');
        if (colon > 0) headers.append(line.slice(0, colon).trim(), line.slice(colon + 1).trim());
      }
      const empty = request.status === 204 || request.status === 205;
      resolve(
        new Response(empty ? null : request.responseText, { status: request.status, headers }),
      );
    };
    request.onerror = () => reject(new TypeError('Network request failed'));
    request.onabort = () => reject(new DOMException('The upload was stopped.', 'AbortError'));
    init.signal?.addEventListener('abort', () => request.abort(), { once: true });
    request.send(init.body as XMLHttpRequestBodyInit | null);
  });
}

/** A failed request as an ApiError: no answer (network), or the error body of the answer. */
async function receive(request: Promise<Response>, signal?: AbortSignal): Promise<Response> {
  let response: Response;
  try {
    response = await request;
  } catch (error) {
    if (signal?.aborted) throw error;
    throw new ApiError(0, 'network_error', 'Something went wrong');
  }
  if (!response.ok) throw await toApiError(response);
  return response;
}

async function parse<T>(response: Response): Promise<T> {
  if (response.status === 204) return undefined as T;
  return (await response.json()) as T;
}

async function send<T>(path: string, options: ApiRequestOptions): Promise<T> {
  return parse<T>(await sendRaw(path, options));
}

/** Spec §4: a 401 the session cannot recover from ends at the logout URL. */
function leaveToLogout(): void {
  window.location.assign(logoutPath);
}

/**
 * The one way the web app calls the API: adds the access token, parses JSON, rejects with
 * ApiError. An expired token is renewed once (one refresh shared by parallel calls) and the call
 * is repeated once.
 */
export function apiFetch<T>(path: string, options: ApiRequestOptions = {}): Promise<T> {
  return withSession(path, () => send<T>(path, options));
}

/**
 * Like apiFetch, for answers read as they are: files (CSV exports), or a status the caller
 * tells apart (201 / 202 of a payment). A 401 is handled the same way; repeating a money-moving
 * request is safe because the server refuses it before any money moves and the key is the same.
 */
export function apiFetchResponse(path: string, options: ApiRequestOptions = {}): Promise<Response> {
  return withSession(path, () => sendRaw(path, options));
}

async function withSession<T>(path: string, call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (!(error instanceof ApiError) || error.status !== 401 || noRetryPaths.has(path)) throw error;
    try {
      await refreshSession();
    } catch {
      leaveToLogout();
      throw error;
    }
    try {
      return await call();
    } catch (retryError) {
      if (retryError instanceof ApiError && retryError.status === 401) leaveToLogout();
      throw retryError;
    }
  }
}

let refreshTimer: ReturnType<typeof setTimeout> | undefined;
let refreshInFlight: Promise<SessionResponse> | null = null;

function scheduleRefresh(expiresInSeconds: number): void {
  clearTimeout(refreshTimer);
  const delaySeconds = Math.max(expiresInSeconds - refreshLeadSeconds, expiresInSeconds / 2);
  refreshTimer = setTimeout(() => {
    refreshSession().catch((error: unknown) => {
      if (error instanceof ApiError && error.status === 401) leaveToLogout();
      else scheduleRefresh(refreshRetrySeconds + refreshLeadSeconds);
    });
  }, delaySeconds * 1000);
}

/** Stores a session answer (login or refresh) and plans its renewal. */
export function startSession(session: SessionResponse): SessionResponse {
  setSession(session.user, session.accessToken);
  scheduleRefresh(session.expiresIn);
  return session;
}

export function endSession(): void {
  clearTimeout(refreshTimer);
  clearSession();
}

/**
 * One refresh request. public/boot.js asks for the first one while this code is still loading,
 * and leaves the pending answer on the window; it is taken once: the refresh cookie rotates on
 * every refresh, so neither the answer nor the request may be used twice.
 */
async function requestRefresh(): Promise<SessionResponse> {
  const holder = globalThis as { __sessionRefresh?: Promise<Response> };
  const atBoot = holder.__sessionRefresh;
  delete holder.__sessionRefresh;
  if (!atBoot) return send<SessionResponse>('/auth/refresh', { method: 'POST' });
  return parse<SessionResponse>(await receive(atBoot));
}

/** Renews the access token from the HttpOnly refresh cookie; parallel callers share one request. */
export function refreshSession(): Promise<SessionResponse> {
  refreshInFlight ??= requestRefresh()
    .then(startSession)
    .finally(() => {
      refreshInFlight = null;
    });
  return refreshInFlight;
}

let bootstrap: Promise<void> | null = null;

/** On load the session is restored silently from the refresh cookie, or the user is signed out. */
export function restoreSession(): Promise<void> {
  bootstrap ??= refreshSession().then(
    () => undefined,
    () => {
      // The login form shows while this runs; a sign-in that finished first stands.
      if (getSession().status === 'pending') endSession();
    },
  );
  return bootstrap;
}
