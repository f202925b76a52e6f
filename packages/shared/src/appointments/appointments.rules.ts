/**
 * Appointments: the states, limits and money rules that the zod contract, the server and the web
 * forms share. Zod-free, so the web's chunks can import it without zod.
 */

/** A booking over the student's monthly allowance waits in `pending_approval` with no credits moved. */
export const appointmentStatuses = [
  'pending_approval',
  'booked',
  'completed',
  'cancelled',
  'no_show',
] as const;
export type AppointmentStatus = (typeof appointmentStatuses)[number];

/** Bookable lengths in minutes. */
export const appointmentDurations = [30, 45, 60, 90] as const;
export type AppointmentDuration = (typeof appointmentDurations)[number];
export const isAppointmentDuration = (value: number): value is AppointmentDuration =>
  (appointmentDurations as readonly number[]).includes(value);

/** The tabs of `/my-appointments`: booked and not yet ended; waiting for approval; the rest. */
export const appointmentTabs = ['upcoming', 'pending', 'past'] as const;
export type AppointmentTab = (typeof appointmentTabs)[number];

/**
 * The console's address of one appointment: My Appointments opens it above the list (on `tab`
 * when given). Notices, the feed, the wallet, the calendar and the dashboards link with it.
 */
export function appointmentPath(id: string, tab?: AppointmentTab): string {
  return `/my-appointments?${tab ? `tab=${tab}&` : ''}appointment=${id}`;
}

/** List orders; a leading `-` is descending. Without one, upcoming and pending run soonest first, past latest first. */
export const appointmentSortKeys = ['startsAt', 'priceCredits', 'createdAt'] as const;
export type AppointmentSortKey = (typeof appointmentSortKeys)[number];

/** Who did not come. A tutor's no-show is refunded, a student's is not. */
export const noShowParties = ['tutor', 'student'] as const;
export type NoShowParty = (typeof noShowParties)[number];

/** Who ended an appointment before it took place. */
export const cancellationParties = ['school', 'student', 'tutor'] as const;
export type CancellationParty = (typeof cancellationParties)[number];

/** `rejected`: a pending booking an admin turned down; `cancelled`: anything else ended early. */
export const cancellationKinds = ['cancelled', 'rejected'] as const;
export type CancellationKind = (typeof cancellationKinds)[number];

/** What the caller may do with one appointment now (the web shows exactly these buttons). */
export const appointmentActions = [
  'cancel',
  'reschedule',
  'accept_reschedule',
  'decline_reschedule',
  'approve',
  'reject',
  'complete',
  'no_show',
  'review',
  'join',
] as const;
export type AppointmentAction = (typeof appointmentActions)[number];

/** Why a slot cannot be booked (a 409 names it, the quote tells it beforehand). */
export const slotConflicts = [
  'in_past',
  'tutor_unavailable',
  'tutor_busy',
  'student_busy',
  'student_class',
] as const;
export type SlotConflict = (typeof slotConflicts)[number];

export const appointmentMaxLengths = {
  notes: 1000,
  reason: 500,
  reviewText: 2000,
} as const;

export const appointmentLimits = {
  ratingMin: 1,
  ratingMax: 5,
  /** A monthly allowance per student, in whole credits. */
  allowanceMax: 1_000_000,
  /** Students whose allowance one bulk request sets. */
  bulkAllowanceMaxIds: 500,
  /** Upcoming appointments the roster drawer's summary carries. */
  summaryUpcoming: 5,
  /** Rows one CSV export holds at most. */
  exportMaxRows: 10_000,
} as const;

/** The price fixed at booking: the tutor's hourly rate × the length, rounded up to whole credits. */
export function appointmentPrice(hourlyRateCredits: number, durationMinutes: number): number {
  return Math.ceil((hourlyRateCredits * durationMinutes) / 60);
}

const hourMs = 3_600_000;

/** The last instant a school may cancel with a full refund: the notice before the start. */
export function freeCancellationUntil(startsAt: Date, noticeHours: number): Date {
  return new Date(startsAt.getTime() - noticeHours * hourMs);
}

/** A school's cancellation at least the notice before the start is refunded in full. */
export function isWithinFreeCancellation(now: Date, startsAt: Date, noticeHours: number): boolean {
  return now.getTime() <= freeCancellationUntil(startsAt, noticeHours).getTime();
}
