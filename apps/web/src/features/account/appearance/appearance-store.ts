import type { Preferences } from '@school/shared/account/account.contract';
import { defaultPreferenceValues, preferenceOptions } from '@school/shared/account/account.rules';
import { useSyncExternalStore } from 'react';

/** What a user who never chose sees (account.rules, which the contract's defaults come from). */
export const appearanceDefaults: Preferences = defaultPreferenceValues;

/** The last applied settings, so a reload does not flash the default layout before the answer. */
const storageKey = 'appearance';

type State = {
  /** The user's settings on the server (null until known). */
  saved: Preferences | null;
  /** Unsaved choices of the Appearance tab, applied live while choosing. */
  draft: Preferences | null;
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

function readStored(): Preferences | null {
  try {
    const raw = localStorage.getItem(storageKey);
    return raw ? normalisePreferences(JSON.parse(raw)) : null;
  } catch {
    return null;
  }
}

let state: State = { saved: null, draft: null };
/** The top-bar switch's latest choice, until the account's settings have taken it in. */
let switchedTheme: 'light' | 'dark' | null = null;
let stored = readStored();
const listeners = new Set<() => void>();

function emit(next: State): void {
  state = next;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function effective(): Preferences {
  return state.draft ?? state.saved ?? stored ?? appearanceDefaults;
}

export function setSavedAppearance(saved: Preferences): void {
  stored = saved;
  try {
    localStorage.setItem(storageKey, JSON.stringify(saved));
  } catch {
    // Then only the server remembers the settings.
  }
  emit({ ...state, saved });
}

export function setAppearanceDraft(draft: Preferences | null): void {
  emit({ ...state, draft });
}

/**
 * The top-bar switch was used: that scheme is the account's theme now. AppearanceSync saves it
 * as soon as the account's settings are loaded, which may be after the click.
 */
export function noteThemeSwitch(theme: 'light' | 'dark'): void {
  switchedTheme = theme;
}

/** A switch not yet taken into the account's settings, if any. */
export function pendingThemeSwitch(): 'light' | 'dark' | null {
  return switchedTheme;
}

/** The account's settings have taken the switch in. */
export function clearThemeSwitch(): void {
  switchedTheme = null;
}

/** Signing out forgets the user's settings on this device. */
export function forgetAppearance(): void {
  stored = null;
  switchedTheme = null;
  try {
    localStorage.removeItem(storageKey);
  } catch {
    // Nothing to forget.
  }
  emit({ saved: null, draft: null });
}

/** The settings in effect: the draft while choosing, else the saved ones. */
export function useAppearance(): Preferences {
  return useSyncExternalStore(subscribe, effective);
}

/** One setting in effect: re-renders only when that setting changes, not when any other does. */
export function useAppearanceSetting<K extends keyof Preferences>(key: K): Preferences[K] {
  return useSyncExternalStore(subscribe, () => effective()[key]);
}

export function useAppearanceState(): State {
  return useSyncExternalStore(subscribe, () => state);
}

/** The Mantine colour scheme a theme asks for (semi-dark is a light page with a dark sidebar). */
export function colorSchemeOf(theme: Preferences['theme']): 'light' | 'dark' {
  return theme === 'dark' ? 'dark' : 'light';
}
