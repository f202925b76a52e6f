// What a page's start did, recorded in the page from its first script on (bench:web:profile,
// bench:web:compare): add `watchStart` as an init script before navigating, then read
// `readStart` with page.evaluate. Source text, not a function: the TypeScript loader would
// wrap a function's helpers.

/** Times in ms from the navigation. */
export type StartSeen = {
  /** Each long task as [start, duration]. */
  tasks: [start: number, duration: number][];
  /** Each candidate of the largest contentful paint: its time and element, in order. */
  paints: string[];
  fcp: number | null;
};

export const watchStart = `(() => {
  const seen = (window.__startWatch = { tasks: [], paints: [], fcp: null });
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) if (e.name === 'first-contentful-paint') seen.fcp = e.startTime;
  }).observe({ type: 'paint', buffered: true });
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) seen.tasks.push([e.startTime, e.duration]);
  }).observe({ type: 'longtask', buffered: true });
  new PerformanceObserver((list) => {
    for (const e of list.getEntries())
      seen.paints.push(Math.round(e.startTime) + ' ' + (e.element ? e.element.tagName + ' "' + (e.element.textContent || '').trim().slice(0, 40) + '"' : ''));
  }).observe({ type: 'largest-contentful-paint', buffered: true });
})()`;

export const readStart = `window.__startWatch`;
