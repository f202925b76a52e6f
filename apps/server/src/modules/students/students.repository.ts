import { and, asc, count, desc, eq, inArray, isNotNull, ne, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { students } from './students.table.ts';

export type StudentRow = typeof students.$inferSelect;
export type NewStudent = typeof students.$inferInsert;

export type StudentFilter = { q?: string; status?: StudentRow['status']; grade?: string };

const sortColumns = {
  lastName: [students.lastName, students.firstName],
  firstName: [students.firstName, students.lastName],
  // lower(email) so the unique (school, lower(email)) index serves the order.
  email: [sql`lower(${students.email})`],
  grade: [students.grade, students.lastName],
  status: [students.status, students.lastName],
  enrolledAt: [students.enrolledAt, students.lastName],
  createdAt: [students.createdAt],
} as const;
export type StudentSort = keyof typeof sortColumns;

// Counting stops here: "10,000+ students" is as useful as the exact figure and far cheaper.
export const countCap = 10_000;
// Up to the cap, matches are collected through the trigram index and sorted: the cost is bounded,
// whereas walking the name index in order can pass most of the roster before it meets clustered
// matches (every "Murphy"). Past the cap the matches are dense and the ordered walk is quick.
const sortPlanLimit = countCap;

/** Trigrams need three characters; shorter words fall back to scanning, where the ordered walk is better. */
const usesTrigrams = (q: string | undefined) =>
  Boolean(q?.split(/\s+/).some((word) => word.length >= 3));

function where(schoolId: string, filter: StudentFilter): SQL | undefined {
  const conditions: SQL[] = [eq(students.schoolId, schoolId)];
  if (filter.status) conditions.push(eq(students.status, filter.status));
  if (filter.grade) conditions.push(eq(students.grade, filter.grade));
  if (filter.q) {
    // Every word must appear somewhere in name or e-mail; the trigram index serves the LIKE.
    for (const word of filter.q.toLowerCase().split(/\s+/).filter(Boolean).slice(0, 5)) {
      const escaped = word.replace(/[\\%_]/g, (c) => `\\${c}`);
      conditions.push(sql`${students.searchText} like ${`%${escaped}%`}`);
    }
  }
  return and(...conditions);
}

export function createStudentsRepository(db: Database) {
  return {
    async list(
      schoolId: string,
      filter: StudentFilter,
      sort: { key: StudentSort; desc: boolean },
      limit: number,
      offset: number,
    ) {
      const order = sortColumns[sort.key].map((c) => (sort.desc ? desc(c) : asc(c)));
      const condition = where(schoolId, filter);
      const cap = offset + countCap;
      const capped = db
        .select({ one: sql`1` })
        .from(students)
        .where(condition)
        .limit(cap + 1)
        .as('capped');
      const [counted] = await db.select({ value: count() }).from(capped);
      const matches = counted?.value ?? 0;
      // OFFSET 0 keeps the planner from folding the subquery back into the ordered walk.
      const narrowed =
        usesTrigrams(filter.q) && matches <= sortPlanLimit
          ? and(
              eq(students.schoolId, schoolId),
              sql`${students.id} in (select ${students.id} from ${students} where ${condition} offset 0)`,
            )
          : condition;
      const items = await db
        .select()
        .from(students)
        .where(narrowed)
        .orderBy(...order, asc(students.id))
        .limit(limit)
        .offset(offset);
      return { items, total: Math.min(matches, cap), totalIsLowerBound: matches > cap };
    },

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

    async grades(schoolId: string): Promise<string[]> {
      const rows = await db
        .selectDistinct({ grade: students.grade })
        .from(students)
        .where(and(eq(students.schoolId, schoolId), isNotNull(students.grade)))
        .orderBy(asc(students.grade));
      return rows.flatMap((r) => (r.grade ? [r.grade] : []));
    },
  };
}
export type StudentsRepository = ReturnType<typeof createStudentsRepository>;
