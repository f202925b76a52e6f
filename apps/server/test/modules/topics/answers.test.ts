import { inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../../src/modules/audit/audit.table.ts';
import { api, signIn, signInAs, type Actor } from '../../support/actors.ts';
import { createUser, defaultPassword } from '../../support/factories.ts';
import { createTestApp, type TestApp } from '../../support/test-app.ts';
import { answer, ask, question, topicsSchool, type TopicsSchool } from './topics-world.ts';

let t: TestApp;
let s: TopicsSchool;
beforeAll(async () => {
  t = await createTestApp();
  s = await topicsSchool(t);
});
afterAll(() => t.close());

type Notice = { type: string; url: string; message: string };
const notices = async (who: Actor): Promise<Notice[]> =>
  (await who.api.get('/api/notifications?pageSize=100')).json().items;

describe('who may do what', () => {
  it('a student asks and answers in their school', async () => {
    const topic = await ask(s.student);
    expect(
      (await s.classmate.api.post(`/api/topics/${topic.id}/answers`, { body: 'Yes' })).statusCode,
    ).toBe(201);
  });

  it('a tutor answers only where they teach an approved class, and never asks', async () => {
    const topic = await ask(s.student);
    expect(
      (await s.tutor.api.post(`/api/topics/${topic.id}/answers`, { body: 'Try this' })).statusCode,
    ).toBe(201);
    expect(
      (await s.tutor.api.post('/api/topics', { ...question(), schoolId: s.schoolId })).statusCode,
    ).toBe(403);
    expect((await s.tutor.api.get(`/api/topics?schoolId=${s.schoolId}`)).statusCode).toBe(200);
    expect((await s.tutor.api.get('/api/topics')).json().error.fieldCodes).toEqual({
      schoolId: 'required',
    });

    const elsewhere = await topicsSchool(t);
    const foreign = await ask(elsewhere.student);
    expect(
      (await s.tutor.api.post(`/api/topics/${foreign.id}/answers`, { body: 'Hi' })).statusCode,
    ).toBe(404);
    expect((await s.tutor.api.get(`/api/topics/${foreign.id}`)).statusCode).toBe(404);
    expect((await s.tutor.api.get(`/api/topics?schoolId=${elsewhere.schoolId}`)).statusCode).toBe(
      404,
    );
  });

  it('the platform admin reads any school but takes no part', async () => {
    const admin = await signInAs(t, 'admin');
    const topic = await ask(s.student);
    expect((await admin.api.get(`/api/topics?schoolId=${s.schoolId}`)).statusCode).toBe(200);
    expect((await admin.api.get(`/api/topics/${topic.id}`)).json().can).toMatchObject({
      answer: false,
      accept: false,
      moderate: false,
    });
    expect(
      (await admin.api.post('/api/topics', { ...question(), schoolId: s.schoolId })).statusCode,
    ).toBe(403);
    expect(
      (await admin.api.post(`/api/topics/${topic.id}/answers`, { body: 'x' })).statusCode,
    ).toBe(403);
    expect(
      (await admin.api.post(`/api/topics/${topic.id}/hide`, { reason: 'No way' })).statusCode,
    ).toBe(403);
    expect((await admin.api.put(`/api/topics/${topic.id}/favourite`)).statusCode).toBe(403);
  });

  it('sadmin and editor ask, answer and hide; only the school admin closes and reopens', async () => {
    for (const staff of [s.sadmin, s.editor]) {
      const topic = await ask(staff);
      await answer(staff === s.sadmin ? s.editor : s.sadmin, topic.id);
      expect(
        (await staff.api.post(`/api/topics/${topic.id}/hide`, { reason: 'Duplicate' })).statusCode,
      ).toBe(200);
    }
    const topic = await ask(s.student);
    expect(
      (await s.editor.api.post(`/api/topics/${topic.id}/close`, { reason: 'Done' })).statusCode,
    ).toBe(403);
    expect(
      (await s.student.api.post(`/api/topics/${topic.id}/hide`, { reason: 'Mine' })).statusCode,
    ).toBe(403);
    expect(
      (await s.sadmin.api.post(`/api/topics/${topic.id}/close`, { reason: 'x' })).json().error
        .fieldCodes,
    ).toEqual({ reason: 'too_short' });
    const closed = await s.sadmin.api.post(`/api/topics/${topic.id}/close`, {
      reason: 'Resolved in class',
    });
    expect(closed.json()).toMatchObject({
      status: 'closed',
      closed: { reason: 'Resolved in class' },
    });
    const refused = await s.classmate.api.post(`/api/topics/${topic.id}/answers`, { body: 'Late' });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.message).toMatch(/closed/);
    const reopened = await s.sadmin.api.post(`/api/topics/${topic.id}/reopen`, {
      reason: 'More to say',
    });
    expect(reopened.json()).toMatchObject({ status: 'open', closed: null });
    expect(
      (await s.classmate.api.post(`/api/topics/${topic.id}/answers`, { body: 'Now' })).statusCode,
    ).toBe(201);
  });
});

describe('answers, acceptance and notifications', () => {
  it('tells the asker and the followers of a new answer, and the answerer of acceptance', async () => {
    const topic = await ask(s.student, question('Who gets told about answers?'));
    await s.classmate.api.put(`/api/topics/${topic.id}/favourite`);
    const a = await answer(s.tutor, topic.id);
    for (const who of [s.student, s.classmate]) {
      expect(await notices(who)).toContainEqual(
        expect.objectContaining({ type: 'topic_answered', url: `/manage-topics/${topic.id}` }),
      );
    }
    const accepted = await s.student.api.post(`/api/answers/${a.id}/accept`);
    expect(accepted.json()).toMatchObject({ status: 'answered', acceptedAnswerId: a.id });
    const told = (await notices(s.tutor)).find((n) => n.type === 'topic_answer_accepted');
    expect(told?.message).toContain('Who gets told about answers?');
  });

  it('accepting another answer moves the mark; only the asker or the school admin accepts', async () => {
    const topic = await ask(s.student);
    const first = await answer(s.tutor, topic.id);
    const second = await answer(s.editor, topic.id);
    expect((await s.classmate.api.post(`/api/answers/${first.id}/accept`)).statusCode).toBe(403);
    expect((await s.editor.api.post(`/api/answers/${first.id}/accept`)).statusCode).toBe(403);
    await s.student.api.post(`/api/answers/${first.id}/accept`);
    await s.classmate.api.put(`/api/answers/${second.id}/vote`);
    await s.sadmin.api.post(`/api/answers/${second.id}/accept`);
    const list = (await s.student.api.get(`/api/topics/${topic.id}/answers`)).json();
    expect(list.items.map((i: { id: string; accepted: boolean }) => [i.id, i.accepted])).toEqual([
      [second.id, true],
      [first.id, false],
    ]);
  });

  it('lists answers accepted first, then by votes, then oldest first', async () => {
    const topic = await ask(s.student);
    const a = await answer(s.tutor, topic.id, '<p>A</p>');
    t.clock.advance(1000);
    const b = await answer(s.editor, topic.id, '<p>B</p>');
    t.clock.advance(1000);
    const c = await answer(s.sadmin, topic.id, '<p>C</p>');
    await s.classmate.api.put(`/api/answers/${c.id}/vote`);
    await s.student.api.post(`/api/answers/${b.id}/accept`);
    const ids = (await s.classmate.api.get(`/api/topics/${topic.id}/answers`))
      .json()
      .items.map((i: { id: string }) => i.id);
    expect(ids).toEqual([b.id, c.id, a.id]);
  });

  it('lets only the author edit an answer, marking it edited', async () => {
    const topic = await ask(s.student);
    const a = await answer(s.classmate, topic.id);
    expect(
      (await s.student.api.patch(`/api/answers/${a.id}`, { body: '<p>Mine now</p>' })).statusCode,
    ).toBe(403);
    const edited = await s.classmate.api.patch(`/api/answers/${a.id}`, { body: '<p>Better</p>' });
    expect(edited.json()).toMatchObject({ body: '<p>Better</p>' });
    expect(edited.json().editedAt).not.toBeNull();
  });
});

describe('votes', () => {
  it('toggles one +1 per user, refuses one’s own answer, and keeps the topic’s sum', async () => {
    const topic = await ask(s.student);
    const a = await answer(s.tutor, topic.id);
    expect((await s.tutor.api.put(`/api/answers/${a.id}/vote`)).statusCode).toBe(403);
    expect((await s.student.api.put(`/api/answers/${a.id}/vote`)).json()).toEqual({
      answerId: a.id,
      score: 1,
      hasVoted: true,
    });
    expect((await s.student.api.put(`/api/answers/${a.id}/vote`)).json().score).toBe(1);
    expect((await s.classmate.api.put(`/api/answers/${a.id}/vote`)).json().score).toBe(2);
    expect((await s.student.api.delete(`/api/answers/${a.id}/vote`)).json()).toEqual({
      answerId: a.id,
      score: 1,
      hasVoted: false,
    });
    expect((await s.student.api.delete(`/api/answers/${a.id}/vote`)).json().score).toBe(1);
    expect((await s.student.api.get(`/api/topics/${topic.id}`)).json().counts.votes).toBe(1);
  });

  it('counts 50 concurrent votes exactly', async () => {
    const topic = await ask(s.student);
    const a = await answer(s.tutor, topic.id);
    const voters = [];
    // One address each: the sign-in limiter would stop 50 sign-ins from one.
    for (let i = 0; i < 50; i += 1) {
      const user = await createUser(t.database.db, { role: 'student', schoolId: s.schoolId });
      const session = await signIn(t.app, user.email, defaultPassword, `10.9.0.${i + 1}`);
      voters.push({ api: api(t.app, session.accessToken) });
    }
    const results = await Promise.all(voters.map((v) => v.api.put(`/api/answers/${a.id}/vote`)));
    expect(results.map((r) => r.statusCode)).toEqual(Array(50).fill(200));
    // Half of them again, and half take theirs back, all at once.
    await Promise.all(
      voters.map((v, i) =>
        i % 2 === 0
          ? v.api.put(`/api/answers/${a.id}/vote`)
          : v.api.delete(`/api/answers/${a.id}/vote`),
      ),
    );
    const answers = (await s.student.api.get(`/api/topics/${topic.id}/answers`)).json();
    expect(answers.items[0].score).toBe(25);
    expect((await s.student.api.get(`/api/topics/${topic.id}`)).json().counts.votes).toBe(25);
  });
});

describe('moderation', () => {
  it('hides a topic or an answer with a reason: staff see it greyed, others not at all', async () => {
    const topic = await ask(s.student, question('Hidden question here'));
    const a = await answer(s.tutor, topic.id);
    await s.classmate.api.put(`/api/answers/${a.id}/vote`);
    await s.student.api.post(`/api/answers/${a.id}/accept`);
    const hidden = await s.editor.api.post(`/api/answers/${a.id}/hide`, { reason: 'Rude words' });
    expect(hidden.json().hidden).toMatchObject({ reason: 'Rude words' });
    const afterAnswer = (await s.student.api.get(`/api/topics/${topic.id}`)).json();
    expect(afterAnswer).toMatchObject({
      status: 'open',
      acceptedAnswerId: null,
      counts: { answers: 0, votes: 0 },
    });
    const forStudent = await s.student.api.get(`/api/topics/${topic.id}/answers`);
    expect(forStudent.json().total, forStudent.body).toBe(0);
    expect((await s.sadmin.api.get(`/api/topics/${topic.id}/answers`)).json().items).toMatchObject([
      { id: a.id, hidden: { reason: 'Rude words' } },
    ]);
    expect((await s.student.api.put(`/api/answers/${a.id}/vote`)).statusCode).toBe(404);

    await s.sadmin.api.post(`/api/topics/${topic.id}/hide`, { reason: 'Spam' });
    expect((await s.classmate.api.get(`/api/topics/${topic.id}`)).statusCode).toBe(404);
    expect((await s.classmate.api.get('/api/topics?q=hidden')).json().total).toBe(0);
    const seen = (await s.editor.api.get('/api/topics?q=hidden')).json();
    expect(seen.items).toMatchObject([{ id: topic.id, hidden: { reason: 'Spam' } }]);
    const audit = await t.database.db
      .select({ action: auditLog.action })
      .from(auditLog)
      .where(inArray(auditLog.target, [topic.id, a.id]));
    expect(audit.map((r) => r.action)).toEqual(
      expect.arrayContaining(['topics.answer_hidden', 'topics.hidden']),
    );
  });
});
