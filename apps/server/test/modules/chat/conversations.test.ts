import { errorTexts } from '@school/shared/errors/errors.contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInAs } from '../../support/actors.ts';
import { createTestApp, testConfig, type TestApp } from '../../support/test-app.ts';
import { chatSchool, direct, say, type ChatSchool } from './chat-support.ts';

let t: TestApp;
let s: ChatSchool;
beforeAll(async () => {
  t = await createTestApp();
  s = await chatSchool(t);
}, 60_000);
afterAll(() => t.close());

const start = (from: ChatSchool['sadmin'], userId: string) =>
  from.api.post('/api/chat/conversations', { kind: 'direct', userId });

describe('who may talk to whom', () => {
  it('lets staff talk to anyone of the school, and answers the existing direct conversation', async () => {
    for (const other of [s.editor, s.tutor, s.pupil, s.otherPupil]) {
      const first = await start(s.sadmin, other.userId);
      expect(first.statusCode, first.body).toBe(201);
      const again = await start(s.sadmin, other.userId);
      expect(again.statusCode).toBe(200);
      expect(again.json().id).toBe(first.json().id);
      // The other side finds the same conversation.
      expect((await start(other, s.sadmin.userId)).json().id).toBe(first.json().id);
    }
  });

  it('lets a tutor talk to staff and the pupils of their classes only', async () => {
    expect((await start(s.tutor, s.editor.userId)).statusCode).toBeLessThan(300);
    expect((await start(s.tutor, s.pupil.userId)).statusCode).toBeLessThan(300);
    const refused = await start(s.tutor, s.otherPupil.userId);
    expect(refused.statusCode).toBe(403);
    const otherTutor = await signInAs(t, 'tutor');
    expect((await start(s.tutor, otherTutor.userId)).statusCode).toBe(404);
  });

  it('keeps pupils apart unless the school allows them to talk to each other', async () => {
    expect((await start(s.pupil, s.otherPupil.userId)).statusCode).toBe(403);
    expect((await start(s.otherPupil, s.tutor.userId)).statusCode).toBe(403);
    expect((await start(s.pupil, s.tutor.userId)).statusCode).toBeLessThan(300);
    await setPolicy({ chatStudentsWithEachOther: true });
    expect((await start(s.pupil, s.otherPupil.userId)).statusCode).toBe(201);
    await setPolicy({ chatStudentsWithEachOther: false });
    const contacts = await s.pupil.api.get('/api/chat/contacts?pageSize=50');
    const ids = contacts.json<{ items: { id: string }[] }>().items.map((c) => c.id);
    expect(ids).toEqual(expect.arrayContaining([s.sadmin.userId, s.editor.userId, s.tutor.userId]));
    expect(ids).not.toContain(s.otherPupil.userId);
    expect(ids).not.toContain(s.pupil.userId);
  });

  it('lists a tutor’s contacts by the rules, with the existing conversation', async () => {
    const contacts = await s.tutor.api.get('/api/chat/contacts?pageSize=50');
    expect(contacts.statusCode).toBe(200);
    const items = contacts.json<{ items: { id: string; conversationId: string | null }[] }>().items;
    expect(items.map((c) => c.id).sort()).toEqual(
      [s.sadmin.userId, s.editor.userId, s.pupil.userId].sort(),
    );
    expect(items.find((c) => c.id === s.pupil.userId)?.conversationId).toEqual(expect.any(String));
    const searched = await s.tutor.api.get('/api/chat/contacts?q=pupil');
    expect(searched.json().items.map((c: { id: string }) => c.id)).toEqual([s.pupil.userId]);
  });

  it('never crosses schools: another school’s people and conversations are not found', async () => {
    const other = await chatSchool(t);
    expect((await start(s.sadmin, other.editor.userId)).statusCode).toBe(404);
    expect((await start(s.pupil, other.sadmin.userId)).statusCode).toBe(404);
    const tutorAsks = await start(s.tutor, other.sadmin.userId);
    expect(tutorAsks.statusCode).toBe(404);
    expect(tutorAsks.body).not.toContain(other.sadmin.user.lastName);
    const theirs = await direct(other.sadmin, other.editor);
    const message = await say(other.sadmin, theirs, 'private');
    for (const [method, url] of [
      ['GET', `/api/chat/conversations/${theirs}`],
      ['GET', `/api/chat/conversations/${theirs}/messages`],
      ['DELETE', `/api/chat/messages/${message.id}`],
    ] as const) {
      expect((await s.sadmin.api.send(method, url)).statusCode).toBe(404);
    }
    const sent = await s.sadmin.api.post(
      `/api/chat/conversations/${theirs}/messages`,
      { text: 'hi' },
      { headers: { 'idempotency-key': 'cross-school-1' } },
    );
    expect(sent.statusCode).toBe(404);
    const list = await s.sadmin.api.get('/api/chat/conversations?pageSize=100');
    expect(list.json().items.map((c: { id: string }) => c.id)).not.toContain(theirs);
  });
});

async function setPolicy(policy: Record<string, boolean | string | null>) {
  const profile = (await s.sadmin.api.get('/api/school')).json<Record<string, unknown>>();
  const { id: _id, updatedAt: _u, ...body } = profile;
  const saved = await s.sadmin.api.put('/api/school', { ...body, ...policy });
  expect(saved.statusCode, saved.body).toBe(200);
}

describe('the school’s chat policy and the legacy check', () => {
  const flag = async (token: string | undefined) => {
    const query = token === undefined ? '' : `?access_token=${encodeURIComponent(token)}`;
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/chat/check-chat-register${query}`,
    });
    expect(response.statusCode).toBe(200);
    return response.json<{ records: { flag: number } }>().records.flag;
  };

  it('answers flag 1 for chatting users and 0 for a bad or missing token, never an error', async () => {
    expect(await flag(s.sadmin.token)).toBe(1);
    expect(await flag(s.pupil.token)).toBe(1);
    expect(await flag(s.tutor.token)).toBe(1);
    expect(await flag('not-a-token')).toBe(0);
    expect(await flag('')).toBe(0);
    expect(await flag(undefined)).toBe(0);
    expect(await flag(`${s.sadmin.token}\u0000`)).toBe(0);
    expect(await flag('\u0007bell')).toBe(0);
    const twice = await t.app.inject({
      method: 'GET',
      url: `/api/chat/check-chat-register?access_token=a&access_token=b`,
    });
    expect(twice.json()).toEqual({ records: { flag: 0 } });
    const platform = await signInAs(t, 'admin');
    expect(await flag(platform.token)).toBe(0);
  });

  it('turns chat off for students, then for the whole school, with the support address to ask', async () => {
    await setPolicy({ chatForStudents: false });
    expect(await flag(s.pupil.token)).toBe(0);
    expect(await flag(s.editor.token)).toBe(1);
    expect((await s.pupil.api.post('/api/chat/ticket')).statusCode).toBe(403);
    const access = await s.pupil.api.get('/api/chat/access');
    expect(access.json()).toMatchObject({ allowed: false, reason: 'students_off' });
    // Staff no longer find the students either.
    const contacts = await s.sadmin.api.get('/api/chat/contacts?role=student');
    expect(contacts.json().total).toBe(0);

    await setPolicy({ chatEnabled: false, supportEmail: 'help@school.test' });
    expect(await flag(s.sadmin.token)).toBe(0);
    expect((await s.sadmin.api.get('/api/chat/conversations')).statusCode).toBe(403);
    expect((await s.editor.api.get('/api/chat/access')).json()).toEqual({
      allowed: false,
      reason: 'school_off',
      supportEmail: 'help@school.test',
    });
    expect(errorTexts.chatRefusalTitle).toBe('Authorization Error!');

    await setPolicy({ chatEnabled: true, chatForStudents: true, supportEmail: null });
    expect(await flag(s.pupil.token)).toBe(1);
    expect((await s.pupil.api.get('/api/chat/access')).json()).toMatchObject({
      allowed: true,
      reason: null,
      supportEmail: testConfig().supportEmail,
    });
  });
});

describe('groups', () => {
  it('has an owner who names it and manages members; others may only leave', async () => {
    const created = await s.sadmin.api.post('/api/chat/conversations', {
      kind: 'group',
      name: '  Year 5 staff  ',
      memberIds: [s.editor.userId, s.tutor.userId],
    });
    expect(created.statusCode, created.body).toBe(201);
    const group = created.json();
    expect(group).toMatchObject({
      kind: 'group',
      title: 'Year 5 staff',
      memberCount: 3,
      canRename: true,
    });
    const id = group.id as string;

    expect(
      (await s.editor.api.patch(`/api/chat/conversations/${id}`, { name: 'Mine' })).statusCode,
    ).toBe(403);
    const added = await s.sadmin.api.patch(`/api/chat/conversations/${id}`, {
      name: 'Year 5',
      addMemberIds: [s.pupil.userId],
    });
    expect(added.statusCode, added.body).toBe(200);
    expect(added.json()).toMatchObject({ title: 'Year 5', memberCount: 4 });

    const left = await s.editor.api.patch(`/api/chat/conversations/${id}`, {
      removeMemberIds: [s.editor.userId],
    });
    expect(left.statusCode).toBe(204);
    expect((await s.editor.api.get(`/api/chat/conversations/${id}`)).statusCode).toBe(404);

    const empty = await s.sadmin.api.post('/api/chat/conversations', {
      kind: 'group',
      name: 'x',
      memberIds: [],
    });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().error.fields).toHaveProperty('memberIds');
  });

  it('pins and mutes per member, pinned first in the list, searchable by name', async () => {
    const a = await direct(s.sadmin, s.editor);
    const b = await direct(s.sadmin, s.pupil);
    await say(s.editor, a, 'newest is b');
    t.clock.advance(1000);
    await say(s.pupil, b, 'hello');
    let list = (await s.sadmin.api.get('/api/chat/conversations')).json();
    expect(list.items[0].id).toBe(b);
    const pinned = await s.sadmin.api.put(`/api/chat/conversations/${a}/member`, { pinned: true });
    expect(pinned.json()).toEqual({ conversationId: a, pinned: true, muted: false });
    list = (await s.sadmin.api.get('/api/chat/conversations')).json();
    expect(list.items[0]).toMatchObject({ id: a, pinned: true, kind: 'direct' });
    expect(list.items[0].lastMessage).toMatchObject({ excerpt: 'newest is b' });
    expect(list.items[0].other).toMatchObject({ id: s.editor.userId, presence: 'offline' });
    const searched = (await s.sadmin.api.get('/api/chat/conversations?q=pupil')).json();
    const found = searched.items.map((c: { id: string }) => c.id);
    expect(found).toContain(b);
    expect(found).not.toContain(a);
  });
});
