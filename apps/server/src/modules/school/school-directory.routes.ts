import {
  schoolSearchQuerySchema,
  schoolSearchResponseSchema,
  schoolSummarySchema,
  switchSchoolBodySchema,
} from '@school/shared/school/schools.contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../lib/error-responses.ts';
import { requireAuth } from '../../plugins/access.ts';
import type { SchoolDirectory } from './school-directory.service.ts';

const tags = ['school'];
const errors = errorResponses(400, 401, 403);
const access = { access: 'schools.switch' as const };

export const schoolDirectoryRoutes: FastifyPluginAsyncZod<{ directory: SchoolDirectory }> = async (
  app,
  { directory },
) => {
  app.get(
    '/',
    {
      config: access,
      schema: {
        tags,
        summary: 'Every school by name, for the platform admin’s school switcher',
        querystring: schoolSearchQuerySchema,
        response: { 200: schoolSearchResponseSchema, ...errors },
      },
    },
    async (request) => directory.search(request.query),
  );

  app.post(
    '/switch',
    {
      config: access,
      schema: {
        tags,
        summary: 'Enter a school (audited); later requests name it in the X-School-Id header',
        body: switchSchoolBodySchema,
        response: { 200: schoolSummarySchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => directory.enter(requireAuth(request), request.body.schoolId, request.ip),
  );
};
