import { useEffect, useEffectEvent } from 'react';

/** One event of the signed-in person's stream (`GET /api/events`), its data parsed. */
export type ServerEvent = { event: string; data: unknown };
type Listener = (event: ServerEvent) => void;

const listeners = new Set<Listener>();

/**
 * Hands every event of the one event stream a tab keeps (the notifications' reader) to the parts
 * of the page that follow their own kind of events (e.g. `feeds.`).
 */
export function emitServerEvent(message: { event: string; data: string }): void {
  if (listeners.size === 0) return;
  let data: unknown;
  try {
    data = JSON.parse(message.data);
  } catch {
    return;
  }
  for (const listener of listeners) listener({ event: message.event, data });
}

export function onServerEvent(listener: Listener): () => void {
  listeners.add(listener);
  return () => void listeners.delete(listener);
}

/** Calls `handler` for each event whose name starts with `prefix`, while mounted. */
export function useServerEvents(prefix: string, handler: (event: ServerEvent) => void): void {
  const handle = useEffectEvent(handler);
  useEffect(
    () =>
      onServerEvent((event) => {
        if (event.event.startsWith(prefix)) handle(event);
      }),
    [prefix],
  );
}
