import type { ChatMessage } from '@school/shared/chat/chat.contract';
import { toMessage } from './chat-mappers.ts';
import type { MessagesRepository } from './messages.repository.ts';

const keepMs = 1_000;

/**
 * Reads messages for this instance's sockets. When a message goes out, every member's socket
 * on the instance asks for the same rows at once: they share one query, and its answer is kept
 * for a second for those that ask a moment later.
 */
export function createMessageLoader(repo: MessagesRepository, now: () => number = Date.now) {
  const found = new Map<string, { at: number; value: Promise<ChatMessage[]> }>();

  function shared(key: string, load: () => Promise<ChatMessage[]>): Promise<ChatMessage[]> {
    const at = now();
    const hit = found.get(key);
    if (hit && at - hit.at < keepMs) return hit.value;
    if (found.size > 5_000) {
      for (const [k, v] of found) if (at - v.at >= keepMs) found.delete(k);
    }
    const value = load();
    found.set(key, { at, value });
    value.catch(() => found.delete(key));
    return value;
  }

  return {
    /**
     * Messages after a seq, oldest first. A shared answer serves only if it reaches `upTo` (the
     * live message that asked) or is a full page; a catch-up passes nothing and reads afresh.
     */
    async after(
      conversationId: string,
      afterSeq: number,
      limit: number,
      upTo?: number,
    ): Promise<ChatMessage[]> {
      const key = `a:${conversationId}:${afterSeq}:${limit}`;
      const hit = upTo === undefined ? undefined : found.get(key);
      if (hit && now() - hit.at < keepMs) {
        const page = await hit.value.catch(() => []);
        if (page.length === limit || (page.at(-1)?.seq ?? -1) >= (upTo ?? Infinity)) return page;
      }
      found.delete(key);
      return shared(key, async () =>
        (await repo.after(conversationId, afterSeq, limit)).map(toMessage),
      );
    },
    /** One message as it reads now (after an edit or deletion). */
    async one(id: string, version: string): Promise<ChatMessage | undefined> {
      const [message] = await shared(`m:${id}:${version}`, async () =>
        (await repo.views([id])).map(toMessage),
      );
      return message;
    },
  };
}
export type MessageLoader = ReturnType<typeof createMessageLoader>;
