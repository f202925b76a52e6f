import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, signIn } from '../../support/actors.ts';
import { createSubject } from '../../support/factories.ts';
import { createTestApp, type TestApp } from '../../support/test-app.ts';
import { answer, ask, question, topicsSchool, type TopicsSchool } from './topics-world.ts';

let t: TestApp;
let s: TopicsSchool;
beforeAll(async () => {
  t = await createTestApp();
  s = await topicsSchool(t);
});
afterAll(() => t.close());

type Item = { id: string; title: string; excerpt: string; tags: string[]; isFavourite: boolean };
const titles = (body: { items: Item[] }) => body.items.map((i) => i.title);

describe('asking and listing', () => {
  it('stores a question with lower-case tags, a plain excerpt and zero counts', async () => {
    const subject = await createSubject(t.database.db, { name: 'Maths' });
    const response = await s.student.api.post('/api/topics', {
      ...question('Excerpts are plain'),
      body: `<h2>Heading</h2><p>${'word '.repeat(80)}</p>`,
      subjectId: subject.id,
    });
    expect(response.statusCode).toBe(201);
    const topic = response.json();
    expect(topic).toMatchObject({
      title: 'Excerpts are plain',
      tags: ['algebra', 'homework'],
      status: 'open',
      subject: { id: subject.id, name: 'Maths' },
      counts: { answers: 0, votes: 0, views: 0 },
      author: { id: s.student.userId, role: 'student' },
      editedAt: null,
      can: { edit: true, delete: true, answer: true, close: false, moderate: false },
    });
    const listed = (await s.student.api.get('/api/topics?q=excerpts')).json();
    const item = listed.items.find((i: Item) => i.id === topic.id);
    expect(item.excerpt.startsWith('Heading word word')).toBe(true);
    expect(item.excerpt.length).toBeLessThanOrEqual(200);
    expect(item.excerpt).not.toContain('<');
  });

  it('refuses bad input with 400 naming the field', async () => {
    const cases: [object, string, string][] = [
      [{ ...question('Four') }, 'title', 'too_short'],
      [{ ...question(), title: 'x'.repeat(151) }, 'title', 'too_long'],
      [{ ...question(), body: '<script>alert(1)</script>' }, 'body', 'required'],
      [{ ...question(), tags: ['a', 'b', 'c', 'd', 'e', 'f'] }, 'tags', 'too_many'],
      [{ ...question(), tags: ['no spaces!'] }, 'tags.0', 'invalid_format'],
      [{ ...question(), subjectId: crypto.randomUUID() }, 'subjectId', 'not_found'],
    ];
    for (const [body, field, code] of cases) {
      const response = await s.student.api.post('/api/topics', body);
      expect(response.statusCode, field).toBe(400);
      expect(Object.keys(response.json().error.fieldCodes ?? {})).toContain(field);
      expect(response.json().error.fieldCodes[field], JSON.stringify(response.json())).toBe(code);
    }
  });

  it('searches title and body, ranked, and filters by tag, subject, status and scope', async () => {
    const own = await topicsSchool(t);
    const subject = await createSubject(t.database.db, { name: 'Chemistry' });
    const a = await ask(own.student, {
      ...question('Balancing redox equations'),
      subjectId: subject.id,
      tags: ['chemistry'],
    });
    t.clock.advance(1000);
    const b = await ask(own.classmate, {
      ...question('Essay structure'),
      body: '<p>How do I structure a redox essay?</p>',
      tags: ['english'],
    });
    t.clock.advance(1000);
    await ask(own.sadmin, question('Unrelated thing'));
    t.clock.advance(1000);
    await answer(own.tutor, b.id);

    const search = (await own.student.api.get('/api/topics?q=redo')).json();
    // The title match outranks the body match; both are found by the prefix.
    expect(search.items.map((i: Item) => i.id)).toEqual([a.id, b.id]);
    expect(titles((await own.student.api.get('/api/topics?tag=Chemistry')).json())).toEqual([
      'Balancing redox equations',
    ]);
    expect(
      titles((await own.student.api.get(`/api/topics?subjectId=${subject.id}`)).json()),
    ).toEqual(['Balancing redox equations']);
    expect(titles((await own.student.api.get('/api/topics?scope=mine')).json())).toEqual([
      'Balancing redox equations',
    ]);
    // Activity: the answered topic moved to the top.
    expect(titles((await own.student.api.get('/api/topics')).json())[0]).toBe('Essay structure');
    expect(titles((await own.student.api.get('/api/topics?sort=newest')).json())[0]).toBe(
      'Unrelated thing',
    );
    expect(titles((await own.student.api.get('/api/topics?sort=unanswered')).json())).toEqual([
      'Balancing redox equations',
      'Unrelated thing',
    ]);
    const answeredByTutor = await own.tutor.api.get(
      `/api/topics?scope=answered_by_me&schoolId=${own.schoolId}`,
    );
    expect(answeredByTutor.statusCode, answeredByTutor.body).toBe(200);
    const mine = answeredByTutor.json();
    expect(mine.items).toMatchObject([{ id: b.id, myAnswer: { score: 0, accepted: false } }]);
    expect((await own.student.api.get('/api/topics?status=answered')).json().total).toBe(0);
    expect((await own.student.api.get('/api/topics?sort=sideways')).statusCode).toBe(400);
    expect((await own.student.api.get('/api/topics?scope=everything')).statusCode).toBe(400);
  });

  it('completes the word being typed from its own school’s words, including edited ones', async () => {
    const own = await topicsSchool(t);
    const other = await topicsSchool(t);
    await ask(other.student, { ...question('Photosynthetic pigments'), tags: [] });
    const mine = await ask(own.student, { ...question('Leaf colours'), tags: [] });
    const found = async (q: string) =>
      titles((await own.student.api.get(`/api/topics?q=${encodeURIComponent(q)}`)).json());
    // Another school's word completes nothing here, and a prefix no word starts finds nothing.
    expect(await found('photo')).toEqual([]);
    expect(await found('leaf colo')).toEqual(['Leaf colours']);
    expect(await found('leaf colx')).toEqual([]);
    const edited = await own.student.api.patch(`/api/topics/${mine.id}`, {
      body: '<p>Why are chlorophyll pigments green?</p>',
    });
    expect(edited.statusCode).toBe(200);
    expect(await found('chloro')).toEqual(['Leaf colours']);
    expect(await found('pigments gre')).toEqual(['Leaf colours']);
  });

  it('finds a topic by its subject’s name and its tags, and follows a change of either', async () => {
    const own = await topicsSchool(t);
    const astronomy = await createSubject(t.database.db, { name: 'Astronomy' });
    const optics = await createSubject(t.database.db, { name: 'Optics' });
    const topic = await ask(own.student, {
      ...question('Why is the sky dark at night?'),
      body: '<p>Olbers asked it first.</p>',
      tags: ['cosmology'],
      subjectId: astronomy.id,
    });
    await ask(own.student, { ...question('Unrelated thing'), tags: [] });
    const found = async (q: string) =>
      titles((await own.student.api.get(`/api/topics?q=${encodeURIComponent(q)}`)).json());
    expect(await found('astronomy')).toEqual(['Why is the sky dark at night?']);
    expect(await found('astro')).toEqual(['Why is the sky dark at night?']);
    expect(await found('cosmology')).toEqual(['Why is the sky dark at night?']);
    expect(await found('astronomy night')).toEqual(['Why is the sky dark at night?']);
    expect(await found('astronomy unrelated')).toEqual([]);
    const moved = await own.student.api.patch(`/api/topics/${topic.id}`, {
      subjectId: optics.id,
      tags: ['light-years'],
    });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(await found('astronomy')).toEqual([]);
    expect(await found('cosmology')).toEqual([]);
    expect(await found('optic')).toEqual(['Why is the sky dark at night?']);
    expect(await found('light years')).toEqual(['Why is the sky dark at night?']);
  });

  it('favourites toggle and make their own list', async () => {
    const topic = await ask(s.sadmin, question('Favourite me please'));
    expect((await s.student.api.put(`/api/topics/${topic.id}/favourite`)).json()).toEqual({
      topicId: topic.id,
      isFavourite: true,
    });
    expect((await s.student.api.put(`/api/topics/${topic.id}/favourite`)).statusCode).toBe(200);
    const favourites = (await s.student.api.get('/api/topics?scope=favourites')).json();
    expect(favourites.items).toMatchObject([{ id: topic.id, isFavourite: true }]);
    await s.student.api.delete(`/api/topics/${topic.id}/favourite`);
    expect((await s.student.api.get('/api/topics?scope=favourites')).json().total).toBe(0);
  });
});

describe('views, edits and deletion', () => {
  it('lets only the author edit, marks it edited and keeps the last 20 earlier texts', async () => {
    const topic = await ask(s.student);
    expect(
      (await s.classmate.api.patch(`/api/topics/${topic.id}`, { title: 'Not my question' }))
        .statusCode,
    ).toBe(403);
    for (let i = 0; i < 22; i += 1) {
      t.clock.advance(1000);
      const response = await s.student.api.patch(`/api/topics/${topic.id}`, {
        body: `<p>Version ${i}</p>`,
        tags: ['Edited'],
      });
      expect(response.statusCode).toBe(200);
    }
    const now = (await s.student.api.get(`/api/topics/${topic.id}`)).json();
    expect(now).toMatchObject({ body: '<p>Version 21</p>', tags: ['edited'] });
    expect(now.editedAt).not.toBeNull();
    const { topicRevisions } = await import('../../../src/modules/topics/topics.table.ts');
    const { eq } = await import('drizzle-orm');
    const kept = await t.database.db
      .select()
      .from(topicRevisions)
      .where(eq(topicRevisions.topicId, topic.id));
    expect(kept).toHaveLength(20);
    expect(kept.map((r) => r.bodyHtml)).toContain('<p>Version 20</p>');
    expect(kept.map((r) => r.bodyHtml)).not.toContain('<p>Version 0</p>');
  });

  it('deletes only the author’s unanswered question; an answered one answers 409 with a message', async () => {
    const lonely = await ask(s.student);
    expect((await s.classmate.api.delete(`/api/topics/${lonely.id}`)).statusCode).toBe(403);
    expect((await s.student.api.delete(`/api/topics/${lonely.id}`)).statusCode).toBe(204);
    expect((await s.student.api.get(`/api/topics/${lonely.id}`)).statusCode).toBe(404);

    const answered = await ask(s.student);
    await answer(s.classmate, answered.id);
    const refused = await s.student.api.delete(`/api/topics/${answered.id}`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.message).toMatch(/has answers/);
    expect(
      (await s.sadmin.api.post(`/api/topics/${answered.id}/hide`, { reason: 'Off topic' }))
        .statusCode,
    ).toBe(200);
  });
  it('counts a view once per user per topic per day', async () => {
    const topic = await ask(s.student);
    const views = async (who = s.classmate) =>
      (await who.api.get(`/api/topics/${topic.id}`)).json().counts.views;
    expect(await views()).toBe(1);
    expect(await views()).toBe(1);
    expect(await views(s.editor)).toBe(2);
    t.clock.advance(24 * 60 * 60 * 1000);
    // A new day, and a new session (the old access token has expired meanwhile).
    const next = await signIn(t.app, s.classmate.user.email);
    const nextDay = await s.classmate.api.get(`/api/topics/${topic.id}`, {
      headers: bearer(next.accessToken),
    });
    expect(nextDay.json().counts.views).toBe(3);
  });
});
