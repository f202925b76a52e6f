import type {
  Appointment,
  cancelAppointmentBodySchema,
  reviewAppointmentBodySchema,
} from '@school/shared/appointments/appointments.contract';
import {
  isWithinFreeCancellation,
  type CancellationParty,
  type NoShowParty,
  appointmentPath,
} from '@school/shared/appointments/appointments.rules';
import { wallClock } from '@school/shared/appointments/appointment-time';
import type { z } from 'zod';
import { actorOf } from '../../lib/actor.ts';
import { validationError } from '../../lib/app-error.ts';
import { isUniqueViolation } from '../../lib/db-errors.ts';
import type { AuthContext } from '../auth/auth.service.ts';
import { moneyKeys, slotError, type AppointmentContext } from './appointment-context.ts';
import { createStep, notNow, type Step } from './appointment-step.ts';

type CancelBody = z.output<typeof cancelAppointmentBodySchema>;
type ReviewBody = z.output<typeof reviewAppointmentBodySchema>;

/**
 * The changes of state after booking: cancel, approve or reject, complete, no-show, review (moves
 * are `reschedule.service.ts`). Each is one `step`: one transaction with the row locked.
 */
export function createChangesService(ctx: AppointmentContext) {
  const { audit, wallet, tutors } = ctx.deps;
  const { step, tutorZone } = createStep(ctx);

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
                url: appointmentPath(s.row.id, 'past'),
                schoolId: s.row.schoolId,
              },
              s.tx,
            );
        },
        (row) => row.status === 'cancelled',
      ),

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
