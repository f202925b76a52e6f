import type { Database } from '../../db/client.ts';
import { createAuditRepository } from './audit.repository.ts';

/**
 * The actions each module records, declared by the module itself in its descriptor
 * (`declare module '../audit/audit.service.ts' { interface AuditActions { 'x.done': true } }`),
 * so a misspelt action is a type error and no central list grows with every module.
 */
// Declaration merging needs an interface, empty until the modules fill it.
// eslint-disable-next-line @typescript-eslint/consistent-type-definitions, @typescript-eslint/no-empty-object-type
export interface AuditActions {}

export type AuditAction = keyof AuditActions & string;

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
