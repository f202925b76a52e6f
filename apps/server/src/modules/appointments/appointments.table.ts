import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from '../auth/auth.table.ts';
import { schools } from '../school/school.table.ts';
import { students } from '../students/students.table.ts';
import { topics } from '../topics/topics.table.ts';
import { subjects, tutorProfiles } from '../tutors/tutors.table.ts';

const statuses = ['pending_approval', 'booked', 'completed', 'cancelled', 'no_show'] as const;

/**
 * A tutor booked for a school (and one of its students). Two bookings of one tutor, or of one
 * student, that both hold their time (pending or booked) cannot overlap: an exclusion constraint
 * added by hand in migration 0015 (btree_gist; drizzle cannot express it) makes double booking
 * impossible whatever the application does.
 */
export const appointments = pgTable(
  'appointments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    schoolId: uuid('school_id')
      .notNull()
      .references(() => schools.id, { onDelete: 'cascade' }),
    tutorId: uuid('tutor_id')
      .notNull()
      .references(() => tutorProfiles.userId, { onDelete: 'restrict' }),
    /** Null when staff booked a session for themselves. */
    studentId: uuid('student_id').references(() => students.id, { onDelete: 'restrict' }),
    subjectId: uuid('subject_id')
      .notNull()
      .references(() => subjects.id, { onDelete: 'restrict' }),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    durationMinutes: smallint('duration_minutes').notNull(),
    status: text('status', { enum: statuses }).notNull(),
    /** Fixed at booking; a reschedule to another length moves the difference. */
    priceCredits: integer('price_credits').notNull(),
    hourlyRateCredits: integer('hourly_rate_credits').notNull(),
    meetingLink: text('meeting_link'),
    notes: text('notes'),
    topicId: uuid('topic_id').references(() => topics.id, { onDelete: 'set null' }),
    bookedByUserId: uuid('booked_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    bookedByName: text('booked_by_name').notNull(),
    /** The booking request's key and body hash: a retry answers the first booking. */
    idempotencyKey: text('idempotency_key').notNull(),
    requestHash: text('request_hash').notNull(),
    /** Counts price moves after booking, so each has its own ledger key (a retry moves nothing). */
    priceChanges: integer('price_changes').notNull().default(0),
    rescheduleStartsAt: timestamp('reschedule_starts_at', { withTimezone: true }),
    rescheduleDurationMinutes: smallint('reschedule_duration_minutes'),
    rescheduleRequestedAt: timestamp('reschedule_requested_at', { withTimezone: true }),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    cancelledBy: text('cancelled_by', { enum: ['school', 'student', 'tutor'] }),
    cancellationKind: text('cancellation_kind', { enum: ['cancelled', 'rejected'] }),
    cancellationReason: text('cancellation_reason'),
    refunded: boolean('refunded').notNull().default(false),
    refundedAnyway: boolean('refunded_anyway').notNull().default(false),
    noShow: text('no_show', { enum: ['tutor', 'student'] }),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('appointments_school_key_key').on(t.schoolId, t.idempotencyKey),
    index('appointments_school_start_idx').on(t.schoolId, t.startsAt, t.id),
    index('appointments_school_status_start_idx').on(t.schoolId, t.status, t.startsAt),
    index('appointments_tutor_start_idx').on(t.tutorId, t.startsAt),
    index('appointments_student_start_idx').on(t.studentId, t.startsAt),
    check(
      'appointments_status_check',
      sql`${t.status} in ('pending_approval','booked','completed','cancelled','no_show')`,
    ),
    check('appointments_order_check', sql`${t.endsAt} > ${t.startsAt}`),
    check('appointments_duration_check', sql`${t.durationMinutes} in (30, 45, 60, 90)`),
    check('appointments_price_check', sql`${t.priceCredits} > 0`),
  ],
);

/**
 * One row per reminder sent: the key refuses a second one for the same appointment, kind and
 * start, so a reminder job run twice (two instances, a retry) notifies once.
 */
export const appointmentReminders = pgTable(
  'appointment_reminders',
  {
    appointmentId: uuid('appointment_id')
      .notNull()
      .references(() => appointments.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ['24h', '1h'] }).notNull(),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.appointmentId, t.kind, t.startsAt] })],
);
