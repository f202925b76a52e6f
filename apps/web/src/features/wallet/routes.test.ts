import { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { walletKeys } from './api/wallet-keys';
import { feature } from './routes';

const school = vi.hoisted(() => ({ id: 'school-1' as string | null }));
vi.mock('../../lib/chosen-school', () => ({
  actingSchool: () => ({ id: school.id, canSwitch: school.id === null }),
}));

/** The keys the wallet's route asked for ahead of its page. */
function preloaded(address: string): string[] {
  const url = new URL(address, 'https://console.test');
  const queryClient = new QueryClient();
  feature.routes.find((r) => r.path === url.pathname)?.preloadData?.(queryClient, url);
  return queryClient
    .getQueryCache()
    .getAll()
    .map((query) => JSON.stringify(query.queryKey));
}

const key = (queryKey: readonly unknown[]) => JSON.stringify(queryKey);

describe('the wallet asked for before its page has loaded', () => {
  // The answer never comes: only what was asked, and under which key, matters here.
  beforeEach(() =>
    vi.stubGlobal(
      'fetch',
      vi.fn(() => new Promise<never>(() => undefined)),
    ),
  );
  afterEach(() => {
    vi.unstubAllGlobals();
    school.id = 'school-1';
  });

  it('asks for the balance and the history of the range in the address', () => {
    expect(preloaded('/wallet?days=90').sort()).toEqual(
      [key(walletKeys.summary()), key(walletKeys.history(90))].sort(),
    );
  });

  it('asks for the 30 days the page shows when the address names no range it knows', () => {
    expect(preloaded('/wallet?days=7')).toContain(key(walletKeys.history(30)));
  });

  it('asks for nothing without a school, as the page does', () => {
    school.id = null;
    expect(preloaded('/wallet')).toEqual([]);
  });
});
