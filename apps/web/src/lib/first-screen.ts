import { useSyncExternalStore } from 'react';

/**
 * Whether the visit's first screen has been drawn. Work that no one looks at during a start
 * (the event stream, syncing settings) waits for it, so it does not compete with the code, the
 * data and the main thread the first screen needs.
 */
let shown = false;
const listeners = new Set<() => void>();

/** Called by a screen once it is on screen (from an effect: effects run after the paint). */
export function markFirstScreenShown(): void {
  if (shown) return;
  shown = true;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useFirstScreenShown(): boolean {
  return useSyncExternalStore(subscribe, () => shown);
}
