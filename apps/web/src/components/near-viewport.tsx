import { useEffect, useRef, useState, type ReactNode } from 'react';

type NearViewportProps = {
  children: ReactNode;
  /** Holds the place (and its height) until then. */
  placeholder: ReactNode;
  /** How far outside the screen counts as near (CSS margin). */
  margin?: string;
};

/**
 * Draws its children once their place comes near the screen, then keeps them: parts far below
 * the first screen of a phone (charts) cost nothing while the page starts, and are there before
 * a reader scrolling down reaches them.
 */
export function NearViewport({ children, placeholder, margin = '300px' }: NearViewportProps) {
  const [near, setNear] = useState(false);
  const place = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const box = place.current;
    if (near || !box) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin: margin },
    );
    observer.observe(box);
    return () => observer.disconnect();
  }, [near, margin]);
  return near ? children : <div ref={place}>{placeholder}</div>;
}
