import { useSyncExternalStore } from 'react';

/**
 * The page's scroll offset as of the last scroll or resize event. Reading window.scrollY while
 * the page is being rendered forces the browser to lay it out there and then, once per render;
 * the events come when layout is current anyway.
 */
let scrollTop = 0;
const listeners = new Set<() => void>();

function update() {
  scrollTop = window.scrollY;
  for (const listener of listeners) listener();
}

function subscribe(onChange: () => void): () => void {
  if (listeners.size === 0) {
    window.addEventListener('scroll', update, { passive: true });
    window.addEventListener('resize', update);
    // Catch up with scrolling that happened while nobody listened, once, right after the next
    // frame is drawn: its layout is current then. (In the frame's animation callback, before the
    // browser's own layout, reading the offset would force that layout early, on a start mid-way
    // through the page being built.)
    requestAnimationFrame(() => setTimeout(update));
  }
  listeners.add(onChange);
  return () => {
    listeners.delete(onChange);
    if (listeners.size === 0) {
      window.removeEventListener('scroll', update);
      window.removeEventListener('resize', update);
    }
  };
}

/** True once the page is scrolled further than `threshold` px; re-renders only when that flips. */
export function useScrolledPast(threshold: number): boolean {
  return useSyncExternalStore(subscribe, () => scrollTop > threshold);
}
