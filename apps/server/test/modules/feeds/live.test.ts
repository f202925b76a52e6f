import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openEventStream } from '../../support/sse.ts';
import { createTestApp, type TestApp } from '../../support/test-app.ts';
import { feedWorld, post, type FeedWorld } from './feeds-world.ts';

let t: TestApp;
let w: FeedWorld;
let base: string;
beforeAll(async () => {
  t = await createTestApp({ eventsHeartbeatMs: 600_000 });
  await t.app.listen({ host: '127.0.0.1', port: 0 });
  const address = t.app.server.address();
  if (!address || typeof address === 'string') throw new Error('not listening');
  base = `http://127.0.0.1:${address.port}/api/events`;
  w = await feedWorld(t);
});
afterAll(() => t.close());

async function connected(token: string) {
  const stream = openEventStream(base, token);
  await stream.waitFor((events) => events.some((e) => e.event === 'counts'));
  return stream;
}
const itemIds = (stream: Awaited<ReturnType<typeof connected>>) =>
  stream.events.filter((e) => e.event === 'feeds.item').map((e) => (e.data as { id: string }).id);

describe('the feed over the event stream', () => {
  it('carries new posts, comments and reaction counts to those who may read them', async () => {
    const streams = {
      staff: await connected(w.editor.token),
      enrolled: await connected(w.student.token),
      outsider: await connected(w.outsider.token),
      tutor: await connected(w.tutor.token),
    };
    try {
      const staffPost = await post(w.sadmin, { body: '<p>Staff</p>', audience: 'staff' });
      const classPost = await post(w.sadmin, {
        body: '<p>Class</p>',
        audience: `class:${w.klass.id}`,
      });
      // Last, to everyone: once it has arrived, whatever came before it has too (one ordered stream).
      const open = await post(w.sadmin, { body: '<p>All</p>' });
      for (const stream of Object.values(streams))
        await stream.waitFor((events) =>
          events.some((e) => e.event === 'feeds.item' && (e.data as { id: string }).id === open.id),
        );
      expect(itemIds(streams.staff)).toEqual([staffPost.id, classPost.id, open.id]);
      expect(itemIds(streams.enrolled)).toEqual([classPost.id, open.id]);
      expect(itemIds(streams.outsider)).toEqual([open.id]);
      expect(itemIds(streams.tutor)).toEqual([classPost.id, open.id]);

      await w.student.api.post(`/api/feeds/posts/${open.id}/comments`, { text: 'Hello' });
      await w.tutor.api.put(`/api/feeds/${open.id}/reaction`, { reaction: 'party' });
      await streams.outsider.waitFor((events) => events.some((e) => e.event === 'feeds.reaction'));
      expect(streams.outsider.events.find((e) => e.event === 'feeds.comment')?.data).toMatchObject({
        postId: open.id,
        commentCount: 1,
      });
      expect(streams.outsider.events.find((e) => e.event === 'feeds.reaction')?.data).toMatchObject(
        { postId: open.id, targetId: open.id, counts: { party: 1 } },
      );
      // Activity about the staff's wallet never reaches a student's stream.
      expect(
        streams.enrolled.events.some(
          (e) =>
            e.event.startsWith('feeds.') && (e.data as { audience: string }).audience === 'staff',
        ),
      ).toBe(false);
    } finally {
      for (const stream of Object.values(streams)) await stream.close();
    }
  });
});
