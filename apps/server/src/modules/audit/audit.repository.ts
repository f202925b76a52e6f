import type { Database } from '../../db/client.ts';
import { auditLog } from './audit.table.ts';

export type AuditEntry = typeof auditLog.$inferInsert;

export function createAuditRepository(db: Database) {
  return {
    async insert(entry: AuditEntry): Promise<void> {
      await db.insert(auditLog).values(entry);
    },
  };
}
