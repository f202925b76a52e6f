import multipart from '@fastify/multipart';
import {
  bulkAllowanceBodySchema,
  bulkAllowanceResponseSchema,
  studentAllowanceBodySchema,
  studentAllowanceSchema,
} from '@school/shared/appointments/appointments.contract';
import {
  bulkStatusBodySchema,
  bulkStatusResponseSchema,
  createStudentBodySchema,
  importQuerySchema,
  importResponseSchema,
  studentExportQuerySchema,
  studentGradesResponseSchema,
  studentIdParamsSchema,
  studentListQuerySchema,
  studentListResponseSchema,
  studentSchema,
  updateStudentBodySchema,
} from '@school/shared/students/students.contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { notFound, validationError } from '../../lib/app-error.ts';
import { errorResponses } from '../../lib/error-responses.ts';
import { requireAuth } from '../../plugins/access.ts';
import { typedResponseSerializer } from '../../plugins/serialization.ts';
import type { ExportsService } from '../exports/exports.service.ts';
import { sendCsv } from '../exports/send-csv.ts';
import type { StudentsService } from './students.service.ts';

const tags = ['students'];
const errors = errorResponses(400, 401, 403, 404, 409);
const access = { access: 'students.manage' as const };
const importMaxBytes = 10 * 1024 * 1024;

export const studentsRoutes: FastifyPluginAsyncZod<{
  students: StudentsService;
  exports: ExportsService;
  /** Parse answers against their schema (outside production). */
  checkResponses: boolean;
}> = async (app, { students, exports, checkResponses }) => {
  await app.register(multipart, {
    limits: { fileSize: importMaxBytes, files: 1, fields: 5, parts: 6 },
  });
  app.addContentTypeParser(
    'text/csv',
    { parseAs: 'string', bodyLimit: importMaxBytes },
    (_request, body, done) => done(null, body),
  );

  app.get(
    '/',
    {
      config: access,
      serializerCompiler: typedResponseSerializer(checkResponses),
      schema: {
        tags,
        summary: 'The roster: paged, sorted, filtered, searched',
        querystring: studentListQuerySchema,
        response: { 200: studentListResponseSchema, ...errors },
      },
    },
    async (request) => students.list(requireAuth(request), request.query),
  );

  app.post(
    '/',
    {
      config: access,
      schema: {
        tags,
        summary: 'Add a student (and their sign-in account)',
        body: createStudentBodySchema,
        response: { 201: studentSchema, ...errors },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await students.create(requireAuth(request), request.body)),
  );

  app.get(
    '/grades',
    {
      config: access,
      schema: {
        tags,
        summary: 'Grades in use, for filters, in natural order (Grade 9 before Grade 10)',
        response: { 200: studentGradesResponseSchema, ...errors },
      },
    },
    async (request) => ({ grades: await students.grades(requireAuth(request)) }),
  );

  app.get(
    '/export.csv',
    {
      config: access,
      schema: {
        tags,
        summary: 'CSV of the current filter',
        querystring: studentExportQuerySchema,
        produces: ['text/csv'],
      },
    },
    async (request, reply) =>
      sendCsv(reply, await exports.serve(requireAuth(request), 'students', request.query)),
  );

  app.post(
    '/import',
    {
      config: access,
      schema: {
        tags,
        summary: 'Check (dryRun=true) or import a CSV file (multipart field `file`)',
        querystring: importQuerySchema,
        consumes: ['multipart/form-data', 'text/csv'],
        response: { 200: importResponseSchema, ...errors },
      },
    },
    async (request) => {
      const auth = requireAuth(request);
      let text: string;
      if (request.isMultipart()) {
        const part = await request.file().catch(() => undefined);
        if (!part || part.fieldname !== 'file')
          throw validationError('file', 'required', 'Send the CSV file in a field named file.');
        const buffer = await part.toBuffer().catch(() => {
          throw validationError('file', 'too_big', 'The file is larger than 10 MB.');
        });
        text = buffer.toString('utf8');
      } else if (typeof request.body === 'string') {
        text = request.body;
      } else {
        throw validationError('file', 'required', 'Send the CSV file in a field named file.');
      }
      return students.importCsv(auth, text, request.query);
    },
  );

  app.post(
    '/bulk-status',
    {
      config: access,
      schema: {
        tags,
        summary: 'Deactivate or reactivate several students',
        body: bulkStatusBodySchema,
        response: { 200: bulkStatusResponseSchema, ...errors },
      },
    },
    async (request) => ({
      updated: await students.setStatus(
        requireAuth(request),
        request.body.ids,
        request.body.status,
      ),
    }),
  );

  app.post(
    '/bulk-allowance',
    {
      config: { access: 'appointments.approve' },
      schema: {
        tags,
        summary: 'Set the monthly appointment allowance of several students (null: no limit)',
        body: bulkAllowanceBodySchema,
        response: { 200: bulkAllowanceResponseSchema, ...errors },
      },
    },
    async (request) => ({
      updated: (
        await students.setAllowance(
          requireAuth(request),
          request.body.ids,
          request.body.monthlyAllowanceCredits,
        )
      ).length,
    }),
  );

  app.put(
    '/:id/allowance',
    {
      config: { access: 'appointments.approve' },
      schema: {
        tags,
        summary: 'Set a student’s monthly appointment allowance in credits (null: no limit)',
        params: studentIdParamsSchema,
        body: studentAllowanceBodySchema,
        response: { 200: studentAllowanceSchema, ...errors },
      },
    },
    async (request) => {
      const credits = request.body.monthlyAllowanceCredits;
      const [id] = await students.setAllowance(requireAuth(request), [request.params.id], credits);
      if (!id) throw notFound('The student');
      return { studentId: id, monthlyAllowanceCredits: credits };
    },
  );

  app.get(
    '/:id',
    {
      config: access,
      schema: {
        tags,
        summary: 'One student',
        params: studentIdParamsSchema,
        response: { 200: studentSchema, ...errors },
      },
    },
    async (request) => students.get(requireAuth(request), request.params.id),
  );

  app.patch(
    '/:id',
    {
      config: access,
      schema: {
        tags,
        summary: 'Edit a student, or change their status',
        params: studentIdParamsSchema,
        body: updateStudentBodySchema,
        response: { 200: studentSchema, ...errors },
      },
    },
    async (request) => students.update(requireAuth(request), request.params.id, request.body),
  );

  app.delete(
    '/:id',
    {
      config: access,
      schema: {
        tags,
        summary: 'Delete a student who has no history',
        params: studentIdParamsSchema,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await students.remove(requireAuth(request), request.params.id);
      return reply.status(204).send(null);
    },
  );
};
