import {
  legacyListResponseSchema,
  legacyReadAllResponseSchema,
  legacyReadBodySchema,
  legacyReadResponseSchema,
} from '@school/shared/notifications/notifications.contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../lib/error-responses.ts';
import { requireAuth } from '../../plugins/access.ts';
import { typedResponseSerializer } from '../../plugins/serialization.ts';
import type { NotificationsService } from './notifications.service.ts';

const tags = ['legacy'];
const errors = errorResponses(400, 401, 404);

/** The calls of spec §7, kept at their original paths and shapes (PRODUCT §3), served by the same service. */
export const legacyNotificationsRoutes: FastifyPluginAsyncZod<{
  notifications: NotificationsService;
  /** Parse answers against their schema (outside production). */
  checkResponses: boolean;
}> = async (app, { notifications, checkResponses }) => {
  app.post(
    '/get-notifications',
    {
      config: { access: 'notifications.view' },
      serializerCompiler: typedResponseSerializer(checkResponses),
      schema: {
        tags,
        summary: 'Latest notifications as `records.data`',
        response: { 200: legacyListResponseSchema, ...errors },
      },
    },
    async (request) => ({
      records: { data: await notifications.legacyList(requireAuth(request)) },
    }),
  );

  app.post(
    '/read-notification',
    {
      config: { access: 'notifications.view' },
      schema: {
        tags,
        summary: 'Mark one notification read',
        body: legacyReadBodySchema,
        response: { 200: legacyReadResponseSchema, ...errors },
      },
    },
    async (request) => ({
      records: { data: await notifications.legacyRead(requireAuth(request), request.body.id) },
    }),
  );

  app.get(
    '/read-all-notification',
    {
      config: { access: 'notifications.view' },
      schema: {
        tags,
        summary: 'Mark every notification read',
        response: { 200: legacyReadAllResponseSchema, ...errors },
      },
    },
    async (request) => ({
      records: { updated: await notifications.readAll(requireAuth(request)) },
    }),
  );
};
