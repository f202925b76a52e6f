import {
  announcementBodySchema,
  announcementResponseSchema,
  notificationCountsSchema,
  notificationIdParamsSchema,
  notificationListQuerySchema,
  notificationListResponseSchema,
  notificationSchema,
  readAllResponseSchema,
} from '@school/shared/notifications/notifications.contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '../../lib/error-responses.ts';
import { requireAuth } from '../../plugins/access.ts';
import { typedResponseSerializer } from '../../plugins/serialization.ts';
import type { NotificationsService } from './notifications.service.ts';

const tags = ['notifications'];
const errors = errorResponses(400, 401, 404);

export const notificationsRoutes: FastifyPluginAsyncZod<{
  notifications: NotificationsService;
  /** Parse answers against their schema (outside production). */
  checkResponses: boolean;
}> = async (app, { notifications, checkResponses }) => {
  // The lists are read far more often than anything else here; see typedResponseSerializer.
  const serializeList = typedResponseSerializer(checkResponses);
  app.get(
    '/',
    {
      config: { access: 'notifications.view' },
      serializerCompiler: serializeList,
      schema: {
        tags,
        summary: 'The signed-in user’s notifications, newest first',
        querystring: notificationListQuerySchema,
        response: { 200: notificationListResponseSchema, ...errors },
      },
    },
    async (request) => notifications.list(requireAuth(request), request.query),
  );

  app.get(
    '/counts',
    {
      config: { access: 'notifications.view' },
      serializerCompiler: serializeList,
      schema: {
        tags,
        summary: 'Total and unread counts',
        response: { 200: notificationCountsSchema, ...errors },
      },
    },
    async (request) => notifications.counts(requireAuth(request)),
  );

  app.post(
    '/:id/read',
    {
      config: { access: 'notifications.view' },
      schema: {
        tags,
        summary: 'Mark one notification read',
        params: notificationIdParamsSchema,
        response: { 200: notificationSchema, ...errors },
      },
    },
    async (request) => notifications.read(requireAuth(request), request.params.id),
  );

  app.post(
    '/read-all',
    {
      config: { access: 'notifications.view' },
      schema: {
        tags,
        summary: 'Mark every notification read',
        response: { 200: readAllResponseSchema, ...errors },
      },
    },
    async (request) => ({ updated: await notifications.readAll(requireAuth(request)) }),
  );

  app.delete(
    '/:id',
    {
      config: { access: 'notifications.view' },
      schema: {
        tags,
        summary: 'Delete one notification',
        params: notificationIdParamsSchema,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await notifications.remove(requireAuth(request), request.params.id);
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/announcements',
    {
      config: { access: 'notifications.announce' },
      schema: {
        tags,
        summary: 'Send an announcement to every active user of a school',
        body: announcementBodySchema,
        response: { 200: announcementResponseSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => ({
      recipients: await notifications.announce(requireAuth(request), request.body),
    }),
  );
};
