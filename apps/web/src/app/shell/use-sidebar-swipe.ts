import { useDirection } from '@mantine/core';
import { useEffect } from 'react';

/** A swipe must start this close to the screen edge the menu slides in from. */
const edgePx = 30;
/** …and travel this far sideways to open or close the menu. */
const swipePx = 60;

type SwipeOptions = { enabled: boolean; opened: boolean; open: () => void; close: () => void };

/** Spec §2: below the sidebar breakpoint the menu can be swiped open and shut (mirrored in RTL). */
export function useSidebarSwipe({ enabled, opened, open, close }: SwipeOptions) {
  const { dir } = useDirection();
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
    const onMove = (event: TouchEvent) => {
      const touch = event.touches[0];
      if (!start || !touch) return;
      const dx = (touch.clientX - start.x) * sign;
      // A mostly vertical gesture is a scroll, not a swipe.
      if (Math.abs(touch.clientY - start.y) > Math.abs(dx)) return;
      if (!opened && start.fromEdge && dx > swipePx) {
        start = null;
        open();
      } else if (opened && dx < -swipePx) {
        start = null;
        close();
      }
    };
    const onEnd = () => {
      start = null;
    };

    document.addEventListener('touchstart', onStart, { passive: true });
    document.addEventListener('touchmove', onMove, { passive: true });
    document.addEventListener('touchend', onEnd, { passive: true });
    document.addEventListener('touchcancel', onEnd, { passive: true });
    return () => {
      document.removeEventListener('touchstart', onStart);
      document.removeEventListener('touchmove', onMove);
      document.removeEventListener('touchend', onEnd);
      document.removeEventListener('touchcancel', onEnd);
    };
  }, [enabled, opened, open, close, dir]);
}
