import {
  attendanceBodySchema,
  attendanceGridSchema,
  bulkApproveBodySchema,
  bulkRejectBodySchema,
  bulkResultSchema,
  classDetailSchema,
  classIdParamsSchema,
  classListQuerySchema,
  classListResponseSchema,
  createClassBodySchema,
  enrolBodySchema,
  enrolmentListSchema,
  enrolmentParamsSchema,
  enrolResultSchema,
  pendingCountSchema,
  reasonBodySchema,
  updateClassBodySchema,
} from '@school/shared/classes/classes.contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '../../lib/error-responses.ts';
import { requireAuth } from '../../plugins/access.ts';
import { typedResponseSerializer } from '../../plugins/serialization.ts';
import type { ClassesService } from './classes.service.ts';

const tags = ['classes'];
const errors = errorResponses(400, 401, 403, 404, 409);
const params = classIdParamsSchema;

export const classesRoutes: FastifyPluginAsyncZod<{
  classes: ClassesService;
  /** Parse answers against their schema (outside production). */
  checkResponses: boolean;
}> = async (app, { classes, checkResponses }) => {
  // Staff see their school's classes, tutors their own: the service scopes by role.
  app.get(
    '/classes',
    {
      config: { access: 'authenticated' },
      serializerCompiler: typedResponseSerializer(checkResponses),
      schema: {
        tags,
        summary: 'Classes, filtered and paged',
        querystring: classListQuerySchema,
        response: { 200: classListResponseSchema, ...errors },
      },
    },
    async (request) => classes.list(requireAuth(request), request.query),
  );

  app.post(
    '/classes',
    {
      config: { access: 'authenticated' },
      schema: {
        tags,
        summary: 'A tutor proposes a class; a school admin creates an approved one',
        body: createClassBodySchema,
        response: { 201: classDetailSchema, ...errors },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await classes.create(requireAuth(request), request.body)),
  );

  app.get(
    '/classes/pending-count',
    {
      config: { access: 'classes.view' },
      schema: {
        tags,
        summary: 'How many proposals wait for approval',
        response: { 200: pendingCountSchema, ...errors },
      },
    },
    async (request) => ({ pending: await classes.pendingCount(requireAuth(request)) }),
  );

  app.post(
    '/classes/bulk-approve',
    {
      config: { access: 'classes.approve' },
      schema: {
        tags,
        summary: 'Approve several proposals',
        body: bulkApproveBodySchema,
        response: { 200: bulkResultSchema, ...errors },
      },
    },
    async (request) => classes.bulkDecide(requireAuth(request), request.body.ids, 'approved', null),
  );

  app.post(
    '/classes/bulk-reject',
    {
      config: { access: 'classes.approve' },
      schema: {
        tags,
        summary: 'Reject several proposals with one reason',
        body: bulkRejectBodySchema,
        response: { 200: bulkResultSchema, ...errors },
      },
    },
    async (request) =>
      classes.bulkDecide(requireAuth(request), request.body.ids, 'rejected', request.body.reason),
  );

  app.get(
    '/classes/:id',
    {
      config: { access: 'authenticated' },
      schema: {
        tags,
        summary: 'One class with sessions and decisions',
        params,
        response: { 200: classDetailSchema, ...errors },
      },
    },
    async (request) => classes.get(requireAuth(request), request.params.id),
  );

  app.patch(
    '/classes/:id',
    {
      config: { access: 'authenticated' },
      schema: {
        tags,
        summary: 'Edit a class',
        params,
        body: updateClassBodySchema,
        response: { 200: classDetailSchema, ...errors },
      },
    },
    async (request) => classes.update(requireAuth(request), request.params.id, request.body),
  );

  app.post(
    '/classes/:id/approve',
    {
      config: { access: 'classes.approve' },
      schema: {
        tags,
        summary: 'Approve a proposal',
        params,
        response: { 200: classDetailSchema, ...errors },
      },
    },
    async (request) => classes.decide(requireAuth(request), request.params.id, 'approved', null),
  );

  app.post(
    '/classes/:id/reject',
    {
      config: { access: 'classes.approve' },
      schema: {
        tags,
        summary: 'Reject a proposal (reason required)',
        params,
        body: reasonBodySchema,
        response: { 200: classDetailSchema, ...errors },
      },
    },
    async (request) =>
      classes.decide(requireAuth(request), request.params.id, 'rejected', request.body.reason),
  );

  app.post(
    '/classes/:id/cancel',
    {
      config: { access: 'classes.approve' },
      schema: {
        tags,
        summary: 'Cancel an approved class (reason required)',
        params,
        body: reasonBodySchema,
        response: { 200: classDetailSchema, ...errors },
      },
    },
    async (request) =>
      classes.decide(requireAuth(request), request.params.id, 'cancelled', request.body.reason),
  );

  app.get(
    '/classes/:id/enrolments',
    {
      config: { access: 'classes.view' },
      schema: {
        tags,
        summary: 'Enrolled students',
        params,
        response: { 200: enrolmentListSchema, ...errors },
      },
    },
    async (request) => ({
      items: await classes.enrolments(requireAuth(request), request.params.id),
    }),
  );

  app.post(
    '/classes/:id/enrolments',
    {
      config: { access: 'classes.view' },
      schema: {
        tags,
        summary: 'Enrol students (all or none, within capacity)',
        params,
        body: enrolBodySchema,
        response: { 200: enrolResultSchema, ...errors },
      },
    },
    async (request) =>
      classes.enrol(requireAuth(request), request.params.id, request.body.studentIds),
  );

  app.delete(
    '/classes/:id/enrolments/:studentId',
    {
      config: { access: 'classes.view' },
      schema: {
        tags,
        summary: 'Remove a student from the class',
        params: enrolmentParamsSchema,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await classes.unenrol(requireAuth(request), request.params.id, request.params.studentId);
      return reply.status(204).send(null);
    },
  );

  app.get(
    '/classes/:id/attendance',
    {
      config: { access: 'classes.view' },
      schema: {
        tags,
        summary: 'Attendance grid: sessions × students',
        params,
        response: { 200: attendanceGridSchema, ...errors },
      },
    },
    async (request) => classes.attendance(requireAuth(request), request.params.id),
  );

  app.put(
    '/classes/:id/attendance',
    {
      config: { access: 'classes.view' },
      schema: {
        tags,
        summary: 'Record attendance marks (null clears one)',
        params,
        body: attendanceBodySchema,
        response: { 200: attendanceGridSchema, ...errors },
      },
    },
    async (request) =>
      classes.setAttendance(requireAuth(request), request.params.id, request.body.marks),
  );
};
