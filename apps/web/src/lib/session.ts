import type { User } from '@school/shared/auth/auth.contract';
import { useSyncExternalStore } from 'react';
import { removeCachedProfile, writeCachedProfile } from './profile-cache';

/**
 * The session lives in memory only (PRODUCT §5): a reload starts "pending" and the silent refresh
 * (api-client) decides. The access token is never written to storage.
 */
export type SessionState =
  | { status: 'pending'; user: null }
  | { status: 'signed-out'; user: null }
  | { status: 'signed-in'; user: User };

let state: SessionState = { status: 'pending', user: null };
let accessToken: string | null = null;
const listeners = new Set<() => void>();

function emit(next: SessionState): void {
  state = next;
  for (const listener of listeners) listener();
}

export function subscribeSession(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function getSession(): SessionState {
  return state;
}

export function getAccessToken(): string | null {
  return accessToken;
}

export function setSession(user: User, token: string): void {
  accessToken = token;
  writeCachedProfile(user);
  emit({ status: 'signed-in', user });
}

/** Replaces the profile (e.g. after GET /auth/me) without touching the token. */
export function updateSessionUser(user: User): void {
  if (state.status !== 'signed-in') return;
  // The same profile again (e.g. the /auth/me check at start-up) changes nothing on screen.
  if (JSON.stringify(user) === JSON.stringify(state.user)) return;
  writeCachedProfile(user);
  emit({ status: 'signed-in', user });
}

export function clearSession(): void {
  accessToken = null;
  removeCachedProfile();
  emit({ status: 'signed-out', user: null });
}

export function useSession(): SessionState {
  return useSyncExternalStore(subscribeSession, getSession);
}
