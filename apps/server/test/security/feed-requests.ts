import type { Actor } from '../support/actors.ts';
import type { BuiltRequest, Call } from './route-requests.ts';

type Builder = (call: Call) => Promise<BuiltRequest> | BuiltRequest;
const reason = { reason: 'Not for the feed, sorry.' };

/** The caller when they belong to the target school (school A) and write posts there. */
const author = (c: Call): Actor =>
  c.actor && c.actor.role === 'editor' && c.target === c.world.a ? c.actor : c.target.actors.sadmin;

/** A post to everyone of the target school, its marker in the body. */
async function postIn(c: Call, by: Actor = c.target.actors.sadmin): Promise<string> {
  const response = await by.api.post('/api/feeds/posts', {
    body: `<p>Post ${c.target.marker}</p>`,
  });
  if (response.statusCode !== 201) throw new Error(`post: ${response.statusCode} ${response.body}`);
  return response.json<{ id: string }>().id;
}

/** A comment on a post of the target school, by the caller where they may comment there. */
async function commentIn(c: Call): Promise<{ postId: string; id: string }> {
  const postId = await postIn(c);
  const mine =
    c.actor && c.actor.role !== 'admin' && c.target === c.world.a
      ? c.actor
      : c.target.actors.student;
  const response = await mine.api.post(`/api/feeds/posts/${postId}/comments`, {
    text: `Comment ${c.target.marker}`,
  });
  if (response.statusCode !== 201)
    throw new Error(`comment: ${response.statusCode} ${response.body}`);
  return { postId, id: response.json<{ id: string }>().id };
}

type PostSeen = {
  statusCode: number;
  json(): { pinned: boolean; hidden: object | null; body: string };
};
const postChanged =
  (c: Call, id: string, happened: (p: PostSeen) => boolean, what: string) => async () =>
    happened(await c.target.actors.sadmin.api.get(`/api/feeds/posts/${id}`)) ? what : null;

export const feedRequests: Record<string, Builder> = {
  'GET /api/feeds': async (c) => {
    await postIn(c);
    // Named by `schoolId` alone: a tutor has no school of their own to send as a header.
    return { method: 'GET', url: `/api/feeds?schoolId=${c.target.schoolId}`, aimed: 'school' };
  },
  'POST /api/feeds/posts': (c) => ({
    method: 'POST',
    url: '/api/feeds/posts',
    payload: { body: '<p>A post</p>', schoolId: c.target.schoolId },
    aimed: 'school',
  }),
  'GET /api/feeds/posts/:id': async (c) => ({
    method: 'GET',
    url: `/api/feeds/posts/${await postIn(c)}`,
    aimed: 'id',
  }),
  'PATCH /api/feeds/posts/:id': async (c) => {
    const id = await postIn(c, author(c));
    return {
      method: 'PATCH',
      url: `/api/feeds/posts/${id}`,
      payload: { body: '<p>Edited from elsewhere</p>' },
      aimed: 'id',
      changed: postChanged(c, id, (p) => p.json().body.includes('elsewhere'), 'post edited'),
    };
  },
  'DELETE /api/feeds/posts/:id': async (c) => {
    const id = await postIn(c, author(c));
    return {
      method: 'DELETE',
      url: `/api/feeds/posts/${id}`,
      aimed: 'id',
      changed: postChanged(c, id, (p) => p.statusCode === 404, 'post deleted'),
    };
  },
  'POST /api/feeds/posts/:id/pin': async (c) => {
    const id = await postIn(c);
    return {
      method: 'POST',
      url: `/api/feeds/posts/${id}/pin`,
      aimed: 'id',
      changed: postChanged(c, id, (p) => p.json().pinned, 'post pinned'),
    };
  },
  'POST /api/feeds/posts/:id/unpin': async (c) => {
    const id = await postIn(c);
    await c.target.actors.sadmin.api.post(`/api/feeds/posts/${id}/pin`);
    return {
      method: 'POST',
      url: `/api/feeds/posts/${id}/unpin`,
      aimed: 'id',
      changed: postChanged(c, id, (p) => !p.json().pinned, 'post unpinned'),
    };
  },
  'POST /api/feeds/posts/:id/hide': async (c) => {
    const id = await postIn(c);
    return {
      method: 'POST',
      url: `/api/feeds/posts/${id}/hide`,
      payload: reason,
      aimed: 'id',
      changed: postChanged(c, id, (p) => p.json().hidden !== null, 'post hidden'),
    };
  },
  'GET /api/feeds/posts/:id/comments': async (c) => ({
    method: 'GET',
    url: `/api/feeds/posts/${(await commentIn(c)).postId}/comments`,
    aimed: 'id',
  }),
  'POST /api/feeds/posts/:id/comments': async (c) => ({
    method: 'POST',
    url: `/api/feeds/posts/${await postIn(c)}/comments`,
    payload: { text: 'A comment' },
    aimed: 'id',
  }),
  'PATCH /api/feeds/comments/:id': async (c) => ({
    method: 'PATCH',
    url: `/api/feeds/comments/${(await commentIn(c)).id}`,
    payload: { text: `Edited ${c.target.marker}` },
    aimed: 'id',
  }),
  'DELETE /api/feeds/comments/:id': async (c) => ({
    method: 'DELETE',
    url: `/api/feeds/comments/${(await commentIn(c)).id}`,
    aimed: 'id',
  }),
  'POST /api/feeds/comments/:id/hide': async (c) => ({
    method: 'POST',
    url: `/api/feeds/comments/${(await commentIn(c)).id}/hide`,
    payload: reason,
    aimed: 'id',
  }),
  'PUT /api/feeds/:targetId/reaction': async (c) => ({
    method: 'PUT',
    url: `/api/feeds/${await postIn(c)}/reaction`,
    payload: { reaction: 'like' },
    aimed: 'id',
  }),
  'DELETE /api/feeds/:targetId/reaction': async (c) => ({
    method: 'DELETE',
    url: `/api/feeds/${await postIn(c)}/reaction`,
    aimed: 'id',
  }),
};
