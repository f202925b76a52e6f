/**
 * How fast this machine runs one fixed piece of work — 5 000 list items written as JSON and read
 * back, 20 times, on one core — in milliseconds, the best of three. Machines of the same kind
 * differ by up to twice from one session to the next, and neither the load average nor the
 * host's share (`steal.ts`) shows it: set beside a figure, this tells a slower machine from slower
 * code.
 */
export function fixedWorkMs(): number {
  const items = Array.from({ length: 5_000 }, (_, i) => ({
    id: `events:${String(i).padStart(8, '0')}-0000-4000-8000-000000000000`,
    title: `Item ${i} — “quoted” text`,
    start: new Date(Date.UTC(2030, 0, 1) + i * 900_000).toISOString(),
    allDay: i % 20 === 0,
    colour: '#4c6ef5',
  }));
  let best = Number.POSITIVE_INFINITY;
  for (let attempt = 0; attempt < 3; attempt++) {
    const started = performance.now();
    let length = 0;
    for (let round = 0; round < 20; round++) {
      length += (JSON.parse(JSON.stringify(items)) as unknown[]).length;
    }
    if (length !== items.length * 20) throw new Error('the fixed work went wrong');
    best = Math.min(best, performance.now() - started);
  }
  return Number(best.toFixed(0));
}
