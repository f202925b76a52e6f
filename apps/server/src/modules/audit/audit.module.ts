import { defineModule } from '../module.ts';
import { createAuditService, type AuditService } from './audit.service.ts';
import * as tables from './audit.table.ts';

declare module '../module.ts' {
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions
  interface ModuleServices {
    audit: AuditService;
  }
}

/** The append-only audit trail; the other services write to it inside their transactions. */
export const auditModule = defineModule({
  name: 'audit',
  tables,
  create: ({ db }) => createAuditService(db),
});
