import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../../src/db/client.ts';
import { api, signIn } from '../../support/actors.ts';
import { eventually } from '../../support/eventually.ts';
import { createTestApp, type TestApp } from '../../support/test-app.ts';
import { chatSchool, connect, direct, openSocket, say, type ChatSchool } from './chat-support.ts';

let t: TestApp;
let s: ChatSchool;
beforeAll(async () => {
  t = await createTestApp();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  s = await chatSchool(t);
}, 60_000);
afterAll(() => t.close());

describe('the chat socket', () => {
  it('opens only with a fresh ticket, once', async () => {
    const ticket = (await s.sadmin.api.post('/api/chat/ticket')).json<{ ticket: string }>().ticket;
    const closedWith = async (value: string) => {
      const ws = await connect(t.app, `/api/chat/socket?ticket=${value}`);
      return new Promise<number>((resolve) => ws.once('close', (code: number) => resolve(code)));
    };
    const frames: string[] = [];
    const first = await connect(t.app, `/api/chat/socket?ticket=${ticket}`, (data) =>
      frames.push(data),
    );
    await eventually(() => expect(frames.join()).toContain('"ready"'));
    first.close();
    expect(await closedWith(ticket)).toBe(4401);
    expect(await closedWith('made-up')).toBe(4401);
  });

  it('delivers sends in order with the sender’s clientId, and typing, read and unread', async () => {
    const id = await direct(s.sadmin, s.editor);
    const admin = await openSocket(t.app, s.sadmin);
    const editor = await openSocket(t.app, s.editor);
    editor.send({ type: 'resume', conversations: { [id]: 0 } });
    await editor.next('resumed');
    const clientIds = Array.from({ length: 5 }, () => randomUUID());
    for (const [i, clientId] of clientIds.entries()) {
      admin.send({ type: 'send', clientId, conversationId: id, text: `hello ${i}` });
    }
    await eventually(() =>
      expect(editor.messages(), JSON.stringify(editor.frames)).toHaveLength(5),
    );
    expect(editor.messages().map((m) => m.text)).toEqual([0, 1, 2, 3, 4].map((i) => `hello ${i}`));
    expect(editor.messages().map((m) => m.seq)).toEqual([1, 2, 3, 4, 5]);
    const ack = await admin.next('message', (f) => f.message.clientId === clientIds[4]);
    expect(ack.message.seq).toBe(5);
    const badge = await editor.next('unread', (f) => f.total === 5);
    expect(badge.conversation).toEqual({ id, unread: 5 });

    editor.send({ type: 'typing', conversationId: id });
    const typing = await admin.next('typing');
    expect(typing).toEqual({
      type: 'typing',
      conversationId: id,
      user: { id: s.editor.userId, name: `${s.editor.user.firstName} ${s.editor.user.lastName}` },
    });
    editor.send({ type: 'read', conversationId: id, messageId: ack.message.id });
    const seen = await admin.next('read');
    expect(seen).toMatchObject({ conversationId: id, userId: s.editor.userId, lastReadSeq: 5 });
    await editor.next('unread', (f) => f.total === 0);

    admin.send({ type: 'send', clientId: 'short', conversationId: id, text: 'x' } as never);
    const invalid = await admin.next('error', (f) => f.code === 'validation_failed');
    expect(invalid.clientId).toBe('short');
    await Promise.all([admin.close(), editor.close()]);
  });

  it('catches up after a reconnect, in order and without duplicates', async () => {
    const id = await direct(s.tutor, s.pupil);
    await say(s.tutor, id, 'one');
    const pupil = await openSocket(t.app, s.pupil);
    pupil.send({ type: 'resume', conversations: { [id]: 0 } });
    await pupil.next('resumed');
    await say(s.tutor, id, 'two');
    await eventually(() => expect(pupil.messages().map((m) => m.seq)).toEqual([1, 2]));
    await pupil.close();

    // Missed while away.
    for (const text of ['three', 'four', 'five']) await say(s.tutor, id, text);
    const back = await openSocket(t.app, s.pupil);
    back.send({ type: 'resume', conversations: { [id]: 2 } });
    const resumed = await back.next('resumed');
    expect(resumed.conversations).toEqual({ [id]: 5 });
    await say(s.tutor, id, 'six');
    await eventually(() => expect(back.messages().map((m) => m.seq)).toEqual([3, 4, 5, 6]));
    expect(back.messages().map((m) => m.text)).toEqual(['three', 'four', 'five', 'six']);
    await back.close();
  });

  it('tells members of edits and deletions, and a new group to its members', async () => {
    const editor = await openSocket(t.app, s.editor);
    const created = await s.sadmin.api.post('/api/chat/conversations', {
      kind: 'group',
      name: 'Planning',
      memberIds: [s.editor.userId],
    });
    const id = created.json<{ id: string }>().id;
    const appeared = await editor.next('conversation', (f) => f.conversation.id === id);
    expect(appeared.conversation).toMatchObject({
      title: 'Planning',
      kind: 'group',
      memberCount: 2,
    });
    const sent = await say(s.sadmin, id, 'draft');
    await editor.next('message', (f) => f.message.id === sent.id);
    await s.sadmin.api.patch(`/api/chat/messages/${sent.id}`, { text: 'final' });
    const edited = await editor.next('message_edited');
    expect(edited.message).toMatchObject({ id: sent.id, text: 'final' });
    await s.sadmin.api.delete(`/api/chat/messages/${sent.id}`);
    const deleted = await editor.next('message_deleted');
    expect(deleted.message).toMatchObject({ id: sent.id, text: '', deletedAt: expect.any(String) });
    await s.sadmin.api.patch(`/api/chat/conversations/${id}`, {
      removeMemberIds: [s.editor.userId],
    });
    await editor.next('conversation_removed', (f) => f.conversationId === id);
    await editor.close();
  });

  it('answers the 21st message in 10 seconds with an error frame naming the wait', async () => {
    const id = await direct(s.otherPupil, s.editor);
    const pupil = await openSocket(t.app, s.otherPupil);
    for (let i = 0; i < 21; i += 1) {
      pupil.send({
        type: 'send',
        clientId: `burst-${i}-${randomUUID()}`,
        conversationId: id,
        text: `m${i}`,
      });
    }
    const refused = await pupil.next('error', (f) => f.code === 'rate_limited');
    expect(refused.retryAfter).toBeGreaterThanOrEqual(1);
    expect(refused.clientId).toMatch(/^burst-20-/);
    await eventually(() => expect(pupil.messages()).toHaveLength(20));
    await pupil.close();
  });

  it('shows presence to direct partners and the chosen status', async () => {
    const id = await direct(s.sadmin, s.otherPupil);
    const admin = await openSocket(t.app, s.sadmin);
    const pupil = await openSocket(t.app, s.otherPupil);
    const detail = (await s.sadmin.api.get(`/api/chat/conversations/${id}`)).json();
    expect(detail.other).toMatchObject({ id: s.otherPupil.userId, presence: 'online' });
    expect((await s.otherPupil.api.get('/api/chat/presence')).json()).toEqual({ status: 'online' });
    await s.otherPupil.api.put('/api/chat/presence', { status: 'do_not_disturb' });
    expect((await s.otherPupil.api.get('/api/chat/presence')).json()).toEqual({
      status: 'do_not_disturb',
    });
    const status = await admin.next('presence', (f) => f.status === 'do_not_disturb');
    expect(status.userId).toBe(s.otherPupil.userId);
    await pupil.close();
    await admin.next('presence', (f) => f.status === 'offline');
    await admin.close();
  });
});

describe.runIf(Boolean(process.env.TEST_DATABASE_URL))('two instances on one database', () => {
  it('deliver each other’s messages, and catch up across them', async () => {
    const url = (t.database as { url?: string }).url;
    if (!url) throw new Error('the PostgreSQL test database has no url');
    const other = await createTestApp({ database: await openDatabase({ kind: 'postgres', url }) });
    await other.app.listen({ port: 0, host: '127.0.0.1' });
    try {
      const id = await direct(s.sadmin, s.pupil);
      // The pupil signs in and connects through instance B.
      const session = await signIn(other.app, s.pupil.user.email);
      const pupilOnB = {
        ...s.pupil,
        token: session.accessToken,
        api: api(other.app, session.accessToken),
      };
      const onB = await openSocket(other.app, pupilOnB);
      onB.send({ type: 'resume', conversations: { [id]: 0 } });
      await onB.next('resumed');
      const onA = await openSocket(t.app, s.sadmin);
      for (let i = 1; i <= 3; i += 1) {
        onA.send({ type: 'send', clientId: randomUUID(), conversationId: id, text: `from A ${i}` });
      }
      await eventually(() =>
        expect(onB.messages().map((m) => m.text)).toEqual(['from A 1', 'from A 2', 'from A 3']),
      );
      onB.send({ type: 'send', clientId: randomUUID(), conversationId: id, text: 'from B' });
      await onA.next('message', (f) => f.message.text === 'from B');
      // Away from B while A goes on; back on B, the missed ones come first, once each.
      await onB.close();
      for (const text of ['missed 1', 'missed 2']) {
        onA.send({ type: 'send', clientId: randomUUID(), conversationId: id, text });
      }
      await onA.next('message', (f) => f.message.text === 'missed 2');
      const again = await openSocket(other.app, pupilOnB);
      again.send({ type: 'resume', conversations: { [id]: 4 } });
      await again.next('resumed');
      onA.send({ type: 'send', clientId: randomUUID(), conversationId: id, text: 'live' });
      await eventually(() =>
        expect(again.messages().map((m) => [m.seq, m.text])).toEqual([
          [5, 'missed 1'],
          [6, 'missed 2'],
          [7, 'live'],
        ]),
      );
      await Promise.all([onA.close(), again.close()]);
    } finally {
      await other.app.close();
      await other.database.close();
    }
  });
});
