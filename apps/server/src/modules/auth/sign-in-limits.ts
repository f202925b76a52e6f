import { loginFailureLimit, loginFailureWindowSeconds } from '@school/shared/constants';
import type { BucketStats, RateEventsRepository } from './rate-events.repository.ts';

/**
 * Anti-automation of sign-in and registration (ASVS 5.0 6.3.1, PRODUCT §5): attempts are
 * throttled, never locked out. An attempt counts from before its password is checked, so
 * parallel guesses cannot all be checked.
 */
export const signInLimits = {
  /** Failures of one account (from anywhere) before the addresses that failed must wait. */
  accountFailures: loginFailureLimit,
  accountLookbackMs: 60 * 60_000,
  /** The first wait; it doubles with every further failure of the account, up to the most. */
  firstDelayMs: loginFailureWindowSeconds * 1000,
  maxDelayMs: 15 * 60_000,
  /** Attempts from one address, whatever the e-mail (one address trying many accounts). */
  addressAttempts: 20,
  addressWindowMs: 5 * 60_000,
  /** Registrations from one address. */
  registrations: 10,
  registrationWindowMs: 60 * 60_000,
} as const;

const l = signInLimits;

export const signInBuckets = {
  account: (email: string) => `login:account:${email}`,
  accountAddress: (email: string, ip: string) => `login:account-address:${email}|${ip}`,
  address: (ip: string) => `login:address:${ip}`,
  registration: (ip: string) => `register:address:${ip}`,
};

/** Milliseconds until a window of `windowMs` has room again, given its oldest attempt. */
function untilWindowFrees(stats: BucketStats, windowMs: number, now: Date): number {
  const oldest = stats.oldest ?? now;
  return Math.max(1000, oldest.getTime() + windowMs - now.getTime());
}

/**
 * How long a sign-in attempt must wait, or 0. Once an account has failed often, only the
 * addresses that took part wait, and longer with every failure; the real user signing in from
 * another address is not held up (their address failed nothing).
 */
export function signInWait([account, accountAddress, address]: BucketStats[], now: Date): number {
  if (address && address.count >= l.addressAttempts) {
    return untilWindowFrees(address, l.addressWindowMs, now);
  }
  if (!account || !accountAddress || account.count < l.accountFailures) return 0;
  if (accountAddress.count === 0 || !accountAddress.newest) return 0;
  const doublings = Math.min(20, account.count - l.accountFailures);
  const delay = Math.min(l.maxDelayMs, l.firstDelayMs * 2 ** doublings);
  return Math.max(0, accountAddress.newest.getTime() + delay - now.getTime());
}

export function registrationWait([address]: BucketStats[], now: Date): number {
  if (!address || address.count < l.registrations) return 0;
  return untilWindowFrees(address, l.registrationWindowMs, now);
}

/** A claimed attempt (its counter rows), or how long to wait before the next one. */
export type Claim = { ids: number[] } | { refused: number };

export function createSignInThrottle(repo: RateEventsRepository) {
  const since = (now: Date, ms: number) => new Date(now.getTime() - ms);
  const prune = (now: Date) => since(now, l.accountLookbackMs);
  const wait = (ms: number) => (ms > 0 ? ms : null);
  return {
    signIn(email: string, ip: string, now: Date): Promise<Claim> {
      const lookback = since(now, l.accountLookbackMs);
      return repo.claim(
        [
          { bucket: signInBuckets.account(email), since: lookback },
          { bucket: signInBuckets.accountAddress(email, ip), since: lookback },
          { bucket: signInBuckets.address(ip), since: since(now, l.addressWindowMs) },
        ],
        now,
        prune(now),
        (stats) => wait(signInWait(stats, now)),
      );
    },
    /** A correct password: this attempt was no guess, and its address is forgiven for the account. */
    async succeeded(claim: { ids: number[] }, email: string, ip: string): Promise<void> {
      await repo.release(claim.ids);
      await repo.clear(signInBuckets.accountAddress(email, ip));
    },
    release: (claim: { ids: number[] }) => repo.release(claim.ids),
    registration(ip: string, now: Date): Promise<Claim> {
      return repo.claim(
        [{ bucket: signInBuckets.registration(ip), since: since(now, l.registrationWindowMs) }],
        now,
        since(now, l.registrationWindowMs),
        (stats) => wait(registrationWait(stats, now)),
      );
    },
  };
}
export type SignInThrottle = ReturnType<typeof createSignInThrottle>;
