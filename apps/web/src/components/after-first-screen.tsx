import { useIsFetching } from '@tanstack/react-query';
import { useEffect, useState, type ReactNode } from 'react';
import { useFirstScreenShown } from '../lib/first-screen';

/** However a start goes, the parts below wait no longer than this. */
const longestWaitMs = 4000;

/**
 * Draws its children once the first screen is shown and has its data (no query is loading),
 * or after a few seconds at the latest; then keeps them.
 */
export function AfterFirstScreen({ children }: { children: ReactNode }) {
  const [ready, setReady] = useState(false);
  return ready ? children : <FirstScreenWait onReady={setReady} />;
}

/** Watches the start until AfterFirstScreen may draw; gone afterwards, and its watching with it. */
function FirstScreenWait({ onReady }: { onReady: (ready: true) => void }) {
  const shown = useFirstScreenShown();
  const loading = useIsFetching() > 0;
  useEffect(() => {
    if (shown && !loading) onReady(true);
  }, [shown, loading, onReady]);
  useEffect(() => {
    const timer = setTimeout(() => onReady(true), longestWaitMs);
    return () => clearTimeout(timer);
  }, [onReady]);
  return null;
}
