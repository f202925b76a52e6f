import { useLayoutEffect, useState, type ReactNode } from 'react';

/**
 * Draws its children one task after it is first drawn, and from then on: a part of a screen that
 * may come a moment later, so that drawing the screen is several short tasks instead of one long
 * one, and a tap or a key press in between is answered. The part should not move what is drawn
 * before it (it sits after it, or in space of its own).
 */
export function NextTask({ children }: { children: ReactNode }) {
  const [ready, setReady] = useState(false);
  useLayoutEffect(() => {
    const timer = window.setTimeout(() => setReady(true), 0);
    return () => window.clearTimeout(timer);
  }, []);
  return ready ? children : null;
}
