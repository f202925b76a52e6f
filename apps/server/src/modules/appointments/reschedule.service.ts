import type { rescheduleAppointmentBodySchema } from '@school/shared/appointments/appointments.contract';
import {
  appointmentPrice,
  isWithinFreeCancellation,
} from '@school/shared/appointments/appointments.rules';
import type { z } from 'zod';
import { actorOf } from '../../lib/actor.ts';
import type { AuthContext } from '../auth/auth.service.ts';
import { moneyKeys, slotError, type AppointmentContext } from './appointment-context.ts';
import { createStep, notNow, type Step } from './appointment-step.ts';

type RescheduleBody = z.output<typeof rescheduleAppointmentBodySchema>;

const minute = 60_000;

/**
 * Moving a booked appointment: at once while the school could still cancel for free, otherwise
 * as a request the tutor accepts or declines. Either way the new slot is checked when asked for.
 */
export function createRescheduleService(ctx: AppointmentContext) {
  const { audit, wallet, tutors } = ctx.deps;
  const { step, tutorZone } = createStep(ctx);

  /**
   * Refuses `[start, start + minutes)` when the tutor or the student cannot have it or it would
   * take the student over the allowance of its month; otherwise its end and its price.
   */
  async function checkSlot(s: Step, start: Date, minutes: number) {
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
    return { end, price };
  }

  /** Moves the appointment to `[start, start + minutes)`, moving the price difference. */
  async function move(s: Step, auth: AuthContext, start: Date, minutes: number) {
    const { end, price } = await checkSlot(s, start, minutes);
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

  return {
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
        await checkSlot(s, start, minutes);
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
  };
}
