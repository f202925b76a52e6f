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

function conditions(scope: ClassScope, filter: ClassFilter, now: Date): SQL[] {
  const where: SQL[] = [];
  if (scope.schoolId) where.push(eq(classes.schoolId, scope.schoolId));
  if (scope.tutorId) where.push(eq(classes.tutorId, scope.tutorId));
  if (filter.status) where.push(eq(classes.status, filter.status));
  if (filter.phase) {
    where.push(eq(classes.status, 'approved'));
    if (filter.phase === 'upcoming') where.push(gt(classes.firstStartsAt, now));
    if (filter.phase === 'ongoing')
      where.push(lte(classes.firstStartsAt, now), gt(classes.lastEndsAt, now));
    if (filter.phase === 'completed') where.push(lte(classes.lastEndsAt, now));
  }
  if (filter.subjectId) where.push(eq(classes.subjectId, filter.subjectId));
  if (filter.tutorId) where.push(eq(classes.tutorId, filter.tutorId));
  // Classes whose time span overlaps the range.
  if (filter.from) where.push(gte(classes.lastEndsAt, filter.from));
  if (filter.to) where.push(lt(classes.firstStartsAt, filter.to));
  if (filter.q) where.push(ilike(classes.title, `%${escapeLike(filter.q)}%`));
  return where;
}

export function createClassesRepository(db: Database) {
  const listSelect = () =>
    db
      .select({
        row: classes,
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

  return {
    async list(
      scope: ClassScope,
      filter: ClassFilter,
      sort: { key: ClassSort; desc: boolean },
      now: Date,
      limit: number,
      offset: number,
    ) {
      const where = and(...conditions(scope, filter, now));
      const column = sortColumns[sort.key];
      const [items, [total]] = await Promise.all([
        listSelect()
          .where(where)
          .orderBy(sort.desc ? desc(column) : asc(column), asc(classes.id))
          .limit(limit)
          .offset(offset),
        db.select({ value: count() }).from(classes).where(where),
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
