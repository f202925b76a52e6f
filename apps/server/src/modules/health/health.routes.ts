import { healthResponseSchema } from '@school/shared/health/health.contract';
import { appVersion } from '@school/shared/constants';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { DatabaseKind } from '../../db/client.ts';
import { typedResponseSerializer } from '../../plugins/serialization.ts';

export const healthRoutes: FastifyPluginAsyncZod<{
  database: DatabaseKind;
  /** Parse answers against their schema (outside production). */
  checkResponses: boolean;
}> = async (app, options) => {
  app.get(
    '/health',
    {
      config: { access: 'public' },
      serializerCompiler: typedResponseSerializer(options.checkResponses),
      schema: {
        tags: ['health'],
        summary: 'Liveness and the database engine in use',
        response: { 200: healthResponseSchema },
      },
    },
    async () => ({ status: 'ok' as const, database: options.database, version: appVersion }),
  );
};
