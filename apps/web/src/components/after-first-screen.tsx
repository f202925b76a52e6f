import { useIsFetching, useQueryClient } from '@tanstack/react-query';
import { useEffect, type ReactNode } from 'react';
import {
  markFirstScreenPassed,
  useFirstScreenPassed,
  useFirstScreenShown,
} from '../lib/first-screen';

/** However a start goes, the parts below wait no longer than this. */
const longestWaitMs = 4000;

/**
 * Draws its children once the first screen is shown and has its data (no query is loading),
 * or after a few seconds at the latest; then keeps them. Once that moment has passed (e.g. a part
 * of a page opened later), at once.
 */
export function AfterFirstScreen({ children }: { children: ReactNode }) {
  return useFirstScreenPassed() ? children : <FirstScreenWait />;
}

/** Watches the start until AfterFirstScreen may draw; gone afterwards, and its watching with it. */
function FirstScreenWait() {
  const shown = useFirstScreenShown();
  const loading = useIsFetching() > 0;
  const queryClient = useQueryClient();
  useEffect(() => {
    // Asked again here: a page drawn in the same commit starts its queries in its own effects,
    // which run before this one, after the count above was read.
    if (shown && !loading && queryClient.isFetching() === 0) markFirstScreenPassed();
  }, [shown, loading, queryClient]);
  useEffect(() => {
    const timer = setTimeout(markFirstScreenPassed, longestWaitMs);
    return () => clearTimeout(timer);
  }, []);
  return null;
}
