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
    // Catch up with scrolling that happened while nobody listened, once, when the browser has
    // just laid the page out: a ResizeObserver's first answer comes after the next layout, before
    // anything else can change the page. (A task after the next frame often comes after a start
    // has drawn more of the page: the read then forces a whole style and layout pass of its own,
    // 12–28 ms.)
    if (typeof ResizeObserver === 'undefined') {
      requestAnimationFrame(() => setTimeout(update));
    } else {
      const observer = new ResizeObserver(() => {
        observer.disconnect();
        update();
      });
      observer.observe(document.documentElement);
    }
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
