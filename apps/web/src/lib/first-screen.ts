import { useSyncExternalStore } from 'react';

/**
 * Whether the visit's first screen has been drawn, and whether it has its data too. Work that no
 * one looks at during a start (the event stream, syncing settings) waits for it, so it does not
 * compete with the code, the data and the main thread the first screen needs.
 */
let shown = false;
let passed = false;
/** Loading screens on view (components/page-loader.tsx): the page itself is not drawn yet. */
let loaders = 0;
const listeners = new Set<() => void>();

function emit(): void {
  for (const listener of listeners) listener();
}

/** Called by a screen once it is on screen (from an effect: effects run after the paint). */
export function markFirstScreenShown(): void {
  if (shown) return;
  shown = true;
  emit();
}

/** Called once the first screen is shown with its data (components/after-first-screen.tsx). */
export function markFirstScreenPassed(): void {
  if (passed) return;
  passed = true;
  emit();
}

/**
 * Called by a loading screen while it is on view (from a layout effect; returns its release): a
 * frame drawn around a page whose code is still on its way is not the first screen, and what
 * waits for that would otherwise come, and take its place on screen, before the page does.
 */
export function holdFirstScreen(): () => void {
  loaders += 1;
  emit();
  return () => {
    loaders -= 1;
    emit();
  };
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** True once a screen has marked itself shown and no loading screen is on view. */
export function useFirstScreenShown(): boolean {
  return useSyncExternalStore(subscribe, () => shown && loaders === 0);
}

/** True once the first screen has been drawn with its data (or waited for long enough). */
export function useFirstScreenPassed(): boolean {
  return useSyncExternalStore(subscribe, () => passed);
}
