import { afterEach, describe, expect, it, vi } from 'vitest';
import { runEventStream, type StreamMessage } from './event-stream';

/** A response whose body sends the chunks, then ends (the server closing the stream). */
function streamResponse(chunks: string[], status = 200): Response {
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      for (const chunk of chunks) controller.enqueue(new TextEncoder().encode(chunk));
      controller.close();
    },
  });
  return new Response(body, { status, headers: { 'content-type': 'text/event-stream' } });
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('runEventStream', () => {
  it('sends the token in a header and Last-Event-ID when it reconnects', async () => {
    const controller = new AbortController();
    const requests: Headers[] = [];
    const messages: StreamMessage[] = [];
    const opened: boolean[] = [];
    const answers = [
      streamResponse([
        'retry: 2000\n\n',
        'id: 7\nevent: notification.created\ndata: {"id":"a"}\n\n',
        ': ping\n\n',
        'event: counts\ndata: {"total":1,"unread":1}\n\n',
      ]),
      streamResponse(['id: 8\nevent: notification.created\ndata: {"id":"b"}\n\n']),
    ];
    vi.stubGlobal('fetch', (_url: string, init: RequestInit) => {
      requests.push(new Headers(init.headers));
      const next = answers.shift();
      if (!next) {
        controller.abort();
        return Promise.reject(new DOMException('aborted', 'AbortError'));
      }
      return Promise.resolve(next);
    });

    await runEventStream({
      url: '/api/events',
      signal: controller.signal,
      accessToken: () => Promise.resolve('token-1'),
      onMessage: (message) => messages.push(message),
      onOpen: (reconnected) => opened.push(reconnected),
      onUnauthorized: () => Promise.resolve(false),
    });

    expect(requests.map((headers) => headers.get('x-authorization'))).toEqual([
      'Bearer token-1',
      'Bearer token-1',
      'Bearer token-1',
    ]);
    expect(requests.map((headers) => headers.get('last-event-id'))).toEqual([null, '7', '8']);
    expect(messages.map((message) => message.event)).toEqual([
      'notification.created',
      'counts',
      'notification.created',
    ]);
    expect(opened).toEqual([false, true]);
  }, 10_000);

  it('renews the session after a 401 and stops when that is refused', async () => {
    const statuses = [401, 401];
    let renewals = 0;
    vi.stubGlobal('fetch', () => Promise.resolve(streamResponse([], statuses.shift() ?? 500)));
    await runEventStream({
      url: '/api/events',
      signal: new AbortController().signal,
      accessToken: () => Promise.resolve('token'),
      onMessage: () => undefined,
      onUnauthorized: () => {
        renewals += 1;
        return Promise.resolve(renewals < 2);
      },
    });
    expect(renewals).toBe(2);
    expect(statuses).toEqual([]);
  }, 10_000);

  it('ends at once when aborted', async () => {
    const controller = new AbortController();
    let calls = 0;
    vi.stubGlobal('fetch', (_url: string, init: RequestInit) => {
      calls += 1;
      return new Promise((_resolve, reject) => {
        init.signal?.addEventListener('abort', () =>
          reject(new DOMException('aborted', 'AbortError')),
        );
      });
    });
    const done = runEventStream({
      url: '/api/events',
      signal: controller.signal,
      accessToken: () => Promise.resolve('token'),
      onMessage: () => undefined,
      onUnauthorized: () => Promise.resolve(true),
    });
    await new Promise((resolve) => setTimeout(resolve, 20));
    controller.abort();
    await done;
    expect(calls).toBe(1);
  });

  it('asks for the stream at low priority, so an open stream does not hold a page load open', async () => {
    // Page-load tools wait until no high-priority request is in flight; a stream never ends.
    const controller = new AbortController();
    const priorities: (RequestPriority | undefined)[] = [];
    vi.stubGlobal('fetch', (_url: string, init: RequestInit) => {
      priorities.push(init.priority);
      controller.abort();
      return Promise.reject(new DOMException('aborted', 'AbortError'));
    });
    await runEventStream({
      url: '/api/events',
      signal: controller.signal,
      accessToken: () => Promise.resolve('token'),
      onMessage: () => undefined,
      onUnauthorized: () => Promise.resolve(true),
    });
    expect(priorities).toEqual(['low']);
  });
});
