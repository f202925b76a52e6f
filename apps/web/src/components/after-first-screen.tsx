import { useIsFetching, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState, type ReactNode } from 'react';
import {
  markFirstScreenPassed,
  useFirstScreenPassed,
  useFirstScreenShown,
} from '../lib/first-screen';

/** However a start goes, the parts below wait no longer than this. */
const longestWaitMs = 4000;

/**
 * The parts that waited for the start are drawn one per task once it has passed: drawn in one go
 * (the top bar's controls, the footer, the event stream and chat, the bookmark star) they made
 * one of the start's longest tasks, just when a reader may first tap.
 */
const turns: Array<() => void> = [];
let turnPending = false;

function scheduleTurn(): void {
  if (turnPending) return;
  turnPending = true;
  setTimeout(() => {
    turnPending = false;
    turns.shift()?.();
    if (turns.length > 0) scheduleTurn();
  }, 0);
}

/** Queues a part's drawing; returns its withdrawal (a part gone before its turn). */
function takeTurn(draw: () => void): () => void {
  turns.push(draw);
  scheduleTurn();
  return () => {
    const at = turns.indexOf(draw);
    if (at >= 0) turns.splice(at, 1);
  };
}

/**
 * Draws its children once the first screen is shown and has its data (no query is loading),
 * or after a few seconds at the latest, each such part in a task of its own; then keeps them.
 * Once that moment has passed (e.g. a part of a page opened later), at once.
 */
export function AfterFirstScreen({ children }: { children: ReactNode }) {
  const passed = useFirstScreenPassed();
  const [drawn, setDrawn] = useState(passed);
  useEffect(() => {
    if (!passed || drawn) return;
    return takeTurn(() => setDrawn(true));
  }, [passed, drawn]);
  if (!passed) return <FirstScreenWait />;
  return drawn ? children : null;
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
