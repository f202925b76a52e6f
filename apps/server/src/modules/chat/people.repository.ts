import type { PresenceStatus } from '@school/shared/chat/chat.rules';
import type { Role } from '@school/shared/auth/roles';
import { and, eq, gt, inArray, lt, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { rowsOf } from '../../db/sql.ts';
import { users } from '../auth/auth.table.ts';
import { classes } from '../classes/classes.table.ts';
import { chatConnections, chatPresence, chatTickets } from './chat.table.ts';

export type PersonRow = {
  id: string;
  firstName: string;
  lastName: string;
  photo: string | null;
  role: Role;
  schoolId: string | null;
  status: string;
};
type Caller = { id: string; role: Role; schoolId: string | null };

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * Who a caller may talk to, as (user, school) pairs (PRODUCT: chat): staff with anyone of their
 * school; tutors with the staff of the schools they teach in and the students of their approved
 * classes; students with their staff, their tutors, and each other where the school allows it.
 * The school's own switches (chat, chat for students) are applied by the query around it.
 */
function candidates(caller: Caller): SQL {
  const staffOf = (school: SQL) =>
    sql`select u.id as user_id, u.school_id from users u where u.school_id in (${school}) and u.role in ('sadmin','editor')`;
  const approved = sql`c.status = 'approved'`;
  if (caller.role === 'tutor') {
    const schools = sql`select c.school_id from classes c where c.tutor_id = ${caller.id} and ${approved}
      union select u.school_id from users u where u.id = ${caller.id} and u.school_id is not null`;
    return sql`${staffOf(schools)}
      union select st.user_id, c.school_id from classes c
        join enrolments e on e.class_id = c.id join students st on st.id = e.student_id
        where c.tutor_id = ${caller.id} and ${approved} and st.user_id is not null`;
  }
  const school = caller.schoolId;
  if (!school) return sql`select null::uuid as user_id, null::uuid as school_id where false`;
  const own = sql`${school}::uuid`;
  const tutorsIn = sql`select c.tutor_id, c.school_id from classes c where c.school_id = ${own} and ${approved}
    union select u.id, u.school_id from users u where u.school_id = ${own} and u.role = 'tutor'`;
  if (caller.role === 'student') {
    return sql`${staffOf(own)}
      union select c.tutor_id, c.school_id from students st
        join enrolments e on e.student_id = st.id join classes c on c.id = e.class_id
        where st.user_id = ${caller.id} and c.school_id = ${own} and ${approved}
      union select u.id, u.school_id from users u join schools s on s.id = u.school_id
        where u.school_id = ${own} and u.role = 'student' and s.chat_students_with_each_other`;
  }
  return sql`${staffOf(own)}
    union select u.id, u.school_id from users u where u.school_id = ${own} and u.role = 'student'
    union ${tutorsIn}`;
}

type ContactRow = {
  id: string;
  first_name: string;
  last_name: string;
  photo: string | null;
  role: Role;
  school_id: string;
  total: number;
};

/** The only code that speaks SQL for people in chat: reach, presence, socket tickets. */
export function createPeopleRepository(db: Database) {
  const reachable = (caller: Caller, filter: SQL) => sql`
    select u.id, u.first_name, u.last_name, u.photo, u.role, min(cand.school_id::text) as school_id,
           (count(*) over ())::int as total
    from (${candidates(caller)}) cand
    join users u on u.id = cand.user_id
    join schools s on s.id = cand.school_id
    where u.status = 'active' and u.id <> ${caller.id} and s.chat_enabled
      and (u.role <> 'student' or s.chat_for_students) and ${filter}
    group by u.id`;

  return {
    async people(ids: string[]): Promise<PersonRow[]> {
      if (ids.length === 0) return [];
      return db
        .select({
          id: users.id,
          firstName: users.firstName,
          lastName: users.lastName,
          photo: users.photo,
          role: users.role,
          schoolId: users.schoolId,
          status: users.status,
        })
        .from(users)
        .where(inArray(users.id, ids));
    },

    /** A page of the people the caller may talk to, by name. */
    async contacts(
      caller: Caller,
      options: { q?: string; role?: Role; limit: number; offset: number },
    ): Promise<{ rows: ContactRow[]; total: number }> {
      const filters: SQL[] = [sql`true`];
      if (options.q) {
        filters.push(
          sql`(u.first_name || ' ' || u.last_name) ilike ${`%${escapeLike(options.q)}%`}`,
        );
      }
      if (options.role) filters.push(sql`u.role = ${options.role}`);
      const rows = rowsOf<ContactRow>(
        await db.execute(sql`${reachable(caller, sql.join(filters, sql` and `))}
          order by u.first_name, u.last_name, u.id limit ${options.limit} offset ${options.offset}`),
      );
      return { rows, total: rows[0]?.total ?? 0 };
    },

    /** Those among `ids` the caller may talk to inside this school. */
    async reachableIn(caller: Caller, schoolId: string, ids: string[]): Promise<Set<string>> {
      if (ids.length === 0) return new Set();
      const list = sql.join(
        ids.map((id) => sql`${id}::uuid`),
        sql`, `,
      );
      const rows = rowsOf<{ id: string }>(
        await db.execute(
          // On the candidates' own columns, so PostgreSQL filters inside each branch of the union.
          reachable(caller, sql`cand.user_id in (${list}) and cand.school_id = ${schoolId}::uuid`),
        ),
      );
      return new Set(rows.map((r) => r.id));
    },

    /** The schools a tutor teaches an approved class in (and their own school, if any). */
    async tutorSchools(tutorId: string, ownSchool: string | null): Promise<string[]> {
      const rows = await db
        .selectDistinct({ schoolId: classes.schoolId })
        .from(classes)
        .where(and(eq(classes.tutorId, tutorId), eq(classes.status, 'approved')));
      const schools = new Set(rows.map((r) => r.schoolId));
      if (ownSchool) schools.add(ownSchool);
      return [...schools];
    },

    async presence(userIds: string[], freshSince: Date): Promise<Map<string, PresenceStatus>> {
      const result = new Map<string, PresenceStatus>();
      if (userIds.length === 0) return result;
      const [connected, chosen] = await Promise.all([
        db
          .selectDistinct({ userId: chatConnections.userId })
          .from(chatConnections)
          .where(
            and(inArray(chatConnections.userId, userIds), gt(chatConnections.seenAt, freshSince)),
          ),
        db
          .select({ userId: chatPresence.userId, status: chatPresence.status })
          .from(chatPresence)
          .where(inArray(chatPresence.userId, userIds)),
      ]);
      const statuses = new Map(chosen.map((r) => [r.userId, r.status]));
      for (const { userId } of connected) result.set(userId, statuses.get(userId) ?? 'online');
      return result;
    },

    async chosenStatus(userId: string): Promise<PresenceStatus> {
      const [row] = await db
        .select({ status: chatPresence.status })
        .from(chatPresence)
        .where(eq(chatPresence.userId, userId));
      return row?.status ?? 'online';
    },

    async choose(userId: string, status: PresenceStatus, at: Date) {
      await db
        .insert(chatPresence)
        .values({ userId, status, updatedAt: at })
        .onConflictDoUpdate({ target: chatPresence.userId, set: { status, updatedAt: at } });
    },

    /** Counts a socket of the user on this instance. */
    async connect(userId: string, instanceId: string, at: Date) {
      await db
        .insert(chatConnections)
        .values({ userId, instanceId, seenAt: at, sockets: 1 })
        .onConflictDoUpdate({
          target: [chatConnections.userId, chatConnections.instanceId],
          set: { sockets: sql`${chatConnections.sockets} + 1`, seenAt: at },
        });
    },

    async disconnect(userId: string, instanceId: string) {
      await db
        .update(chatConnections)
        .set({ sockets: sql`${chatConnections.sockets} - 1` })
        .where(and(eq(chatConnections.userId, userId), eq(chatConnections.instanceId, instanceId)));
      await db
        .delete(chatConnections)
        .where(
          and(
            eq(chatConnections.userId, userId),
            eq(chatConnections.instanceId, instanceId),
            sql`${chatConnections.sockets} <= 0`,
          ),
        );
    },

    /** This instance is alive: its users stay connected; rows of dead instances go stale. */
    async heartbeat(instanceId: string, at: Date, staleBefore: Date) {
      await db
        .update(chatConnections)
        .set({ seenAt: at })
        .where(eq(chatConnections.instanceId, instanceId));
      await db.delete(chatConnections).where(lt(chatConnections.seenAt, staleBefore));
    },

    async insertTicket(values: typeof chatTickets.$inferInsert) {
      await db.insert(chatTickets).values(values);
    },

    /** Takes a ticket once: a second use, or a late one, finds nothing. */
    async takeTicket(tokenHash: string, now: Date) {
      const [row] = await db
        .delete(chatTickets)
        .where(eq(chatTickets.tokenHash, tokenHash))
        .returning();
      await db.delete(chatTickets).where(lt(chatTickets.expiresAt, now));
      return row && row.expiresAt > now ? row : undefined;
    },
  };
}
export type PeopleRepository = ReturnType<typeof createPeopleRepository>;
