import { useIsFetching } from '@tanstack/react-query';
import { useEffect, useState, type ReactNode } from 'react';
import { useLatched } from '../hooks/use-latched';
import { useFirstScreenShown } from '../lib/first-screen';

/** However a start goes, the parts below wait no longer than this. */
const longestWaitMs = 4000;

/**
 * Draws its children once the first screen is shown and has its data (no query is loading),
 * or after a few seconds at the latest; then keeps them.
 */
export function AfterFirstScreen({ children }: { children: ReactNode }) {
  const shown = useFirstScreenShown();
  const loading = useIsFetching() > 0;
  const [waitedLongEnough, setWaitedLongEnough] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setWaitedLongEnough(true), longestWaitMs);
    return () => clearTimeout(timer);
  }, []);
  const ready = useLatched((shown && !loading) || waitedLongEnough);
  return ready ? children : null;
}
