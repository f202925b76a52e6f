import {
  subjectListSchema,
  tutorListQuerySchema,
  tutorListSchema,
} from '@school/shared/classes/classes.contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../lib/error-responses.ts';
import type { TutorsService } from './tutors.service.ts';

const tags = ['tutors'];
// The same error answers the routes documented when they lived with the classes.
const errors = errorResponses(400, 401, 403, 404, 409);

export const tutorsRoutes: FastifyPluginAsyncZod<{ tutors: TutorsService }> = async (
  app,
  { tutors },
) => {
  app.get(
    '/subjects',
    {
      config: { access: 'authenticated' },
      schema: {
        tags,
        summary: 'The subject catalogue',
        response: { 200: subjectListSchema, ...errors },
      },
    },
    async () => ({ items: await tutors.subjects() }),
  );

  app.get(
    '/tutors',
    {
      config: { access: 'authenticated' },
      schema: {
        tags,
        summary: 'Active tutors for pickers',
        querystring: tutorListQuerySchema,
        response: { 200: tutorListSchema, ...errors },
      },
    },
    async (request) => ({ items: await tutors.search(request.query.q) }),
  );
};
