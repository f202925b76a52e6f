import { useCallback, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { useListSearchParams } from '../../../hooks/use-list-search-params';
import { rosterSpec, type RosterParams } from './roster-params';

/**
 * The roster's page, size, sort, filters and search in the address bar. Any change other than the
 * page itself goes back to page 1.
 */
export function useRosterParams() {
  const { params, update } = useListSearchParams(rosterSpec);
  return [params, update] as const;
}

/** Runs `callback` once the browser has painted the next frame (or soon, in a hidden tab). */
function afterNextPaint(callback: () => void): void {
  let done = false;
  const run = () => {
    if (done) return;
    done = true;
    callback();
  };
  requestAnimationFrame(() => setTimeout(run, 0));
  // Hidden tabs paint no frames.
  setTimeout(run, 1000);
}

type ShownPage = { from: RosterParams; page: number };

/**
 * A page change shows the new page first and writes the address bar right after that frame:
 * writing it re-renders the whole console (its menu and top bar follow the location), which
 * would otherwise stand between the click and the rows. Returns the parameters on screen and
 * the way to change the page.
 */
export function useShownPage(params: RosterParams, update: (patch: Partial<RosterParams>) => void) {
  // The page on screen while the address bar still names another; it stops counting as soon as
  // the address changes, whatever changed it.
  const [shown, setShown] = useState<ShownPage | null>(null);
  if (shown && shown.from !== params) setShown(null);
  const onScreen = useMemo(
    () => (shown && shown.from === params ? { ...params, page: shown.page } : params),
    [params, shown],
  );

  const latest = useRef(params);
  useLayoutEffect(() => {
    latest.current = params;
  });
  const pending = useRef<ShownPage | null>(null);
  const goToPage = useCallback(
    (page: number) => {
      const target = { from: latest.current, page };
      pending.current = target;
      setShown(target);
      afterNextPaint(() => {
        const next = pending.current;
        pending.current = null;
        // Left alone if the address changed meanwhile (back button, another filter).
        if (next && latest.current === next.from) update({ page: next.page });
      });
    },
    [update],
  );
  return [onScreen, goToPage] as const;
}
