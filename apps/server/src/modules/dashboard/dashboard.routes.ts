import {
  dashboardQuerySchema,
  dashboardSchema,
  waitingQuerySchema,
  waitingSchema,
} from '@school/shared/dashboard/dashboard.contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../lib/error-responses.ts';
import { requireAuth } from '../../plugins/access.ts';
import type { DashboardService } from './dashboard.service.ts';

const tags = ['dashboard'];
const errors = errorResponses(400, 401, 403, 404);

export const dashboardRoutes: FastifyPluginAsyncZod<{ service: DashboardService }> = async (
  app,
  { service },
) => {
  app.get(
    '/',
    {
      config: { access: 'dashboard.view' },
      schema: {
        tags,
        summary:
          'The school at a glance: cards, charts and today (platform totals for the platform admin without a school)',
        querystring: dashboardQuerySchema,
        response: { 200: dashboardSchema, ...errors },
      },
    },
    async (request) => service.get(requireAuth(request), request.query),
  );

  app.get(
    '/waiting',
    {
      config: { access: 'dashboard.view' },
      schema: {
        tags,
        summary: 'What waits for the admin, with the actions the owning modules offer',
        querystring: waitingQuerySchema,
        response: { 200: waitingSchema, ...errors },
      },
    },
    async (request) => service.waiting(requireAuth(request), request.query.schoolId),
  );
};
