import { describe, expect, it } from 'vitest';
import { createMessageLoader } from '../../../src/modules/chat/message-loader.ts';
import type {
  MessagesRepository,
  MessageView,
} from '../../../src/modules/chat/messages.repository.ts';

/** A conversation held in memory; counts the reads the loader makes. */
function fakeRepository() {
  const stored: MessageView[] = [];
  let reads = 0;
  const view = (seq: number): MessageView => ({
    message: {
      id: `00000000-0000-4000-8000-${String(seq).padStart(12, '0')}`,
      conversationId: 'c',
      schoolId: 's',
      seq,
      authorId: 'a',
      text: `m${seq}`,
      images: [],
      replyToId: null,
      clientId: null,
      createdAt: new Date(0),
      editedAt: null,
      deletedAt: null,
      deletedBy: null,
    },
    author: { id: 'a', firstName: 'A', lastName: 'B', photo: null, role: 'editor' },
    deletedBy: null,
    reply: null,
  });
  const repo = {
    after: async (_c: string, afterSeq: number, limit: number) => {
      reads += 1;
      return stored.filter((v) => v.message.seq > afterSeq).slice(0, limit);
    },
    views: async () => [],
  } as unknown as MessagesRepository;
  return { repo, add: (seq: number) => stored.push(view(seq)), reads: () => reads };
}

describe('the message loader', () => {
  it('shares one read among the sockets asking for the same new message', async () => {
    const fake = fakeRepository();
    fake.add(1);
    const loader = createMessageLoader(fake.repo, () => 0);
    const pages = await Promise.all([1, 2, 3].map(() => loader.after('c', 0, 200, 1)));
    expect(pages.map((p) => p.map((m) => m.seq))).toEqual([[1], [1], [1]]);
    expect(fake.reads()).toBe(1);
  });

  it('reads again when the shared answer does not reach the message that asks', async () => {
    const fake = fakeRepository();
    const loader = createMessageLoader(fake.repo, () => 0);
    // A catch-up found nothing yet; a message stored just after must not be hidden by it.
    expect(await loader.after('c', 0, 200)).toEqual([]);
    fake.add(1);
    expect((await loader.after('c', 0, 200, 1)).map((m) => m.seq)).toEqual([1]);
    expect(fake.reads()).toBe(2);
  });

  it('forgets an answer after a second', async () => {
    const fake = fakeRepository();
    fake.add(1);
    let now = 0;
    const loader = createMessageLoader(fake.repo, () => now);
    await loader.after('c', 0, 200, 1);
    now = 1_000;
    await loader.after('c', 0, 200, 1);
    expect(fake.reads()).toBe(2);
  });
});
