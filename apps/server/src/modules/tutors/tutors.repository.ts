import { and, asc, desc, eq, gt, inArray, isNull, lt, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { escapeLike } from '../../db/sql.ts';
import { users } from '../auth/auth.table.ts';
import {
  subjects,
  tutorAvailabilityExceptions,
  tutorOpenWindows,
  tutorProfiles,
  tutorReviews,
  tutorSearchWords,
  tutorSubjects,
  tutorWeeklyWindows,
} from './tutors.table.ts';

export type TutorProfileRow = typeof tutorProfiles.$inferSelect;
export type NewTutorProfile = Omit<
  typeof tutorProfiles.$inferInsert,
  'ratingSum' | 'ratingCount' | 'ratingScore' | 'searchDoc' | 'windowsUntil'
>;
export type WeeklyRow = Omit<typeof tutorWeeklyWindows.$inferSelect, 'tutorId'>;
export type ExceptionRow = Omit<typeof tutorAvailabilityExceptions.$inferSelect, 'id' | 'tutorId'>;
export type SubjectLevelRow = { id: string; key: string; name: string; level: string };

/** Bookable: an active tutor account whose profile is not suspended (or not yet written). */
const notSuspended = or(isNull(tutorProfiles.status), eq(tutorProfiles.status, 'active'));

export function createTutorsRepository(db: Database) {
  async function addWindows(
    userId: string,
    windows: { startsAt: Date; endsAt: Date }[],
    until: string,
  ) {
    for (let i = 0; i < windows.length; i += 1000)
      await db
        .insert(tutorOpenWindows)
        .values(windows.slice(i, i + 1000).map((w) => ({ tutorId: userId, ...w })))
        .onConflictDoNothing();
    await db
      .update(tutorProfiles)
      .set({ windowsUntil: until })
      .where(eq(tutorProfiles.userId, userId));
  }

  return {
    addWindows,

    async subjects() {
      return db.select().from(subjects).orderBy(asc(subjects.name));
    },

    async subject(id: string) {
      const [row] = await db.select().from(subjects).where(eq(subjects.id, id)).limit(1);
      return row;
    },

    /** Which of these subject ids exist. */
    async existingSubjects(ids: string[]): Promise<Set<string>> {
      if (ids.length === 0) return new Set();
      const rows = await db
        .select({ id: subjects.id })
        .from(subjects)
        .where(inArray(subjects.id, ids));
      return new Set(rows.map((r) => r.id));
    },

    /** Active tutor accounts for pickers, matched by name. */
    async search(q: string | undefined, limit = 50) {
      const name = sql<string>`coalesce(${tutorProfiles.displayName}, ${users.firstName} || ' ' || ${users.lastName})`;
      const conditions = [eq(users.role, 'tutor'), eq(users.status, 'active'), notSuspended];
      if (q) conditions.push(sql`${name} ilike ${`%${escapeLike(q)}%`}`);
      return db
        .select({
          id: users.id,
          name,
          photo: sql<string | null>`coalesce(${tutorProfiles.photo}, ${users.photo})`,
          hourlyRateCredits: tutorProfiles.hourlyRateCredits,
        })
        .from(users)
        .leftJoin(tutorProfiles, eq(tutorProfiles.userId, users.id))
        .where(and(...conditions))
        .orderBy(asc(name))
        .limit(limit);
    },

    async activeTutor(id: string) {
      const [row] = await db
        .select({ id: users.id })
        .from(users)
        .leftJoin(tutorProfiles, eq(tutorProfiles.userId, users.id))
        .where(
          and(eq(users.id, id), eq(users.role, 'tutor'), eq(users.status, 'active'), notSuspended),
        )
        .limit(1);
      return row;
    },

    /** A tutor account and its profile (null before the first save). */
    async account(userId: string) {
      const [row] = await db
        .select({ user: users, profile: tutorProfiles })
        .from(users)
        .leftJoin(tutorProfiles, eq(tutorProfiles.userId, users.id))
        .where(and(eq(users.id, userId), eq(users.role, 'tutor')))
        .limit(1);
      return row;
    },

    /** A profile schools may see: active account, not suspended. */
    async visible(userId: string) {
      const [row] = await db
        .select({ profile: tutorProfiles, userPhoto: users.photo, schoolId: users.schoolId })
        .from(tutorProfiles)
        .innerJoin(users, eq(users.id, tutorProfiles.userId))
        .where(
          and(
            eq(tutorProfiles.userId, userId),
            eq(tutorProfiles.status, 'active'),
            eq(users.status, 'active'),
          ),
        )
        .limit(1);
      return row;
    },

    async lockProfile(userId: string) {
      const [row] = await db
        .select()
        .from(tutorProfiles)
        .where(eq(tutorProfiles.userId, userId))
        .for('update')
        .limit(1);
      return row;
    },

    async upsertProfile(values: NewTutorProfile) {
      const { userId: _key, ...changes } = values;
      await db
        .insert(tutorProfiles)
        .values(values)
        .onConflictDoUpdate({ target: tutorProfiles.userId, set: changes });
    },

    async replaceSubjects(userId: string, rows: { subjectId: string; level: string }[]) {
      await db.delete(tutorSubjects).where(eq(tutorSubjects.userId, userId));
      if (rows.length === 0) return;
      await db
        .insert(tutorSubjects)
        .values(rows.map((r) => ({ userId, subjectId: r.subjectId, level: r.level as never })))
        .onConflictDoNothing();
    },

    /**
     * Rewrites what search reads from the profiles and their subjects: the weighted text document
     * (name and subject names, headline, bio) and the subject keys the subject and level filters
     * match; adds the document's words to the dictionary the typo-tolerant lookup reads.
     */
    async refreshSearchFields(userIds: string[]) {
      if (userIds.length === 0) return;
      const p = tutorProfiles;
      await db.execute(sql`
        with written as (
          update ${p} set subject_keys = tutor_subject_keys(${p.userId}), search_doc =
            setweight(to_tsvector('simple', ${p.displayName} || ' ' ||
              coalesce((select string_agg(distinct ${subjects.name}, ' ') from ${tutorSubjects}
                join ${subjects} on ${subjects.id} = ${tutorSubjects.subjectId}
                where ${tutorSubjects.userId} = ${p.userId}), '')), 'A') ||
            setweight(to_tsvector('simple', ${p.headline}), 'B') ||
            setweight(to_tsvector('simple', ${p.bio}), 'C')
          where ${inArray(p.userId, userIds)}
          returning search_doc
        )
        insert into ${tutorSearchWords} (word)
        select distinct unnest(tsvector_to_array(search_doc)) from written
        on conflict do nothing`);
    },

    /** Each tutor's subjects and levels, in the catalogue's order. */
    async subjectsOf(userIds: string[]) {
      if (userIds.length === 0) return [];
      return db
        .select({
          userId: tutorSubjects.userId,
          id: subjects.id,
          key: subjects.key,
          name: subjects.name,
          level: tutorSubjects.level,
        })
        .from(tutorSubjects)
        .innerJoin(subjects, eq(subjects.id, tutorSubjects.subjectId))
        .where(inArray(tutorSubjects.userId, userIds))
        .orderBy(asc(subjects.name), asc(tutorSubjects.level));
    },

    async availability(userId: string) {
      const [weekly, exceptions] = await Promise.all([
        db
          .select({
            weekday: tutorWeeklyWindows.weekday,
            startMinute: tutorWeeklyWindows.startMinute,
            endMinute: tutorWeeklyWindows.endMinute,
          })
          .from(tutorWeeklyWindows)
          .where(eq(tutorWeeklyWindows.tutorId, userId))
          .orderBy(asc(tutorWeeklyWindows.weekday), asc(tutorWeeklyWindows.startMinute)),
        db
          .select({
            day: tutorAvailabilityExceptions.day,
            kind: tutorAvailabilityExceptions.kind,
            startMinute: tutorAvailabilityExceptions.startMinute,
            endMinute: tutorAvailabilityExceptions.endMinute,
          })
          .from(tutorAvailabilityExceptions)
          .where(eq(tutorAvailabilityExceptions.tutorId, userId))
          .orderBy(
            asc(tutorAvailabilityExceptions.day),
            asc(tutorAvailabilityExceptions.startMinute),
          ),
      ]);
      return { weekly, exceptions };
    },

    async replaceAvailability(userId: string, weekly: WeeklyRow[], exceptions: ExceptionRow[]) {
      await db.delete(tutorWeeklyWindows).where(eq(tutorWeeklyWindows.tutorId, userId));
      await db
        .delete(tutorAvailabilityExceptions)
        .where(eq(tutorAvailabilityExceptions.tutorId, userId));
      if (weekly.length > 0)
        await db
          .insert(tutorWeeklyWindows)
          .values(weekly.map((w) => ({ ...w, tutorId: userId })))
          .onConflictDoNothing();
      if (exceptions.length > 0)
        await db
          .insert(tutorAvailabilityExceptions)
          .values(exceptions.map((e) => ({ ...e, tutorId: userId })));
    },

    /** Replaces the open windows from `from` on, and records the local day they reach. */
    /**
     * Takes `[from, to)` out of the tutor's open windows in one statement: the windows it touches
     * are deleted and what lies before and after it is put back.
     */
    async takeFromWindows(userId: string, from: Date, to: Date) {
      await db.execute(sql`
        with hit as (
          delete from ${tutorOpenWindows}
          where tutor_id = ${userId} and starts_at < ${to} and ends_at > ${from}
          returning starts_at, ends_at
        )
        insert into ${tutorOpenWindows} (tutor_id, starts_at, ends_at)
        select ${userId}::uuid, starts_at, ${from}::timestamptz from hit where starts_at < ${from}
        union all
        select ${userId}::uuid, ${to}::timestamptz, ends_at from hit where ends_at > ${to}`);
    },

    async replaceWindows(
      userId: string,
      from: Date,
      windows: { startsAt: Date; endsAt: Date }[],
      until: string,
    ) {
      await db
        .delete(tutorOpenWindows)
        .where(
          and(eq(tutorOpenWindows.tutorId, userId), sql`${tutorOpenWindows.endsAt} > ${from}`),
        );
      await addWindows(userId, windows, until);
    },

    async windows(userId: string, from: Date, to: Date) {
      return db
        .select({ startsAt: tutorOpenWindows.startsAt, endsAt: tutorOpenWindows.endsAt })
        .from(tutorOpenWindows)
        .where(
          and(
            eq(tutorOpenWindows.tutorId, userId),
            sql`${tutorOpenWindows.endsAt} > ${from}`,
            lt(tutorOpenWindows.startsAt, to),
          ),
        )
        .orderBy(asc(tutorOpenWindows.startsAt));
    },

    /** Tutors whose windows stop before `day` (a UTC day; each tutor's own day is finer). */
    async tutorsToRoll(day: string, limit: number, after?: string) {
      const behind = or(isNull(tutorProfiles.windowsUntil), lt(tutorProfiles.windowsUntil, day));
      return db
        .select({
          userId: tutorProfiles.userId,
          timeZone: tutorProfiles.timeZone,
          windowsUntil: tutorProfiles.windowsUntil,
        })
        .from(tutorProfiles)
        .where(after ? and(behind, gt(tutorProfiles.userId, after)) : behind)
        .orderBy(asc(tutorProfiles.userId))
        .limit(limit);
    },

    async dropWindowsBefore(instant: Date) {
      await db.delete(tutorOpenWindows).where(lt(tutorOpenWindows.endsAt, instant));
    },

    async suspend(userId: string, reason: string, at: Date) {
      const rows = await db
        .update(tutorProfiles)
        .set({ status: 'suspended', suspendedReason: reason, suspendedAt: at, updatedAt: at })
        .where(eq(tutorProfiles.userId, userId))
        .returning({ userId: tutorProfiles.userId });
      return rows.length > 0;
    },

    /** Stores reviews and adds them to each tutor's sum and count (call inside a transaction). */
    async insertReviews(values: (typeof tutorReviews.$inferInsert)[]) {
      if (values.length === 0) return [];
      const rows = await db.insert(tutorReviews).values(values).returning();
      const totals = new Map<string, { sum: number; count: number }>();
      for (const v of values) {
        const t = totals.get(v.tutorId) ?? { sum: 0, count: 0 };
        totals.set(v.tutorId, { sum: t.sum + v.rating, count: t.count + 1 });
      }
      for (const [tutorId, t] of totals)
        await db
          .update(tutorProfiles)
          .set({
            ratingSum: sql`${tutorProfiles.ratingSum} + ${t.sum}`,
            ratingCount: sql`${tutorProfiles.ratingCount} + ${t.count}`,
          })
          .where(eq(tutorProfiles.userId, tutorId));
      return rows;
    },

    async reviews(tutorId: string, limit: number, offset: number) {
      const [rows, [counted]] = await Promise.all([
        db
          .select({
            id: tutorReviews.id,
            rating: tutorReviews.rating,
            text: tutorReviews.text,
            createdAt: tutorReviews.createdAt,
            schoolId: tutorReviews.schoolId,
            authorName: sql<string | null>`${users.firstName} || ' ' || ${users.lastName}`,
          })
          .from(tutorReviews)
          .leftJoin(users, eq(users.id, tutorReviews.authorUserId))
          .where(eq(tutorReviews.tutorId, tutorId))
          .orderBy(desc(tutorReviews.createdAt), desc(tutorReviews.id))
          .limit(limit)
          .offset(offset),
        db
          .select({ total: sql<number>`count(*)::int` })
          .from(tutorReviews)
          .where(eq(tutorReviews.tutorId, tutorId)),
      ]);
      return { rows, total: counted?.total ?? 0 };
    },
  };
}

export type TutorsRepository = ReturnType<typeof createTutorsRepository>;
