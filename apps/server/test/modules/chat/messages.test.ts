import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { chatMessages } from '../../../src/modules/chat/chat.table.ts';
import { signInAs } from '../../support/actors.ts';
import { createTestApp, type TestApp } from '../../support/test-app.ts';
import { chatSchool, direct, key, say, type ChatSchool } from './chat-support.ts';

let t: TestApp;
let s: ChatSchool;
beforeAll(async () => {
  t = await createTestApp();
  s = await chatSchool(t);
}, 60_000);
afterAll(() => t.close());
// Each test starts with a fresh sending window (20 messages per 10 s).
beforeEach(() => t.clock.advance(11_000));

type Message = {
  id: string;
  seq: number;
  text: string;
  editedAt: string | null;
  deletedAt: string | null;
};
const unread = async (actor: ChatSchool['sadmin']) =>
  (await actor.api.get('/api/chat/unread')).json<{ total: number; conversations: number }>();

describe('sending', () => {
  it('numbers messages in order and never doubles a retried send', async () => {
    const id = await direct(s.sadmin, s.editor);
    const headers = { headers: { 'idempotency-key': 'retry-me-0001' } };
    const first = await s.sadmin.api.post(
      `/api/chat/conversations/${id}/messages`,
      { text: ' Hello <b>x</b> ' },
      headers,
    );
    expect(first.statusCode, first.body).toBe(201);
    expect(first.json()).toMatchObject({
      seq: 1,
      text: 'Hello <b>x</b>',
      clientId: 'retry-me-0001',
      replyTo: null,
    });
    const retry = await s.sadmin.api.post(
      `/api/chat/conversations/${id}/messages`,
      { text: ' Hello <b>x</b> ' },
      headers,
    );
    expect(retry.statusCode).toBe(200);
    expect(retry.json().id).toBe(first.json().id);
    const other = await s.sadmin.api.post(
      `/api/chat/conversations/${id}/messages`,
      { text: 'Different' },
      headers,
    );
    expect(other.statusCode).toBe(422);
    const second = await say(s.editor, id, 'Reply');
    expect(second.seq).toBe(2);
    const history = await s.sadmin.api.get(`/api/chat/conversations/${id}/messages`);
    expect(history.json<{ items: Message[] }>().items.map((m) => m.seq)).toEqual([2, 1]);
  });

  it('refuses an empty or oversize message and a missing key, naming the field', async () => {
    const id = await direct(s.sadmin, s.tutor);
    const url = `/api/chat/conversations/${id}/messages`;
    const empty = await s.sadmin.api.post(url, { text: '   ' }, key());
    expect(empty.statusCode).toBe(400);
    expect(empty.json().error.fields).toHaveProperty('text');
    const long = await s.sadmin.api.post(url, { text: 'x'.repeat(4001) }, key());
    expect(long.statusCode).toBe(400);
    expect(long.json().error.fieldCodes).toEqual({ text: 'too_long' });
    expect((await s.sadmin.api.post(url, { text: 'x'.repeat(4000) }, key())).statusCode).toBe(201);
    const noKey = await s.sadmin.api.post(url, { text: 'hi' });
    expect(noKey.statusCode).toBe(400);
    const badImage = await s.sadmin.api.post(url, { imageIds: [crypto.randomUUID()] }, key());
    expect(badImage.statusCode).toBe(400);
    expect(badImage.json().error.fields).toHaveProperty('imageIds');
  });

  it('quotes the message replied to', async () => {
    const id = await direct(s.sadmin, s.pupil);
    const asked = await say(s.pupil, id, 'When is the test?');
    const reply = await s.sadmin.api.post(
      `/api/chat/conversations/${id}/messages`,
      { text: 'Friday', replyToId: asked.id },
      key(),
    );
    expect(reply.json().replyTo).toMatchObject({
      id: asked.id,
      excerpt: 'When is the test?',
      deleted: false,
    });
  });

  it('holds a sender to 20 messages per 10 seconds with Retry-After', async () => {
    const sender = await signInAs(t, 'editor', { schoolId: s.schoolId });
    const id = await direct(sender, s.pupil);
    for (let i = 0; i < 20; i += 1) await say(sender, id, `m${i}`);
    const refused = await sender.api.post(
      `/api/chat/conversations/${id}/messages`,
      { text: 'too many' },
      key(),
    );
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThanOrEqual(1);
    expect(Number(refused.headers['retry-after'])).toBeLessThanOrEqual(10);
    t.clock.advance(10_001);
    expect(
      (await sender.api.post(`/api/chat/conversations/${id}/messages`, { text: 'again' }, key()))
        .statusCode,
    ).toBe(201);
  });

  it('lets no more than 20 through when they are sent all at once', async () => {
    const sender = await signInAs(t, 'editor', { schoolId: s.schoolId });
    const id = await direct(sender, s.pupil);
    const answers = await Promise.all(
      Array.from({ length: 26 }, (_, i) =>
        sender.api.post(`/api/chat/conversations/${id}/messages`, { text: `burst ${i}` }, key()),
      ),
    );
    const codes = answers.map((a) => a.statusCode).sort();
    expect(codes.filter((c) => c === 201)).toHaveLength(20);
    expect(codes.filter((c) => c === 429)).toHaveLength(6);
    const history = await sender.api.get(`/api/chat/conversations/${id}/messages?limit=50`);
    expect(history.json().items).toHaveLength(20);
    // The refused ones took no number and left nothing unread.
    const listed = await s.pupil.api.get('/api/chat/conversations');
    expect(listed.json<{ items: { id: string }[] }>().items.find((c) => c.id === id)).toMatchObject(
      { lastSeq: 20, unread: 20 },
    );
  });

  it('does not count a message that was refused for its content', async () => {
    const sender = await signInAs(t, 'editor', { schoolId: s.schoolId });
    const id = await direct(sender, s.pupil);
    for (let i = 0; i < 5; i += 1) {
      const refused = await sender.api.post(
        `/api/chat/conversations/${id}/messages`,
        { text: 'see this', replyToId: randomUUID() },
        key(),
      );
      expect(refused.statusCode).toBe(400);
    }
    for (let i = 0; i < 20; i += 1) await say(sender, id, `m${i}`);
  });
});

describe('history', () => {
  it('pages newest first before a cursor, after one, and searches inside', async () => {
    const id = await direct(s.tutor, s.pupil);
    for (let i = 1; i <= 7; i += 1)
      await say(i % 2 ? s.tutor : s.pupil, id, `note ${i}${i === 4 ? ' algebra' : ''}`);
    const url = `/api/chat/conversations/${id}/messages`;
    const first = (await s.pupil.api.get(`${url}?limit=3`)).json();
    expect(first.items.map((m: Message) => m.seq)).toEqual([7, 6, 5]);
    expect(first.hasMoreBefore).toBe(true);
    const older = (await s.pupil.api.get(`${url}?limit=3&before=5`)).json();
    expect(older.items.map((m: Message) => m.seq)).toEqual([4, 3, 2]);
    const last = (await s.pupil.api.get(`${url}?limit=3&before=2`)).json();
    expect(last).toMatchObject({ hasMoreBefore: false });
    expect(last.items.map((m: Message) => m.seq)).toEqual([1]);
    const after = (await s.pupil.api.get(`${url}?limit=2&after=3`)).json();
    expect(after.items.map((m: Message) => m.seq)).toEqual([5, 4]);
    expect(after.hasMoreAfter).toBe(true);
    const found = (await s.pupil.api.get(`${url}?q=ALGEBRA`)).json();
    expect(found.items.map((m: Message) => m.seq)).toEqual([4]);
    expect((await s.pupil.api.get(`${url}?limit=500`)).statusCode).toBe(400);
  });
});

async function sentAgo(id: string, ms: number) {
  await t.database.db
    .update(chatMessages)
    .set({ createdAt: new Date(t.clock.now().getTime() - ms) })
    .where(eq(chatMessages.id, id));
}

describe('editing and deleting', () => {
  it('lets the author edit for 15 minutes, then not', async () => {
    const id = await direct(s.sadmin, s.editor);
    const sent = await say(s.editor, id, 'Meeting at 3');
    expect(
      (await s.sadmin.api.patch(`/api/chat/messages/${sent.id}`, { text: 'mine now' })).statusCode,
    ).toBe(403);
    // Sent 14 minutes ago (the access tokens would not outlive moving the clock that far).
    await sentAgo(sent.id, 14 * 60_000);
    const edited = await s.editor.api.patch(`/api/chat/messages/${sent.id}`, {
      text: 'Meeting at 4',
    });
    expect(edited.statusCode).toBe(200);
    expect(edited.json()).toMatchObject({ text: 'Meeting at 4', editedAt: expect.any(String) });
    await sentAgo(sent.id, 15 * 60_000 + 1);
    expect(
      (await s.editor.api.patch(`/api/chat/messages/${sent.id}`, { text: 'late' })).statusCode,
    ).toBe(409);
  });

  it('leaves "message deleted" by the author or a school admin (audited), never by others', async () => {
    const id = await direct(s.editor, s.pupil);
    const a = await say(s.pupil, id, 'oops');
    expect((await s.editor.api.delete(`/api/chat/messages/${a.id}`)).statusCode).toBe(403);
    const own = await s.pupil.api.delete(`/api/chat/messages/${a.id}`);
    expect(own.statusCode).toBe(200);
    expect(own.json()).toMatchObject({
      text: '',
      images: [],
      deletedAt: expect.any(String),
      deletedBy: { id: s.pupil.userId },
    });
    const b = await say(s.pupil, id, 'rude words');
    const moderated = await s.sadmin.api.delete(`/api/chat/messages/${b.id}`);
    expect(moderated.statusCode).toBe(200);
    expect(moderated.json().deletedBy).toMatchObject({ id: s.sadmin.userId, role: 'sadmin' });
    const history = (await s.editor.api.get(`/api/chat/conversations/${id}/messages`)).json();
    expect(history.items.map((m: Message) => [m.seq, m.text, m.deletedAt !== null])).toEqual([
      [2, '', true],
      [1, '', true],
    ]);
    const audit = await t.database.db.execute(
      `select action, target from audit_log where action = 'chat.message_deleted'` as never,
    );
    expect(JSON.stringify(audit)).toContain(b.id);
    expect(JSON.stringify(audit)).not.toContain(a.id);
  });
});

describe('reading', () => {
  it('counts unread per conversation and in total, drops them on read, and shows "seen"', async () => {
    const id = await direct(s.otherPupil, s.sadmin);
    const before = await unread(s.sadmin);
    await say(s.otherPupil, id, 'one');
    await say(s.otherPupil, id, 'two');
    const third = await say(s.otherPupil, id, 'three');
    expect(await unread(s.sadmin)).toEqual({
      total: before.total + 3,
      conversations: before.conversations + 1,
    });
    const item = (await s.sadmin.api.get(`/api/chat/conversations/${id}`)).json();
    expect(item).toMatchObject({ unread: 3, lastReadSeq: 0, lastSeq: 3 });

    const read = await s.sadmin.api.post(`/api/chat/conversations/${id}/read`, {
      messageId: third.id,
    });
    expect(read.json()).toMatchObject({
      conversationId: id,
      lastReadSeq: 3,
      unread: 0,
      totalUnread: before.total,
    });
    const seen = (await s.otherPupil.api.get(`/api/chat/conversations/${id}`)).json();
    const admin = seen.members.find((m: { id: string }) => m.id === s.sadmin.userId);
    expect(admin.lastReadSeq).toBe(3);

    await say(s.otherPupil, id, 'four');
    const muted = await s.sadmin.api.put(`/api/chat/conversations/${id}/member`, { muted: true });
    expect(muted.json().muted).toBe(true);
    expect((await unread(s.sadmin)).total).toBe(before.total);
    await s.sadmin.api.put(`/api/chat/conversations/${id}/member`, { muted: false });
    expect((await unread(s.sadmin)).total).toBe(before.total + 1);
    // A deleted message no longer waits to be read.
    const five = await say(s.otherPupil, id, 'five');
    await s.otherPupil.api.delete(`/api/chat/messages/${five.id}`);
    expect((await unread(s.sadmin)).total).toBe(before.total + 1);
  });
});
