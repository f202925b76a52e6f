import { and, asc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { escapeLike } from '../../db/sql.ts';
import { users } from '../auth/auth.table.ts';
import { subjects, tutorProfiles } from './tutors.table.ts';

export function createTutorsRepository(db: Database) {
  return {
    async subjects() {
      return db.select().from(subjects).orderBy(asc(subjects.name));
    },

    async subject(id: string) {
      const [row] = await db.select().from(subjects).where(eq(subjects.id, id)).limit(1);
      return row;
    },

    /** Active tutor accounts for pickers, matched by name. */
    async search(q: string | undefined, limit = 50) {
      const name = sql<string>`coalesce(${tutorProfiles.displayName}, ${users.firstName} || ' ' || ${users.lastName})`;
      const conditions = [eq(users.role, 'tutor'), eq(users.status, 'active')];
      if (q) conditions.push(sql`${name} ilike ${`%${escapeLike(q)}%`}`);
      return db
        .select({
          id: users.id,
          name,
          photo: users.photo,
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
        .where(and(eq(users.id, id), eq(users.role, 'tutor'), eq(users.status, 'active')))
        .limit(1);
      return row;
    },
  };
}
