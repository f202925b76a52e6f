import {
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from '../auth/auth.table.ts';

/** The catalogue of subjects classes and tutors are filed under. */
export const subjects = pgTable(
  'subjects',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    key: text('key').notNull(),
    name: text('name').notNull(),
  },
  (t) => [uniqueIndex('subjects_key_key').on(t.key)],
);

/** What a tutor account shows to schools: tutor search builds on this. */
export const tutorProfiles = pgTable('tutor_profiles', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  displayName: text('display_name').notNull(),
  bio: text('bio').notNull().default(''),
  hourlyRateCredits: integer('hourly_rate_credits').notNull(),
  languages: text('languages').array().notNull().default([]),
  videoUrl: text('video_url'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export const tutorSubjects = pgTable(
  'tutor_subjects',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => tutorProfiles.userId, { onDelete: 'cascade' }),
    subjectId: uuid('subject_id')
      .notNull()
      .references(() => subjects.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.userId, t.subjectId] })],
);
