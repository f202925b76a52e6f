import { like } from 'drizzle-orm';
import { rateEvents } from '../../src/modules/auth/auth.table.ts';
import type { Actor } from '../support/actors.ts';
import type { BuiltRequest, Call } from './route-requests.ts';
import { idempotent } from './world.ts';

type Builder = (call: Call) => Promise<BuiltRequest> | BuiltRequest;

/**
 * The matrix sends far more than 20 messages inside one 10-second window of its fixed clock:
 * each request starts with the senders' counters cleared (the rate limit has its own tests).
 */
const freshWindow = (c: Call) =>
  c.world.t.database.db.delete(rateEvents).where(like(rateEvents.bucket, 'chat:send:%'));

/** The caller when they belong to the target school (school A); nobody of theirs otherwise. */
const insider = (c: Call): Actor | null =>
  c.actor && c.actor.role !== 'admin' && c.target === c.world.a ? c.actor : null;

/**
 * A group of the target school, made by its school admin with its editor and, in the caller's
 * own school, the caller; with one message of the caller there (else of the school admin).
 */
async function conversationIn(c: Call): Promise<{ id: string; messageId: string }> {
  const owner = c.target.actors.sadmin;
  const me = insider(c);
  const memberIds = [c.target.actors.editor.userId];
  if (me && me.userId !== owner.userId && !memberIds.includes(me.userId)) memberIds.push(me.userId);
  const created = await owner.api.post('/api/chat/conversations', {
    kind: 'group',
    name: `Chat ${c.target.marker}`,
    memberIds,
  });
  if (created.statusCode !== 201)
    throw new Error(`chat group: ${created.statusCode} ${created.body}`);
  const id = created.json<{ id: string }>().id;
  const author = me ?? owner;
  await freshWindow(c);
  const sent = await author.api.post(
    `/api/chat/conversations/${id}/messages`,
    { text: `Hello ${c.target.marker}` },
    { headers: idempotent() },
  );
  if (sent.statusCode !== 201) throw new Error(`chat message: ${sent.statusCode} ${sent.body}`);
  return { id, messageId: sent.json<{ id: string }>().id };
}

const conversationUrl = async (c: Call, suffix = '') =>
  `/api/chat/conversations/${(await conversationIn(c)).id}${suffix}`;

export const chatRequests: Record<string, Builder> = {
  'GET /api/chat/check-chat-register': (c) => ({
    method: 'GET',
    url: `/api/chat/check-chat-register?access_token=${c.actor?.token ?? ''}`,
    aimed: false,
  }),
  'GET /api/chat/socket': () => ({
    method: 'GET',
    url: '/api/chat/socket?ticket=none',
    aimed: false,
  }),
  'GET /api/chat/access': () => ({ method: 'GET', url: '/api/chat/access', aimed: false }),
  'POST /api/chat/ticket': () => ({ method: 'POST', url: '/api/chat/ticket', aimed: false }),
  'GET /api/chat/unread': () => ({ method: 'GET', url: '/api/chat/unread', aimed: false }),
  'GET /api/chat/presence': () => ({ method: 'GET', url: '/api/chat/presence', aimed: false }),
  'PUT /api/chat/presence': () => ({
    method: 'PUT',
    url: '/api/chat/presence',
    payload: { status: 'away' },
    aimed: false,
  }),
  'GET /api/chat/contacts': () => ({ method: 'GET', url: '/api/chat/contacts', aimed: false }),
  'GET /api/chat/conversations': () => ({
    method: 'GET',
    url: '/api/chat/conversations',
    aimed: false,
  }),
  'POST /api/chat/conversations': (c) => {
    const me = insider(c);
    const other =
      me?.userId === c.target.actors.sadmin.userId
        ? c.target.actors.editor
        : c.target.actors.sadmin;
    return {
      method: 'POST',
      url: '/api/chat/conversations',
      payload: { kind: 'direct', userId: other.userId },
      aimed: 'id',
    };
  },
  'GET /api/chat/conversations/:id': async (c) => ({
    method: 'GET',
    url: await conversationUrl(c),
    aimed: 'id',
  }),
  'PATCH /api/chat/conversations/:id': async (c) => {
    const me = insider(c) ?? c.actor;
    return {
      method: 'PATCH',
      url: await conversationUrl(c),
      payload: { removeMemberIds: [me?.userId ?? c.target.actors.editor.userId] },
      aimed: 'id',
    };
  },
  'GET /api/chat/conversations/:id/messages': async (c) => ({
    method: 'GET',
    url: await conversationUrl(c, '/messages'),
    aimed: 'id',
  }),
  'POST /api/chat/conversations/:id/messages': async (c) => ({
    method: 'POST',
    url: await conversationUrl(c, '/messages').finally(() => freshWindow(c)),
    payload: { text: 'Hello' },
    headers: idempotent(),
    aimed: 'id',
  }),
  'POST /api/chat/conversations/:id/read': async (c) => {
    const { id, messageId } = await conversationIn(c);
    return {
      method: 'POST',
      url: `/api/chat/conversations/${id}/read`,
      payload: { messageId },
      aimed: 'id',
    };
  },
  'PUT /api/chat/conversations/:id/member': async (c) => ({
    method: 'PUT',
    url: await conversationUrl(c, '/member'),
    payload: { pinned: true },
    aimed: 'id',
  }),
  'PATCH /api/chat/messages/:id': async (c) => ({
    method: 'PATCH',
    url: `/api/chat/messages/${(await conversationIn(c)).messageId}`,
    payload: { text: 'Hello again' },
    aimed: 'id',
  }),
  'DELETE /api/chat/messages/:id': async (c) => {
    const { id, messageId } = await conversationIn(c);
    return {
      method: 'DELETE',
      url: `/api/chat/messages/${messageId}`,
      aimed: 'id',
      changed: async () => {
        const seen = await c.target.actors.sadmin.api.get(`/api/chat/conversations/${id}/messages`);
        const items = seen.json<{ items: { id: string; deletedAt: string | null }[] }>().items;
        return items.find((m) => m.id === messageId)?.deletedAt ? 'message deleted' : null;
      },
    };
  },
};
