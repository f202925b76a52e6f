import {
  answerBodySchema,
  answerIdParamsSchema,
  answerListQuerySchema,
  answerListSchema,
  answerSchema,
  createTopicBodySchema,
  favouriteResultSchema,
  topicDetailSchema,
  topicIdParamsSchema,
  topicListQuerySchema,
  topicListSchema,
  topicReasonBodySchema,
  updateTopicBodySchema,
  voteResultSchema,
} from '@school/shared/topics/topics.contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '../../lib/error-responses.ts';
import { requireAuth } from '../../plugins/access.ts';
import type { TopicsService } from './topics.service.ts';

const tags = ['topics'];
const errors = errorResponses(400, 401, 403, 404, 409);
const topicParams = { params: topicIdParamsSchema };
const answerParams = { params: answerIdParamsSchema };

/** Questions of a school, their answers, votes and favourites (PRODUCT: topics). */
export const topicsRoutes: FastifyPluginAsyncZod<{ service: TopicsService }> = async (
  app,
  { service },
) => {
  const answers = service.answers;

  app.get(
    '/topics',
    {
      config: { access: 'topics.view' },
      schema: {
        tags,
        summary: 'The school’s questions, a page at a time: search, filters, scopes and sorts',
        querystring: topicListQuerySchema,
        response: { 200: topicListSchema, ...errors },
      },
    },
    async (request) => service.list(requireAuth(request), request.query),
  );

  app.post(
    '/topics',
    {
      config: { access: 'topics.ask' },
      schema: {
        tags,
        summary: 'Ask a question',
        body: createTopicBodySchema,
        response: { 201: topicDetailSchema, ...errors },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await service.create(requireAuth(request), request.body)),
  );

  app.get(
    '/topics/:id',
    {
      config: { access: 'topics.view' },
      schema: {
        tags,
        summary: 'One question (counts a view once per user per day)',
        ...topicParams,
        response: { 200: topicDetailSchema, ...errors },
      },
    },
    async (request) => service.get(requireAuth(request), request.params.id),
  );

  app.patch(
    '/topics/:id',
    {
      config: { access: 'topics.ask' },
      schema: {
        tags,
        summary: 'Edit one’s own question (the earlier text is kept)',
        ...topicParams,
        body: updateTopicBodySchema,
        response: { 200: topicDetailSchema, ...errors },
      },
    },
    async (request) => service.update(requireAuth(request), request.params.id, request.body),
  );

  app.delete(
    '/topics/:id',
    {
      config: { access: 'topics.ask' },
      schema: {
        tags,
        summary: 'Delete one’s own question while it has no answers',
        ...topicParams,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await service.remove(requireAuth(request), request.params.id);
      return reply.status(204).send(null);
    },
  );

  for (const [action, closed] of [
    ['close', true],
    ['reopen', false],
  ] as const) {
    app.post(
      `/topics/:id/${action}`,
      {
        config: { access: 'topics.close' },
        schema: {
          tags,
          summary: closed ? 'Close a question to new answers' : 'Reopen a closed question',
          ...topicParams,
          body: topicReasonBodySchema,
          response: { 200: topicDetailSchema, ...errors },
        },
      },
      async (request) =>
        service.setClosed(requireAuth(request), request.params.id, closed, request.body.reason),
    );
  }

  app.post(
    '/topics/:id/hide',
    {
      config: { access: 'topics.moderate' },
      schema: {
        tags,
        summary: 'Hide a question (staff still see it, with the reason)',
        ...topicParams,
        body: topicReasonBodySchema,
        response: { 200: topicDetailSchema, ...errors },
      },
    },
    async (request) => service.hide(requireAuth(request), request.params.id, request.body.reason),
  );

  for (const [method, on] of [
    ['put', true],
    ['delete', false],
  ] as const) {
    app[method](
      '/topics/:id/favourite',
      {
        config: { access: 'topics.answer' },
        schema: {
          tags,
          summary: on ? 'Star a question' : 'Unstar a question',
          ...topicParams,
          response: { 200: favouriteResultSchema, ...errors },
        },
      },
      async (request) => service.favourite(requireAuth(request), request.params.id, on),
    );
    app[method](
      '/answers/:id/vote',
      {
        config: { access: 'topics.answer' },
        schema: {
          tags,
          summary: on ? 'Vote an answer up (+1)' : 'Take one’s vote back',
          ...answerParams,
          response: { 200: voteResultSchema, ...errors },
        },
      },
      async (request) => answers.vote(requireAuth(request), request.params.id, on),
    );
  }

  app.get(
    '/topics/:id/answers',
    {
      config: { access: 'topics.view' },
      schema: {
        tags,
        summary: 'Answers of a question: accepted first, then by votes',
        ...topicParams,
        querystring: answerListQuerySchema,
        response: { 200: answerListSchema, ...errors },
      },
    },
    async (request) => answers.list(requireAuth(request), request.params.id, request.query),
  );

  app.post(
    '/topics/:id/answers',
    {
      config: { access: 'topics.answer' },
      schema: {
        tags,
        summary: 'Answer a question (not a closed one)',
        ...topicParams,
        body: answerBodySchema,
        response: { 201: answerSchema, ...errors },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(await answers.create(requireAuth(request), request.params.id, request.body.body)),
  );

  app.patch(
    '/answers/:id',
    {
      config: { access: 'topics.answer' },
      schema: {
        tags,
        summary: 'Edit one’s own answer (the earlier text is kept)',
        ...answerParams,
        body: answerBodySchema,
        response: { 200: answerSchema, ...errors },
      },
    },
    async (request) => answers.update(requireAuth(request), request.params.id, request.body.body),
  );

  app.post(
    '/answers/:id/accept',
    {
      config: { access: 'topics.ask' },
      schema: {
        tags,
        summary: 'Accept an answer (the asker or a school admin); moves an earlier acceptance',
        ...answerParams,
        response: { 200: topicDetailSchema, ...errors },
      },
    },
    async (request) => answers.accept(requireAuth(request), request.params.id),
  );

  app.post(
    '/answers/:id/hide',
    {
      config: { access: 'topics.moderate' },
      schema: {
        tags,
        summary: 'Hide an answer (staff still see it, with the reason)',
        ...answerParams,
        body: topicReasonBodySchema,
        response: { 200: answerSchema, ...errors },
      },
    },
    async (request) => answers.hide(requireAuth(request), request.params.id, request.body.reason),
  );
};
