import {
  attendanceCsvQuerySchema,
  studentDashboardParamsSchema,
  studentDashboardQuerySchema,
  studentDashboardSchema,
} from '@school/shared/student-dashboard/student-dashboard.contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../lib/error-responses.ts';
import { requireAuth } from '../../plugins/access.ts';
import type { ExportsService } from '../exports/exports.service.ts';
import { sendCsv } from '../exports/send-csv.ts';
import type { StudentDashboardService } from './student-dashboard.service.ts';

const tags = ['student-dashboard'];
const errors = errorResponses(400, 401, 403, 404);
const access = { access: 'student-dashboard.view' } as const;

export const studentDashboardRoutes: FastifyPluginAsyncZod<{
  service: StudentDashboardService;
  exports: ExportsService;
}> = async (app, { service, exports }) => {
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
    async (request, reply) =>
      sendCsv(
        reply,
        await exports.serve(requireAuth(request), 'attendance', {
          ...request.query,
          studentId: request.params.studentId,
        }),
      ),
  );
};
