import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from '../auth/auth.table.ts';
import { schools } from '../school/school.table.ts';
import { students } from '../students/students.table.ts';
import { subjects } from '../tutors/tutors.table.ts';

export const classes = pgTable(
  'classes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    schoolId: uuid('school_id')
      .notNull()
      .references(() => schools.id, { onDelete: 'cascade' }),
    tutorId: uuid('tutor_id')
      .notNull()
      .references(() => users.id),
    subjectId: uuid('subject_id')
      .notNull()
      .references(() => subjects.id),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    videoUrl: text('video_url'),
    capacity: integer('capacity').notNull(),
    /** Kept by the enrolment transaction; the CHECK makes over-booking impossible. */
    enrolledCount: integer('enrolled_count').notNull().default(0),
    priceCredits: integer('price_credits').notNull(),
    location: text('location'),
    status: text('status', {
      enum: ['pending_approval', 'approved', 'rejected', 'cancelled'],
    }).notNull(),
    /** First start and last end of the sessions, rewritten with them in one transaction; the phase derives from these and the clock. */
    firstStartsAt: timestamp('first_starts_at', { withTimezone: true }).notNull(),
    lastEndsAt: timestamp('last_ends_at', { withTimezone: true }).notNull(),
    sessionCount: integer('session_count').notNull(),
    createdBy: uuid('created_by').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('classes_school_status_created_idx').on(t.schoolId, t.status, t.createdAt),
    index('classes_school_window_idx').on(t.schoolId, t.firstStartsAt, t.lastEndsAt),
    index('classes_tutor_idx').on(t.tutorId),
    check(
      'classes_capacity_check',
      sql`${t.enrolledCount} >= 0 and ${t.enrolledCount} <= ${t.capacity}`,
    ),
    check(
      'classes_status_check',
      sql`${t.status} in ('pending_approval','approved','rejected','cancelled')`,
    ),
    check('classes_price_check', sql`${t.priceCredits} >= 0`),
  ],
);

export const classSessions = pgTable(
  'class_sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    classId: uuid('class_id')
      .notNull()
      .references(() => classes.id, { onDelete: 'cascade' }),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('class_sessions_class_start_idx').on(t.classId, t.startsAt),
    // Sessions overlapping a span (the dashboard's rest of today), however long ago they began.
    index('class_sessions_span_idx').using('gist', sql`tstzrange(${t.startsAt}, ${t.endsAt})`),
    check('class_sessions_order_check', sql`${t.endsAt} > ${t.startsAt}`),
  ],
);

/** Every status move with who, when and why. */
export const classDecisions = pgTable(
  'class_decisions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    classId: uuid('class_id')
      .notNull()
      .references(() => classes.id, { onDelete: 'cascade' }),
    fromStatus: text('from_status'),
    toStatus: text('to_status').notNull(),
    reason: text('reason'),
    actorUserId: uuid('actor_user_id').notNull(),
    actorName: text('actor_name').notNull(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('class_decisions_class_idx').on(t.classId, t.at)],
);

export const enrolments = pgTable(
  'enrolments',
  {
    classId: uuid('class_id')
      .notNull()
      .references(() => classes.id, { onDelete: 'cascade' }),
    studentId: uuid('student_id')
      .notNull()
      .references(() => students.id, { onDelete: 'restrict' }),
    enrolledBy: uuid('enrolled_by').notNull(),
    enrolledAt: timestamp('enrolled_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.classId, t.studentId] }),
    index('enrolments_student_idx').on(t.studentId),
  ],
);

export const attendance = pgTable(
  'attendance',
  {
    sessionId: uuid('session_id')
      .notNull()
      .references(() => classSessions.id, { onDelete: 'cascade' }),
    studentId: uuid('student_id')
      .notNull()
      .references(() => students.id, { onDelete: 'restrict' }),
    status: text('status', { enum: ['present', 'late', 'absent', 'excused'] }).notNull(),
    recordedBy: uuid('recorded_by').notNull(),
    recordedAt: timestamp('recorded_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.sessionId, t.studentId] }),
    index('attendance_student_idx').on(t.studentId),
    check('attendance_status_check', sql`${t.status} in ('present','late','absent','excused')`),
  ],
);
