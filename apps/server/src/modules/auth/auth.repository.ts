import { and, asc, count, eq, gt, inArray, isNull, lt, ne, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { schools } from '../school/school.table.ts';
import { rateEvents, refreshTokens, serverSecrets, sessions, users } from './auth.table.ts';

export type UserRow = typeof users.$inferSelect;
export type NewUser = typeof users.$inferInsert;

const sessionUserColumns = {
  id: users.id,
  email: users.email,
  firstName: users.firstName,
  lastName: users.lastName,
  photo: users.photo,
  role: users.role,
  schoolId: users.schoolId,
  locale: users.locale,
  status: users.status,
  /** The school's time zone: what a client shows the school's times in. */
  timeZone: schools.timezone,
};
/** The user columns a signed-in request carries (see findSessionsWithUsers). */
export type SessionUserRow = Pick<UserRow, Exclude<keyof typeof sessionUserColumns, 'timeZone'>> & {
  timeZone: string | null;
};
export type SessionWithUser = {
  sessionId: string;
  user: SessionUserRow;
  revokedAt: Date | null;
  expiresAt: Date;
};

// Built once and, on PostgreSQL, a named statement: it runs for every signed-in request.
function prepareSessionsWithUsers(db: Database) {
  return db
    .select({
      sessionId: sessions.id,
      user: sessionUserColumns,
      revokedAt: sessions.revokedAt,
      expiresAt: sessions.expiresAt,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .leftJoin(schools, eq(schools.id, users.schoolId))
    .where(sql`${sessions.id} = any(${sql.placeholder('ids')}::uuid[])`)
    .prepare('auth_sessions_with_users');
}

export function createAuthRepository(db: Database) {
  let sessionsWithUsers: ReturnType<typeof prepareSessionsWithUsers> | undefined;
  return {
    async findUserByEmail(email: string): Promise<UserRow | undefined> {
      const [row] = await db
        .select()
        .from(users)
        .where(sql`lower(${users.email}) = lower(${email})`)
        .limit(1);
      return row;
    },

    async findUserById(id: string): Promise<UserRow | undefined> {
      const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1);
      return row;
    },

    async insertUser(user: NewUser): Promise<UserRow> {
      const [row] = await db.insert(users).values(user).returning();
      if (!row) throw new Error('insert into users returned no row');
      return row;
    },

    async updateUser(id: string, values: Partial<NewUser>): Promise<UserRow> {
      const [row] = await db.update(users).set(values).where(eq(users.id, id)).returning();
      if (!row) throw new Error('user to update is missing');
      return row;
    },

    /** Revokes every live session of a user, except one (the caller's own) when given. */
    async revokeUserSessions(
      userId: string,
      reason: string,
      at: Date,
      exceptSessionId?: string,
    ): Promise<string[]> {
      const conditions = [eq(sessions.userId, userId), isNull(sessions.revokedAt)];
      if (exceptSessionId) conditions.push(ne(sessions.id, exceptSessionId));
      const rows = await db
        .update(sessions)
        .set({ revokedAt: at, revokeReason: reason })
        .where(and(...conditions))
        .returning({ id: sessions.id });
      return rows.map((r) => r.id);
    },

    async deleteUser(id: string): Promise<void> {
      await db.delete(users).where(eq(users.id, id));
    },

    async hasSessions(userId: string): Promise<boolean> {
      const [row] = await db
        .select({ id: sessions.id })
        .from(sessions)
        .where(eq(sessions.userId, userId))
        .limit(1);
      return Boolean(row);
    },

    async insertSession(values: typeof sessions.$inferInsert): Promise<string> {
      const [row] = await db.insert(sessions).values(values).returning({ id: sessions.id });
      if (!row) throw new Error('insert into sessions returned no row');
      return row.id;
    },

    async insertRefreshToken(sessionId: string, tokenHash: string): Promise<void> {
      await db.insert(refreshTokens).values({ sessionId, tokenHash });
    },

    /**
     * The sessions requests' tokens name, with their users. Runs for every signed-in request, so
     * it reads only what the checks and the request context need (no password hash, no
     * preferences); see session-lookup.ts for why it takes several ids.
     */
    async findSessionsWithUsers(sessionIds: string[]): Promise<SessionWithUser[]> {
      sessionsWithUsers ??= prepareSessionsWithUsers(db);
      return sessionsWithUsers.execute({ ids: sessionIds });
    },

    async findRefreshToken(tokenHash: string) {
      const [row] = await db
        .select({
          id: refreshTokens.id,
          usedAt: refreshTokens.usedAt,
          sessionId: sessions.id,
          revokedAt: sessions.revokedAt,
          expiresAt: sessions.expiresAt,
          user: users,
          timeZone: schools.timezone,
        })
        .from(refreshTokens)
        .innerJoin(sessions, eq(sessions.id, refreshTokens.sessionId))
        .innerJoin(users, eq(users.id, sessions.userId))
        .leftJoin(schools, eq(schools.id, users.schoolId))
        .where(eq(refreshTokens.tokenHash, tokenHash))
        .limit(1);
      return row;
    },

    /**
     * Marks a token used and stores its successor, both or neither; false when another request
     * rotated it first (that one's commit is visible once this answers).
     */
    async rotateRefreshToken(
      id: string,
      sessionId: string,
      successorHash: string,
      at: Date,
    ): Promise<boolean> {
      return db.transaction(async (tx) => {
        const rows = await tx
          .update(refreshTokens)
          .set({ usedAt: at })
          .where(and(eq(refreshTokens.id, id), isNull(refreshTokens.usedAt)))
          .returning({ id: refreshTokens.id });
        if (rows.length !== 1) return false;
        await tx.insert(refreshTokens).values({ sessionId, tokenHash: successorHash });
        return true;
      });
    },

    /** Whether this session's token with that hash exists and has not been rotated yet. */
    async isLiveRefreshToken(sessionId: string, tokenHash: string): Promise<boolean> {
      const [row] = await db
        .select({ id: refreshTokens.id })
        .from(refreshTokens)
        .where(
          and(
            eq(refreshTokens.tokenHash, tokenHash),
            eq(refreshTokens.sessionId, sessionId),
            isNull(refreshTokens.usedAt),
          ),
        )
        .limit(1);
      return Boolean(row);
    },

    async touchSession(sessionId: string, at: Date): Promise<void> {
      await db.update(sessions).set({ lastUsedAt: at }).where(eq(sessions.id, sessionId));
    },

    async revokeSession(sessionId: string, reason: string, at: Date): Promise<void> {
      await db
        .update(sessions)
        .set({ revokedAt: at, revokeReason: reason })
        .where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt)));
    },

    async countRateEvents(
      bucket: string,
      since: Date,
    ): Promise<{ count: number; oldest: Date | null }> {
      const [row] = await db
        .select({ count: count(), oldest: sql<string | null>`min(${rateEvents.at})` })
        .from(rateEvents)
        .where(and(eq(rateEvents.bucket, bucket), gt(rateEvents.at, since)));
      return { count: row?.count ?? 0, oldest: row?.oldest ? new Date(row.oldest) : null };
    },

    async addRateEvent(bucket: string, at: Date, pruneBefore: Date): Promise<void> {
      await db
        .delete(rateEvents)
        .where(and(eq(rateEvents.bucket, bucket), lt(rateEvents.at, pruneBefore)));
      await db.insert(rateEvents).values({ bucket, at });
    },

    async clearRateEvents(bucket: string): Promise<void> {
      await db.delete(rateEvents).where(eq(rateEvents.bucket, bucket));
    },

    /** Returns the named secret, creating it once; concurrent first starts agree on one value. */
    async secret(name: string, generate: () => string): Promise<string> {
      await db.insert(serverSecrets).values({ name, value: generate() }).onConflictDoNothing();
      const [row] = await db
        .select({ value: serverSecrets.value })
        .from(serverSecrets)
        .where(eq(serverSecrets.name, name))
        .orderBy(asc(serverSecrets.name));
      if (!row) throw new Error(`secret ${name} is missing`);
      return row.value;
    },
  };
}
export type AuthRepository = ReturnType<typeof createAuthRepository>;

/** Ids of the active users of a school, optionally only those with the given roles. */
export async function activeUserIds(
  db: Database,
  schoolId: string,
  roles?: UserRow['role'][],
): Promise<string[]> {
  const conditions = [eq(users.schoolId, schoolId), eq(users.status, 'active')];
  if (roles && roles.length > 0) conditions.push(inArray(users.role, roles));
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(and(...conditions));
  return rows.map((r) => r.id);
}
