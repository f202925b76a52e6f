import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  index,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { schools } from '../school/school.table.ts';

export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    schoolId: uuid('school_id').references(() => schools.id, { onDelete: 'restrict' }),
    email: text('email').notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    photo: text('photo'),
    role: text('role', { enum: ['sadmin', 'editor', 'admin', 'tutor', 'student'] }).notNull(),
    status: text('status', { enum: ['active', 'blocked', 'deactivated'] })
      .notNull()
      .default('active'),
    locale: text('locale').notNull().default('en'),
    /** Null for accounts that have never set a password (e.g. invited students). */
    passwordHash: text('password_hash'),
    /** Appearance settings (theme, layout, …), validated by the shared preferences schema. */
    preferences: jsonb('preferences').$type<Record<string, unknown>>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('users_email_lower_key').on(sql`lower(${t.email})`),
    index('users_school_role_idx').on(t.schoolId, t.role),
    // The few accounts that are not active, for an anti-join that leaves them out without reading
    // every account (tutor search's measured plan; it joins each account again for now).
    index('users_not_active_idx')
      .on(t.id)
      .where(sql`${t.status} <> 'active'`),
    check('users_role_check', sql`${t.role} in ('sadmin','editor','admin','tutor','student')`),
    check('users_status_check', sql`${t.status} in ('active','blocked','deactivated')`),
  ],
);

/** One sign-in on one device; its refresh tokens form one rotation family. */
export const sessions = pgTable(
  'sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    revokeReason: text('revoke_reason'),
    ip: text('ip'),
    userAgent: text('user_agent'),
  },
  (t) => [index('sessions_user_idx').on(t.userId)],
);

/** Refresh tokens are stored hashed; a token whose used_at is set has been rotated away. */
export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    sessionId: uuid('session_id')
      .notNull()
      .references(() => sessions.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('refresh_tokens_hash_key').on(t.tokenHash),
    index('refresh_tokens_session_idx').on(t.sessionId),
  ],
);

/** Events counted by rate limits (failed sign-ins, registrations); kept in the database so every instance sees them. */
export const rateEvents = pgTable(
  'rate_events',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    bucket: text('bucket').notNull(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('rate_events_bucket_at_idx').on(t.bucket, t.at)],
);

/** Secrets generated once and shared by every instance (e.g. the access-token key). */
export const serverSecrets = pgTable('server_secrets', {
  name: text('name').primaryKey(),
  value: text('value').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
