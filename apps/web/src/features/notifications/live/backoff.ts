export const reconnectBaseMs = 1_000;
export const reconnectMaxMs = 30_000;

/**
 * Delay before reconnect attempt `attempt` (0 = first): exponential from 1 s, capped at 30 s,
 * with "equal jitter" (half fixed, half random) so many tabs do not reconnect in step.
 */
export function reconnectDelay(attempt: number, random: () => number = Math.random): number {
  const ceiling = Math.min(reconnectMaxMs, reconnectBaseMs * 2 ** Math.max(0, attempt));
  return Math.round(ceiling / 2 + random() * (ceiling / 2));
}
