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
  inArray,
  lt,
  lte,
  sql,
  type SQL,
} from 'drizzle-orm';
import type { ClassPhase, ClassStatus } from '@school/shared/classes/classes.contract';
import type { Database } from '../../db/client.ts';
import { escapeLike } from '../../db/sql.ts';
import { users } from '../auth/auth.table.ts';
import { students } from '../students/students.table.ts';
import { subjects, tutorProfiles } from '../tutors/tutors.table.ts';
import { attendance, classDecisions, classes, classSessions, enrolments } from './classes.table.ts';

export type ClassRow = typeof classes.$inferSelect;
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
// Present and late count as attended; excused absences leave the count. No marks: no rate yet.
const attendanceRate = sql<number | null>`(
  select case when count(*) = 0 then null
    else round(count(*) filter (where ${attendance.status} in ('present','late'))::numeric
      / nullif(count(*) filter (where ${attendance.status} <> 'excused'), 0), 4)::float8 end
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

// What a list item shows of the class itself (classes.service.ts, listItem).
const listColumns = {
  id: classes.id,
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

export function createClassesRepository(db: Database) {
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
        attendanceRate,
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

    async find(id: string): Promise<ClassRow | undefined> {
      const [row] = await db.select().from(classes).where(eq(classes.id, id)).limit(1);
      return row;
    },

    async countPending(schoolId: string): Promise<number> {
      const [row] = await db
        .select({ value: count() })
        .from(classes)
        .where(and(eq(classes.schoolId, schoolId), eq(classes.status, 'pending_approval')));
      return row?.value ?? 0;
    },

    async insert(values: typeof classes.$inferInsert): Promise<ClassRow> {
      const [row] = await db.insert(classes).values(values).returning();
      if (!row) throw new Error('insert into classes returned no row');
      return row;
    },

    async update(id: string, values: Partial<typeof classes.$inferInsert>) {
      await db.update(classes).set(values).where(eq(classes.id, id));
    },

    /** Moves the status only if it is still `from`: a concurrent decision wins once. */
    async moveStatus(id: string, from: ClassStatus, to: ClassStatus, at: Date): Promise<boolean> {
      const rows = await db
        .update(classes)
        .set({ status: to, updatedAt: at })
        .where(and(eq(classes.id, id), eq(classes.status, from)))
        .returning({ id: classes.id });
      return rows.length === 1;
    },

    /**
     * Makes the class's sessions the given ones. Sessions that stay (same start and end) keep
     * their id and attendance; a removed session that already has attendance is refused (returned).
     */
    async replaceSessions(
      classId: string,
      sessions: { startsAt: Date; endsAt: Date }[],
    ): Promise<{ blocked: Date[] }> {
      const key = (s: { startsAt: Date; endsAt: Date }) =>
        `${s.startsAt.toISOString()}/${s.endsAt.toISOString()}`;
      const wanted = new Set(sessions.map(key));
      const existing = await db
        .select()
        .from(classSessions)
        .where(eq(classSessions.classId, classId));
      const have = new Set(existing.map(key));
      const removed = existing.filter((s) => !wanted.has(key(s)));
      if (removed.length > 0) {
        const marked = await db
          .selectDistinct({ sessionId: attendance.sessionId })
          .from(attendance)
          .where(
            inArray(
              attendance.sessionId,
              removed.map((s) => s.id),
            ),
          );
        const markedIds = new Set(marked.map((m) => m.sessionId));
        const blocked = removed.filter((s) => markedIds.has(s.id)).map((s) => s.startsAt);
        if (blocked.length > 0) return { blocked };
        await db.delete(classSessions).where(
          inArray(
            classSessions.id,
            removed.map((s) => s.id),
          ),
        );
      }
      const added = sessions.filter((s) => !have.has(key(s)));
      if (added.length > 0)
        await db.insert(classSessions).values(added.map((s) => ({ ...s, classId })));
      return { blocked: [] };
    },

    async sessions(classId: string) {
      return db
        .select()
        .from(classSessions)
        .where(eq(classSessions.classId, classId))
        .orderBy(asc(classSessions.startsAt));
    },

    async recordDecision(values: typeof classDecisions.$inferInsert) {
      await db.insert(classDecisions).values(values);
    },

    async decisions(classId: string) {
      return db
        .select()
        .from(classDecisions)
        .where(eq(classDecisions.classId, classId))
        .orderBy(asc(classDecisions.at));
    },

    async enrolments(classId: string) {
      return db
        .select({
          studentId: students.id,
          firstName: students.firstName,
          lastName: students.lastName,
          email: students.email,
          grade: students.grade,
          enrolledAt: enrolments.enrolledAt,
        })
        .from(enrolments)
        .innerJoin(students, eq(students.id, enrolments.studentId))
        .where(eq(enrolments.classId, classId))
        .orderBy(asc(students.lastName), asc(students.firstName));
    },

    /** Adds one enrolment and takes one place, or neither: the guarded update refuses a full class. */
    async enrol(
      classId: string,
      studentId: string,
      by: string,
      at: Date,
    ): Promise<'enrolled' | 'already' | 'full'> {
      const inserted = await db
        .insert(enrolments)
        .values({ classId, studentId, enrolledBy: by, enrolledAt: at })
        .onConflictDoNothing()
        .returning({ studentId: enrolments.studentId });
      if (inserted.length === 0) return 'already';
      const taken = await db
        .update(classes)
        .set({ enrolledCount: sql`${classes.enrolledCount} + 1` })
        .where(and(eq(classes.id, classId), lt(classes.enrolledCount, classes.capacity)))
        .returning({ id: classes.id });
      return taken.length === 1 ? 'enrolled' : 'full';
    },

    async unenrol(classId: string, studentId: string): Promise<boolean> {
      const removed = await db
        .delete(enrolments)
        .where(and(eq(enrolments.classId, classId), eq(enrolments.studentId, studentId)))
        .returning({ studentId: enrolments.studentId });
      if (removed.length === 0) return false;
      await db
        .update(classes)
        .set({ enrolledCount: sql`${classes.enrolledCount} - 1` })
        .where(eq(classes.id, classId));
      return true;
    },

    async enrolmentCount(classId: string): Promise<number> {
      const [row] = await db
        .select({ value: count() })
        .from(enrolments)
        .where(eq(enrolments.classId, classId));
      return row?.value ?? 0;
    },

    async marks(classId: string) {
      return db
        .select({
          sessionId: attendance.sessionId,
          studentId: attendance.studentId,
          status: attendance.status,
        })
        .from(attendance)
        .innerJoin(classSessions, eq(classSessions.id, attendance.sessionId))
        .where(eq(classSessions.classId, classId));
    },

    async setMark(
      sessionId: string,
      studentId: string,
      status: (typeof attendance.$inferInsert)['status'] | null,
      by: string,
      at: Date,
    ) {
      if (status === null) {
        await db
          .delete(attendance)
          .where(and(eq(attendance.sessionId, sessionId), eq(attendance.studentId, studentId)));
        return;
      }
      await db
        .insert(attendance)
        .values({ sessionId, studentId, status, recordedBy: by, recordedAt: at })
        .onConflictDoUpdate({
          target: [attendance.sessionId, attendance.studentId],
          set: { status, recordedBy: by, recordedAt: at },
        });
    },

    async studentsOfSchool(schoolId: string, ids: string[]) {
      if (ids.length === 0) return [];
      return db
        .select({ id: students.id, status: students.status })
        .from(students)
        .where(and(eq(students.schoolId, schoolId), inArray(students.id, ids)));
    },

    async studentHasClassHistory(studentId: string): Promise<boolean> {
      const [row] = await db
        .select({ id: enrolments.classId })
        .from(enrolments)
        .where(eq(enrolments.studentId, studentId))
        .limit(1);
      return Boolean(row);
    },
  };
}
export type ClassesRepository = ReturnType<typeof createClassesRepository>;
