import type {
  Appointment,
  AppointmentAction,
} from '@school/shared/appointments/appointments.contract';
import {
  freeCancellationUntil,
  isWithinFreeCancellation,
} from '@school/shared/appointments/appointments.rules';
import type { Role } from '@school/shared/auth/roles';
import type { AppointmentRow, AppointmentView } from './appointments.repository.ts';

const minute = 60_000;
const bookers: readonly Role[] = ['sadmin', 'student'];

/** The roster student's full name, or null when staff booked the session for themselves. */
export function studentNameOf(view: AppointmentView): string | null {
  return view.studentFirstName
    ? `${view.studentFirstName} ${view.studentLastName ?? ''}`.trim()
    : null;
}

/** What the caller may do with the appointment now; the routes refuse anything else. */
export function actionsOf(
  role: Role,
  row: AppointmentRow,
  reviewed: boolean,
  now: Date,
): AppointmentAction[] {
  const actions: AppointmentAction[] = [];
  const holds = row.status === 'booked' || row.status === 'pending_approval';
  const before = now < row.startsAt;
  const ended = now >= row.endsAt;
  const requested = row.rescheduleStartsAt !== null;
  if (bookers.includes(role) || role === 'tutor') {
    if (holds && before) actions.push('cancel');
  }
  if (bookers.includes(role)) {
    if (row.status === 'booked' && before && !requested) actions.push('reschedule');
    if (row.status === 'completed' && !reviewed) actions.push('review');
  }
  if (role === 'sadmin' && row.status === 'pending_approval' && before)
    actions.push('approve', 'reject');
  if (role === 'tutor' && row.status === 'booked' && requested && before)
    actions.push('accept_reschedule', 'decline_reschedule');
  if ((role === 'tutor' || role === 'sadmin') && row.status === 'booked' && ended)
    actions.push('complete', 'no_show');
  if (
    (bookers.includes(role) || role === 'tutor') &&
    row.status === 'booked' &&
    row.meetingLink &&
    !ended
  )
    actions.push('join');
  return actions;
}

/** Would a cancellation by this caller now give the credits back (nothing charged yet counts). */
export function refundIfCancelledNow(
  role: Role,
  row: AppointmentRow,
  noticeHours: number,
  now: Date,
): boolean {
  if (row.status === 'pending_approval') return true;
  if (row.status !== 'booked') return false;
  return role === 'tutor' || isWithinFreeCancellation(now, row.startsAt, noticeHours);
}

const iso = (date: Date) => date.toISOString();

export function toAppointment(view: AppointmentView, role: Role, now: Date): Appointment {
  const { row } = view;
  const reviewed = view.reviewRating !== null;
  const requestEnds =
    row.rescheduleStartsAt && row.rescheduleDurationMinutes
      ? new Date(row.rescheduleStartsAt.getTime() + row.rescheduleDurationMinutes * minute)
      : null;
  return {
    id: row.id,
    schoolId: row.schoolId,
    status: row.status,
    startsAt: iso(row.startsAt),
    endsAt: iso(row.endsAt),
    durationMinutes: row.durationMinutes,
    timeZone: view.timeZone,
    tutor: { id: row.tutorId, name: view.tutorName, photo: view.tutorPhoto },
    student:
      row.studentId && view.studentFirstName !== null
        ? {
            id: row.studentId,
            name: studentNameOf(view) ?? '',
          }
        : null,
    subject: { id: row.subjectId, key: view.subjectKey, name: view.subjectName },
    priceCredits: row.priceCredits,
    hourlyRateCredits: row.hourlyRateCredits,
    meetingLink: row.meetingLink,
    notes: row.notes,
    topicId: row.topicId,
    bookedBy: { id: row.bookedByUserId ?? row.id, name: row.bookedByName },
    createdAt: iso(row.createdAt),
    freeCancellationUntil: iso(freeCancellationUntil(row.startsAt, view.noticeHours)),
    refundIfCancelledNow: refundIfCancelledNow(role, row, view.noticeHours, now),
    cancellationNoticeHours: view.noticeHours,
    cancellation:
      row.cancelledAt && row.cancelledBy && row.cancellationKind
        ? {
            at: iso(row.cancelledAt),
            by: row.cancelledBy,
            kind: row.cancellationKind,
            reason: row.cancellationReason,
            refunded: row.refunded,
            refundedAnyway: row.refundedAnyway,
          }
        : null,
    noShow: row.noShow,
    rescheduleRequest:
      row.rescheduleStartsAt && row.rescheduleRequestedAt && requestEnds
        ? {
            startsAt: iso(row.rescheduleStartsAt),
            endsAt: iso(requestEnds),
            durationMinutes: row.rescheduleDurationMinutes ?? row.durationMinutes,
            requestedAt: iso(row.rescheduleRequestedAt),
          }
        : null,
    reviewed,
    review:
      view.reviewRating !== null ? { rating: view.reviewRating, text: view.reviewText } : null,
    actions: actionsOf(role, row, reviewed, now),
  };
}
