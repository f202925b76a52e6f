import type { Database } from '../../db/client.ts';
import { createAuditRepository } from './audit.repository.ts';

export type AuditAction =
  | 'auth.login'
  | 'auth.login_failed'
  | 'auth.login_rate_limited'
  | 'auth.logout'
  | 'auth.register'
  | 'auth.token_reuse'
  | 'auth.denied'
  | 'auth.invitation_accepted'
  | 'account.profile_updated'
  | 'account.password_changed'
  | 'school.updated'
  | 'students.created'
  | 'students.updated'
  | 'students.status_changed'
  | 'students.deleted'
  | 'students.imported'
  | 'classes.created'
  | 'classes.updated'
  | 'classes.approved'
  | 'classes.rejected'
  | 'classes.cancelled'
  | 'wallet.transfer';

export type AuditRecord = {
  action: AuditAction;
  actorUserId?: string | null;
  schoolId?: string | null;
  target?: string | null;
  ip?: string | null;
  details?: Record<string, unknown>;
};

export type AuditService = ReturnType<typeof createAuditService>;

/** Writes the audit trail; `db` may be a transaction so the record commits with the change it describes. */
export function createAuditService(defaultDb: Database) {
  return {
    async record(entry: AuditRecord, db: Database = defaultDb): Promise<void> {
      await createAuditRepository(db).insert({
        action: entry.action,
        actorUserId: entry.actorUserId ?? null,
        schoolId: entry.schoolId ?? null,
        target: entry.target ?? null,
        ip: entry.ip ?? null,
        details: entry.details ?? null,
      });
    },
  };
}
