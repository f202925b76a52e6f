import type { ListResponse } from '@school/shared/common/list.contract';
import type { SchoolSearchQuery, SchoolSummary } from '@school/shared/school/schools.contract';
import type { Database } from '../../db/client.ts';
import { notFound } from '../../lib/app-error.ts';
import type { AuditService } from '../audit/audit.service.ts';
import type { AuthContext } from '../auth/auth.service.ts';
import { createSchoolDirectoryRepository } from './school-directory.repository.ts';
import { createSchoolRepository } from './school.repository.ts';

/** The platform admin's way into a school: find it by name, then enter it (audited). */
export function createSchoolDirectory(deps: { db: Database; audit: AuditService }) {
  const repo = createSchoolDirectoryRepository(deps.db);
  const schools = createSchoolRepository(deps.db);
  return {
    async search(query: SchoolSearchQuery): Promise<ListResponse<SchoolSummary>> {
      const offset = (query.page - 1) * query.pageSize;
      const { items, total } = await repo.search(query.q, query.pageSize, offset);
      return { items, total, page: query.page, pageSize: query.pageSize };
    },

    /**
     * Records that the admin now works inside the school; the requests that follow name it in
     * the chosen-school header, and each change they make is audited with it by its own module.
     */
    async enter(auth: AuthContext, schoolId: string, ip: string): Promise<SchoolSummary> {
      const row = await schools.findById(schoolId);
      if (!row) throw notFound('The school');
      await deps.audit.record({
        action: 'schools.switched',
        actorUserId: auth.user.id,
        schoolId,
        target: schoolId,
        ip,
      });
      return { id: row.id, name: row.name, city: row.city };
    },

    /** School names by id, for lists that show rows of several schools. */
    names: (ids: string[]) => repo.names([...new Set(ids)]),
  };
}
export type SchoolDirectory = ReturnType<typeof createSchoolDirectory>;
