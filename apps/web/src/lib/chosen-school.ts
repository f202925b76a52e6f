import { hasPermission } from '@school/shared/auth/roles';
import type { SchoolSummary } from '@school/shared/school/schools.contract';
import { useSyncExternalStore } from 'react';
import { getSession, subscribeSession, useSession } from './session';

/**
 * The school a platform admin works inside (PRODUCT §1): chosen in the top bar, sent with every
 * API call (api-client), kept for the tab's life so a reload stays in the same school.
 */
export type ChosenSchool = Pick<SchoolSummary, 'id' | 'name'>;

const storageKey = 'chosen-school';
const listeners = new Set<() => void>();

function read(): ChosenSchool | null {
  try {
    const raw = sessionStorage.getItem(storageKey);
    const value: unknown = raw ? JSON.parse(raw) : null;
    if (value && typeof value === 'object' && 'id' in value && 'name' in value) {
      const { id, name } = value;
      if (typeof id === 'string' && typeof name === 'string') return { id, name };
    }
  } catch {
    // No storage (private mode, tests): the choice lasts until the page is left.
  }
  return null;
}

let chosen: ChosenSchool | null = typeof sessionStorage === 'undefined' ? null : read();

export function getChosenSchool(): ChosenSchool | null {
  return chosen;
}

export function setChosenSchool(next: ChosenSchool | null): void {
  chosen = next;
  try {
    if (next) sessionStorage.setItem(storageKey, JSON.stringify(next));
    else sessionStorage.removeItem(storageKey);
  } catch {
    // See read().
  }
  for (const listener of listeners) listener();
}

/** The school id the API is told to act in: only whoever may switch schools names one. */
export function chosenSchoolIdForRequests(): string | null {
  const { user } = getSession();
  return user && hasPermission(user.role, 'schools.switch') ? (chosen?.id ?? null) : null;
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

// A sign-out (or another account signing in) leaves the school it was working in.
subscribeSession(() => {
  const { user } = getSession();
  if (chosen && (!user || !hasPermission(user.role, 'schools.switch'))) setChosenSchool(null);
});

export function useChosenSchool(): ChosenSchool | null {
  return useSyncExternalStore(subscribe, getChosenSchool);
}

/**
 * The school the signed-in user's school pages act in: their own, or the platform admin's chosen
 * one; null while a platform admin has chosen none.
 */
export function useActingSchool(): { id: string | null; canSwitch: boolean } {
  const { user } = useSession();
  const school = useChosenSchool();
  return actingSchoolOf(user, school);
}

/** useActingSchool outside React (e.g. a page's data asked for before it renders). */
export function actingSchool(): { id: string | null; canSwitch: boolean } {
  return actingSchoolOf(getSession().user, chosen);
}

function actingSchoolOf(
  user: ReturnType<typeof getSession>['user'],
  school: ChosenSchool | null,
): { id: string | null; canSwitch: boolean } {
  const canSwitch = user ? hasPermission(user.role, 'schools.switch') : false;
  return { id: canSwitch ? (school?.id ?? null) : (user?.schoolId ?? null), canSwitch };
}
