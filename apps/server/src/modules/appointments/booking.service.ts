import { createHash } from 'node:crypto';
import type {
  Appointment,
  AppointmentQuote,
  appointmentQuoteQuerySchema,
  createAppointmentBodySchema,
} from '@school/shared/appointments/appointments.contract';
import {
  appointmentPrice,
  freeCancellationUntil,
  appointmentPath,
} from '@school/shared/appointments/appointments.rules';
import { wallClock } from '@school/shared/appointments/appointment-time';
import type { z } from 'zod';
import type { Database } from '../../db/client.ts';
import { actorOf } from '../../lib/actor.ts';
import { AppError, validationError } from '../../lib/app-error.ts';
import { isUniqueViolation } from '../../lib/db-errors.ts';
import { schoolScope } from '../../lib/school-scope.ts';
import type { AuthContext } from '../auth/auth.service.ts';
import { moneyKeys, slotError, type AppointmentContext } from './appointment-context.ts';
import { toAppointment } from './appointment-view.ts';
import {
  createAppointmentsRepository,
  exclusionConstraintOf,
  type AppointmentRow,
  type AppointmentsRepository,
} from './appointments.repository.ts';

type QuoteQuery = z.output<typeof appointmentQuoteQuerySchema>;
type CreateBody = z.output<typeof createAppointmentBodySchema>;
export type Booked = { appointment: Appointment; replayed: boolean };

const minute = 60_000;
const hashOf = (body: unknown) => createHash('sha256').update(JSON.stringify(body)).digest('hex');

/** Booking: the quote beforehand, then the booking itself, and an admin's approval of one over the allowance. */
export function createBookingService(ctx: AppointmentContext) {
  const { db, clock, audit, wallet, tutors, school } = ctx.deps;

  /** The school and the student a booking is for: a student books for themselves only. */
  async function partiesOf(
    auth: AuthContext,
    schoolId: string | undefined,
    studentId?: string | null,
  ) {
    if (auth.user.role === 'student') {
      const own = await createAppointmentsRepository(db).studentOfUser(auth.user.id);
      if (!own) throw new AppError('forbidden', 'Your account has no student record.');
      if (studentId && studentId !== own.id)
        throw validationError('studentId', 'not_allowed', 'A student books for themselves only.');
      if (schoolId && schoolId !== own.schoolId) throw ctx.unknownAppointment();
      return { schoolId: own.schoolId, studentId: own.id };
    }
    return { schoolId: schoolScope(auth, schoolId), studentId: studentId ?? null };
  }

  async function checkedParties(
    repo: AppointmentsRepository,
    schoolId: string,
    input: { tutorId: string; studentId: string | null; subjectId?: string },
  ) {
    const tutor = await repo.bookableTutor(input.tutorId);
    if (!tutor) throw validationError('tutorId', 'not_found', 'The tutor was not found.');
    if (input.subjectId && !(await repo.teaches(tutor.id, input.subjectId)))
      throw validationError('subjectId', 'invalid_value', 'The tutor does not teach this subject.');
    const student = input.studentId ? await repo.student(schoolId, input.studentId) : undefined;
    if (input.studentId && !student)
      throw validationError('studentId', 'not_found', 'The student was not found.');
    if (student?.status === 'deactivated')
      throw validationError('studentId', 'not_allowed', 'This student is deactivated.');
    return { tutor, student };
  }

  async function replay(
    auth: AuthContext,
    existing: AppointmentRow,
    hash: string,
    tx: Database = db,
  ): Promise<Booked> {
    if (existing.requestHash !== hash)
      throw new AppError(
        'idempotency_conflict',
        'This Idempotency-Key was already used for a different booking.',
      );
    return { appointment: await ctx.answer(auth, existing.id, tx), replayed: true };
  }

  return {
    async quote(auth: AuthContext, query: QuoteQuery): Promise<AppointmentQuote> {
      const parties = await partiesOf(auth, query.schoolId, query.studentId);
      const repo = createAppointmentsRepository(db);
      const { tutor, student } = await checkedParties(repo, parties.schoolId, {
        tutorId: query.tutorId,
        studentId: parties.studentId,
      });
      const policies = await school.policies(parties.schoolId);
      const start = new Date(query.startsAt);
      const end = new Date(start.getTime() + query.durationMinutes * minute);
      const price = appointmentPrice(tutor.hourlyRateCredits, query.durationMinutes);
      const [balance, allowance, conflict] = await Promise.all([
        repo.walletBalance(parties.schoolId),
        ctx.allowanceOf(repo, student, start, policies.timezone),
        ctx.slotConflict(repo, { tutorId: tutor.id, studentId: parties.studentId, start, end }),
      ]);
      const left = allowance.allowance === null ? null : allowance.allowance - allowance.spent;
      const wouldNeedApproval = left !== null && price > left;
      return {
        priceCredits: price,
        hourlyRateCredits: tutor.hourlyRateCredits,
        balance,
        balanceAfter: wouldNeedApproval ? balance : balance - price,
        allowance: allowance.allowance,
        month: allowance.month,
        spentThisMonth: allowance.spent,
        allowanceLeft: left,
        wouldNeedApproval,
        insufficientCredits: balance < price,
        slotFree: conflict === null,
        conflict: conflict?.conflict ?? null,
        freeCancellationUntil: freeCancellationUntil(
          start,
          policies.cancellationNoticeHours,
        ).toISOString(),
        cancellationNoticeHours: policies.cancellationNoticeHours,
        timeZone: policies.timezone,
      };
    },

    /**
     * Books a tutor: the slot must be free for the tutor and the student; within the student's
     * allowance the price is spent from the school wallet in the same transaction, over it the
     * booking waits for approval with nothing spent. One booking per Idempotency-Key.
     */
    async create(auth: AuthContext, key: string, body: CreateBody): Promise<Booked> {
      const parties = await partiesOf(auth, body.schoolId, body.studentId);
      const { schoolId, studentId } = parties;
      const hash = hashOf({ ...body, schoolId, studentId });
      const earlier = await createAppointmentsRepository(db).findByKey(schoolId, key);
      if (earlier) return replay(auth, earlier, hash);

      const { tutor, student } = await checkedParties(createAppointmentsRepository(db), schoolId, {
        tutorId: body.tutorId,
        studentId,
        subjectId: body.subjectId,
      });
      if (
        body.topicId &&
        !(await createAppointmentsRepository(db).topicInSchool(body.topicId, schoolId))
      )
        throw validationError('topicId', 'not_found', 'The topic was not found.');
      const policies = await school.policies(schoolId);
      const start = new Date(body.startsAt);
      const end = new Date(start.getTime() + body.durationMinutes * minute);
      const price = appointmentPrice(tutor.hourlyRateCredits, body.durationMinutes);
      const actor = actorOf(auth);

      try {
        return await db.transaction(async (tx) => {
          const repo = createAppointmentsRepository(tx);
          await repo.lockTutor(tutor.id);
          // A parallel duplicate waited on the lock: it answers the booking made meanwhile.
          const made = await repo.findByKey(schoolId, key);
          if (made) return replay(auth, made, hash, tx);
          const conflict = await ctx.slotConflict(repo, {
            tutorId: tutor.id,
            studentId,
            start,
            end,
          });
          if (conflict) throw slotError(conflict.conflict, conflict.classTitle);
          // Counted under the student's lock, so two bookings at once both see the other's spend.
          if (student?.allowance != null) await repo.lockStudent(student.id);
          const allowance =
            student?.allowance != null
              ? await ctx.allowanceOf(repo, student, start, policies.timezone)
              : null;
          const overAllowance =
            allowance?.allowance != null && allowance.spent + price > allowance.allowance;
          const row = await repo.insert({
            schoolId,
            tutorId: tutor.id,
            studentId,
            subjectId: body.subjectId,
            startsAt: start,
            endsAt: end,
            durationMinutes: body.durationMinutes,
            status: overAllowance ? 'pending_approval' : 'booked',
            priceCredits: price,
            hourlyRateCredits: tutor.hourlyRateCredits,
            meetingLink: tutor.meetingLink,
            notes: body.notes,
            topicId: body.topicId ?? null,
            bookedByUserId: auth.user.id,
            bookedByName: actor.name,
            idempotencyKey: key,
            requestHash: hash,
            createdAt: clock(),
            updatedAt: clock(),
          });
          await tutors.takeFromWindows(tx, tutor.id, start, end);
          await audit.record(
            {
              action: overAllowance ? 'appointments.requested' : 'appointments.booked',
              actorUserId: auth.user.id,
              schoolId,
              target: row.id,
              details: { tutorId: tutor.id, studentId, price, startsAt: start.toISOString() },
            },
            tx,
          );
          const view = await repo.findView(row.id);
          if (!view) throw new Error('the new appointment was not found');
          if (overAllowance) {
            await ctx.deps.notifications.notify(
              {
                type: 'appointment_pending_approval',
                params: {
                  student: `${student?.firstName ?? ''} ${student?.lastName ?? ''}`.trim(),
                  tutor: tutor.name,
                  start: wallClock(start, policies.timezone),
                  price,
                },
                to: { schoolId, roles: ['sadmin'] },
                sender: { name: 'Appointments' },
                url: appointmentPath(row.id, 'pending'),
                schoolId,
              },
              tx,
            );
          } else {
            await ctx.scheduleReminders(tx, row);
            await ctx.tell(tx, view, 'appointment_booked', {}, auth.user.id);
            // A student's booking is theirs and the staff's business, not the whole school's.
            await ctx.deps.feeds.recordActivity(tx, {
              schoolId,
              type: 'appointment_booked',
              params: { tutor: tutor.name },
              link: appointmentPath(row.id),
              audience: 'staff',
              actorId: auth.user.id,
            });
          }
          const appointment = toAppointment(view, auth.user.role, clock());
          // Last: the wallet's row stays locked from here to the commit, which every booking of
          // the school waits for, so it is held as briefly as possible.
          if (!overAllowance)
            await wallet.credits.spend(schoolId, price, row.id, moneyKeys.book(row.id), actor, tx);
          return { appointment, replayed: false };
        });
      } catch (error) {
        if (isUniqueViolation(error)) {
          const existing = await createAppointmentsRepository(db).findByKey(schoolId, key);
          if (existing) return replay(auth, existing, hash);
        }
        // The constraint refused an overlap the checks could not see (another tutor's booking
        // of the same student committing at the same moment).
        const constraint = exclusionConstraintOf(error);
        if (constraint)
          throw slotError(constraint.includes('student') ? 'student_busy' : 'tutor_busy');
        throw error;
      }
    },
  };
}
export type BookingService = ReturnType<typeof createBookingService>;
