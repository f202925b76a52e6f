import {
  subjectListSchema,
  tutorListQuerySchema,
  tutorListSchema,
} from '@school/shared/classes/classes.contract';
import {
  availabilitySchema,
  myTutorProfileSchema,
  suspendTutorBodySchema,
  suspendTutorResponseSchema,
  tutorIdParamsSchema,
  tutorProfileSchema,
  tutorReviewListQuerySchema,
  tutorReviewListResponseSchema,
  tutorSearchQuerySchema,
  tutorSearchResponseSchema,
  tutorSlotsQuerySchema,
  tutorSlotsResponseSchema,
  updateMyTutorProfileBodySchema,
} from '@school/shared/tutors/tutors.contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../lib/error-responses.ts';
import { requireAuth } from '../../plugins/access.ts';
import { typedResponseSerializer } from '../../plugins/serialization.ts';
import type { TutorsService } from './tutors.service.ts';

const tags = ['tutors'];
const errors = errorResponses(400, 401, 403, 404, 409);
const searching = { access: 'tutors.search' as const };
const own = { access: 'tutors.profile' as const };

export const tutorsRoutes: FastifyPluginAsyncZod<{
  tutors: TutorsService;
  checkResponses: boolean;
}> = async (app, { tutors, checkResponses }) => {
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

  app.get(
    '/tutors/search',
    {
      config: searching,
      serializerCompiler: typedResponseSerializer(checkResponses),
      schema: {
        tags,
        summary: 'Find tutors: text, subject, level, price, language, rating, availability',
        querystring: tutorSearchQuerySchema,
        response: { 200: tutorSearchResponseSchema, ...errors },
      },
    },
    async (request) => tutors.find(requireAuth(request), request.query),
  );

  app.get(
    '/tutors/me',
    {
      config: own,
      schema: {
        tags,
        summary: 'The signed-in tutor’s own profile and availability',
        response: { 200: myTutorProfileSchema, ...errors },
      },
    },
    async (request) => tutors.myProfile(requireAuth(request)),
  );

  app.put(
    '/tutors/me',
    {
      config: own,
      schema: {
        tags,
        summary: 'Save the signed-in tutor’s profile',
        body: updateMyTutorProfileBodySchema,
        response: { 200: myTutorProfileSchema, ...errors },
      },
    },
    async (request) => tutors.updateMyProfile(requireAuth(request), request.body),
  );

  app.put(
    '/tutors/me/availability',
    {
      config: own,
      schema: {
        tags,
        summary: 'Replace the weekly windows and dated exceptions (in the tutor’s zone)',
        body: availabilitySchema,
        response: { 200: myTutorProfileSchema, ...errors },
      },
    },
    async (request) => tutors.updateMyAvailability(requireAuth(request), request.body),
  );

  app.get(
    '/tutors/:id',
    {
      config: searching,
      schema: {
        tags,
        summary: 'A tutor’s public profile, latest reviews and free slots of the next 14 days',
        params: tutorIdParamsSchema,
        response: { 200: tutorProfileSchema, ...errors },
      },
    },
    async (request) => tutors.profile(requireAuth(request), request.params.id),
  );

  app.get(
    '/tutors/:id/reviews',
    {
      config: searching,
      schema: {
        tags,
        summary: 'A tutor’s reviews, newest first',
        params: tutorIdParamsSchema,
        querystring: tutorReviewListQuerySchema,
        response: { 200: tutorReviewListResponseSchema, ...errors },
      },
    },
    async (request) => tutors.reviews(requireAuth(request), request.params.id, request.query),
  );

  app.get(
    '/tutors/:id/slots',
    {
      config: searching,
      schema: {
        tags,
        summary: 'A tutor’s free slots of 30 or 60 minutes between two instants',
        params: tutorIdParamsSchema,
        querystring: tutorSlotsQuerySchema,
        response: { 200: tutorSlotsResponseSchema, ...errors },
      },
    },
    async (request) => tutors.slots(requireAuth(request), request.params.id, request.query),
  );

  app.post(
    '/tutors/:id/suspend',
    {
      config: { access: 'tutors.suspend' },
      schema: {
        tags,
        summary: 'Suspend a tutor (platform admin): gone from search and booking',
        params: tutorIdParamsSchema,
        body: suspendTutorBodySchema,
        response: { 200: suspendTutorResponseSchema, ...errors },
      },
    },
    async (request) => tutors.suspend(requireAuth(request), request.params.id, request.body.reason),
  );
};
