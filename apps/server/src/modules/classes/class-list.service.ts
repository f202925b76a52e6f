import { attendanceRate } from '@school/shared/classes/attendance-rate';
import type { ClassListItem, ClassListQuery } from '@school/shared/classes/classes.contract';
import { phaseOf } from '@school/shared/classes/phase';
import type { ListResponse } from '@school/shared/common/list.contract';
import type { Database } from '../../db/client.ts';
import { notFound } from '../../lib/app-error.ts';
import type { AuthContext } from '../auth/auth.service.ts';
import { createClassListRepository, type ClassSort } from './class-list.repository.ts';
import { classScope } from './class-scope.ts';

type Found = NonNullable<
  Awaited<ReturnType<ReturnType<typeof createClassListRepository>['findListItem']>>
>;

function listItem(found: Found, now: Date): ClassListItem {
  const { row } = found;
  return {
    id: row.id,
    title: row.title,
    status: row.status,
    phase: phaseOf(row.status, row.firstStartsAt, row.lastEndsAt, now),
    subject: found.subject,
    tutor: found.tutor,
    capacity: row.capacity,
    enrolledCount: row.enrolledCount,
    priceCredits: row.priceCredits,
    firstStartsAt: row.firstStartsAt.toISOString(),
    lastEndsAt: row.lastEndsAt.toISOString(),
    sessionCount: row.sessionCount,
    createdAt: row.createdAt.toISOString(),
    attendanceRate: attendanceRate(found.attendanceTally),
  };
}

/** The class list and the one list item a class's detail starts from. */
export function createClassListService(deps: {
  db: Database;
  clock: () => Date;
  /** School names for a list that spans schools. */
  schoolNames: (ids: string[]) => Promise<Map<string, string>>;
}) {
  const { clock } = deps;
  // One repository for the service's life: it holds the list's prepared statements.
  const repo = createClassListRepository(deps.db);
  return {
    async list(auth: AuthContext, query: ClassListQuery): Promise<ListResponse<ClassListItem>> {
      const now = clock();
      const desc = query.sort.startsWith('-');
      const scope = classScope(auth);
      const { items, total } = await repo.list(
        scope,
        {
          status: query.status,
          phase: query.phase,
          subjectId: query.subjectId,
          tutorId: query.tutorId,
          from: query.from ? new Date(query.from) : undefined,
          to: query.to ? new Date(query.to) : undefined,
          q: query.q,
        },
        { key: (desc ? query.sort.slice(1) : query.sort) as ClassSort, desc },
        now,
        query.pageSize,
        (query.page - 1) * query.pageSize,
      );
      // Rows of several schools say whose they are; a list inside one school needs no names.
      const names =
        scope.schoolId || scope.tutorId
          ? null
          : await deps.schoolNames(items.map((i) => i.row.schoolId));
      return {
        items: items.map((i) => {
          const item = listItem(i, now);
          const schoolName = names?.get(i.row.schoolId);
          return schoolName === undefined ? item : { ...item, schoolName };
        }),
        total,
        page: query.page,
        pageSize: query.pageSize,
      };
    },

    async item(id: string): Promise<ClassListItem> {
      const found = await repo.findListItem(id);
      if (!found) throw notFound('The class');
      return listItem(found, clock());
    },
  };
}
