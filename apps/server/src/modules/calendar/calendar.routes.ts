import {
  calendarConflictSchema,
  calendarEventSchema,
  calendarRangeQuerySchema,
  calendarRangeSchema,
  createCalendarEventBodySchema,
  deleteCalendarEventQuerySchema,
  feedTokenStatusSchema,
  importCalendarBodySchema,
  importPreviewSchema,
  moveCalendarItemBodySchema,
  updateCalendarEventBodySchema,
} from '@school/shared/calendar/calendar.contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '../../lib/error-responses.ts';
import { requireAuth } from '../../plugins/access.ts';
import { sendListInPieces } from '../../plugins/serialization.ts';
import type { CalendarModuleService } from './calendar.module.ts';
import type { Conflict } from './calendar-events.service.ts';

const tags = ['calendar'];
const errors = errorResponses(400, 401, 403, 404);
const params = z.object({ id: z.uuid('The event id is not valid.') });
const withConflicts = { ...errors, 409: calendarConflictSchema };

const conflictBody = (conflicts: Conflict[]) => ({
  error: {
    code: 'conflict' as const,
    message: 'The new time overlaps other items for the same people; send force to keep it anyway.',
    conflicts,
  },
});

type Options = {
  service: CalendarModuleService;
  /** Parse answers against their schema (outside production). */
  checkResponses: boolean;
};

export const calendarRoutes: FastifyPluginAsyncZod<Options> = async (
  app,
  { service, checkResponses },
) => {
  app.get(
    '/',
    {
      config: { access: 'calendar.view' },
      schema: {
        tags,
        summary: 'Class sessions, appointments and school events in a range (at most 62 days)',
        querystring: calendarRangeQuerySchema,
        response: { 200: calendarRangeSchema, ...errors },
      },
    },
    // A month may hold ten thousand items: they go out in pieces.
    async (request, reply) => {
      const range = await service.range(requireAuth(request), request.query);
      return sendListInPieces(reply, range, checkResponses ? calendarRangeSchema : null);
    },
  );

  app.post(
    '/events',
    {
      config: { access: 'calendar.manage' },
      schema: {
        tags,
        summary: 'Add a school event (409 lists overlaps unless force is sent)',
        body: createCalendarEventBodySchema,
        response: { 201: calendarEventSchema, ...withConflicts },
      },
    },
    async (request, reply) => {
      const saved = await service.createEvent(requireAuth(request), request.body);
      if (saved.kind === 'conflict') return reply.status(409).send(conflictBody(saved.conflicts));
      return reply.status(201).send(saved.value);
    },
  );

  app.get(
    '/events/:id',
    {
      config: { access: 'calendar.manage' },
      schema: {
        tags,
        summary: 'One school event',
        params,
        response: { 200: calendarEventSchema, ...errors },
      },
    },
    async (request) => service.getEvent(requireAuth(request), request.params.id),
  );

  app.patch(
    '/events/:id',
    {
      config: { access: 'calendar.manage' },
      schema: {
        tags,
        summary:
          'Change or move an event, one occurrence or the series (409 lists overlaps unless force is sent)',
        params,
        body: updateCalendarEventBodySchema,
        response: { 200: calendarEventSchema, ...withConflicts },
      },
    },
    async (request, reply) => {
      const saved = await service.updateEvent(
        requireAuth(request),
        request.params.id,
        request.body,
      );
      if (saved.kind === 'conflict') return reply.status(409).send(conflictBody(saved.conflicts));
      return reply.status(200).send(saved.value);
    },
  );

  app.delete(
    '/events/:id',
    {
      config: { access: 'calendar.manage' },
      schema: {
        tags,
        summary: 'Delete an event, one occurrence or the series',
        params,
        querystring: deleteCalendarEventQuerySchema,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await service.deleteEvent(requireAuth(request), request.params.id, request.query);
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/move',
    {
      config: { access: 'authenticated' },
      schema: {
        tags,
        summary:
          'Move a class session (the class’s schedule edit) or an appointment (its reschedule)',
        body: moveCalendarItemBodySchema,
        response: { 204: z.null(), ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request, reply) => {
      await service.moveItem(requireAuth(request), request.body);
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/import/preview',
    {
      config: { access: 'calendar.import' },
      schema: {
        tags,
        summary: 'What importing an .ics file would create or update',
        body: importCalendarBodySchema,
        response: { 200: importPreviewSchema, ...errors },
      },
    },
    async (request) => service.imports.preview(requireAuth(request), request.body),
  );

  app.post(
    '/import',
    {
      config: { access: 'calendar.import' },
      schema: {
        tags,
        summary: 'Import an .ics file in one transaction (known UIDs are updated)',
        body: importCalendarBodySchema,
        response: {
          200: z.object({ created: z.number().int(), updated: z.number().int() }),
          ...errors,
        },
      },
    },
    async (request) => service.imports.commit(requireAuth(request), request.body),
  );

  app.get(
    '/feed-token',
    {
      config: { access: 'calendar.view' },
      schema: {
        tags,
        summary: 'Whether the caller has a private feed',
        response: { 200: feedTokenStatusSchema, ...errors },
      },
    },
    async (request) => service.feed.status(requireAuth(request)),
  );

  app.post(
    '/feed-token',
    {
      config: { access: 'calendar.view' },
      schema: {
        tags,
        summary: 'Make (or replace) the private feed; its URL is shown this once',
        response: { 200: feedTokenStatusSchema, ...errors },
      },
    },
    async (request) => service.feed.rotate(requireAuth(request)),
  );

  app.delete(
    '/feed-token',
    {
      config: { access: 'calendar.view' },
      schema: { tags, summary: 'Revoke the private feed', response: { 204: z.null(), ...errors } },
    },
    async (request, reply) => {
      await service.feed.revoke(requireAuth(request));
      return reply.status(204).send(null);
    },
  );
};

/** The feed itself: no session, the token is the key; a wrong one answers 404 and nothing else. */
export const calendarFeedRoutes: FastifyPluginAsyncZod<Options> = async (app, { service }) => {
  app.get(
    '/feed/:file',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: 'The private iCal feed (webcal)',
        params: z.object({
          file: z.string().regex(/^[A-Za-z0-9_-]{1,64}(\.ics)?$/, 'Not a feed address.'),
        }),
        produces: ['text/calendar'],
        response: { 200: z.string(), ...errorResponses(404) },
      },
    },
    async (request, reply) => {
      const token = request.params.file.replace(/\.ics$/, '');
      const ics = await service.feed.ics(token);
      if (ics === null)
        return reply
          .status(404)
          .send({ error: { code: 'not_found', message: 'The feed was not found.' } });
      return reply
        .header('content-type', 'text/calendar; charset=utf-8')
        .header('cache-control', 'private, max-age=300')
        .send(ics);
    },
  );
};
