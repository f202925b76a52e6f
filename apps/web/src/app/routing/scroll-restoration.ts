import { useLayoutEffect, useRef } from 'react';
import { useLocation, useNavigationType } from 'react-router';

/**
 * What React Router's <ScrollRestoration> does for a data router, for the declarative one the
 * app uses: a new page starts at the top, back and forward return to where that entry was left.
 * Offsets are kept per history entry (location.key) and survive a reload in sessionStorage.
 */
const storageKey = 'scroll-positions';
/** A page coming back may still be loading its code and data: keep trying this long. */
const restoreForMs = 3000;
/** Frames the offset must hold before the page counts as back in place. */
const framesToHold = 10;
const userScrollEvents = ['wheel', 'touchstart', 'keydown', 'pointerdown'] as const;

function readStored(): Map<string, number> {
  try {
    const raw: unknown = JSON.parse(sessionStorage.getItem(storageKey) ?? '{}');
    if (raw && typeof raw === 'object') {
      return new Map(
        Object.entries(raw).filter(
          (entry): entry is [string, number] => typeof entry[1] === 'number',
        ),
      );
    }
  } catch {
    // Unreadable or blocked storage: start without remembered offsets.
  }
  return new Map();
}

function store(positions: Map<string, number>) {
  try {
    // The newest entries are the ones back and forward reach.
    const kept = [...positions].slice(-50);
    sessionStorage.setItem(storageKey, JSON.stringify(Object.fromEntries(kept)));
  } catch {
    // Storage blocked: the offsets last for this visit.
  }
}

/**
 * Scrolls to `top` and holds it there while the page comes back: its code, strings and data may
 * swap what is on screen (and the page's height) a few times after the first frame. Stops once
 * the offset has held for a few frames, the time is up, or the reader scrolls (their scroll wins).
 * Returns a cancel function.
 */
function restore(top: number): () => void {
  const until = performance.now() + restoreForMs;
  let held = 0;
  let frame = 0;
  const stop = () => {
    cancelAnimationFrame(frame);
    for (const type of userScrollEvents) window.removeEventListener(type, stop);
  };
  const attempt = () => {
    const reachable = Math.max(document.documentElement.scrollHeight - window.innerHeight, 0);
    const wanted = Math.min(top, reachable);
    if (Math.abs(window.scrollY - wanted) > 1) window.scrollTo(0, wanted);
    held = wanted === top ? held + 1 : 0;
    if (held >= framesToHold || performance.now() > until) stop();
    else frame = requestAnimationFrame(attempt);
  };
  for (const type of userScrollEvents) window.addEventListener(type, stop, { passive: true });
  attempt();
  return stop;
}

export function useScrollRestoration(): void {
  const location = useLocation();
  const navigationType = useNavigationType();
  const positions = useRef<Map<string, number> | null>(null);
  const shownKey = useRef(location.key);
  const shownPath = useRef<string | null>(null);

  useLayoutEffect(() => {
    const saved = readStored();
    positions.current = saved;
    if ('scrollRestoration' in history) history.scrollRestoration = 'manual';
    // Read in scroll events, so that leaving a page needs no layout read.
    const remember = () => saved.set(shownKey.current, window.scrollY);
    const persist = () => store(saved);
    window.addEventListener('scroll', remember, { passive: true });
    window.addEventListener('pagehide', persist);
    return () => {
      window.removeEventListener('scroll', remember);
      window.removeEventListener('pagehide', persist);
      if ('scrollRestoration' in history) history.scrollRestoration = 'auto';
    };
  }, []);

  useLayoutEffect(() => {
    const firstRender = shownPath.current === null;
    const samePage = shownPath.current === location.pathname;
    shownKey.current = location.key;
    shownPath.current = location.pathname;
    const saved = positions.current?.get(location.key);
    if (navigationType === 'POP' && saved !== undefined) return restore(saved);
    // A list's own filters and pages change the query only: the reader stays where they are.
    if (!firstRender && !samePage) window.scrollTo(0, 0);
    return undefined;
  }, [location.key, location.pathname, navigationType]);
}
