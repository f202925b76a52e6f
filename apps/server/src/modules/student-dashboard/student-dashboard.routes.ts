import {
  attendanceCsvQuerySchema,
  studentDashboardParamsSchema,
  studentDashboardQuerySchema,
  studentDashboardSchema,
} from '@school/shared/student-dashboard/student-dashboard.contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../lib/error-responses.ts';
import { requireAuth } from '../../plugins/access.ts';
import type { StudentDashboardService } from './student-dashboard.service.ts';

const tags = ['student-dashboard'];
const errors = errorResponses(400, 401, 403, 404);
const access = { access: 'student-dashboard.view' } as const;

export const studentDashboardRoutes: FastifyPluginAsyncZod<{
  service: StudentDashboardService;
}> = async (app, { service }) => {
  app.get(
    '/:studentId',
    {
      config: access,
      schema: {
        tags,
        summary:
          'One student: profile, classes and attendance, appointments, spend (with the wallet permission), topics, activity',
        params: studentDashboardParamsSchema,
        querystring: studentDashboardQuerySchema,
        response: { 200: studentDashboardSchema, ...errors },
      },
    },
    async (request) => service.get(requireAuth(request), request.params.studentId, request.query),
  );

  app.get(
    '/:studentId/attendance.csv',
    {
      config: access,
      schema: {
        tags,
        summary: 'The student’s attendance marks as CSV',
        params: studentDashboardParamsSchema,
        querystring: attendanceCsvQuerySchema,
        produces: ['text/csv'],
      },
    },
    async (request, reply) => {
      const csv = await service.attendanceCsv(
        requireAuth(request),
        request.params.studentId,
        request.query.schoolId,
      );
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${csv.fileName}"`)
        .header('cache-control', 'no-store')
        .send(csv.text);
    },
  );
};
