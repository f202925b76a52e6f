import { z } from 'zod';
import { boundedDateTime, boundedDay } from '../common/dates.contract.ts';
import { listQuerySchema, listResponseSchema } from '../common/list.contract.ts';
import {
  appointmentActions,
  appointmentDurations,
  appointmentLimits as limits,
  appointmentMaxLengths as max,
  appointmentSortKeys,
  appointmentStatuses,
  appointmentTabs,
  cancellationKinds,
  cancellationParties,
  isAppointmentDuration,
  noShowParties,
  slotConflicts,
} from './appointments.rules.ts';

export {
  appointmentActions,
  appointmentDurations,
  appointmentLimits,
  appointmentMaxLengths,
  appointmentPrice,
  appointmentSortKeys,
  appointmentStatuses,
  appointmentTabs,
  cancellationKinds,
  cancellationParties,
  freeCancellationUntil,
  isWithinFreeCancellation,
  noShowParties,
  slotConflicts,
  type AppointmentAction,
  type AppointmentDuration,
  type AppointmentSortKey,
  type AppointmentStatus,
  type AppointmentTab,
  type CancellationKind,
  type CancellationParty,
  type NoShowParty,
  type SlotConflict,
} from './appointments.rules.ts';

const idOf = (what: string) => z.string().uuid(`The ${what} id is not valid.`);
const instant = z.string();

const duration = z.coerce
  .number({ error: `The length is one of ${appointmentDurations.join(', ')} minutes.` })
  .refine(isAppointmentDuration, {
    message: `The length is one of ${appointmentDurations.join(', ')} minutes.`,
    params: { code: 'invalid_value' },
  });

const startsAt = boundedDateTime('Please give the start as an ISO date and time with offset.');

const reason = (what: string) =>
  z
    .string({ error: `Please give ${what}.` })
    .trim()
    .min(1, `Please give ${what}.`)
    .max(max.reason, `The reason has at most ${max.reason} characters.`);

const optionalText = (maxLength: number, label: string) =>
  z
    .string()
    .trim()
    .max(maxLength, `${label} has at most ${maxLength} characters.`)
    .transform((v) => (v === '' ? null : v))
    .nullish()
    .transform((v) => v ?? null);

// ---- the appointment -------------------------------------------------------------------------

export const appointmentPersonSchema = z.object({ id: z.string().uuid(), name: z.string() });

export const appointmentTutorSchema = appointmentPersonSchema.extend({
  /** A `/media/…` path or null. */
  photo: z.string().nullable(),
});

export const appointmentSubjectSchema = z.object({
  id: z.string().uuid(),
  /** Catalogue key: the web names the subject in the reader's language by it. */
  key: z.string(),
  name: z.string(),
});

export const appointmentCancellationSchema = z.object({
  at: instant,
  by: z.enum(cancellationParties),
  kind: z.enum(cancellationKinds),
  reason: z.string().nullable(),
  /** Credits went back to the wallet. */
  refunded: z.boolean(),
  /** Refunded inside the notice by an admin's choice (audited with the reason). */
  refundedAnyway: z.boolean(),
});

/** A move asked for inside the notice: it waits for the tutor to accept it. */
export const appointmentRescheduleRequestSchema = z.object({
  startsAt: instant,
  endsAt: instant,
  durationMinutes: z.number().int(),
  requestedAt: instant,
});

export const appointmentReviewSchema = z.object({
  rating: z.number().int(),
  text: z.string().nullable(),
});

export const appointmentSchema = z
  .object({
    id: z.string().uuid(),
    schoolId: z.string().uuid(),
    status: z.enum(appointmentStatuses),
    /** UTC instants (ISO 8601). */
    startsAt: instant,
    endsAt: instant,
    durationMinutes: z.number().int(),
    /** The school's IANA zone: show the times on its wall clock. */
    timeZone: z.string(),
    tutor: appointmentTutorSchema,
    /** Null when staff booked a session for themselves. */
    student: appointmentPersonSchema.nullable(),
    subject: appointmentSubjectSchema,
    /** Fixed at booking: the tutor's hourly rate × the length, rounded up. */
    priceCredits: z.number().int(),
    hourlyRateCredits: z.number().int(),
    /** The tutor's meeting link; shown to those taking part. */
    meetingLink: z.string().nullable(),
    notes: z.string().nullable(),
    /** The topic (question) it was booked from. */
    topicId: z.string().uuid().nullable(),
    bookedBy: appointmentPersonSchema,
    createdAt: instant,
    /** The last instant a school's cancellation is refunded in full (start − notice). */
    freeCancellationUntil: instant,
    /** Would cancelling now by the caller give the credits back (a tutor's cancellation always does). */
    refundIfCancelledNow: z.boolean(),
    cancellationNoticeHours: z.number().int(),
    cancellation: appointmentCancellationSchema.nullable(),
    /** Who did not come, once marked. */
    noShow: z.enum(noShowParties).nullable(),
    rescheduleRequest: appointmentRescheduleRequestSchema.nullable(),
    reviewed: z.boolean(),
    review: appointmentReviewSchema.nullable(),
    /** What the caller may do now. */
    actions: z.array(z.enum(appointmentActions)),
  })
  .meta({ id: 'Appointment' });
export type Appointment = z.infer<typeof appointmentSchema>;

export const appointmentIdParamsSchema = z.object({ id: idOf('appointment') });

// ---- list and export ---------------------------------------------------------------------------

const sortPattern = new RegExp(`^-?(${appointmentSortKeys.join('|')})$`);

export const appointmentsListQuerySchema = listQuerySchema.extend({
  /** A leading `-` is descending; by default upcoming/pending run soonest first, past latest first. */
  sort: z
    .string()
    .regex(
      sortPattern,
      `Sort by one of: ${appointmentSortKeys.join(', ')} (prefix - for descending).`,
    )
    .optional(),
  tab: z
    .enum(appointmentTabs, { error: `The tab is one of: ${appointmentTabs.join(', ')}.` })
    .default('upcoming'),
  studentId: idOf('student').optional(),
  tutorId: idOf('tutor').optional(),
  subjectId: idOf('subject').optional(),
  /** Days in the school's time zone, both included. */
  from: boundedDay('Please give the first day as YYYY-MM-DD.').optional(),
  to: boundedDay('Please give the last day as YYYY-MM-DD.').optional(),
  /** The school to list (the platform admin names one; others get their own). */
  schoolId: z.uuid().optional(),
});
export type AppointmentsListQuery = z.infer<typeof appointmentsListQuerySchema>;
/** What the web hands the fetcher. */
export type AppointmentsListParams = z.input<typeof appointmentsListQuerySchema>;

export const appointmentsListSchema = listResponseSchema(appointmentSchema)
  .extend({ timeZone: z.string() })
  .meta({ id: 'AppointmentsList' });
export type AppointmentsList = z.infer<typeof appointmentsListSchema>;

/** `GET /api/appointments/export.csv`: the filtered list as CSV (no paging). */
export const appointmentsExportQuerySchema = appointmentsListQuerySchema.omit({
  page: true,
  pageSize: true,
});
export type AppointmentsExportQuery = z.infer<typeof appointmentsExportQuerySchema>;

// ---- quote ---------------------------------------------------------------------------------

export const appointmentQuoteQuerySchema = z.object({
  tutorId: idOf('tutor'),
  /** Omitted when staff book a session for themselves. */
  studentId: idOf('student').optional(),
  startsAt,
  durationMinutes: duration,
  schoolId: z.uuid().optional(),
});
export type AppointmentQuoteQuery = z.input<typeof appointmentQuoteQuerySchema>;

export const appointmentQuoteSchema = z
  .object({
    priceCredits: z.number().int(),
    hourlyRateCredits: z.number().int(),
    /** The school wallet now, and after this booking (when it is booked at once). */
    balance: z.number().int(),
    balanceAfter: z.number().int(),
    /** The student's monthly allowance, null when none is set (no limit). */
    allowance: z.number().int().nullable(),
    /** The month of the start, `YYYY-MM` in the school's zone, the allowance is counted in. */
    month: z.string(),
    /** Credits spent on the student's appointments in that month (from the ledger). */
    spentThisMonth: z.number().int(),
    allowanceLeft: z.number().int().nullable(),
    /** Over the allowance: the booking waits for an admin's approval, no credits move. */
    wouldNeedApproval: z.boolean(),
    /** The wallet cannot pay for it now. */
    insufficientCredits: z.boolean(),
    slotFree: z.boolean(),
    conflict: z.enum(slotConflicts).nullable(),
    freeCancellationUntil: instant,
    cancellationNoticeHours: z.number().int(),
    timeZone: z.string(),
  })
  .meta({ id: 'AppointmentQuote' });
export type AppointmentQuote = z.infer<typeof appointmentQuoteSchema>;

// ---- requests --------------------------------------------------------------------------------

/** `POST /api/appointments` (with an `Idempotency-Key` header). */
export const createAppointmentBodySchema = z.object({
  tutorId: idOf('tutor'),
  /** Staff name the roster student (or none for a session of their own); a student books for themselves. */
  studentId: idOf('student').nullish(),
  subjectId: idOf('subject'),
  startsAt,
  durationMinutes: duration,
  notes: optionalText(max.notes, 'The note'),
  /** The question it is booked from; linked to the appointment. */
  topicId: idOf('topic').nullish(),
  schoolId: z.uuid().optional(),
});
export type CreateAppointmentBody = z.input<typeof createAppointmentBodySchema>;

export const cancelAppointmentBodySchema = z
  .object({
    reason: optionalText(max.reason, 'The reason'),
    /** An admin's refund inside the notice; needs a reason, which is audited. */
    refundAnyway: z.boolean().default(false),
  })
  .refine((b) => !b.refundAnyway || b.reason !== null, {
    message: 'Please give the reason for refunding anyway.',
    path: ['reason'],
    params: { code: 'required' },
  });
export type CancelAppointmentBody = z.input<typeof cancelAppointmentBodySchema>;

/** Move to another free slot of the same tutor; inside the notice it waits for the tutor. */
export const rescheduleAppointmentBodySchema = z.object({
  startsAt,
  /** Defaults to the current length; a change moves the price difference. */
  durationMinutes: duration.optional(),
});
export type RescheduleAppointmentBody = z.input<typeof rescheduleAppointmentBodySchema>;

export const approveAppointmentBodySchema = z.object({}).optional();

export const rejectAppointmentBodySchema = z.object({
  reason: reason('the reason for rejecting'),
});
export type RejectAppointmentBody = z.input<typeof rejectAppointmentBodySchema>;

export const declineRescheduleBodySchema = z.object({
  reason: optionalText(max.reason, 'The reason'),
});
export type DeclineRescheduleBody = z.input<typeof declineRescheduleBodySchema>;

export const noShowBodySchema = z.object({
  who: z.enum(noShowParties, { error: `Say who did not come: ${noShowParties.join(' or ')}.` }),
});
export type NoShowBody = z.input<typeof noShowBodySchema>;

export const reviewAppointmentBodySchema = z.object({
  rating: z
    .number({ error: 'Please give a rating from 1 to 5.' })
    .int('Please give a whole number of stars.')
    .min(limits.ratingMin, `The rating is at least ${limits.ratingMin}.`)
    .max(limits.ratingMax, `The rating is at most ${limits.ratingMax}.`),
  text: optionalText(max.reviewText, 'The review'),
});
export type ReviewAppointmentBody = z.input<typeof reviewAppointmentBodySchema>;

// ---- students: allowance and summary --------------------------------------------------------

const allowance = z
  .number({ error: 'The allowance must be a number of credits, or null for no limit.' })
  .int('The allowance is a whole number of credits.')
  .min(0, 'The allowance cannot be negative.')
  .max(limits.allowanceMax, `The allowance is at most ${limits.allowanceMax}.`)
  .nullable();

/** `PUT /api/students/{id}/allowance`: null removes the limit. */
export const studentAllowanceBodySchema = z.object({ monthlyAllowanceCredits: allowance });
export type StudentAllowanceBody = z.input<typeof studentAllowanceBodySchema>;

export const studentAllowanceSchema = z
  .object({ studentId: z.string().uuid(), monthlyAllowanceCredits: z.number().int().nullable() })
  .meta({ id: 'StudentAllowance' });
export type StudentAllowance = z.infer<typeof studentAllowanceSchema>;

/** `POST /api/students/bulk-allowance`: the roster's bulk action. */
export const bulkAllowanceBodySchema = z.object({
  ids: z
    .array(z.string().uuid())
    .min(1, 'Select at least one student.')
    .max(limits.bulkAllowanceMaxIds, `At most ${limits.bulkAllowanceMaxIds} students at once.`),
  monthlyAllowanceCredits: allowance,
});
export type BulkAllowanceBody = z.input<typeof bulkAllowanceBodySchema>;
export const bulkAllowanceResponseSchema = z.object({ updated: z.number().int() });

/** `GET /api/students/{id}/appointments-summary`: what the roster drawer shows. */
export const studentAppointmentsSummarySchema = z
  .object({
    studentId: z.string().uuid(),
    monthlyAllowanceCredits: z.number().int().nullable(),
    /** This month, `YYYY-MM` in the school's zone. */
    month: z.string(),
    spentThisMonth: z.number().int(),
    allowanceLeft: z.number().int().nullable(),
    /** Bookings of this month waiting for approval, and their price. */
    pendingApproval: z.number().int(),
    pendingCredits: z.number().int(),
    /** The next few booked appointments. */
    upcoming: z.array(appointmentSchema),
    upcomingTotal: z.number().int(),
    timeZone: z.string(),
  })
  .meta({ id: 'StudentAppointmentsSummary' });
export type StudentAppointmentsSummary = z.infer<typeof studentAppointmentsSummarySchema>;
