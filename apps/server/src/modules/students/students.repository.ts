import { and, asc, count, desc, eq, inArray, ne, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { escapeLike, rowsOf } from '../../db/sql.ts';
import { students } from './students.table.ts';

export type StudentRow = typeof students.$inferSelect;
export type NewStudent = typeof students.$inferInsert;

export type StudentFilter = { q?: string; status?: StudentRow['status']; grade?: string };

// Each order ends with the id (except e-mail, unique per school) so pages never overlap, and has an
// index that serves `where school_id = $1 order by <keys>, id` in either direction.
const sortColumns = {
  lastName: [students.lastName, students.firstName, students.id],
  firstName: [students.firstName, students.lastName, students.id],
  // lower(email) so the unique (school, lower(email)) index serves the order.
  email: [sql`lower(${students.email})`],
  grade: [students.grade, students.lastName, students.firstName, students.id],
  status: [students.status, students.lastName, students.firstName, students.id],
  enrolledAt: [students.enrolledAt, students.lastName, students.firstName, students.id],
  createdAt: [students.createdAt, students.id],
} as const;
export type StudentSort = keyof typeof sortColumns;

// Counting stops here: "10,000+ students" is as useful as the exact figure and far cheaper.
export const countCap = 10_000;

/** Search words this short match the start of the first name, last name or e-mail. */
const prefixWordLength = 2;

function where(schoolId: string, filter: StudentFilter): SQL | undefined {
  const conditions: SQL[] = [eq(students.schoolId, schoolId)];
  if (filter.status) conditions.push(eq(students.status, filter.status));
  if (filter.grade) conditions.push(eq(students.grade, filter.grade));
  for (const word of (filter.q ?? '').toLowerCase().split(/\s+/).filter(Boolean).slice(0, 5)) {
    if (word.length > prefixWordLength) {
      // Anywhere in name or e-mail; the trigram index serves it.
      conditions.push(sql`${students.searchText} like ${`%${escapeLike(word)}%`}`);
    } else {
      // Trigrams need three characters: shorter words match prefixes, which btree indexes serve.
      const prefix = `${escapeLike(word)}%`;
      conditions.push(
        sql`(lower(${students.firstName}) like ${prefix} or lower(${students.lastName}) like ${prefix} or lower(${students.email}) like ${prefix})`,
      );
    }
  }
  return and(...conditions);
}

const orderBy = (sort: { key: StudentSort; desc: boolean }) =>
  sortColumns[sort.key].map((c) => (sort.desc ? desc(c) : asc(c)));

export function createStudentsRepository(db: Database) {
  /** The school's students with these ids, in the order of `ids` (ids not found are left out). */
  async function byIds(schoolId: string, ids: string[]): Promise<StudentRow[]> {
    if (ids.length === 0) return [];
    const rows = await db
      .select()
      .from(students)
      .where(and(eq(students.schoolId, schoolId), inArray(students.id, ids)));
    const byId = new Map(rows.map((r) => [r.id, r]));
    return ids.flatMap((id) => byId.get(id) ?? []);
  }

  return {
    /**
     * One page of the matching students and their number, exact up to `countCap` past the page
     * (then a lower bound). Matches up to that many are collected once, counted and sorted, which
     * costs the same however they fall in the order; more than that, they are dense enough for the
     * sort's index to reach the page quickly.
     */
    async list(
      schoolId: string,
      filter: StudentFilter,
      sort: { key: StudentSort; desc: boolean },
      limit: number,
      offset: number,
    ) {
      const columns = sortColumns[sort.key];
      const condition = where(schoolId, filter);
      const cap = offset + countCap;
      const walk = () =>
        db
          .select()
          .from(students)
          .where(condition)
          .orderBy(...orderBy(sort))
          .limit(limit)
          .offset(offset);

      if (!filter.q && !filter.status && !filter.grade) {
        // The whole roster: a capped count of the school's index entries, and the sort's index.
        const capped = db
          .select({ one: sql`1` })
          .from(students)
          .where(condition)
          .limit(cap + 1)
          .as('capped');
        const [[counted], items] = await Promise.all([
          db.select({ value: count() }).from(capped),
          walk(),
        ]);
        const matches = counted?.value ?? 0;
        return { items, total: Math.min(matches, cap), totalIsLowerBound: matches > cap };
      }

      const keys = columns.map((c, i) => sql`${c} as ${sql.identifier(`k${i}`)}`);
      const keyOrder = sql.join(
        columns.map(
          (_, i) => sql`${sql.identifier(`k${i}`)} ${sql.raw(sort.desc ? 'desc' : 'asc')}`,
        ),
        sql`, `,
      );
      const [found] = rowsOf<{ total: number; ids: string[] | null }>(
        await db.execute(sql`
          with matches as materialized (
            select ${sql.join(keys, sql`, `)}, ${students.id} as id from ${students}
            where ${condition} limit ${cap + 1}
          )
          select total, case when total <= ${cap} then array_to_json(array(
              select id from matches order by ${keyOrder} limit ${limit} offset ${offset}
            )) end as ids
          from (select count(*)::int as total from matches) as counted`),
      );
      const matches = found?.total ?? 0;
      if (matches > cap) return { items: await walk(), total: cap, totalIsLowerBound: true };
      return {
        items: await byIds(schoolId, found?.ids ?? []),
        total: matches,
        totalIsLowerBound: false,
      };
    },

    /** Every matching student's id in the list's order (for exports, read in batches by `byIds`). */
    async orderedIds(
      schoolId: string,
      filter: StudentFilter,
      sort: { key: StudentSort; desc: boolean },
    ): Promise<string[]> {
      const rows = await db
        .select({ id: students.id })
        .from(students)
        .where(where(schoolId, filter))
        .orderBy(...orderBy(sort));
      return rows.map((r) => r.id);
    },

    byIds,

    async find(schoolId: string, id: string): Promise<StudentRow | undefined> {
      const [row] = await db
        .select()
        .from(students)
        .where(and(eq(students.schoolId, schoolId), eq(students.id, id)))
        .limit(1);
      return row;
    },

    async findByUserId(userId: string): Promise<StudentRow | undefined> {
      const [row] = await db.select().from(students).where(eq(students.userId, userId)).limit(1);
      return row;
    },

    async existingEmails(schoolId: string, emails: string[]): Promise<Set<string>> {
      if (emails.length === 0) return new Set();
      const rows = await db
        .select({ email: sql<string>`lower(${students.email})` })
        .from(students)
        .where(
          and(eq(students.schoolId, schoolId), inArray(sql`lower(${students.email})`, emails)),
        );
      return new Set(rows.map((r) => r.email));
    },

    async insertMany(rows: NewStudent[]): Promise<StudentRow[]> {
      if (rows.length === 0) return [];
      return db.insert(students).values(rows).returning();
    },

    async update(
      schoolId: string,
      id: string,
      values: Partial<NewStudent>,
    ): Promise<StudentRow | undefined> {
      const [row] = await db
        .update(students)
        .set(values)
        .where(and(eq(students.schoolId, schoolId), eq(students.id, id)))
        .returning();
      return row;
    },

    /**
     * Deactivates, or reactivates what was deactivated: an invited student stays invited until
     * they accept, and a status that would not change is left alone.
     */
    /** Sets the monthly allowance of the school's students among `ids`; the ids changed. */
    async setAllowance(
      schoolId: string,
      ids: string[],
      credits: number | null,
      at: Date,
    ): Promise<string[]> {
      const rows = await db
        .update(students)
        .set({ monthlyAllowanceCredits: credits, updatedAt: at })
        .where(and(eq(students.schoolId, schoolId), inArray(students.id, ids)))
        .returning({ id: students.id });
      return rows.map((r) => r.id);
    },

    async setStatus(
      schoolId: string,
      ids: string[],
      status: 'active' | 'deactivated',
      at: Date,
    ): Promise<StudentRow[]> {
      const from =
        status === 'active'
          ? eq(students.status, 'deactivated')
          : ne(students.status, 'deactivated');
      return db
        .update(students)
        .set({ status, updatedAt: at })
        .where(and(eq(students.schoolId, schoolId), inArray(students.id, ids), from))
        .returning();
    },

    async delete(schoolId: string, id: string): Promise<boolean> {
      const rows = await db
        .delete(students)
        .where(and(eq(students.schoolId, schoolId), eq(students.id, id)))
        .returning({ id: students.id });
      return rows.length === 1;
    },

    /** An invited student's row becomes active once their account is (invitation accepted). */
    async activateInvited(userId: string, now: Date): Promise<void> {
      await db
        .update(students)
        .set({ status: 'active', updatedAt: now })
        .where(and(eq(students.userId, userId), eq(students.status, 'invited')));
    },

    /** The grades in use, in order: one index probe per grade rather than a pass over the roster. */
    async grades(schoolId: string): Promise<string[]> {
      const rows = rowsOf<{ grade: string }>(
        await db.execute(sql`
          with recursive used(grade) as (
            select min(grade) from students where school_id = ${schoolId}
            union all
            select (select min(grade) from students where school_id = ${schoolId} and grade > used.grade)
            from used where used.grade is not null
          )
          select grade from used where grade is not null order by grade`),
      );
      return rows.map((r) => r.grade);
    },
  };
}
export type StudentsRepository = ReturnType<typeof createStudentsRepository>;
