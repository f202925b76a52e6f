import {
  adjustmentBodySchema,
  historyQuerySchema,
  historyResponseSchema,
  packagesResponseSchema,
  transactionListResponseSchema,
  transactionQuerySchema,
  transactionSchema,
  walletQuerySchema,
  walletSummarySchema,
} from '@school/shared/wallet/wallet.contract';
import { Readable } from 'node:stream';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireAuth } from '../../plugins/access.ts';
import { idempotencyKeyOf } from './idempotency.ts';
import { topUpsRoutes } from './top-ups.routes.ts';
import { sendAdjustment } from './wallet-replies.ts';
import { errors, idempotencyHeader, tags } from './wallet-route-schemas.ts';
import type { WalletService } from './wallet.service.ts';

export const walletRoutes: FastifyPluginAsyncZod<{ wallet: WalletService }> = async (
  app,
  { wallet },
) => {
  const { statement } = wallet;

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
    async (request) => statement.summary(requireAuth(request), request.query.schoolId),
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
    async () => wallet.topUps.packages(),
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
    async (request) => statement.transactions(requireAuth(request), request.query),
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
    async (request, reply) => {
      const lines = await statement.exportCsv(requireAuth(request), request.query);
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', 'attachment; filename="wallet-transactions.csv"')
        .header('cache-control', 'no-store')
        .send(Readable.from(lines));
    },
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
      statement.history(requireAuth(request), request.query.days, request.query.schoolId),
  );

  // Awaited here, so the document lists the top-up paths in this place.
  await app.register(topUpsRoutes, { topUps: wallet.topUps });

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
    async (request, reply) => {
      const auth = requireAuth(request);
      const key = idempotencyKeyOf(request.headers['idempotency-key']);
      return sendAdjustment(reply, await wallet.adjustments.adjust(auth, request.body, key));
    },
  );
};
