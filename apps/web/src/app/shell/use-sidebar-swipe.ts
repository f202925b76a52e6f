import { useDirection } from '@mantine/core';
import { useEffect, useRef } from 'react';

/** A swipe must start this close to the screen edge the menu slides in from. */
const edgePx = 30;
/** …and travel this far sideways to open or close the menu. */
const swipePx = 60;

type SwipeOptions = { enabled: boolean; opened: boolean; open: () => void; close: () => void };

/** Spec §2: below the sidebar breakpoint the menu can be swiped open and shut (mirrored in RTL). */
export function useSidebarSwipe({ enabled, opened, open, close }: SwipeOptions) {
  const { dir } = useDirection();
  // Read by the listeners when a touch moves, so that a render in the middle of a swipe (an
  // answer from the server arriving) neither re-attaches them nor forgets where the swipe began.
  const latest = useRef({ opened, open, close });
  useEffect(() => {
    latest.current = { opened, open, close };
  });
  useEffect(() => {
    if (!enabled) return;
    const sign = dir === 'rtl' ? -1 : 1;
    let start: { x: number; y: number; fromEdge: boolean } | null = null;

    const onStart = (event: TouchEvent) => {
      const touch = event.touches[0];
      if (!touch || event.touches.length > 1) {
        start = null;
        return;
      }
      const distanceFromEdge = dir === 'rtl' ? window.innerWidth - touch.clientX : touch.clientX;
      start = { x: touch.clientX, y: touch.clientY, fromEdge: distanceFromEdge <= edgePx };
    };
    const follow = (touch: Touch | undefined) => {
      if (!start || !touch) return;
      const dx = (touch.clientX - start.x) * sign;
      // A mostly vertical gesture is a scroll, not a swipe.
      if (Math.abs(touch.clientY - start.y) > Math.abs(dx)) return;
      const { opened, open, close } = latest.current;
      if (!opened && start.fromEdge && dx > swipePx) {
        start = null;
        open();
      } else if (opened && dx < -swipePx) {
        start = null;
        close();
      }
    };
    const onMove = (event: TouchEvent) => follow(event.touches[0]);
    // The browser may drop touch moves once it treats the gesture as a scroll (or a busy page
    // gets them late): where the finger was lifted decides then.
    const onEnd = (event: TouchEvent) => {
      follow(event.changedTouches[0]);
      start = null;
    };
    const onCancel = () => {
      start = null;
    };

    document.addEventListener('touchstart', onStart, { passive: true });
    document.addEventListener('touchmove', onMove, { passive: true });
    document.addEventListener('touchend', onEnd, { passive: true });
    document.addEventListener('touchcancel', onCancel, { passive: true });
    return () => {
      document.removeEventListener('touchstart', onStart);
      document.removeEventListener('touchmove', onMove);
      document.removeEventListener('touchend', onEnd);
      document.removeEventListener('touchcancel', onCancel);
    };
  }, [enabled, dir]);
}
