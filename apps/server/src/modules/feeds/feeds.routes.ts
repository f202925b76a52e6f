import {
  createFeedCommentBodySchema,
  updateFeedCommentBodySchema,
  createFeedPostBodySchema,
  feedCommentListSchema,
  feedCommentSchema,
  feedHideBodySchema,
  feedIdParamsSchema,
  feedListQuerySchema,
  feedListSchema,
  feedPostSchema,
  feedReactionBodySchema,
  feedReactionResultSchema,
  feedTargetParamsSchema,
  updateFeedPostBodySchema,
} from '@school/shared/feeds/feeds.contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '../../lib/error-responses.ts';
import { requireAuth } from '../../plugins/access.ts';
import type { FeedsService } from './feeds.service.ts';

const tags = ['feeds'];
const errors = errorResponses(400, 401, 403, 404, 409);
const params = { params: feedIdParamsSchema };

/** The school's feed: posts, comments, reactions, pins and moderation (PRODUCT: feeds). */
export const feedsRoutes: FastifyPluginAsyncZod<{ service: FeedsService }> = async (
  app,
  { service },
) => {
  const { comments } = service;

  app.get(
    '/',
    {
      config: { access: 'feeds.view' },
      schema: {
        tags,
        summary: 'The feed, newest first by cursor; pinned posts lead the first page',
        querystring: feedListQuerySchema,
        response: { 200: feedListSchema, ...errors },
      },
    },
    async (request) => service.list(requireAuth(request), request.query),
  );

  app.post(
    '/posts',
    {
      config: { access: 'feeds.post' },
      schema: {
        tags,
        summary: 'Write a post (now, or at `publishAt`)',
        body: createFeedPostBodySchema,
        response: { 201: feedPostSchema, ...errors },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await service.create(requireAuth(request), request.body)),
  );

  app.get(
    '/posts/:id',
    {
      config: { access: 'feeds.view' },
      schema: {
        tags,
        summary: 'One post',
        ...params,
        response: { 200: feedPostSchema, ...errors },
      },
    },
    async (request) => service.get(requireAuth(request), request.params.id),
  );

  app.patch(
    '/posts/:id',
    {
      config: { access: 'feeds.post' },
      schema: {
        tags,
        summary: 'Edit one’s own post',
        ...params,
        body: updateFeedPostBodySchema,
        response: { 200: feedPostSchema, ...errors },
      },
    },
    async (request) => service.update(requireAuth(request), request.params.id, request.body),
  );

  app.delete(
    '/posts/:id',
    {
      config: { access: 'feeds.post' },
      schema: { tags, summary: 'Delete a post', ...params, response: { 204: z.null(), ...errors } },
    },
    async (request, reply) => {
      await service.remove(requireAuth(request), request.params.id);
      return reply.status(204).send(null);
    },
  );

  for (const [action, pinned] of [
    ['pin', true],
    ['unpin', false],
  ] as const) {
    app.post(
      `/posts/:id/${action}`,
      {
        config: { access: 'feeds.moderate' },
        schema: {
          tags,
          summary: pinned ? 'Pin a post (a fourth unpins the oldest)' : 'Unpin a post',
          ...params,
          response: { 200: feedPostSchema, ...errors },
        },
      },
      async (request) => service.pin(requireAuth(request), request.params.id, pinned),
    );
  }

  app.post(
    '/posts/:id/hide',
    {
      config: { access: 'feeds.moderate' },
      schema: {
        tags,
        summary: 'Hide a post with a reason (audited)',
        ...params,
        body: feedHideBodySchema,
        response: { 200: feedPostSchema, ...errors },
      },
    },
    async (request) => service.hide(requireAuth(request), request.params.id, request.body.reason),
  );

  app.get(
    '/posts/:id/comments',
    {
      config: { access: 'feeds.view' },
      schema: {
        tags,
        summary: 'A post’s comments, oldest first',
        ...params,
        response: { 200: feedCommentListSchema, ...errors },
      },
    },
    async (request) => comments.list(requireAuth(request), request.params.id),
  );

  app.post(
    '/posts/:id/comments',
    {
      config: { access: 'feeds.comment' },
      schema: {
        tags,
        summary: 'Comment on a post, or reply to a comment',
        ...params,
        body: createFeedCommentBodySchema,
        response: { 201: feedCommentSchema, ...errors },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(await comments.create(requireAuth(request), request.params.id, request.body)),
  );

  app.patch(
    '/comments/:id',
    {
      config: { access: 'feeds.comment' },
      schema: {
        tags,
        summary: 'Change one’s own comment’s text (marked edited)',
        ...params,
        body: updateFeedCommentBodySchema,
        response: { 200: feedCommentSchema, ...errors },
      },
    },
    async (request) => comments.edit(requireAuth(request), request.params.id, request.body.text),
  );

  app.delete(
    '/comments/:id',
    {
      config: { access: 'feeds.comment' },
      schema: {
        tags,
        summary: 'Delete one’s own comment (with its replies)',
        ...params,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await comments.remove(requireAuth(request), request.params.id);
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/comments/:id/hide',
    {
      config: { access: 'feeds.moderate' },
      schema: {
        tags,
        summary: 'Hide a comment with a reason (audited)',
        ...params,
        body: feedHideBodySchema,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await comments.hide(requireAuth(request), request.params.id, request.body.reason);
      return reply.status(204).send(null);
    },
  );

  app.put(
    '/:targetId/reaction',
    {
      config: { access: 'feeds.comment' },
      schema: {
        tags,
        summary: 'React to a post or a comment (one reaction per person; replaces one’s own)',
        params: feedTargetParamsSchema,
        body: feedReactionBodySchema,
        response: { 200: feedReactionResultSchema, ...errors },
      },
    },
    async (request) =>
      comments.setReaction(requireAuth(request), request.params.targetId, request.body.reaction),
  );

  app.delete(
    '/:targetId/reaction',
    {
      config: { access: 'feeds.comment' },
      schema: {
        tags,
        summary: 'Take one’s reaction back',
        params: feedTargetParamsSchema,
        response: { 200: feedReactionResultSchema, ...errors },
      },
    },
    async (request) => comments.clearReaction(requireAuth(request), request.params.targetId),
  );
};
