import type { Preferences } from '@school/shared/account/account.contract';
import {
  sameAppearance,
  savedAppearance,
  setSavedAppearance,
  setSaveStatus,
  subscribeAppearance,
} from './appearance-store';

type Theme = Preferences['theme'];

/** The account's settings as the server last confirmed them: what a failed save goes back to. */
let confirmed: Preferences | null = null;
/** The latest change not yet sent; changes made while one is on its way replace each other. */
let unsent: Preferences | null = null;
let sending = false;
/** A top-bar switch made before the account's settings were known. */
let switchedTheme: Theme | null = null;
let waiters: ((saved: boolean) => void)[] = [];

function takeUnsent(): Preferences | null {
  const next = unsent;
  unsent = null;
  return next;
}

function settle(saved: boolean): void {
  const waiting = waiters;
  waiters = [];
  for (const resolve of waiting) resolve(saved);
}

/**
 * A change of the settings: in effect at once, and saved to the account (AppearanceSync sends it),
 * so every device of the account starts with it.
 */
export function chooseAppearance(next: Preferences): void {
  unsent = next;
  setSavedAppearance(next, 'saving');
}

/** The top-bar switch: that scheme is the account's theme now, saved like any other change. */
export function switchTheme(theme: Theme): void {
  const saved = savedAppearance();
  if (saved) {
    chooseAppearance({ ...saved, theme });
  } else {
    switchedTheme = theme;
    setSaveStatus('saving');
  }
}

/** The top-bar switch, told whether the account took it in. */
export function saveThemeSwitch(theme: 'light' | 'dark'): Promise<boolean> {
  switchTheme(theme);
  return whenSaved();
}

/** The account's settings as the server has them (first load or a later refetch). */
export function loadAppearance(server: Preferences): void {
  // A refetch answered while a change travels would undo that change on screen.
  if (sending || unsent) return;
  confirmed = server;
  const theme = switchedTheme;
  switchedTheme = null;
  if (theme) chooseAppearance({ ...server, theme });
  else if (!sameAppearance(savedAppearance(), server)) setSavedAppearance(server);
}

/** Resolves once every change made so far is saved (true) or one could not be (false). */
export function whenSaved(): Promise<boolean> {
  if (!sending && !unsent && !switchedTheme) return Promise.resolve(true);
  return new Promise((resolve) => waiters.push(resolve));
}

/**
 * Sends the changes to the account one at a time, the latest last, so an earlier answer
 * arriving late never overwrites a later choice. A refusal puts the confirmed settings back.
 */
export function startAppearanceSaver(send: (next: Preferences) => Promise<Preferences>) {
  let stopped = false;
  const flush = async () => {
    if (sending || stopped || !unsent) return;
    sending = true;
    let stored: Preferences | null = null;
    try {
      for (let next = takeUnsent(); next; next = takeUnsent()) stored = await send(next);
    } catch {
      sending = false;
      unsent = null;
      if (confirmed) setSavedAppearance(confirmed, 'failed');
      else setSaveStatus('failed');
      settle(false);
      return;
    }
    sending = false;
    if (stored) confirmed = stored;
    setSaveStatus('saved');
    settle(true);
  };
  const unsubscribe = subscribeAppearance(() => void flush());
  void flush();
  return () => {
    stopped = true;
    unsubscribe();
  };
}

/** Signing out: nothing of this account is pending any more. */
export function forgetSaves(): void {
  confirmed = null;
  unsent = null;
  switchedTheme = null;
  settle(false);
}
