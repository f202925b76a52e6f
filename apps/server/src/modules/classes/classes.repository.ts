import { and, asc, count, eq, inArray } from 'drizzle-orm';
import type { ClassStatus } from '@school/shared/classes/classes.contract';
import type { Database } from '../../db/client.ts';
import { attendance, classDecisions, classes, classSessions } from './classes.table.ts';

export type ClassRow = typeof classes.$inferSelect;

/** A class itself: its row, its sessions and the decisions taken on it. */
export function createClassesRepository(db: Database) {
  return {
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

    /** The class's places, read fresh with its row locked: enrolments wait until the caller commits. */
    async lockPlaces(id: string) {
      const [row] = await db
        .select({ capacity: classes.capacity, enrolledCount: classes.enrolledCount })
        .from(classes)
        .where(eq(classes.id, id))
        .for('update');
      return row;
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
  };
}
