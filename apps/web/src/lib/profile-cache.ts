import type { User } from '@school/shared/auth/auth.contract';
import { localStorageUserKey } from '@school/shared/constants';

/** The profile kept in local storage, in the field names of spec §3. Never holds a token. */
export type CachedProfile = {
  id: string;
  first_name: string;
  last_name: string;
  photo: string | null;
};

export function writeCachedProfile(user: User): void {
  const profile: CachedProfile = {
    id: user.id,
    first_name: user.firstName,
    last_name: user.lastName,
    photo: user.photo,
  };
  try {
    localStorage.setItem(localStorageUserKey, JSON.stringify(profile));
  } catch {
    // Storage may be full or blocked; the cache is a convenience only.
  }
}

export function removeCachedProfile(): void {
  try {
    localStorage.removeItem(localStorageUserKey);
  } catch {
    // See writeCachedProfile.
  }
}

/** Whether this browser holds the profile of a signed-in user (from an earlier visit). */
export function hasCachedProfile(): boolean {
  try {
    return localStorage.getItem(localStorageUserKey) !== null;
  } catch {
    return false;
  }
}
