import type {
  Appointment,
  AppointmentsExportQuery,
  AppointmentsList,
  AppointmentsListQuery,
  StudentAppointmentsSummary,
} from '@school/shared/appointments/appointments.contract';
import { appointmentLimits, appointmentPath } from '@school/shared/appointments/appointments.rules';
import { dayRange, monthOf } from '@school/shared/appointments/appointment-time';
import { uuidPattern } from '@school/shared/common/common.rules';
import type { TransferAbout } from '@school/shared/wallet/wallet.contract';
import type { Database } from '../../db/client.ts';
import { csvRows } from '../../lib/csv.ts';
import { notFound } from '../../lib/app-error.ts';
import { schoolScope } from '../../lib/school-scope.ts';
import type { AuthContext } from '../auth/auth.service.ts';
import {
  createAppointmentContext,
  reminderKinds,
  type AppointmentsDeps,
} from './appointment-context.ts';
import { createAppointmentListRepository, type ListFilter } from './appointment-list.repository.ts';
import { studentNameOf, toAppointment } from './appointment-view.ts';
import { createAppointmentsRepository, type AppointmentView } from './appointments.repository.ts';
import { createBookingService } from './booking.service.ts';
import { createChangesService } from './changes.service.ts';
import { createRescheduleService } from './reschedule.service.ts';

const hour = 3_600_000;

const csvColumns = [
  'id',
  'status',
  'startsAt',
  'endsAt',
  'timeZone',
  'durationMinutes',
  'tutor',
  'student',
  'subject',
  'priceCredits',
  'bookedBy',
  'cancelledBy',
  'refunded',
  'notes',
] as const;

export type ReminderPayload = { appointmentId: string; kind: '24h' | '1h'; startsAt: string };

const isReminder = (p: unknown): p is ReminderPayload =>
  typeof p === 'object' &&
  p !== null &&
  'appointmentId' in p &&
  typeof p.appointmentId === 'string' &&
  'kind' in p &&
  (p.kind === '24h' || p.kind === '1h') &&
  'startsAt' in p &&
  typeof p.startsAt === 'string';

/** An appointment as the wallet's movements name it. */
function transferAboutOf(view: AppointmentView): TransferAbout {
  const { row } = view;
  return {
    type: 'appointment',
    id: row.id,
    subject: { key: view.subjectKey, name: view.subjectName },
    tutorName: view.tutorName,
    studentName: studentNameOf(view),
    startsAt: row.startsAt.toISOString(),
    url: appointmentPath(row.id),
  };
}

/** Appointments: booking, the list and the roster's summary, changes, and the reminders. */
export function createAppointmentsService(deps: AppointmentsDeps) {
  const { db, clock } = deps;
  const ctx = createAppointmentContext(deps);

  // Booked and pending appointments hold the tutor's time: slots and windows leave it out.
  deps.tutors.useBusySource((tx, tutorId, from, to) =>
    createAppointmentsRepository(tx).tutorBusy(tutorId, from, to),
  );
  // The wallet's spends and refunds carry the appointment's id: its page says what they paid for.
  deps.wallet.describeReferencesWith(async (tx, schoolId, references) => {
    const ids = references.filter((r) => uuidPattern.test(r));
    const views = await createAppointmentsRepository(tx).viewsOfSchool(schoolId, ids);
    return new Map(views.map((view) => [view.row.id, transferAboutOf(view)]));
  });

  async function filterOf(
    auth: AuthContext,
    query: AppointmentsExportQuery,
  ): Promise<{ filter: ListFilter; zone: string }> {
    const visibility = await ctx.visibilityOf(auth, query.schoolId);
    const zone =
      visibility.kind === 'tutor'
        ? ((await createAppointmentsRepository(db).bookableTutor(visibility.tutorId))?.timeZone ??
          'UTC')
        : ((await deps.school.timezoneOf(visibility.schoolId)) ?? 'UTC');
    const days = dayRange(zone, query.from, query.to);
    return {
      zone,
      filter: {
        visibility,
        tab: query.tab,
        now: clock(),
        studentId: query.studentId,
        tutorId: query.tutorId,
        subjectId: query.subjectId,
        from: days.from,
        to: days.to,
        q: query.q,
        sort: query.sort,
      },
    };
  }

  return {
    ...createBookingService(ctx),
    ...createChangesService(ctx),
    ...createRescheduleService(ctx),

    async list(auth: AuthContext, query: AppointmentsListQuery): Promise<AppointmentsList> {
      const { filter, zone } = await filterOf(auth, query);
      const { items, total } = await createAppointmentListRepository(db).page(
        filter,
        query.pageSize,
        (query.page - 1) * query.pageSize,
      );
      const now = clock();
      return {
        items: items.map((view) => toAppointment(view, auth.user.role, now)),
        total,
        page: query.page,
        pageSize: query.pageSize,
        timeZone: zone,
      };
    },

    async get(auth: AuthContext, id: string): Promise<Appointment> {
      const view = await ctx.visibleView(auth, id);
      return toAppointment(view, auth.user.role, clock());
    },

    /** The filtered list as CSV lines (header first), at most `exportMaxRows` rows. */
    async exportCsv(auth: AuthContext, query: AppointmentsExportQuery): Promise<string[]> {
      const { filter } = await filterOf(auth, query);
      const rows = await createAppointmentListRepository(db).all(
        filter,
        appointmentLimits.exportMaxRows,
      );
      const now = clock();
      const cells = rows.map((view) => {
        const a = toAppointment(view, auth.user.role, now);
        return [
          a.id,
          a.status,
          a.startsAt,
          a.endsAt,
          a.timeZone,
          a.durationMinutes,
          a.tutor.name,
          a.student?.name ?? '',
          a.subject.name,
          a.priceCredits,
          a.bookedBy.name,
          a.cancellation?.by ?? '',
          a.cancellation ? (a.cancellation.refunded ? 'yes' : 'no') : '',
          a.notes ?? '',
        ];
      });
      // In chunks, so a long export streams instead of waiting for one large string.
      const chunks = [`${csvRows([], csvColumns).replace(/\r\n$/, '')}\r\n`];
      for (let i = 0; i < cells.length; i += 500)
        chunks.push(`${csvRows(cells.slice(i, i + 500))}\r\n`);
      return chunks;
    },

    /** A roster student's appointment spend by month on the wall clock of `zone`, from the ledger. */
    spentByMonth: (studentId: string, zone: string, from: Date, to: Date) =>
      createAppointmentsRepository(db).spentByMonth(studentId, zone, from, to),

    /** What the roster drawer shows: allowance, spent this month (from the ledger), what is next. */
    async studentSummary(
      auth: AuthContext,
      studentId: string,
      schoolId?: string,
    ): Promise<StudentAppointmentsSummary> {
      const school = schoolScope(auth, schoolId);
      const repo = createAppointmentsRepository(db);
      const student = await repo.student(school, studentId);
      if (!student) throw notFound('The student');
      const zone = (await deps.school.timezoneOf(school)) ?? 'UTC';
      const now = clock();
      const month = monthOf(now, zone);
      const [spent, pending, upcoming] = await Promise.all([
        repo.spentBetween(student.id, month.from, month.to),
        repo.pendingBetween(student.id, month.from, month.to),
        createAppointmentListRepository(db).page(
          {
            visibility: { kind: 'school', schoolId: school },
            tab: 'upcoming',
            now,
            studentId: student.id,
          },
          appointmentLimits.summaryUpcoming,
          0,
        ),
      ]);
      return {
        studentId: student.id,
        monthlyAllowanceCredits: student.allowance,
        month: month.month,
        spentThisMonth: spent,
        allowanceLeft: student.allowance === null ? null : student.allowance - spent,
        pendingApproval: pending.count,
        pendingCredits: pending.credits,
        upcoming: upcoming.items.map((view) => toAppointment(view, auth.user.role, now)),
        upcomingTotal: upcoming.total,
        timeZone: zone,
      };
    },

    /**
     * The reminder job: tells the tutor and the other side once. The reminders table refuses a
     * second row for the same appointment, kind and start, so a job run twice (two instances, a
     * retry after a crash) notifies once; one for a moved, cancelled or started appointment does
     * nothing, and a 24-hour one that comes late (the server was down) is left to the 1-hour one
     * once that is due.
     */
    async remind(payload: unknown): Promise<boolean> {
      if (!isReminder(payload)) return false;
      return db.transaction(async (tx) => {
        const repo = createAppointmentsRepository(tx);
        const view = await repo.findView(payload.appointmentId);
        const now = clock();
        if (!view || view.row.status !== 'booked') return false;
        const { row } = view;
        if (row.startsAt.toISOString() !== payload.startsAt || now >= row.startsAt) return false;
        const oneHour = reminderKinds[1].hours * hour;
        if (payload.kind === '24h' && now.getTime() >= row.startsAt.getTime() - oneHour)
          return false;
        if (!(await repo.claimReminder(row.id, payload.kind, row.startsAt, now))) return false;
        const hours = Math.max(1, Math.round((row.startsAt.getTime() - now.getTime()) / hour));
        await ctx.tell(tx, view, 'appointment_reminder', { hours }, null);
        return true;
      });
    },

    /** A student with appointments keeps their roster row (they can still be deactivated). */
    studentHasAppointments: (studentId: string, tx: Database = db) =>
      createAppointmentsRepository(tx).studentHasAppointments(studentId),
  };
}
export type AppointmentsService = ReturnType<typeof createAppointmentsService>;
