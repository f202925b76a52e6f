import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { feedItems } from '../../../src/modules/feeds/feeds.table.ts';
import { createClass } from '../../support/factories.ts';
import { createTestApp, type TestApp } from '../../support/test-app.ts';
import { card } from '../../security/world.ts';
import { feedOf, feedWorld, type FeedWorld } from './feeds-world.ts';

let t: TestApp;
let w: FeedWorld;
beforeAll(async () => {
  t = await createTestApp();
  w = await feedWorld(t);
});
afterAll(() => t.close());

type Activity = {
  kind: string;
  type?: string;
  params?: object;
  link?: string | null;
  byYou?: boolean;
};
const activity = async (who: FeedWorld['sadmin']) =>
  (await feedOf(who, `?kind=activity&limit=50&schoolId=${w.schoolId}`)).items as Activity[];

describe('activity in the feed', () => {
  it('records what other modules do, each with its audience and link', async () => {
    // A tutor's proposal approved, then cancelled.
    const proposal = await createClass(t.database.db, w.tutor, {
      schoolId: w.schoolId,
      title: 'Chess club',
    });
    expect(
      (await w.sadmin.api.post(`/api/classes/${proposal.id}/approve`, {})).statusCode,
    ).toBeLessThan(300);
    const approved = (await activity(w.outsider)).find((a) => a.type === 'class_approved');
    expect(approved).toMatchObject({
      params: { title: 'Chess club' },
      link: `/manage-classes/${proposal.id}`,
    });
    expect(
      (await w.sadmin.api.post(`/api/classes/${proposal.id}/cancel`, { reason: 'No room' }))
        .statusCode,
    ).toBeLessThan(300);
    // The cancellation is the class's business: its tutor and staff, not other students.
    expect((await activity(w.tutor)).some((a) => a.type === 'class_cancelled')).toBe(true);
    expect((await activity(w.outsider)).some((a) => a.type === 'class_cancelled')).toBe(false);

    // An import of two students: the staff hear of it, students do not.
    const domain = `${randomUUID().slice(0, 8)}.example.test`;
    const csv = [
      'First Name,last_name,Email',
      `Ann,One,ann@${domain}`,
      `Bob,Two,bob@${domain}`,
    ].join('\n');
    const imported = await w.sadmin.api.post('/api/students/import?dryRun=false', csv, {
      headers: { 'content-type': 'text/csv' },
    });
    expect(imported.statusCode).toBeLessThan(300);
    expect((await activity(w.editor)).find((a) => a.type === 'students_imported')).toMatchObject({
      params: { count: 2 },
      link: '/manage-students',
    });
    expect((await activity(w.student)).some((a) => a.type === 'students_imported')).toBe(false);

    // A topic answered and its answer accepted.
    const topic = await w.student.api.post('/api/topics', {
      title: 'How do I castle?',
      body: '<p>Which way?</p>',
    });
    const answer = await w.tutor.api.post(`/api/topics/${topic.json().id}/answers`, {
      body: '<p>King two squares.</p>',
      schoolId: w.schoolId,
    });
    expect(answer.statusCode).toBe(201);
    await w.student.api.post(`/api/answers/${answer.json().id}/accept`);
    const types = (await activity(w.outsider)).map((a) => a.type);
    expect(types).toEqual(expect.arrayContaining(['topic_answered', 'topic_accepted']));
    // Each reader learns whether the act was theirs, so it can read "You answered …".
    const answered = async (who: FeedWorld['sadmin']) =>
      (await activity(who)).find((a) => a.type === 'topic_answered');
    expect(await answered(w.tutor)).toMatchObject({ byYou: true });
    expect(await answered(w.student)).toMatchObject({ byYou: false });
    expect(await answered(w.outsider)).toMatchObject({ byYou: false });
    const accepted = (await activity(w.student)).find((a) => a.type === 'topic_accepted');
    expect(accepted).toMatchObject({ byYou: true });

    // A wallet top-up reaches the staff only.
    const topUp = await w.sadmin.api.post(
      '/api/wallet/top-ups',
      { credits: 100, card },
      { headers: { 'idempotency-key': randomUUID() } },
    );
    expect(topUp.statusCode).toBe(201);
    expect((await activity(w.editor)).find((a) => a.type === 'wallet_topped_up')).toMatchObject({
      params: { credits: 100 },
    });
    expect((await activity(w.student)).some((a) => a.type === 'wallet_topped_up')).toBe(false);
    expect((await activity(w.tutor)).some((a) => a.type === 'wallet_topped_up')).toBe(false);

    // A school event for everyone, and one for the staff alone.
    const event = async (title: string, audience: string) => {
      const made = await w.sadmin.api.post('/api/calendar/events', {
        title,
        audience,
        start: '2031-03-03T09:00:00Z',
        end: '2031-03-03T10:00:00Z',
        force: true,
      });
      expect(made.statusCode, made.body).toBe(201);
      return made.json<{ id: string }>().id;
    };
    const fair = await event('Science fair', 'school');
    await event('Staff training', 'staff');
    const seenByStudent = (await activity(w.student)).filter((a) => a.type === 'event_created');
    expect(seenByStudent).toEqual([
      expect.objectContaining({
        params: { title: 'Science fair' },
        link: `/calendar?event=${fair}`,
      }),
    ]);
    const seenByEditor = (await activity(w.editor)).filter((a) => a.type === 'event_created');
    expect(seenByEditor.map((a) => a.params)).toEqual(
      expect.arrayContaining([{ title: 'Science fair' }, { title: 'Staff training' }]),
    );
  });

  it('exists exactly when the change does: a failed change leaves no item', async () => {
    const marker = randomUUID();
    await expect(
      t.database.db.transaction(async (tx) => {
        await t.app.services.feeds.recordActivity(tx, {
          schoolId: w.schoolId,
          type: 'event_created',
          params: { title: marker },
          link: '/calendar',
        });
        throw new Error('the change failed after recording its activity');
      }),
    ).rejects.toThrow('the change failed');
    const rows = await t.database.db
      .select()
      .from(feedItems)
      .where(eq(feedItems.schoolId, w.schoolId));
    expect(rows.some((r) => JSON.stringify(r.params).includes(marker))).toBe(false);

    // Through a module: an import refused for a taken e-mail records nothing either.
    const before = (await activity(w.sadmin)).filter((a) => a.type === 'students_imported');
    const taken = await w.sadmin.api.post(
      '/api/students/import?dryRun=false',
      ['First Name,last_name,Email', `Cy,Three,${w.student.user.email}`].join('\n'),
      { headers: { 'content-type': 'text/csv' } },
    );
    expect(taken.statusCode).toBeGreaterThanOrEqual(400);
    const after = (await activity(w.sadmin)).filter((a) => a.type === 'students_imported');
    expect(after).toHaveLength(before.length);
  });
});
