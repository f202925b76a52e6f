import {
  adjustmentBodySchema,
  historyQuerySchema,
  historyResponseSchema,
  packagesResponseSchema,
  transactionListResponseSchema,
  transactionQuerySchema,
  walletExportQuerySchema,
  transactionSchema,
  walletQuerySchema,
  walletSummarySchema,
} from '@school/shared/wallet/wallet.contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireAuth } from '../../plugins/access.ts';
import type { ExportsService } from '../exports/exports.service.ts';
import { sendCsv } from '../exports/send-csv.ts';
import { idempotencyKeyOf } from './idempotency.ts';
import { topUpsRoutes } from './top-ups.routes.ts';
import { sendAdjustment } from './wallet-replies.ts';
import { errors, idempotencyHeader, tags } from './wallet-route-schemas.ts';
import type { WalletService } from './wallet.service.ts';

export const walletRoutes: FastifyPluginAsyncZod<{
  wallet: WalletService;
  exports: ExportsService;
}> = async (app, { wallet, exports }) => {
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
        querystring: walletExportQuerySchema,
        produces: ['text/csv'],
      },
    },
    async (request, reply) =>
      sendCsv(
        reply,
        await exports.serve(requireAuth(request), 'wallet-transactions', request.query),
      ),
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
