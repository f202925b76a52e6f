import { errorBodySchema } from '@school/shared/errors/errors.contract';
import { listQuerySchema } from '@school/shared/common/list.contract';
import {
  receiptSchema,
  topUpBodySchema,
  topUpIdParamsSchema,
  topUpListResponseSchema,
  topUpSchema,
} from '@school/shared/wallet/wallet.contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireAuth } from '../../plugins/access.ts';
import { idempotencyKeyOf } from './idempotency.ts';
import type { TopUpsService } from './top-ups.service.ts';
import { sendTopUp } from './wallet-replies.ts';
import { errors, idempotencyHeader, tags } from './wallet-route-schemas.ts';

const declined = z.object({ error: errorBodySchema.shape.error, topUp: topUpSchema.nullable() });

export const topUpsRoutes: FastifyPluginAsyncZod<{ topUps: TopUpsService }> = async (
  app,
  { topUps },
) => {
  app.get(
    '/top-ups',
    {
      config: { access: 'wallet.view' },
      schema: {
        tags,
        summary: 'Top-ups with their receipts',
        querystring: listQuerySchema.extend({ schoolId: z.string().uuid().optional() }),
        response: { 200: topUpListResponseSchema, ...errors },
      },
    },
    async (request) =>
      topUps.list(
        requireAuth(request),
        request.query.page,
        request.query.pageSize,
        request.query.schoolId,
      ),
  );

  app.post(
    '/top-ups',
    {
      config: { access: 'wallet.spend' },
      schema: {
        tags,
        summary: 'Buy credits by card (Idempotency-Key header required)',
        headers: idempotencyHeader,
        body: topUpBodySchema,
        response: { 201: topUpSchema, 202: topUpSchema, 402: declined, ...errors },
      },
    },
    async (request, reply) => {
      const auth = requireAuth(request);
      const key = idempotencyKeyOf(request.headers['idempotency-key']);
      return sendTopUp(reply, await topUps.create(auth, request.body, key), 201);
    },
  );

  app.post(
    '/top-ups/:id/confirm',
    {
      config: { access: 'wallet.spend' },
      schema: {
        tags,
        summary: 'Confirm a top-up that needed confirmation',
        headers: idempotencyHeader,
        params: topUpIdParamsSchema,
        response: { 200: topUpSchema, 402: declined, ...errors },
      },
    },
    async (request, reply) => {
      const auth = requireAuth(request);
      const key = idempotencyKeyOf(request.headers['idempotency-key']);
      return sendTopUp(reply, await topUps.confirm(auth, request.params.id, key), 200);
    },
  );

  app.get(
    '/top-ups/:id/receipt',
    {
      config: { access: 'wallet.view' },
      schema: {
        tags,
        summary: 'The receipt of a successful top-up',
        params: topUpIdParamsSchema,
        response: { 200: receiptSchema, ...errors },
      },
    },
    async (request) => topUps.receipt(requireAuth(request), request.params.id),
  );
};
