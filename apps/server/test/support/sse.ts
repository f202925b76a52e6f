export type ReceivedEvent = { id?: string; event: string; data: unknown; at: number };

/** A minimal Server-Sent Events client over fetch, as the web console's reader works (token in the header). */
export function openEventStream(url: string, token: string, lastEventId?: string) {
  const events: ReceivedEvent[] = [];
  const controller = new AbortController();
  let status = 0;
  let ended = false;
  const done = (async () => {
    const response = await fetch(url, {
      headers: {
        'x-authorization': `Bearer ${token}`,
        ...(lastEventId ? { 'last-event-id': lastEventId } : {}),
      },
      signal: controller.signal,
    });
    status = response.status;
    if (!response.body) return;
    const decoder = new TextDecoder();
    let buffer = '';
    try {
      for await (const chunk of response.body) {
        buffer += decoder.decode(chunk as Uint8Array, { stream: true });
        let boundary: number;
        while ((boundary = buffer.indexOf('\n\n')) >= 0) {
          const block = buffer.slice(0, boundary);
          buffer = buffer.slice(boundary + 2);
          const fields: Record<string, string> = {};
          for (const line of block.split('\n')) {
            if (!line || line.startsWith(':')) continue;
            const colon = line.indexOf(':');
            fields[line.slice(0, colon)] = line.slice(colon + 1).trimStart();
          }
          if (fields.event && fields.data !== undefined) {
            events.push({
              id: fields.id,
              event: fields.event,
              data: JSON.parse(fields.data),
              at: performance.now(),
            });
          }
        }
      }
    } catch {
      // Aborted by the test.
    } finally {
      ended = true;
    }
  })().catch(() => {
    ended = true;
  });

  return {
    events,
    status: () => status,
    ended: () => ended,
    close: async () => {
      controller.abort();
      await done;
    },
    async waitFor(
      predicate: (events: ReceivedEvent[]) => boolean,
      timeoutMs = 5000,
    ): Promise<void> {
      const deadline = Date.now() + timeoutMs;
      while (!predicate(events)) {
        if (Date.now() > deadline)
          throw new Error(`timed out; received ${JSON.stringify(events.map((e) => e.event))}`);
        await new Promise((r) => setTimeout(r, 10));
      }
    },
  };
}
