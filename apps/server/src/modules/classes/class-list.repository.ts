import { createHash } from 'node:crypto';
import {
  aliasedTable,
  and,
  asc,
  count,
  desc,
  eq,
  gt,
  gte,
  ilike,
  lt,
  lte,
  sql,
  type SQL,
} from 'drizzle-orm';
import type { AttendanceTally } from '@school/shared/classes/attendance-rate';
import type {
  AttendanceStatus,
  ClassPhase,
  ClassStatus,
} from '@school/shared/classes/classes.contract';
import type { Database } from '../../db/client.ts';
import { escapeLike } from '../../db/sql.ts';
import { users } from '../auth/auth.table.ts';
import { subjects, tutorProfiles } from '../tutors/tutors.table.ts';
import { attendance, classes, classSessions } from './classes.table.ts';

export type ClassScope = { schoolId?: string; tutorId?: string };
export type ClassFilter = {
  status?: ClassStatus;
  phase?: ClassPhase;
  subjectId?: string;
  tutorId?: string;
  from?: Date;
  to?: Date;
  q?: string;
};

const sortColumns = {
  firstStartsAt: classes.firstStartsAt,
  title: classes.title,
  createdAt: classes.createdAt,
  status: classes.status,
  capacity: classes.capacity,
} as const;
export type ClassSort = keyof typeof sortColumns;

const tutorUser = aliasedTable(users, 'tutor_user');
// The marks by status; the rate comes from the one function the web uses too (attendance-rate.ts).
const markCount = (status: AttendanceStatus) =>
  sql`count(*) filter (where ${attendance.status} = ${sql.raw(`'${status}'`)})::int`;
const attendanceTally = sql<AttendanceTally>`(
  select json_build_object('present', ${markCount('present')}, 'late', ${markCount('late')},
    'absent', ${markCount('absent')}, 'excused', ${markCount('excused')})
  from ${attendance} join ${classSessions} on ${classSessions.id} = ${attendance.sessionId}
  where ${classSessions.classId} = ${classes.id})`;

/**
 * A list query's values by name. The SQL names only the ones present, so one text (and, on
 * PostgreSQL, one named statement with its plan) serves every request of the same shape.
 */
type ListParams = {
  schoolId?: string;
  scopeTutorId?: string;
  status?: ClassStatus;
  /** Set with a phase: the instant the phase is judged at. */
  now?: string;
  subjectId?: string;
  tutorId?: string;
  from?: string;
  to?: string;
  /** A LIKE pattern. */
  q?: string;
};

function listParams(scope: ClassScope, filter: ClassFilter, now: Date): ListParams {
  const params: ListParams = {
    schoolId: scope.schoolId,
    scopeTutorId: scope.tutorId,
    status: filter.status,
    now: filter.phase ? now.toISOString() : undefined,
    subjectId: filter.subjectId,
    tutorId: filter.tutorId,
    from: filter.from?.toISOString(),
    to: filter.to?.toISOString(),
    q: filter.q ? `%${escapeLike(filter.q)}%` : undefined,
  };
  for (const key of Object.keys(params) as (keyof ListParams)[]) {
    if (params[key] === undefined) Reflect.deleteProperty(params, key);
  }
  return params;
}

function conditions(params: ListParams, phase: ClassPhase | undefined): SQL[] {
  const value = (name: keyof ListParams) => sql.placeholder(name);
  const where: SQL[] = [];
  if ('schoolId' in params) where.push(eq(classes.schoolId, value('schoolId')));
  if ('scopeTutorId' in params) where.push(eq(classes.tutorId, value('scopeTutorId')));
  if ('status' in params) where.push(eq(classes.status, value('status')));
  if (phase) {
    const now = sql`${value('now')}::timestamptz`;
    where.push(eq(classes.status, 'approved'));
    if (phase === 'upcoming') where.push(gt(classes.firstStartsAt, now));
    if (phase === 'ongoing')
      where.push(lte(classes.firstStartsAt, now), gt(classes.lastEndsAt, now));
    if (phase === 'completed') where.push(lte(classes.lastEndsAt, now));
  }
  if ('subjectId' in params) where.push(eq(classes.subjectId, value('subjectId')));
  if ('tutorId' in params) where.push(eq(classes.tutorId, value('tutorId')));
  // Classes whose time span overlaps the range.
  if ('from' in params) where.push(gte(classes.lastEndsAt, sql`${value('from')}::timestamptz`));
  if ('to' in params) where.push(lt(classes.firstStartsAt, sql`${value('to')}::timestamptz`));
  if ('q' in params) where.push(ilike(classes.title, value('q')));
  return where;
}

// What a list item shows of the class itself (class-list.service.ts, listItem).
const listColumns = {
  id: classes.id,
  schoolId: classes.schoolId,
  title: classes.title,
  status: classes.status,
  capacity: classes.capacity,
  enrolledCount: classes.enrolledCount,
  priceCredits: classes.priceCredits,
  firstStartsAt: classes.firstStartsAt,
  lastEndsAt: classes.lastEndsAt,
  sessionCount: classes.sessionCount,
  createdAt: classes.createdAt,
};

/** The class list, the most requested read of the module, and the one list item. */
export function createClassListRepository(db: Database) {
  const listSelect = () =>
    db
      .select({
        row: listColumns,
        subject: { id: subjects.id, key: subjects.key, name: subjects.name },
        tutor: {
          id: tutorUser.id,
          name: sql<string>`coalesce(${tutorProfiles.displayName}, ${tutorUser.firstName} || ' ' || ${tutorUser.lastName})`,
          photo: tutorUser.photo,
          hourlyRateCredits: tutorProfiles.hourlyRateCredits,
        },
        attendanceTally,
      })
      .from(classes)
      .innerJoin(subjects, eq(subjects.id, classes.subjectId))
      .innerJoin(tutorUser, eq(tutorUser.id, classes.tutorId))
      .leftJoin(tutorProfiles, eq(tutorProfiles.userId, classes.tutorId));

  // The list is among the most requested reads. Each shape of it (which filters, which order) is
  // built once and, on PostgreSQL, becomes a named statement: neither the SQL text nor its plan is
  // made again per request. A shape never holds a value, so there are few of them.
  const prepareList = (name: string, where: SQL | undefined, order: SQL[]) => ({
    items: listSelect()
      .where(where)
      .orderBy(...order)
      .limit(sql.placeholder('limit'))
      .offset(sql.placeholder('offset'))
      .prepare(name),
    total: db.select({ value: count() }).from(classes).where(where).prepare(`${name}_total`),
  });
  const prepared = new Map<string, ReturnType<typeof prepareList>>();

  return {
    async list(
      scope: ClassScope,
      filter: ClassFilter,
      sort: { key: ClassSort; desc: boolean },
      now: Date,
      limit: number,
      offset: number,
    ) {
      const params = listParams(scope, filter, now);
      const shape = [...Object.keys(params), filter.phase, sort.key, sort.desc].join(':');
      let statements = prepared.get(shape);
      if (!statements) {
        // A name per shape: a connection keeps its named statements, and a name must always
        // stand for the same text.
        const name = `classes_list_${createHash('sha1').update(shape).digest('hex').slice(0, 12)}`;
        const column = sortColumns[sort.key];
        statements = prepareList(name, and(...conditions(params, filter.phase)), [
          sort.desc ? desc(column) : asc(column),
          asc(classes.id),
        ]);
        prepared.set(shape, statements);
      }
      const [items, [total]] = await Promise.all([
        statements.items.execute({ ...params, limit, offset }),
        statements.total.execute(params),
      ]);
      return { items, total: total?.value ?? 0 };
    },

    async findListItem(id: string) {
      const [row] = await listSelect().where(eq(classes.id, id)).limit(1);
      return row;
    },
  };
}
