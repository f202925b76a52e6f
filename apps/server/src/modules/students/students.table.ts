import { ginOptions } from '../../db/gin-options.ts';
import { sql } from 'drizzle-orm';
import {
  check,
  date,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from '../auth/auth.table.ts';
import { schools } from '../school/school.table.ts';

export const students = pgTable(
  'students',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    schoolId: uuid('school_id')
      .notNull()
      .references(() => schools.id, { onDelete: 'cascade' }),
    /** The student's sign-in account (chat, topics, appointments). */
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    email: text('email').notNull(),
    grade: text('grade'),
    dateOfBirth: date('date_of_birth', { mode: 'string' }),
    phone: text('phone'),
    guardianName: text('guardian_name'),
    guardianEmail: text('guardian_email'),
    guardianPhone: text('guardian_phone'),
    notes: text('notes'),
    status: text('status', { enum: ['active', 'invited', 'deactivated'] })
      .notNull()
      .default('active'),
    enrolledAt: date('enrolled_at', { mode: 'string' })
      .notNull()
      .default(sql`current_date`),
    avatar: text('avatar'),
    /** Credits this student's appointments may use per month (school's zone); null: no limit. */
    monthlyAllowanceCredits: integer('monthly_allowance_credits'),
    /** Lower-cased name and e-mail, kept by the database; search-as-you-type reads this. */
    searchText: text('search_text')
      .notNull()
      .generatedAlwaysAs(sql`lower(first_name || ' ' || last_name || ' ' || email)`),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('students_school_email_key').on(t.schoolId, sql`lower(${t.email})`),
    // One index per roster sort (see the repository), each ending with the id so it serves the whole
    // order; the status and grade ones also serve those filters sorted by name.
    index('students_school_name_idx').on(t.schoolId, t.lastName, t.firstName, t.id),
    index('students_school_first_name_idx').on(t.schoolId, t.firstName, t.lastName, t.id),
    index('students_school_status_idx').on(t.schoolId, t.status, t.lastName, t.firstName, t.id),
    index('students_school_grade_idx').on(t.schoolId, t.grade, t.lastName, t.firstName, t.id),
    index('students_school_enrolled_idx').on(
      t.schoolId,
      t.enrolledAt,
      t.lastName,
      t.firstName,
      t.id,
    ),
    index('students_school_created_idx').on(t.schoolId, t.createdAt, t.id),
    // The dashboard counts active students and their enrolment weeks from this index alone.
    index('students_school_status_enrolled_idx').on(t.schoolId, t.status, t.enrolledAt),
    // Search as you type over name and e-mail stays fast on large rosters (trigram index).
    index('students_search_trgm_idx')
      .using('gin', sql`${t.searchText} gin_trgm_ops`)
      .with(ginOptions),
    // Words too short for trigrams match prefixes of these (text_pattern_ops serves LIKE 'ab%').
    index('students_school_first_name_prefix_idx').on(
      t.schoolId,
      sql`lower(${t.firstName}) text_pattern_ops`,
    ),
    index('students_school_last_name_prefix_idx').on(
      t.schoolId,
      sql`lower(${t.lastName}) text_pattern_ops`,
    ),
    index('students_school_email_prefix_idx').on(
      t.schoolId,
      sql`lower(${t.email}) text_pattern_ops`,
    ),
    uniqueIndex('students_user_key').on(t.userId),
    check(
      'students_allowance_check',
      sql`${t.monthlyAllowanceCredits} is null or ${t.monthlyAllowanceCredits} >= 0`,
    ),
    check('students_status_check', sql`${t.status} in ('active','invited','deactivated')`),
  ],
);
