import type {
  Appointment,
  AppointmentAction,
  cancelAppointmentBodySchema,
  rescheduleAppointmentBodySchema,
  reviewAppointmentBodySchema,
} from '@school/shared/appointments/appointments.contract';
import {
  appointmentPrice,
  isWithinFreeCancellation,
  type CancellationParty,
  type NoShowParty,
} from '@school/shared/appointments/appointments.rules';
import { wallClock } from '@school/shared/appointments/appointment-time';
import type { z } from 'zod';
import type { Database } from '../../db/client.ts';
import { actorOf } from '../../lib/actor.ts';
import { AppError, validationError } from '../../lib/app-error.ts';
import { isUniqueViolation } from '../../lib/db-errors.ts';
import type { AuthContext } from '../auth/auth.service.ts';
import { moneyKeys, slotError, type AppointmentContext } from './appointment-context.ts';
import { actionsOf } from './appointment-view.ts';
import {
  createAppointmentsRepository,
  exclusionConstraintOf,
  type AppointmentRow,
  type AppointmentsRepository,
  type AppointmentView,
} from './appointments.repository.ts';

type CancelBody = z.output<typeof cancelAppointmentBodySchema>;
type RescheduleBody = z.output<typeof rescheduleAppointmentBodySchema>;
type ReviewBody = z.output<typeof reviewAppointmentBodySchema>;

const minute = 60_000;
const notNow = (message: string) => new AppError('conflict', message);

/**
 * Everything that changes an appointment after booking. Each runs in one transaction with the
 * row locked; the money it moves is one ledger transfer with the appointment as reference and a
 * key of its own, so a retry or a repeated request never moves it twice.
 */
export function createChangesService(ctx: AppointmentContext) {
  const { db, clock, audit, wallet, tutors } = ctx.deps;

  type Step = {
    tx: Database;
    repo: AppointmentsRepository;
    row: AppointmentRow;
    view: AppointmentView;
    now: Date;
  };

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

  async function refund(s: Step, auth: AuthContext) {
    const charged = await s.repo.charged(s.row.id);
    if (charged <= 0) return false;
    await wallet.credits.refund(
      s.row.schoolId,
      charged,
      s.row.id,
      moneyKeys.refund(s.row.id),
      actorOf(auth),
      s.tx,
    );
    return true;
  }

  /** Moves the appointment to `[start, start + minutes)`, moving the price difference. */
  async function move(s: Step, auth: AuthContext, start: Date, minutes: number) {
    const end = new Date(start.getTime() + minutes * minute);
    const conflict = await ctx.slotConflict(s.repo, {
      tutorId: s.row.tutorId,
      studentId: s.row.studentId,
      start,
      end,
      except: s.row,
    });
    if (conflict) throw slotError(conflict.conflict, conflict.classTitle);
    const price = appointmentPrice(s.row.hourlyRateCredits, minutes);
    await ctx.checkMoveAllowance(s.repo, s.row, s.view.timeZone, start, price);
    const difference = price - s.row.priceCredits;
    const change = s.row.priceChanges + 1;
    const actor = actorOf(auth);
    if (difference > 0)
      await wallet.credits.spend(
        s.row.schoolId,
        difference,
        s.row.id,
        moneyKeys.price(s.row.id, change),
        actor,
        s.tx,
      );
    if (difference < 0)
      await wallet.credits.refund(
        s.row.schoolId,
        -difference,
        s.row.id,
        moneyKeys.price(s.row.id, change),
        actor,
        s.tx,
      );
    const moved = await s.repo.update(s.row.id, ['booked'], {
      startsAt: start,
      endsAt: end,
      durationMinutes: minutes,
      priceCredits: price,
      priceChanges: difference === 0 ? s.row.priceChanges : change,
      rescheduleStartsAt: null,
      rescheduleDurationMinutes: null,
      rescheduleRequestedAt: null,
      updatedAt: s.now,
    });
    if (!moved) throw notNow('The appointment can no longer be moved.');
    await tutors.refreshWindows(s.tx, s.row.tutorId, await tutorZone(s));
    await ctx.scheduleReminders(s.tx, moved);
    await audit.record(
      {
        action: 'appointments.rescheduled',
        actorUserId: auth.user.id,
        schoolId: s.row.schoolId,
        target: s.row.id,
        details: { from: s.row.startsAt.toISOString(), to: start.toISOString(), price },
      },
      s.tx,
    );
    await ctx.tell(s.tx, { ...s.view, row: moved }, 'appointment_rescheduled', {}, auth.user.id);
  }

  async function tutorZone(s: Step): Promise<string> {
    return (await s.repo.bookableTutor(s.row.tutorId))?.timeZone ?? 'UTC';
  }

  const partyOf = (auth: AuthContext): CancellationParty =>
    auth.user.role === 'tutor' ? 'tutor' : auth.user.role === 'student' ? 'student' : 'school';

  return {
    /**
     * Cancels. The tutor's cancellation is always refunded; the school's (or the student's) only
     * at least the notice before the start, or when the school admin refunds anyway with a reason.
     */
    cancel: (auth: AuthContext, id: string, body: CancelBody) =>
      step(
        auth,
        id,
        'cancel',
        async (s) => {
          const by = partyOf(auth);
          if (body.refundAnyway && auth.user.role !== 'sadmin')
            throw validationError(
              'refundAnyway',
              'not_allowed',
              'Only the school admin refunds anyway.',
            );
          const inTime = isWithinFreeCancellation(s.now, s.row.startsAt, s.view.noticeHours);
          const refunds =
            s.row.status === 'booked' && (by === 'tutor' || inTime || body.refundAnyway);
          const refunded = refunds ? await refund(s, auth) : false;
          const anyway = refunded && by !== 'tutor' && !inTime;
          const row = await s.repo.update(s.row.id, ['booked', 'pending_approval'], {
            status: 'cancelled',
            cancelledAt: s.now,
            cancelledBy: by,
            cancellationKind: 'cancelled',
            cancellationReason: body.reason,
            refunded,
            refundedAnyway: anyway,
            rescheduleStartsAt: null,
            rescheduleDurationMinutes: null,
            rescheduleRequestedAt: null,
            updatedAt: s.now,
          });
          if (!row) throw notNow('The appointment can no longer be cancelled.');
          await tutors.refreshWindows(s.tx, s.row.tutorId, await tutorZone(s));
          await audit.record(
            {
              action: anyway ? 'appointments.refunded_anyway' : 'appointments.cancelled',
              actorUserId: auth.user.id,
              schoolId: s.row.schoolId,
              target: s.row.id,
              details: { by, refunded, reason: body.reason },
            },
            s.tx,
          );
          await ctx.tell(
            s.tx,
            { ...s.view, row },
            'appointment_cancelled',
            { refunded: refunded ? 'yes' : 'no' },
            auth.user.id,
          );
          if (by === 'tutor')
            await ctx.deps.notifications.notify(
              {
                type: 'appointment_cancelled',
                params: {
                  who: s.view.tutorName,
                  start: wallClock(s.row.startsAt, s.view.timeZone),
                  refunded: refunded ? 'yes' : 'no',
                },
                to: { schoolId: s.row.schoolId, roles: ['sadmin'] },
                sender: { name: 'Appointments' },
                url: '/my-appointments?tab=past',
                schoolId: s.row.schoolId,
              },
              s.tx,
            );
        },
        (row) => row.status === 'cancelled',
      ),

    /**
     * Moves to another free slot of the same tutor: at once while the school could still cancel
     * for free, otherwise as a request the tutor accepts (or declines).
     */
    reschedule: (auth: AuthContext, id: string, body: RescheduleBody) =>
      step(auth, id, 'reschedule', async (s) => {
        const start = new Date(body.startsAt);
        const minutes = body.durationMinutes ?? s.row.durationMinutes;
        if (isWithinFreeCancellation(s.now, s.row.startsAt, s.view.noticeHours))
          return move(s, auth, start, minutes);
        const end = new Date(start.getTime() + minutes * minute);
        const conflict = await ctx.slotConflict(s.repo, {
          tutorId: s.row.tutorId,
          studentId: s.row.studentId,
          start,
          end,
          except: s.row,
        });
        if (conflict) throw slotError(conflict.conflict, conflict.classTitle);
        const price = appointmentPrice(s.row.hourlyRateCredits, minutes);
        await ctx.checkMoveAllowance(s.repo, s.row, s.view.timeZone, start, price);
        const row = await s.repo.update(s.row.id, ['booked'], {
          rescheduleStartsAt: start,
          rescheduleDurationMinutes: minutes,
          rescheduleRequestedAt: s.now,
          updatedAt: s.now,
        });
        if (!row) throw notNow('The appointment can no longer be moved.');
        await ctx.tell(
          s.tx,
          { ...s.view, row: { ...row, startsAt: start } },
          'appointment_reschedule_requested',
          {},
          auth.user.id,
        );
      }),

    acceptReschedule: (auth: AuthContext, id: string) =>
      step(auth, id, 'accept_reschedule', async (s) => {
        const { rescheduleStartsAt: start, rescheduleDurationMinutes: minutes } = s.row;
        if (!start || !minutes) throw notNow('No move is waiting for an answer.');
        await move(s, auth, start, minutes);
      }),

    declineReschedule: (auth: AuthContext, id: string, reason: string | null) =>
      step(auth, id, 'decline_reschedule', async (s) => {
        await s.repo.update(s.row.id, ['booked'], {
          rescheduleStartsAt: null,
          rescheduleDurationMinutes: null,
          rescheduleRequestedAt: null,
          updatedAt: s.now,
        });
        await audit.record(
          {
            action: 'appointments.reschedule_declined',
            actorUserId: auth.user.id,
            schoolId: s.row.schoolId,
            target: s.row.id,
            details: { reason },
          },
          s.tx,
        );
      }),

    /** The school admin approves a booking over the allowance: the slot is checked again, the price spent. */
    approve: (auth: AuthContext, id: string) =>
      step(
        auth,
        id,
        'approve',
        async (s) => {
          const conflict = await ctx.slotConflict(s.repo, {
            tutorId: s.row.tutorId,
            studentId: s.row.studentId,
            start: s.row.startsAt,
            end: s.row.endsAt,
            except: s.row,
          });
          if (conflict) throw slotError(conflict.conflict, conflict.classTitle);
          await wallet.credits.spend(
            s.row.schoolId,
            s.row.priceCredits,
            s.row.id,
            moneyKeys.book(s.row.id),
            actorOf(auth),
            s.tx,
          );
          const row = await s.repo.update(s.row.id, ['pending_approval'], {
            status: 'booked',
            updatedAt: s.now,
          });
          if (!row) throw notNow('The booking is no longer waiting for approval.');
          await ctx.scheduleReminders(s.tx, row);
          await audit.record(
            {
              action: 'appointments.approved',
              actorUserId: auth.user.id,
              schoolId: s.row.schoolId,
              target: s.row.id,
            },
            s.tx,
          );
          await ctx.tell(s.tx, { ...s.view, row }, 'appointment_approved', {}, auth.user.id);
        },
        (row) => row.status === 'booked',
      ),

    reject: (auth: AuthContext, id: string, reason: string) =>
      step(auth, id, 'reject', async (s) => {
        const row = await s.repo.update(s.row.id, ['pending_approval'], {
          status: 'cancelled',
          cancelledAt: s.now,
          cancelledBy: 'school',
          cancellationKind: 'rejected',
          cancellationReason: reason,
          updatedAt: s.now,
        });
        if (!row) throw notNow('The booking is no longer waiting for approval.');
        await tutors.refreshWindows(s.tx, s.row.tutorId, await tutorZone(s));
        await audit.record(
          {
            action: 'appointments.rejected',
            actorUserId: auth.user.id,
            schoolId: s.row.schoolId,
            target: s.row.id,
            details: { reason },
          },
          s.tx,
        );
        await ctx.tell(s.tx, { ...s.view, row }, 'appointment_rejected', { reason }, auth.user.id);
      }),

    complete: (auth: AuthContext, id: string) =>
      step(
        auth,
        id,
        'complete',
        async (s) => {
          await s.repo.update(s.row.id, ['booked'], {
            status: 'completed',
            completedAt: s.now,
            updatedAt: s.now,
          });
          await audit.record(
            {
              action: 'appointments.completed',
              actorUserId: auth.user.id,
              schoolId: s.row.schoolId,
              target: s.row.id,
            },
            s.tx,
          );
        },
        (row) => row.status === 'completed',
      ),

    /** A tutor's no-show is refunded; a student's is not. */
    noShow: (auth: AuthContext, id: string, who: NoShowParty) =>
      step(
        auth,
        id,
        'no_show',
        async (s) => {
          const refunded = who === 'tutor' ? await refund(s, auth) : false;
          await s.repo.update(s.row.id, ['booked'], {
            status: 'no_show',
            noShow: who,
            refunded,
            updatedAt: s.now,
          });
          await audit.record(
            {
              action: 'appointments.no_show',
              actorUserId: auth.user.id,
              schoolId: s.row.schoolId,
              target: s.row.id,
              details: { who, refunded },
            },
            s.tx,
          );
        },
        (row) => row.status === 'no_show' && row.noShow === who,
      ),

    /** One review per completed appointment, from the school or its student; it moves the tutor's rating. */
    async review(auth: AuthContext, id: string, body: ReviewBody): Promise<Appointment> {
      try {
        return await step(auth, id, 'review', async (s) => {
          await tutors.addReview(s.tx, {
            tutorId: s.row.tutorId,
            schoolId: s.row.schoolId,
            appointmentId: s.row.id,
            rating: body.rating,
            text: body.text,
            authorUserId: auth.user.id,
            createdAt: s.now,
          });
        });
      } catch (error) {
        if (isUniqueViolation(error)) throw notNow('This appointment has a review already.');
        throw error;
      }
    },
  };
}
export type ChangesService = ReturnType<typeof createChangesService>;

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
