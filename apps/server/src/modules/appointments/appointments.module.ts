import { appointmentsExportQuerySchema } from '@school/shared/appointments/appointments.contract';
import { defineModule } from '../module.ts';
import { appointmentsRoutes, studentSummaryRoutes } from './appointments.routes.ts';
import { createAppointmentsService, type AppointmentsService } from './appointments.service.ts';
import * as tables from './appointments.table.ts';

declare module '../module.ts' {
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions
  interface ModuleServices {
    appointments: AppointmentsService;
  }
}

declare module '../audit/audit.service.ts' {
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions
  interface AuditActions {
    'appointments.booked': true;
    'appointments.requested': true;
    'appointments.approved': true;
    'appointments.rejected': true;
    'appointments.cancelled': true;
    'appointments.refunded_anyway': true;
    'appointments.rescheduled': true;
    'appointments.reschedule_declined': true;
    'appointments.completed': true;
    'appointments.no_show': true;
  }
}

/**
 * Tutors booked with the school's credits: allowances per student with approval over them, the
 * cancellation policy, moves, reviews and reminders (see ARCHITECTURE.md, Appointments).
 */
export const appointmentsModule = defineModule({
  name: 'appointments',
  tables,
  create: ({ db, clock, use }) => {
    const service = createAppointmentsService({
      db,
      clock,
      audit: use('audit'),
      notifications: use('notifications'),
      feeds: use('feeds'),
      wallet: use('wallet'),
      tutors: use('tutors'),
      jobs: use('jobs'),
      school: use('school'),
    });
    use('students').addHistoryCheck(async (tx, student) =>
      (await service.studentHasAppointments(student.id, tx)) ? 'has appointments' : null,
    );
    use('exports').define('appointments', {
      permission: 'appointments.view',
      filters: appointmentsExportQuerySchema,
      run: async (auth, filters) => ({
        fileName: 'appointments.csv',
        body: await service.exportCsv(auth, filters),
      }),
    });
    return service;
  },
  routes: async (app, service, { use }) => {
    await app.register(appointmentsRoutes, {
      prefix: '/api/appointments',
      service,
      exports: use('exports'),
    });
    await app.register(studentSummaryRoutes, { prefix: '/api/students', service });
  },
  jobs: {
    /** 24 h and 1 h before a booked appointment: the tutor and the other side are reminded once. */
    remind: async (payload, service) => {
      await service.remind(payload);
    },
  },
});
