import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, signIn, signInAs } from '../../support/actors.ts';
import { createUser, defaultPassword } from '../../support/factories.ts';
import { createTestApp, type TestApp } from '../../support/test-app.ts';
import { post } from './feeds-world.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('reactions', () => {
  it('count exactly under 50 concurrent toggles, one per person', async () => {
    const sadmin = await signInAs(t, 'sadmin');
    // Each from an address of their own: one address may sign in only 20 times in 5 minutes.
    const people = await Promise.all(
      Array.from({ length: 50 }, async (_, i) => {
        const user = await createUser(t.database.db, {
          role: 'student',
          schoolId: sadmin.schoolId,
        });
        const session = await signIn(t.app, user.email, defaultPassword, `10.9.${i}.1`);
        return { api: api(t.app, session.accessToken) };
      }),
    );
    const p = await post(sadmin, { body: '<p>React!</p>' });
    const url = `/api/feeds/${p.id}/reaction`;
    // Everyone at once, some twice with another reaction: still one each.
    const first = await Promise.all([
      ...people.map((who) => who.api.put(url, { reaction: 'like' })),
      ...people.slice(0, 20).map((who) => who.api.put(url, { reaction: 'party' })),
    ]);
    expect(first.every((r) => r.statusCode === 200)).toBe(true);
    const after = (await sadmin.api.get(`/api/feeds/posts/${p.id}`)).json().reactions;
    expect(after.counts.like + after.counts.party).toBe(50);
    expect(after.mine).toBeNull();
    expect(after.recent).toHaveLength(10);

    // Half take theirs back at once (twice each): 25 remain.
    await Promise.all(
      people.slice(0, 25).flatMap((who) => [who.api.delete(url), who.api.delete(url)]),
    );
    const left = (await sadmin.api.get(`/api/feeds/posts/${p.id}`)).json().reactions;
    expect(Object.values(left.counts as Record<string, number>).reduce((a, b) => a + b, 0)).toBe(
      25,
    );
    const mine = await people[30]?.api.get(`/api/feeds/posts/${p.id}`);
    expect(['like', 'party']).toContain(mine?.json().reactions.mine);
  });

  it('reacts to comments too, and refuses an unknown reaction naming the field', async () => {
    const sadmin = await signInAs(t, 'sadmin');
    const student = await signInAs(t, 'student', { schoolId: sadmin.schoolId });
    const p = await post(sadmin, { body: '<p>Comment on me</p>' });
    const comment = (
      await student.api.post(`/api/feeds/posts/${p.id}/comments`, { text: 'First' })
    ).json();
    const reacted = await sadmin.api.put(`/api/feeds/${comment.id}/reaction`, { reaction: 'love' });
    expect(reacted.json()).toMatchObject({
      targetId: comment.id,
      reactions: { mine: 'love', counts: { love: 1 } },
    });
    const listed = (await student.api.get(`/api/feeds/posts/${p.id}/comments`)).json();
    expect(listed.items[0].reactions.counts.love).toBe(1);
    const bad = await sadmin.api.put(`/api/feeds/${p.id}/reaction`, { reaction: 'angry' });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().error.fieldCodes)).toEqual(['reaction']);
  });
});
