/**
 * Runs `callback` when the browser has nothing more urgent to do (within 3 s at most) and returns
 * what cancels it. Browsers without requestIdleCallback wait 1.5 s instead.
 */
export function whenIdle(callback: () => void): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const id = window.requestIdleCallback(callback, { timeout: 3000 });
    return () => window.cancelIdleCallback(id);
  }
  const id = window.setTimeout(callback, 1500);
  return () => window.clearTimeout(id);
}
