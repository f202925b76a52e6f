import type { MantineColorScheme } from '@mantine/core';
import type { Preferences } from '@school/shared/account/account.contract';
import { defaultPreferenceValues, preferenceOptions } from '@school/shared/account/account.rules';
import { useSyncExternalStore } from 'react';

/** What a user who never chose sees (account.rules, which the contract's defaults come from). */
export const appearanceDefaults: Preferences = defaultPreferenceValues;

/** The last applied settings, so a reload does not flash the default layout before the answer. */
const storageKey = 'appearance';

export type SaveStatus = 'idle' | 'saving' | 'saved' | 'failed';

type State = {
  /** The user's settings, applied (null until the account's are known). */
  saved: Preferences | null;
  /** How the latest change is doing on its way to the account. */
  status: SaveStatus;
};

const choices = preferenceOptions;

function pick<T extends string>(allowed: readonly T[], value: unknown, fallback: T): T {
  return allowed.find((option) => option === value) ?? fallback;
}

/** Settings read from storage, field by field: anything unknown falls back to the default. */
export function normalisePreferences(value: unknown): Preferences {
  const source: Record<string, unknown> =
    typeof value === 'object' && value !== null ? { ...value } : {};
  const d = appearanceDefaults;
  return {
    theme: pick(choices.theme, source.theme, d.theme),
    layout: pick(choices.layout, source.layout, d.layout),
    sidebarCollapsed: source.sidebarCollapsed === true,
    navbarType: pick(choices.navbarType, source.navbarType, d.navbarType),
    footerType: pick(choices.footerType, source.footerType, d.footerType),
    navbarColor: pick(choices.navbarColor, source.navbarColor, d.navbarColor),
    direction: pick(choices.direction, source.direction, d.direction),
    hideScrollToTop: source.hideScrollToTop === true,
  };
}

export function sameAppearance(a: Preferences | null, b: Preferences): boolean {
  return a !== null && (Object.keys(b) as (keyof Preferences)[]).every((key) => a[key] === b[key]);
}

function parse(raw: string | null): Preferences | null {
  try {
    return raw ? normalisePreferences(JSON.parse(raw)) : null;
  } catch {
    return null;
  }
}

function readStored(): Preferences | null {
  try {
    return parse(localStorage.getItem(storageKey));
  } catch {
    return null;
  }
}

let state: State = { saved: null, status: 'idle' };
let stored = readStored();
const listeners = new Set<() => void>();

function emit(next: State): void {
  state = next;
  for (const listener of listeners) listener();
}

/** Told of every change of the settings or of their saving. */
export function subscribeAppearance(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function effective(): Preferences {
  return state.saved ?? stored ?? appearanceDefaults;
}

/** Puts settings in effect and keeps them on this device for the next start's first frame. */
export function setSavedAppearance(saved: Preferences, status: SaveStatus = state.status): void {
  stored = saved;
  try {
    localStorage.setItem(storageKey, JSON.stringify(saved));
  } catch {
    // Then only the server remembers the settings.
  }
  emit({ saved, status });
}

/** The account's settings in effect, or null while they are not known yet. */
export function savedAppearance(): Preferences | null {
  return state.saved;
}

export function setSaveStatus(status: SaveStatus): void {
  if (state.status !== status) emit({ ...state, status });
}

// Another tab of this browser changed the settings (and saves them): this one shows them too.
if (typeof window !== 'undefined') {
  window.addEventListener('storage', (event) => {
    if (event.key !== storageKey || event.storageArea !== localStorage) return;
    const changed = parse(event.newValue);
    if (!changed) return;
    stored = changed;
    if (state.saved) emit({ ...state, saved: changed });
  });
}

/** Signing out forgets the user's settings on this device. */
export function forgetAppearance(): void {
  stored = null;
  try {
    localStorage.removeItem(storageKey);
  } catch {
    // Nothing to forget.
  }
  emit({ saved: null, status: 'idle' });
}

/** The settings in effect: the account's once known, until then those of the last visit. */
export function useAppearance(): Preferences {
  return useSyncExternalStore(subscribeAppearance, effective);
}

/** One setting in effect: re-renders only when that setting changes, not when any other does. */
export function useAppearanceSetting<K extends keyof Preferences>(key: K): Preferences[K] {
  return useSyncExternalStore(subscribeAppearance, () => effective()[key]);
}

export function useAppearanceState(): State {
  return useSyncExternalStore(subscribeAppearance, () => state);
}

/**
 * The Mantine colour scheme a theme asks for: semi-dark is a light page with a dark sidebar, and
 * system is Mantine's `auto`, which follows prefers-color-scheme (and public/boot.js reads it
 * from the same storage before the first frame).
 */
export function colorSchemeOf(theme: Preferences['theme']): MantineColorScheme {
  if (theme === 'system') return 'auto';
  return theme === 'dark' ? 'dark' : 'light';
}
