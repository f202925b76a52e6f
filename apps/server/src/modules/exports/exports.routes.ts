import { exportParamsSchema } from '@school/shared/exports/exports.contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../lib/error-responses.ts';
import { requireAuth } from '../../plugins/access.ts';
import type { ExportsService } from './exports.service.ts';
import { sendCsv } from './send-csv.ts';

export const exportsRoutes: FastifyPluginAsyncZod<{ service: ExportsService }> = async (
  app,
  { service },
) => {
  app.get(
    '/:id/download',
    {
      config: { access: 'authenticated' },
      schema: {
        tags: ['exports'],
        summary: 'One of your CSV exports, made again with the filters it was made with',
        description:
          'Only its maker may download it, and only while their role may still make that kind ' +
          'of export (403 otherwise); another person’s or an unknown export answers 404.',
        params: exportParamsSchema,
        produces: ['text/csv'],
        response: errorResponses(400, 401, 403, 404),
      },
    },
    async (request, reply) =>
      sendCsv(reply, await service.download(requireAuth(request), request.params.id)),
  );
};
