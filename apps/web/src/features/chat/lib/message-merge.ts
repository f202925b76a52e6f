/**
 * The one place where history pages and live frames meet: a message is known by its id, and each
 * conversation orders its messages by their sequence number. A page fetched after a frame, a
 * frame replayed after a reconnect, or the same message in two pages never shows twice.
 */
type Versioned = {
  id: string;
  seq: number;
  editedAt?: string | null;
  deletedAt?: string | null;
};

/** Which of two copies of one message is the newer: a deletion, then the later edit, wins. */
function newer<T extends Versioned>(known: T, incoming: T): T {
  if (known.deletedAt && !incoming.deletedAt) return known;
  if (incoming.deletedAt && !known.deletedAt) return incoming;
  const knownEdit = known.editedAt ? Date.parse(known.editedAt) : 0;
  const incomingEdit = incoming.editedAt ? Date.parse(incoming.editedAt) : 0;
  return incomingEdit >= knownEdit ? incoming : known;
}

/** Both lists as one, each message once (its newest copy), in sequence order. */
export function mergeMessages<T extends Versioned>(
  known: readonly T[],
  incoming: readonly T[],
): T[] {
  const byId = new Map<string, T>();
  for (const message of known) byId.set(message.id, message);
  for (const message of incoming) {
    const had = byId.get(message.id);
    byId.set(message.id, had ? newer(had, message) : message);
  }
  return [...byId.values()].sort((a, b) => a.seq - b.seq);
}

/** The highest sequence number known, which a reconnecting socket resumes after. */
export function lastSeq(messages: readonly { seq: number }[]): number {
  let last = 0;
  for (const message of messages) if (message.seq > last) last = message.seq;
  return last;
}

/**
 * History as the infinite query keeps it: pages newest first, each page's items newest first
 * (the API's order). A live message joins the newest page; an edit or deletion replaces the copy
 * wherever it is.
 */
export type MessagePages<T> = {
  pages: { items: T[]; nextBefore?: string | null }[];
  pageParams: unknown[];
};

export function applyLiveMessage<T extends Versioned, D extends MessagePages<T>>(
  data: D | undefined,
  message: T,
): D | undefined {
  if (!data || data.pages.length === 0) return data;
  let replaced = false;
  const pages = data.pages.map((page) => {
    if (!page.items.some((m) => m.id === message.id)) return page;
    replaced = true;
    return { ...page, items: page.items.map((m) => (m.id === message.id ? newer(m, message) : m)) };
  });
  if (!replaced) {
    const [first, ...rest] = pages;
    if (!first) return data;
    const items = mergeMessages(first.items, [message]).reverse();
    return { ...data, pages: [{ ...first, items }, ...rest] };
  }
  return { ...data, pages };
}

/** Every message of the loaded pages, oldest first, once each. */
export function flattenPages<T extends Versioned>(data: MessagePages<T> | undefined): T[] {
  if (!data) return [];
  return mergeMessages(
    [],
    data.pages.flatMap((page) => page.items),
  );
}
