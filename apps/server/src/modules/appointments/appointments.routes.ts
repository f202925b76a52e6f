import {
  appointmentIdParamsSchema,
  appointmentQuoteQuerySchema,
  appointmentQuoteSchema,
  appointmentSchema,
  appointmentsExportQuerySchema,
  appointmentsListQuerySchema,
  appointmentsListSchema,
  approveAppointmentBodySchema,
  cancelAppointmentBodySchema,
  createAppointmentBodySchema,
  declineRescheduleBodySchema,
  noShowBodySchema,
  rejectAppointmentBodySchema,
  rescheduleAppointmentBodySchema,
  reviewAppointmentBodySchema,
  studentAppointmentsSummarySchema,
} from '@school/shared/appointments/appointments.contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '../../lib/error-responses.ts';
import { requireAuth } from '../../plugins/access.ts';
import type { ExportsService } from '../exports/exports.service.ts';
import { sendCsv } from '../exports/send-csv.ts';
import { idempotencyKeyOf } from '../wallet/idempotency.ts';
import type { AppointmentsService } from './appointments.service.ts';

const tags = ['appointments'];
const errors = errorResponses(400, 401, 403, 404, 409);
const idempotencyHeader = z.object({ 'idempotency-key': z.string().optional() });
const params = appointmentIdParamsSchema;
const one = { 200: appointmentSchema, ...errors };

export const appointmentsRoutes: FastifyPluginAsyncZod<{
  service: AppointmentsService;
  exports: ExportsService;
}> = async (app, { service, exports }) => {
  app.get(
    '/',
    {
      config: { access: 'appointments.view' },
      schema: {
        tags,
        summary: 'Appointments the caller may see: upcoming, pending approval or past, filtered',
        querystring: appointmentsListQuerySchema,
        response: { 200: appointmentsListSchema, ...errors },
      },
    },
    async (request) => service.list(requireAuth(request), request.query),
  );

  app.get(
    '/export.csv',
    {
      config: { access: 'appointments.view' },
      schema: {
        tags,
        summary: 'CSV of the filtered appointments',
        querystring: appointmentsExportQuerySchema,
        produces: ['text/csv'],
      },
    },
    async (request, reply) =>
      sendCsv(reply, await exports.serve(requireAuth(request), 'appointments', request.query)),
  );

  app.get(
    '/quote',
    {
      config: { access: 'appointments.book' },
      schema: {
        tags,
        summary:
          'Price, wallet balance, allowance left and whether the slot is free, before booking',
        querystring: appointmentQuoteQuerySchema,
        response: { 200: appointmentQuoteSchema, ...errors },
      },
    },
    async (request) => service.quote(requireAuth(request), request.query),
  );

  app.get(
    '/:id',
    {
      config: { access: 'appointments.view' },
      schema: { tags, summary: 'One appointment', params, response: one },
    },
    async (request) => service.get(requireAuth(request), request.params.id),
  );

  app.post(
    '/',
    {
      config: { access: 'appointments.book' },
      schema: {
        tags,
        summary:
          'Book a tutor (Idempotency-Key header): spent from the wallet, or pending approval over the allowance',
        headers: idempotencyHeader,
        body: createAppointmentBodySchema,
        response: {
          200: appointmentSchema,
          201: appointmentSchema,
          ...errorResponses(400, 401, 403, 404, 409, 422),
        },
      },
    },
    async (request, reply) => {
      const key = idempotencyKeyOf(request.headers['idempotency-key']);
      const { appointment, replayed } = await service.create(
        requireAuth(request),
        key,
        request.body,
      );
      if (replayed) void reply.header('idempotency-replayed', 'true');
      return reply.status(replayed ? 200 : 201).send(appointment);
    },
  );

  app.post(
    '/:id/cancel',
    {
      config: { access: 'appointments.cancel' },
      schema: {
        tags,
        summary: 'Cancel, refunded by the school’s notice rule',
        params,
        body: cancelAppointmentBodySchema,
        response: one,
      },
    },
    async (request) => service.cancel(requireAuth(request), request.params.id, request.body),
  );

  app.post(
    '/:id/reschedule',
    {
      config: { access: 'appointments.book' },
      schema: {
        tags,
        summary: 'Move to another free slot of the tutor (inside the notice: asks the tutor)',
        params,
        body: rescheduleAppointmentBodySchema,
        response: one,
      },
    },
    async (request) => service.reschedule(requireAuth(request), request.params.id, request.body),
  );

  app.post(
    '/:id/reschedule/accept',
    {
      config: { access: 'appointments.respond' },
      schema: { tags, summary: 'The tutor accepts the requested move', params, response: one },
    },
    async (request) => service.acceptReschedule(requireAuth(request), request.params.id),
  );

  app.post(
    '/:id/reschedule/decline',
    {
      config: { access: 'appointments.respond' },
      schema: {
        tags,
        summary: 'The tutor declines the requested move',
        params,
        body: declineRescheduleBodySchema,
        response: one,
      },
    },
    async (request) =>
      service.declineReschedule(requireAuth(request), request.params.id, request.body.reason),
  );

  app.post(
    '/:id/approve',
    {
      config: { access: 'appointments.approve' },
      schema: {
        tags,
        summary: 'Approve a booking over the allowance: the price is spent then',
        params,
        body: approveAppointmentBodySchema,
        response: one,
      },
    },
    async (request) => service.approve(requireAuth(request), request.params.id),
  );

  app.post(
    '/:id/reject',
    {
      config: { access: 'appointments.approve' },
      schema: {
        tags,
        summary: 'Reject a booking over the allowance, with a reason',
        params,
        body: rejectAppointmentBodySchema,
        response: one,
      },
    },
    async (request) => service.reject(requireAuth(request), request.params.id, request.body.reason),
  );

  app.post(
    '/:id/complete',
    {
      config: { access: 'appointments.deliver' },
      schema: {
        tags,
        summary: 'Mark as taken place (the tutor or the school admin, after the end)',
        params,
        response: one,
      },
    },
    async (request) => service.complete(requireAuth(request), request.params.id),
  );

  app.post(
    '/:id/no-show',
    {
      config: { access: 'appointments.deliver' },
      schema: {
        tags,
        summary: 'Mark who did not come: the tutor (refunded) or the student (not refunded)',
        params,
        body: noShowBodySchema,
        response: one,
      },
    },
    async (request) => service.noShow(requireAuth(request), request.params.id, request.body.who),
  );

  app.post(
    '/:id/review',
    {
      config: { access: 'appointments.book' },
      schema: {
        tags,
        summary: 'Review a completed appointment (once): moves the tutor’s rating',
        params,
        body: reviewAppointmentBodySchema,
        response: one,
      },
    },
    async (request) => service.review(requireAuth(request), request.params.id, request.body),
  );
};

/** `GET /api/students/{id}/appointments-summary`: the roster drawer's figures. */
export const studentSummaryRoutes: FastifyPluginAsyncZod<{ service: AppointmentsService }> = async (
  app,
  { service },
) => {
  app.get(
    '/:id/appointments-summary',
    {
      config: { access: 'students.manage' },
      schema: {
        tags: ['students', 'appointments'],
        summary:
          'Allowance, spent this month (from the ledger) and upcoming appointments of a student',
        params: z.object({ id: z.string().uuid('The student id is not valid.') }),
        querystring: z.object({ schoolId: z.uuid().optional() }),
        response: { 200: studentAppointmentsSummarySchema, ...errors },
      },
    },
    async (request) =>
      service.studentSummary(requireAuth(request), request.params.id, request.query.schoolId),
  );
};
