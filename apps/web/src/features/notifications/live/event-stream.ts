import { createParser } from 'eventsource-parser';
import { reconnectDelay } from './backoff';

export type StreamMessage = { event: string; data: string };

export type EventStreamOptions = {
  url: string;
  /** Aborting it ends the stream for good (sign-out, unmount). */
  signal: AbortSignal;
  /** A token that will stay valid for a while (renewed first when close to expiry). */
  accessToken: () => Promise<string>;
  onMessage: (message: StreamMessage) => void;
  /** Called on every successful connection; `reconnected` is false the first time. */
  onOpen?: (reconnected: boolean) => void;
  /** The server answered 401: renew the session and return true to try again, false to stop. */
  onUnauthorized: () => Promise<boolean>;
  /** No byte for this long (the server pings every 25 s) means a dead connection. */
  idleTimeoutMs?: number;
};

function sleep(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(done, ms);
    function done() {
      clearTimeout(timer);
      signal.removeEventListener('abort', done);
      resolve();
    }
    signal.addEventListener('abort', done, { once: true });
  });
}

/**
 * Reads `text/event-stream` with fetch, so the token travels in the X-Authorization header and
 * never in a URL (EventSource cannot send headers). Reconnects with exponential back-off and
 * sends `Last-Event-ID`, from which the server replays the notifications that were missed.
 */
export async function runEventStream(options: EventStreamOptions): Promise<void> {
  const { url, signal, accessToken, onMessage, onOpen, onUnauthorized } = options;
  const idleTimeoutMs = options.idleTimeoutMs ?? 60_000;
  let lastEventId: string | null = null;
  let attempt = 0;
  let connectedBefore = false;

  while (!signal.aborted) {
    const connection = new AbortController();
    const abortConnection = () => connection.abort();
    signal.addEventListener('abort', abortConnection, { once: true });
    let idleTimer: ReturnType<typeof setTimeout> | undefined;
    const stillAlive = () => {
      clearTimeout(idleTimer);
      idleTimer = setTimeout(abortConnection, idleTimeoutMs);
    };
    try {
      const headers = new Headers({
        Accept: 'text/event-stream',
        'X-Authorization': `Bearer ${await accessToken()}`,
      });
      if (lastEventId !== null) headers.set('Last-Event-ID', lastEventId);
      const response = await fetch(url, {
        headers,
        signal: connection.signal,
        cache: 'no-store',
        credentials: 'same-origin',
        // A stream never finishes, so at the browser's default priority for fetch (high) it
        // counts as a critical request in flight for as long as the tab is open: page-load tools
        // (Lighthouse) then wait for a quiet network that never comes. Low is what it is: it starts
        // after the first screen, and nothing on the page waits for it.
        priority: 'low',
      });
      if (response.status === 401) {
        await response.body?.cancel();
        if (!(await onUnauthorized())) return;
        throw new Error('unauthorized');
      }
      if (!response.ok || !response.body) throw new Error(`event stream: HTTP ${response.status}`);
      onOpen?.(connectedBefore);
      connectedBefore = true;
      attempt = 0;
      stillAlive();
      const parser = createParser({
        onEvent: (event) => {
          if (event.id) lastEventId = event.id;
          onMessage({ event: event.event ?? 'message', data: event.data });
        },
      });
      const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
      for (;;) {
        const { done, value } = await reader.read();
        if (done) break;
        stillAlive();
        parser.feed(value);
      }
    } catch {
      // A network fault, a dead connection, the server ending the stream or the abort itself.
    } finally {
      clearTimeout(idleTimer);
      signal.removeEventListener('abort', abortConnection);
    }
    if (signal.aborted) return;
    await sleep(reconnectDelay(attempt), signal);
    attempt += 1;
  }
}
