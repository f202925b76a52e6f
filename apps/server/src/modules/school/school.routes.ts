import { schoolProfileSchema, updateSchoolBodySchema } from '@school/shared/school/school.contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../lib/error-responses.ts';
import { requireAuth } from '../../plugins/access.ts';
import type { SchoolService } from './school.service.ts';

const errors = errorResponses(400, 401, 403, 404);

export const schoolRoutes: FastifyPluginAsyncZod<{ school: SchoolService }> = async (
  app,
  { school },
) => {
  app.get(
    '/',
    {
      config: { access: 'school.view' },
      schema: {
        tags: ['school'],
        summary: 'The signed-in user’s school profile',
        response: { 200: schoolProfileSchema, ...errors },
      },
    },
    async (request) => school.get(requireAuth(request)),
  );

  app.put(
    '/',
    {
      config: { access: 'school.edit' },
      schema: {
        tags: ['school'],
        summary: 'Update the school profile (school admins)',
        body: updateSchoolBodySchema,
        response: { 200: schoolProfileSchema, ...errors },
      },
    },
    async (request) => school.update(requireAuth(request), request.body),
  );
};
