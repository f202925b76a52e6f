import type { Appointment } from '@school/shared/appointments/appointments.contract';
import { appointmentPath, type SlotConflict } from '@school/shared/appointments/appointments.rules';
import { monthOf, wallClock } from '@school/shared/appointments/appointment-time';
import type { FieldErrorCode } from '@school/shared/errors/errors.rules';
import type { Database } from '../../db/client.ts';
import { AppError, notFound, validationError } from '../../lib/app-error.ts';
import { schoolScope } from '../../lib/school-scope.ts';
import type { AuditService } from '../audit/audit.service.ts';
import type { AuthContext } from '../auth/auth.service.ts';
import type { JobsService } from '../jobs/jobs.service.ts';
import type { FeedsService } from '../feeds/feeds.service.ts';
import type { NotificationsService, NotifyInput } from '../notifications/notifications.service.ts';
import type { SchoolService } from '../school/school.service.ts';
import type { TutorsService } from '../tutors/tutors.service.ts';
import type { WalletService } from '../wallet/wallet.service.ts';
import type { Visibility } from './appointment-list.repository.ts';
import { studentNameOf, toAppointment } from './appointment-view.ts';
import {
  createAppointmentsRepository,
  type AppointmentRow,
  type AppointmentsRepository,
  type AppointmentView,
} from './appointments.repository.ts';

export type AppointmentsDeps = {
  db: Database;
  clock: () => Date;
  audit: AuditService;
  notifications: Pick<NotificationsService, 'notify' | 'notifyAll'>;
  feeds: Pick<FeedsService, 'recordActivity'>;
  wallet: Pick<WalletService, 'credits' | 'describeReferencesWith'>;
  tutors: Pick<TutorsService, 'refreshWindows' | 'takeFromWindows' | 'addReview' | 'useBusySource'>;
  jobs: Pick<JobsService, 'schedule'>;
  school: Pick<SchoolService, 'policies' | 'timezoneOf'>;
};

export const remindJob = 'appointments.remind';
const hour = 3_600_000;
export const reminderKinds = [
  { kind: '24h', hours: 24 },
  { kind: '1h', hours: 1 },
] as const;

const unknownAppointment = () => notFound('The appointment');

/** Ledger keys: each money movement of an appointment has its own, so a retry moves nothing. */
export const moneyKeys = {
  book: (id: string) => `appointment:${id}:book`,
  price: (id: string, change: number) => `appointment:${id}:price:${change}`,
  refund: (id: string) => `appointment:${id}:refund`,
};

const conflictTexts: Record<Exclude<SlotConflict, 'in_past'>, [field: string, text: string]> = {
  tutor_unavailable: ['tutorId', 'The tutor is not available at that time.'],
  tutor_busy: ['tutorId', 'The tutor already has an appointment at that time.'],
  student_busy: ['studentId', 'The student already has an appointment at that time.'],
  student_class: ['studentId', 'The student has a class at that time'],
};

/** The field code a client translates the conflict by (the field tells whose time it is). */
const conflictCodes = {
  tutor_unavailable: 'not_allowed',
  tutor_busy: 'in_use',
  student_busy: 'in_use',
  student_class: 'in_class',
} as const satisfies Record<Exclude<SlotConflict, 'in_past'>, FieldErrorCode>;

/** 409 naming the conflict (the field at fault and why), or the 400 of a start in the past. */
export function slotError(conflict: SlotConflict, classTitle?: string): AppError {
  if (conflict === 'in_past')
    return validationError('startsAt', 'too_small', 'Please choose a start in the future.');
  const [field, text] = conflictTexts[conflict];
  const message = conflict === 'student_class' ? `${text}: “${classTitle ?? ''}”.` : text;
  return new AppError('conflict', message, {
    fields: {
      [field]: { code: conflictCodes[conflict], message },
    },
  });
}

/** What appointment services share: who sees what, the slot check, answers and notices. */
export function createAppointmentContext(deps: AppointmentsDeps) {
  const { db, clock } = deps;

  /** Whose appointments the caller sees (a tutor and a student only their own). */
  async function visibilityOf(
    auth: AuthContext,
    requested?: string,
    tx: Database = db,
  ): Promise<Visibility> {
    if (auth.user.role === 'tutor') return { kind: 'tutor', tutorId: auth.user.id };
    if (auth.user.role === 'student') {
      const own = await createAppointmentsRepository(tx).studentOfUser(auth.user.id);
      if (!own) throw notFound('Your student record');
      if (requested && requested !== own.schoolId) throw notFound('The school');
      return { kind: 'student', schoolId: own.schoolId, studentId: own.id };
    }
    return { kind: 'school', schoolId: schoolScope(auth, requested) };
  }

  function sees(auth: AuthContext, visibility: Visibility | null, row: AppointmentRow): boolean {
    if (auth.user.role === 'admin') return true;
    if (!visibility) return false;
    switch (visibility.kind) {
      case 'school':
        return row.schoolId === visibility.schoolId;
      case 'tutor':
        return row.tutorId === visibility.tutorId;
      case 'student':
        return row.studentId === visibility.studentId;
    }
  }

  /** One appointment the caller may see; another school's (or person's) id answers 404. */
  async function visibleView(auth: AuthContext, id: string, tx: Database = db) {
    const view = await createAppointmentsRepository(tx).findView(id);
    const visibility = auth.user.role === 'admin' ? null : await visibilityOf(auth, undefined, tx);
    if (!view || !sees(auth, visibility, view.row)) throw unknownAppointment();
    return view;
  }

  /**
   * Why the tutor or the student cannot have `[start, end)`, or null when both can. `except` is
   * the appointment being moved: its own time does not stand in its way.
   */
  async function slotConflict(
    repo: AppointmentsRepository,
    slot: {
      tutorId: string;
      studentId: string | null;
      start: Date;
      end: Date;
      except?: AppointmentRow;
    },
  ): Promise<{ conflict: SlotConflict; classTitle?: string } | null> {
    const { tutorId, studentId, start, end, except } = slot;
    if (start <= clock()) return { conflict: 'in_past' };
    const facts = await repo.slotFacts({
      tutorId,
      studentId,
      from: start,
      to: end,
      except: except?.id,
    });
    if (facts.tutorBusy) return { conflict: 'tutor_busy' };
    const windows = facts.windows;
    // The appointment being moved took its own time out of the open windows.
    if (except) windows.push({ start: except.startsAt.getTime(), end: except.endsAt.getTime() });
    if (!covers(windows, start.getTime(), end.getTime())) return { conflict: 'tutor_unavailable' };
    if (facts.studentBusy) return { conflict: 'student_busy' };
    if (facts.classTitle !== null)
      return { conflict: 'student_class', classTitle: facts.classTitle };
    return null;
  }

  /** Reminders 24 h and 1 h before the start; one whose time has passed is not scheduled. */
  async function scheduleReminders(tx: Database, row: AppointmentRow) {
    const now = clock().getTime();
    const startsAt = row.startsAt.toISOString();
    for (const { kind, hours } of reminderKinds) {
      const runAt = new Date(row.startsAt.getTime() - hours * hour);
      if (runAt.getTime() <= now) continue;
      await deps.jobs.schedule(
        remindJob,
        { appointmentId: row.id, kind, startsAt },
        { runAt, key: `${row.id}:${kind}:${startsAt}` },
        tx,
      );
    }
  }

  type NoticeType =
    | 'appointment_booked'
    | 'appointment_cancelled'
    | 'appointment_reminder'
    | 'appointment_approved'
    | 'appointment_rejected'
    | 'appointment_rescheduled'
    | 'appointment_reschedule_requested';

  /**
   * Tells the tutor and the other side (the student's account, or the staff member who booked a
   * session for themselves) in the caller's transaction; `skip` leaves out who acted.
   */
  async function tell(
    tx: Database,
    view: AppointmentView,
    type: NoticeType,
    extra: Record<string, string | number>,
    skip: string | null,
  ) {
    const { row } = view;
    const start = wallClock(row.startsAt, view.timeZone);
    const studentName = studentNameOf(view) ?? row.bookedByName;
    const sides = [
      { to: row.tutorId, who: studentName },
      {
        to: view.studentUserId ?? (row.studentId ? null : row.bookedByUserId),
        who: view.tutorName,
      },
    ];
    const notices = sides.flatMap((side) =>
      !side.to || side.to === skip
        ? []
        : [
            {
              type,
              params: { who: side.who, start, ...extra },
              to: { userIds: [side.to] },
              sender: { name: 'Appointments' },
              url: appointmentPath(row.id),
              schoolId: row.schoolId,
            } as NotifyInput,
          ],
    );
    await deps.notifications.notifyAll(notices, tx);
  }

  /** The student's allowance and what their appointments of the start's month took. */
  async function allowanceOf(
    repo: AppointmentsRepository,
    student: { id: string; allowance: number | null } | undefined,
    start: Date,
    zone: string,
  ) {
    const month = monthOf(start, zone);
    if (!student) return { month: month.month, allowance: null, spent: 0 };
    const spent = await repo.spentBetween(student.id, month.from, month.to);
    return { month: month.month, allowance: student.allowance, spent };
  }

  /**
   * Refuses moving a booked appointment to `start` at `price` when that would take its student
   * over the allowance of the month (in the school's `zone`) it lands in. A month already over it (an approved booking)
   * may keep its spend; only a move that adds to it is refused. Counted under the student's lock.
   */
  async function checkMoveAllowance(
    repo: AppointmentsRepository,
    row: AppointmentRow,
    zone: string,
    start: Date,
    price: number,
  ) {
    if (!row.studentId) return;
    const student = await repo.student(row.schoolId, row.studentId);
    if (student?.allowance == null) return;
    await repo.lockStudent(student.id);
    const { month, spent } = await allowanceOf(repo, student, start, zone);
    const sameMonth = monthOf(row.startsAt, zone).month === month;
    const after = spent - (sameMonth ? await repo.charged(row.id) : 0) + price;
    if (after <= student.allowance || after <= spent) return;
    const name = `${student.firstName} ${student.lastName}`.trim();
    throw new AppError(
      'over_allowance',
      `This change would take ${name} over the monthly allowance of ${student.allowance} credits for ${month} (${spent} spent). Raise the allowance or choose a shorter session.`,
      { details: { allowance: student.allowance, spent, price } },
    );
  }

  async function answer(auth: AuthContext, id: string, tx: Database = db): Promise<Appointment> {
    const view = await createAppointmentsRepository(tx).findView(id);
    if (!view) throw unknownAppointment();
    return toAppointment(view, auth.user.role, clock());
  }

  return {
    deps,
    visibilityOf,
    visibleView,
    slotConflict,
    allowanceOf,
    checkMoveAllowance,
    scheduleReminders,
    tell,
    answer,
    unknownAppointment,
  };
}
export type AppointmentContext = ReturnType<typeof createAppointmentContext>;

/** Whether the intervals (in any order, possibly touching) cover `[start, end)` whole. */
export function covers(intervals: { start: number; end: number }[], start: number, end: number) {
  let reached = start;
  for (const i of [...intervals].sort((a, b) => a.start - b.start)) {
    if (i.start > reached) break;
    if (i.end > reached) reached = i.end;
    if (reached >= end) return true;
  }
  return reached >= end;
}
