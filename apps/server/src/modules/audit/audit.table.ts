import { bigint, index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/** Append-only record of sign-ins, denials, approvals and money movements (PRODUCT §5). */
export const auditLog = pgTable(
  'audit_log',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    action: text('action').notNull(),
    actorUserId: uuid('actor_user_id'),
    schoolId: uuid('school_id'),
    target: text('target'),
    ip: text('ip'),
    details: jsonb('details').$type<Record<string, unknown>>(),
  },
  (t) => [
    index('audit_log_school_at_idx').on(t.schoolId, t.at),
    index('audit_log_action_at_idx').on(t.action, t.at),
  ],
);
