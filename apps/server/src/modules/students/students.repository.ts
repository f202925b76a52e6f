import { and, asc, count, desc, eq, inArray, isNotNull, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { students } from './students.table.ts';

export type StudentRow = typeof students.$inferSelect;
export type NewStudent = typeof students.$inferInsert;

export type StudentFilter = { q?: string; status?: StudentRow['status']; grade?: string };

const sortColumns = {
  lastName: [students.lastName, students.firstName],
  firstName: [students.firstName, students.lastName],
  email: [students.email],
  grade: [students.grade, students.lastName],
  status: [students.status, students.lastName],
  enrolledAt: [students.enrolledAt, students.lastName],
  createdAt: [students.createdAt],
} as const;
export type StudentSort = keyof typeof sortColumns;

const searchText = sql`lower(${students.firstName} || ' ' || ${students.lastName} || ' ' || ${students.email})`;

function where(schoolId: string, filter: StudentFilter): SQL | undefined {
  const conditions: SQL[] = [eq(students.schoolId, schoolId)];
  if (filter.status) conditions.push(eq(students.status, filter.status));
  if (filter.grade) conditions.push(eq(students.grade, filter.grade));
  if (filter.q) {
    // Every word must appear somewhere in name or e-mail; the trigram index serves the LIKE.
    for (const word of filter.q.toLowerCase().split(/\s+/).filter(Boolean).slice(0, 5)) {
      const escaped = word.replace(/[\\%_]/g, (c) => `\\${c}`);
      conditions.push(sql`${searchText} like ${`%${escaped}%`}`);
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
      const [items, [total]] = await Promise.all([
        db
          .select()
          .from(students)
          .where(condition)
          .orderBy(...order, asc(students.id))
          .limit(limit)
          .offset(offset),
        db.select({ value: count() }).from(students).where(condition),
      ]);
      return { items, total: total?.value ?? 0 };
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

    async setStatus(
      schoolId: string,
      ids: string[],
      status: StudentRow['status'],
      at: Date,
    ): Promise<StudentRow[]> {
      return db
        .update(students)
        .set({ status, updatedAt: at })
        .where(and(eq(students.schoolId, schoolId), inArray(students.id, ids)))
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
