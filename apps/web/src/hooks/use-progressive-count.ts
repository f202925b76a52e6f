import { useEffect, useState } from 'react';

/**
 * How many of `total` items a long list draws now. The first `first` (a screenful) come at once
 * and the rest follow `step` at a time in later tasks, so the first items appear without one long
 * pause and a tap in between is answered. Once every item was drawn, later lists (the next page)
 * are drawn whole: they replace the items in place.
 */
export function useProgressiveCount(total: number, first: number, step: number): number {
  const [limit, setLimit] = useState(first);
  const complete = limit >= total;
  useEffect(() => {
    if (complete) return;
    const timer = window.setTimeout(() => setLimit((shown) => shown + step), 0);
    return () => window.clearTimeout(timer);
  }, [complete, limit, step]);
  return Math.min(total, limit);
}
