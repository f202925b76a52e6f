import { errorBodySchema } from '@school/shared/errors/errors.contract';
import { listQuerySchema } from '@school/shared/common/list.contract';
import {
  adjustmentBodySchema,
  historyQuerySchema,
  historyResponseSchema,
  packagesResponseSchema,
  receiptSchema,
  topUpBodySchema,
  topUpIdParamsSchema,
  topUpListResponseSchema,
  topUpSchema,
  transactionListResponseSchema,
  transactionQuerySchema,
  transactionSchema,
  walletQuerySchema,
  walletSummarySchema,
} from '@school/shared/wallet/wallet.contract';
import { Readable } from 'node:stream';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireAuth } from '../../plugins/access.ts';
import { idempotencyKeyOf, type OnceAnswer } from './idempotency.ts';
import type { WalletService } from './wallet.service.ts';

const tags = ['wallet'];
const errors = {
  400: errorBodySchema,
  401: errorBodySchema,
  403: errorBodySchema,
  404: errorBodySchema,
  409: errorBodySchema,
  422: errorBodySchema,
};
const declined = z.object({ error: errorBodySchema.shape.error, topUp: topUpSchema.nullable() });
const idempotencyHeader = z.object({ 'idempotency-key': z.string().optional() });

function answer(reply: FastifyReply, result: OnceAnswer) {
  if (result.replayed) void reply.header('idempotency-replayed', 'true');
  return reply.status(result.status).send(result.body);
}

export const walletRoutes: FastifyPluginAsyncZod<{ wallet: WalletService }> = async (
  app,
  { wallet },
) => {
  app.get(
    '/',
    {
      config: { access: 'wallet.view' },
      schema: {
        tags,
        summary: 'Balance, alert threshold and pending top-ups',
        querystring: walletQuerySchema,
        response: { 200: walletSummarySchema, ...errors },
      },
    },
    async (request) => wallet.summary(requireAuth(request), request.query.schoolId),
  );

  app.get(
    '/packages',
    {
      config: { access: 'wallet.view' },
      schema: {
        tags,
        summary: 'Credit packages and the custom-amount price',
        response: { 200: packagesResponseSchema, ...errors },
      },
    },
    async () => wallet.packages(),
  );

  app.get(
    '/transactions',
    {
      config: { access: 'wallet.view' },
      schema: {
        tags,
        summary: 'Wallet movements, newest first, with the balance after each',
        querystring: transactionQuerySchema,
        response: { 200: transactionListResponseSchema, ...errors },
      },
    },
    async (request) => wallet.transactions(requireAuth(request), request.query),
  );

  app.get(
    '/transactions/export.csv',
    {
      config: { access: 'wallet.view' },
      schema: {
        tags,
        summary: 'CSV of the filtered movements',
        querystring: transactionQuerySchema.omit({ page: true, pageSize: true }),
        produces: ['text/csv'],
      },
    },
    async (request, reply) =>
      reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', 'attachment; filename="wallet-transactions.csv"')
        .header('cache-control', 'no-store')
        .send(Readable.from(wallet.exportCsv(requireAuth(request), request.query))),
  );

  app.get(
    '/history',
    {
      config: { access: 'wallet.view' },
      schema: {
        tags,
        summary: 'Daily balance and credits by kind',
        querystring: historyQuerySchema,
        response: { 200: historyResponseSchema, ...errors },
      },
    },
    async (request) =>
      wallet.history(requireAuth(request), request.query.days, request.query.schoolId),
  );

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
      wallet.listTopUps(
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
    async (request, reply) =>
      answer(
        reply,
        await wallet.topUp(
          requireAuth(request),
          request.body,
          idempotencyKeyOf(request.headers['idempotency-key']),
        ),
      ),
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
    async (request, reply) =>
      answer(
        reply,
        await wallet.confirm(
          requireAuth(request),
          request.params.id,
          idempotencyKeyOf(request.headers['idempotency-key']),
        ),
      ),
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
    async (request) => wallet.receipt(requireAuth(request), request.params.id),
  );

  app.post(
    '/adjustments',
    {
      config: { access: 'wallet.adjust' },
      schema: {
        tags,
        summary: 'Platform admin: credit or debit a school’s wallet with a memo',
        headers: idempotencyHeader,
        body: adjustmentBodySchema,
        response: { 201: transactionSchema, ...errors },
      },
    },
    async (request, reply) =>
      answer(
        reply,
        await wallet.adjust(
          requireAuth(request),
          request.body,
          idempotencyKeyOf(request.headers['idempotency-key']),
        ),
      ),
  );
};
