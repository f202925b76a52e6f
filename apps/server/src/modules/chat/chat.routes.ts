import {
  chatAccessSchema,
  chatMessageSchema,
  contactListQuerySchema,
  contactListSchema,
  conversationDetailSchema,
  conversationIdParamsSchema,
  conversationListQuerySchema,
  conversationListSchema,
  createConversationBodySchema,
  editMessageBodySchema,
  idempotencyHeadersSchema,
  legacyChatCheckQuerySchema,
  legacyChatCheckResponseSchema,
  memberSettingsBodySchema,
  memberSettingsSchema,
  messageIdParamsSchema,
  messageListQuerySchema,
  messageListSchema,
  presenceBodySchema,
  presenceSchema,
  readBodySchema,
  readResultSchema,
  sendMessageBodySchema,
  ticketSchema,
  unreadSchema,
  updateConversationBodySchema,
} from '@school/shared/chat/chat.contract';
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../lib/error-responses.ts';
import { requireAuth } from '../../plugins/access.ts';
import type { ChatService } from './chat.service.ts';

const tags = ['chat'];
const use = { access: 'chat.use' } as const;
const errors = errorResponses(400, 401, 403, 404);

/** The chat's REST routes (the socket is in chat-socket.routes.ts). */
export const chatRoutes: FastifyPluginAsyncZod<{ chat: ChatService }> = async (app, { chat }) => {
  app.get(
    '/check-chat-register',
    {
      config: { access: 'public' },
      // The legacy contract answers any bad token, even one no schema accepts, with flag 0.
      attachValidation: true,
      schema: {
        tags,
        summary: 'Legacy: may the token’s user chat? (flag 1 or 0, never an error)',
        querystring: legacyChatCheckQuerySchema,
        response: { 200: legacyChatCheckResponseSchema },
      },
    },
    async (request) => ({
      records: {
        flag: request.validationError ? 0 : await chat.legacyFlag(request.query.access_token),
      },
    }),
  );

  app.get(
    '/access',
    {
      config: { access: 'authenticated' },
      schema: {
        tags,
        summary: 'Whether the caller may open chat, and whom to ask if not',
        response: { 200: chatAccessSchema, ...errorResponses(401) },
      },
    },
    async (request) => chat.accessOf(requireAuth(request)),
  );

  app.post(
    '/ticket',
    {
      config: use,
      schema: {
        tags,
        summary: 'A single-use ticket to open the chat socket (valid for seconds)',
        response: { 200: ticketSchema, ...errorResponses(401, 403) },
      },
    },
    async (request) => chat.ticket(requireAuth(request)),
  );

  app.get(
    '/conversations',
    {
      config: use,
      schema: {
        tags,
        summary: 'The caller’s conversations: pinned first, then latest activity',
        querystring: conversationListQuerySchema,
        response: { 200: conversationListSchema, ...errors },
      },
    },
    async (request) => chat.conversations.list(requireAuth(request), request.query),
  );

  app.post(
    '/conversations',
    {
      config: use,
      schema: {
        tags,
        summary: 'Start a direct conversation (the existing one answers 200) or a group',
        body: createConversationBodySchema,
        response: { 200: conversationDetailSchema, 201: conversationDetailSchema, ...errors },
      },
    },
    async (request, reply) => {
      const { conversation, created } = await chat.conversations.create(
        requireAuth(request),
        request.body,
      );
      return reply.status(created ? 201 : 200).send(conversation);
    },
  );

  app.get(
    '/conversations/:id',
    {
      config: use,
      schema: {
        tags,
        summary: 'One conversation with its members',
        params: conversationIdParamsSchema,
        response: { 200: conversationDetailSchema, ...errors },
      },
    },
    async (request) => chat.conversations.detail(requireAuth(request), request.params.id),
  );

  app.patch(
    '/conversations/:id',
    {
      config: use,
      schema: {
        tags,
        summary: 'Rename a group, add or remove members (owner); leave it (anyone)',
        params: conversationIdParamsSchema,
        body: updateConversationBodySchema,
        response: {
          200: conversationDetailSchema,
          204: z.null(),
          ...errorResponses(400, 401, 403, 404, 409),
        },
      },
    },
    async (request, reply) => {
      const detail = await chat.conversations.update(
        requireAuth(request),
        request.params.id,
        request.body,
      );
      return detail ? detail : reply.status(204).send(null);
    },
  );

  app.get(
    '/conversations/:id/messages',
    {
      config: use,
      schema: {
        tags,
        summary: 'History, newest first (`before` / `after` a seq), or a search in it',
        params: conversationIdParamsSchema,
        querystring: messageListQuerySchema,
        response: { 200: messageListSchema, ...errors },
      },
    },
    async (request) => chat.messages.list(requireAuth(request), request.params.id, request.query),
  );

  app.post(
    '/conversations/:id/messages',
    {
      config: use,
      schema: {
        tags,
        summary: 'Send a message; a retry with the same Idempotency-Key answers the stored one',
        params: conversationIdParamsSchema,
        headers: idempotencyHeadersSchema,
        body: sendMessageBodySchema,
        response: {
          200: chatMessageSchema,
          201: chatMessageSchema,
          ...errorResponses(400, 401, 403, 404, 422, 429),
        },
      },
    },
    async (request, reply) => {
      const { id, created } = await chat.messages.send(
        requireAuth(request),
        request.params.id,
        request.body,
        request.headers['idempotency-key'],
      );
      return reply.status(created ? 201 : 200).send(await chat.messages.view(id));
    },
  );

  app.patch(
    '/messages/:id',
    {
      config: use,
      schema: {
        tags,
        summary: 'Edit one’s message within 15 minutes',
        params: messageIdParamsSchema,
        body: editMessageBodySchema,
        response: { 200: chatMessageSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => chat.messages.edit(requireAuth(request), request.params.id, request.body),
  );

  app.delete(
    '/messages/:id',
    {
      config: use,
      schema: {
        tags,
        summary: 'Delete a message (its author, or a school admin): it reads "message deleted"',
        params: messageIdParamsSchema,
        response: { 200: chatMessageSchema, ...errors },
      },
    },
    async (request) => chat.messages.remove(requireAuth(request), request.params.id),
  );

  app.post(
    '/conversations/:id/read',
    {
      config: use,
      schema: {
        tags,
        summary: 'Mark the conversation read up to a message',
        params: conversationIdParamsSchema,
        body: readBodySchema,
        response: { 200: readResultSchema, ...errors },
      },
    },
    async (request) =>
      chat.messages.read(requireAuth(request), request.params.id, request.body.messageId),
  );

  app.put(
    '/conversations/:id/member',
    {
      config: use,
      schema: {
        tags,
        summary: 'Pin or mute a conversation for oneself',
        params: conversationIdParamsSchema,
        body: memberSettingsBodySchema,
        response: { 200: memberSettingsSchema, ...errors },
      },
    },
    async (request) =>
      chat.conversations.setMember(requireAuth(request), request.params.id, request.body),
  );

  app.get(
    '/contacts',
    {
      config: use,
      schema: {
        tags,
        summary: 'People the caller may talk to, by the school’s rules',
        querystring: contactListQuerySchema,
        response: { 200: contactListSchema, ...errors },
      },
    },
    async (request) => chat.contacts(requireAuth(request), request.query),
  );

  app.get(
    '/presence',
    {
      config: use,
      schema: {
        tags,
        summary: 'The status one chose (shown to others while connected)',
        response: { 200: presenceSchema, ...errorResponses(401, 403) },
      },
    },
    async (request) => chat.presenceOf(requireAuth(request)),
  );

  app.put(
    '/presence',
    {
      config: use,
      schema: {
        tags,
        summary: 'Choose one’s status (online, away, do not disturb, offline)',
        body: presenceBodySchema,
        response: { 200: presenceSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => chat.setPresence(requireAuth(request), request.body.status),
  );

  app.get(
    '/unread',
    {
      config: use,
      schema: {
        tags,
        summary: 'Unread messages over all conversations not muted (the badge)',
        response: { 200: unreadSchema, ...errorResponses(401, 403) },
      },
    },
    async (request) => chat.unread(requireAuth(request)),
  );
};
