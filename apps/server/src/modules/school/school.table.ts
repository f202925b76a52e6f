import { boolean, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

export const schools = pgTable('schools', {
  id: uuid('id').primaryKey().defaultRandom(),
  name: text('name').notNull(),
  logo: text('logo'),
  description: text('description'),
  street: text('street'),
  city: text('city'),
  postalCode: text('postal_code'),
  country: text('country'),
  phone: text('phone'),
  email: text('email'),
  website: text('website'),
  timezone: text('timezone').notNull().default('UTC'),
  defaultLanguage: text('default_language', { enum: ['en', 'de', 'fr', 'pt', 'ar'] })
    .notNull()
    .default('en'),
  /** Policies other modules read: appointments, wallet alerts, the chat refusal text. */
  cancellationNoticeHours: integer('cancellation_notice_hours').notNull().default(24),
  lowBalanceThreshold: integer('low_balance_threshold').notNull().default(100),
  supportEmail: text('support_email'),
  /** Chat policy (spec §7): off for the school, off for students, students with each other. */
  chatEnabled: boolean('chat_enabled').notNull().default(true),
  chatForStudents: boolean('chat_for_students').notNull().default(true),
  chatStudentsWithEachOther: boolean('chat_students_with_each_other').notNull().default(false),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
