import { Suspense, useEffect, useRef, useState, type ReactNode, type RefObject } from 'react';
import { AfterFirstScreen } from './after-first-screen';

type NearViewportProps = {
  children: ReactNode;
  /** Holds the place (and its height) until then, and while the children's code loads. */
  placeholder: ReactNode;
  /** What holds the place while the children's code loads, if not the placeholder. */
  loading?: ReactNode;
  /** How far outside the screen counts as near (CSS margin). */
  margin?: string;
};

/**
 * Draws its children once their place comes near the screen, then keeps them: parts far below
 * the first screen of a phone (charts, a queue under the cards) cost nothing while the page
 * starts, and are there before a reader scrolling down reaches them. The place is watched once
 * the first screen has its data: until then what sits above it is still taking its height, and a
 * place that is near only for that moment would be drawn during the start after all. The first
 * Tab draws it too, so a keyboard reader's focus never skips it. Children loaded on demand
 * (`lazy`) keep the placeholder, or `loading`, until their code has arrived.
 */
export function NearViewport({
  children,
  placeholder,
  loading = placeholder,
  margin = '300px',
}: NearViewportProps) {
  const [near, setNear] = useState(false);
  const place = useRef<HTMLDivElement>(null);
  if (near) return <Suspense fallback={loading}>{children}</Suspense>;
  return (
    <div ref={place}>
      {placeholder}
      <AfterFirstScreen>
        <WhenNear place={place} margin={margin} onNear={setNear} />
      </AfterFirstScreen>
    </div>
  );
}

function WhenNear({
  place,
  margin,
  onNear,
}: {
  place: RefObject<HTMLDivElement | null>;
  margin: string;
  onNear: (near: true) => void;
}) {
  useEffect(() => {
    const box = place.current;
    if (!box) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) onNear(true);
      },
      { rootMargin: margin },
    );
    observer.observe(box);
    // A reader moving by keyboard reaches every part in order: the first Tab draws it, before
    // the focus moves (a part not drawn would be skipped).
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Tab') onNear(true);
    };
    window.addEventListener('keydown', onKey);
    return () => {
      observer.disconnect();
      window.removeEventListener('keydown', onKey);
    };
  }, [place, margin, onNear]);
  return null;
}
