import type {
  Appointment,
  AppointmentAction,
} from '@school/shared/appointments/appointments.contract';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import type { AuthContext } from '../auth/auth.service.ts';
import { slotError, type AppointmentContext } from './appointment-context.ts';
import { actionsOf } from './appointment-view.ts';
import {
  createAppointmentsRepository,
  exclusionConstraintOf,
  type AppointmentRow,
  type AppointmentsRepository,
  type AppointmentView,
} from './appointments.repository.ts';

/** What a change of an appointment works with: its transaction, the locked row and the time. */
export type Step = {
  tx: Database;
  repo: AppointmentsRepository;
  row: AppointmentRow;
  view: AppointmentView;
  now: Date;
};

export const notNow = (message: string) => new AppError('conflict', message);

/**
 * The frame of every change after booking. Each runs in one transaction with the row locked; the
 * money it moves is one ledger transfer with the appointment as reference and a key of its own,
 * so a retry or a repeated request never moves it twice.
 */
export function createStep(ctx: AppointmentContext) {
  const { db, clock } = ctx.deps;

  /**
   * Locks the appointment (and its tutor's bookings, for changes of time), checks the caller may
   * see it and take `action` now, and runs `change`. `settled` answers a repeated request whose
   * work is done (a second cancel) without doing anything.
   */
  async function step(
    auth: AuthContext,
    id: string,
    action: AppointmentAction,
    change: (s: Step) => Promise<void>,
    settled?: (row: AppointmentRow) => boolean,
  ): Promise<Appointment> {
    try {
      return await db.transaction(async (tx) => {
        const view = await ctx.visibleView(auth, id, tx);
        const repo = createAppointmentsRepository(tx);
        await repo.lockTutor(view.row.tutorId);
        const row = await repo.lock(id);
        if (!row) throw ctx.unknownAppointment();
        const now = clock();
        if (settled?.(row)) return ctx.answer(auth, id, tx);
        if (!actionsOf(auth.user.role, row, view.reviewRating !== null, now).includes(action))
          throw notNow(refusal(action, row, now));
        await change({ tx, repo, row, view: { ...view, row }, now });
        return ctx.answer(auth, id, tx);
      });
    } catch (error) {
      // The constraint refused an overlap the checks could not see (a booking committing meanwhile).
      const constraint = exclusionConstraintOf(error);
      if (constraint)
        throw slotError(constraint.includes('student') ? 'student_busy' : 'tutor_busy');
      throw error;
    }
  }

  /** The tutor's time zone, which their open windows are rebuilt in. */
  async function tutorZone(s: Step): Promise<string> {
    return (await s.repo.bookableTutor(s.row.tutorId))?.timeZone ?? 'UTC';
  }

  return { step, tutorZone };
}

/** Why an action is refused now, in words a person can act on. */
function refusal(action: AppointmentAction, row: AppointmentRow, now: Date): string {
  if (row.status === 'cancelled') return 'The appointment is cancelled.';
  if ((action === 'complete' || action === 'no_show') && now < row.endsAt)
    return 'The appointment has not ended yet.';
  if (action === 'review') return 'Only a completed appointment without a review can be reviewed.';
  if (now >= row.startsAt && (action === 'cancel' || action === 'reschedule'))
    return 'The appointment has already started.';
  if (action === 'approve' || action === 'reject')
    return 'The booking is not waiting for approval.';
  if (action === 'accept_reschedule' || action === 'decline_reschedule')
    return 'No move is waiting for an answer.';
  return `The appointment cannot be changed this way while it is ${row.status.replace('_', ' ')}.`;
}
