import { and, asc, count, desc, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { notifications } from './notifications.table.ts';

export type NotificationRow = typeof notifications.$inferSelect;
export type NewNotification = typeof notifications.$inferInsert;

// What the legacy list shows of a notification (spec §3).
const legacyColumns = {
  id: notifications.id,
  typeId: notifications.typeId,
  typeKey: notifications.typeKey,
  senderName: notifications.senderName,
  messageHtml: notifications.messageHtml,
  params: notifications.params,
  url: notifications.url,
  createdAt: notifications.createdAt,
  readAt: notifications.readAt,
};
export type LegacyNotificationRow = Pick<NotificationRow, keyof typeof legacyColumns>;

const ofUser = (userId: string, id: string) =>
  and(eq(notifications.id, id), eq(notifications.userId, userId));

// Newest first. `nulls last` matches the index on (user_id, created_at desc), which stores nulls
// last; a plain `desc` means nulls first, so PostgreSQL would sort every row of the user instead
// of reading the newest from the index (created_at is never null, so the order is the same).
const newestFirst = [sql`${notifications.createdAt} desc nulls last`, desc(notifications.seq)];

function prepareLatest(db: Database) {
  return db
    .select(legacyColumns)
    .from(notifications)
    .where(eq(notifications.userId, sql.placeholder('userId')))
    .orderBy(...newestFirst)
    .limit(sql.placeholder('limit'))
    .prepare('notifications_latest');
}

export function createNotificationsRepository(db: Database) {
  // The legacy list is the most requested read: built once, and on PostgreSQL a named statement,
  // so neither the SQL text nor the plan is made again for every request.
  let latest: ReturnType<typeof prepareLatest> | undefined;
  return {
    async insertMany(rows: NewNotification[]): Promise<NotificationRow[]> {
      if (rows.length === 0) return [];
      return db.insert(notifications).values(rows).returning();
    },

    async list(userId: string, options: { unreadOnly: boolean; limit: number; offset: number }) {
      const where = options.unreadOnly
        ? and(eq(notifications.userId, userId), isNull(notifications.readAt))
        : eq(notifications.userId, userId);
      const [items, [total]] = await Promise.all([
        db
          .select()
          .from(notifications)
          .where(where)
          .orderBy(...newestFirst)
          .limit(options.limit)
          .offset(options.offset),
        db.select({ value: count() }).from(notifications).where(where),
      ]);
      return { items, total: total?.value ?? 0 };
    },

    /** The newest notifications of a user, without a total (the legacy list shows none). */
    async latest(userId: string, limit: number): Promise<LegacyNotificationRow[]> {
      latest ??= prepareLatest(db);
      return latest.execute({ userId, limit });
    },

    async counts(userId: string): Promise<{ total: number; unread: number }> {
      const [row] = await db
        .select({
          total: count(),
          unread: sql<number>`count(*) filter (where ${notifications.readAt} is null)`.mapWith(
            Number,
          ),
        })
        .from(notifications)
        .where(eq(notifications.userId, userId));
      return { total: row?.total ?? 0, unread: row?.unread ?? 0 };
    },

    async find(userId: string, id: string): Promise<NotificationRow | undefined> {
      const [row] = await db.select().from(notifications).where(ofUser(userId, id)).limit(1);
      return row;
    },

    /** Marks one read; returns the row (unchanged if it was already read), or undefined if not the user's. */
    async markRead(
      userId: string,
      id: string,
      at: Date,
    ): Promise<{ row: NotificationRow; changed: boolean } | undefined> {
      const [updated] = await db
        .update(notifications)
        .set({ readAt: at })
        .where(and(ofUser(userId, id), isNull(notifications.readAt)))
        .returning();
      if (updated) return { row: updated, changed: true };
      const existing = await this.find(userId, id);
      return existing ? { row: existing, changed: false } : undefined;
    },

    async markAllRead(userId: string, at: Date): Promise<number> {
      const rows = await db
        .update(notifications)
        .set({ readAt: at })
        .where(and(eq(notifications.userId, userId), isNull(notifications.readAt)))
        .returning({ id: notifications.id });
      return rows.length;
    },

    async delete(userId: string, id: string): Promise<boolean> {
      const rows = await db
        .delete(notifications)
        .where(ofUser(userId, id))
        .returning({ id: notifications.id });
      return rows.length === 1;
    },

    async since(userId: string, seq: number, limit: number): Promise<NotificationRow[]> {
      return db
        .select()
        .from(notifications)
        .where(and(eq(notifications.userId, userId), gt(notifications.seq, seq)))
        .orderBy(asc(notifications.seq))
        .limit(limit);
    },
  };
}
