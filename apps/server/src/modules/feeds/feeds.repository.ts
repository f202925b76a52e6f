import type { FeedReaction } from '@school/shared/feeds/feeds.rules';
import { and, desc, eq, inArray, isNotNull, isNull, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { rowsOf } from '../../db/sql.ts';
import { users } from '../auth/auth.table.ts';
import { classes, enrolments } from '../classes/classes.table.ts';
import { schoolsTaughtBy, teachesAt } from '../classes/tutor-schools.ts';
import { students } from '../students/students.table.ts';
import { feedComments, feedItems, feedReactions } from './feeds.table.ts';

export type FeedItemRow = typeof feedItems.$inferSelect;
export type FeedCommentRow = typeof feedComments.$inferSelect;
export type PersonRow = {
  id: string;
  firstName: string;
  lastName: string;
  photo: string | null;
  role: string;
};

/**
 * Who reads: staff (and the platform admin) read every audience; a student what is addressed to
 * everyone, to students or to a class they are enrolled in; a tutor what is addressed to everyone
 * or to a class they teach.
 */
export type Viewer = { userId: string; sees: 'all' | 'student' | 'tutor'; withHidden: boolean };

export function visibleTo(viewer: Viewer): SQL | undefined {
  const hidden = viewer.withHidden ? undefined : isNull(feedItems.hiddenAt);
  if (viewer.sees === 'all') return hidden;
  const classIds =
    viewer.sees === 'student'
      ? sql`select ${enrolments.classId} from ${enrolments} join ${students} on ${students.id} = ${enrolments.studentId} where ${students.userId} = ${viewer.userId}`
      : sql`select ${classes.id} from ${classes} where ${classes.tutorId} = ${viewer.userId}`;
  const audiences = viewer.sees === 'student' ? sql`('everyone', 'students')` : sql`('everyone')`;
  return and(
    hidden,
    sql`(${feedItems.audience} in ${audiences} or (${feedItems.audience} = 'class' and ${feedItems.classId} in (${classIds})))`,
  );
}

export type ListFilter = {
  schoolId: string;
  viewer: Viewer;
  kind: 'all' | 'posts' | 'activity';
  authorId?: string;
  after?: { publishedAt: Date; id: string };
  limit: number;
};

const itemColumns = {
  item: feedItems,
  author: {
    id: users.id,
    firstName: users.firstName,
    lastName: users.lastName,
    photo: users.photo,
    role: users.role,
  },
};
export type ItemWithAuthor = { item: FeedItemRow; author: PersonRow | null };

/** The only code that speaks SQL for feeds. */
export function createFeedsRepository(db: Database) {
  const withAuthor = () =>
    db.select(itemColumns).from(feedItems).leftJoin(users, eq(users.id, feedItems.authorId));

  return {
    /** One page of the stream, newest first, after the cursor; pinned posts are listed apart. */
    async page(filter: ListFilter): Promise<ItemWithAuthor[]> {
      const { after } = filter;
      return withAuthor()
        .where(
          and(
            eq(feedItems.schoolId, filter.schoolId),
            eq(feedItems.status, 'published'),
            filter.kind === 'all'
              ? undefined
              : eq(feedItems.kind, filter.kind === 'posts' ? 'post' : 'activity'),
            filter.authorId ? eq(feedItems.authorId, filter.authorId) : undefined,
            isNull(feedItems.pinnedAt),
            after
              ? sql`(${feedItems.publishedAt}, ${feedItems.id}) < (${after.publishedAt.toISOString()}::timestamptz, ${after.id}::uuid)`
              : undefined,
            visibleTo(filter.viewer),
          ),
        )
        .orderBy(desc(feedItems.publishedAt), desc(feedItems.id))
        .limit(filter.limit);
    },

    async pinned(schoolId: string, viewer: Viewer, authorId?: string): Promise<ItemWithAuthor[]> {
      return withAuthor()
        .where(
          and(
            eq(feedItems.schoolId, schoolId),
            isNotNull(feedItems.pinnedAt),
            eq(feedItems.status, 'published'),
            authorId ? eq(feedItems.authorId, authorId) : undefined,
            visibleTo(viewer),
          ),
        )
        .orderBy(desc(feedItems.pinnedAt));
    },

    /** The author's own posts still waiting for their time, soonest first. */
    async scheduledBy(schoolId: string, authorId: string): Promise<ItemWithAuthor[]> {
      return withAuthor()
        .where(
          and(
            eq(feedItems.schoolId, schoolId),
            eq(feedItems.authorId, authorId),
            eq(feedItems.status, 'scheduled'),
          ),
        )
        .orderBy(feedItems.publishedAt)
        .limit(20);
    },

    async find(id: string): Promise<ItemWithAuthor | undefined> {
      const [row] = await withAuthor().where(eq(feedItems.id, id));
      return row;
    },

    async lock(id: string): Promise<FeedItemRow | undefined> {
      const [row] = await db.select().from(feedItems).where(eq(feedItems.id, id)).for('update');
      return row;
    },

    async visible(id: string, viewer: Viewer): Promise<boolean> {
      const [row] = await db
        .select({ id: feedItems.id })
        .from(feedItems)
        .where(and(eq(feedItems.id, id), visibleTo(viewer)));
      return row !== undefined;
    },

    async insert(values: typeof feedItems.$inferInsert): Promise<FeedItemRow> {
      const [row] = await db.insert(feedItems).values(values).returning();
      if (!row) throw new Error('insert into feed_items returned no row');
      return row;
    },

    async update(id: string, values: Partial<typeof feedItems.$inferInsert>) {
      const [row] = await db.update(feedItems).set(values).where(eq(feedItems.id, id)).returning();
      return row;
    },

    async remove(id: string) {
      await db.delete(feedItems).where(eq(feedItems.id, id));
    },

    /** Publishes a scheduled post once: only the first call finds it scheduled. */
    async publishScheduled(id: string, at: Date): Promise<FeedItemRow | undefined> {
      const [row] = await db
        .update(feedItems)
        .set({ status: 'published', publishedAt: at })
        .where(and(eq(feedItems.id, id), eq(feedItems.status, 'scheduled')))
        .returning();
      return row;
    },

    /** Serialises the pins of one school for the rest of the transaction. */
    async lockPins(schoolId: string) {
      await db.execute(sql`select pg_advisory_xact_lock(hashtext(${`feeds.pins:${schoolId}`}))`);
    },

    /**
     * Unpins all but the `keep` most recently pinned posts of a school; the post just pinned is
     * kept whatever the clock says (two pins may carry the same time).
     */
    async unpinBeyond(schoolId: string, keep: number, justPinned: string) {
      await db.execute(sql`
        update ${feedItems} set pinned_at = null
        where id in (select id from ${feedItems}
          where school_id = ${schoolId} and pinned_at is not null
          order by (id = ${justPinned}::uuid) desc, pinned_at desc, id desc offset ${keep})`);
    },

    teachesAt: (tutorId: string, schoolId: string) => teachesAt(db, tutorId, schoolId),
    schoolsTaughtBy: (tutorId: string) => schoolsTaughtBy(db, tutorId),

    /** Whether a student is enrolled in, or a tutor teaches, the class. */
    async viewerInClass(viewer: Viewer, classId: string): Promise<boolean> {
      const [row] =
        viewer.sees === 'tutor'
          ? await db
              .select({ id: classes.id })
              .from(classes)
              .where(and(eq(classes.id, classId), eq(classes.tutorId, viewer.userId)))
          : await db
              .select({ id: enrolments.classId })
              .from(enrolments)
              .innerJoin(students, eq(students.id, enrolments.studentId))
              .where(and(eq(enrolments.classId, classId), eq(students.userId, viewer.userId)));
      return row !== undefined;
    },

    async classInSchool(classId: string, schoolId: string): Promise<boolean> {
      const [row] = await db
        .select({ id: classes.id })
        .from(classes)
        .where(and(eq(classes.id, classId), eq(classes.schoolId, schoolId)));
      return row !== undefined;
    },

    // Comments

    async comments(postId: string, withHidden: boolean) {
      return db
        .select({ comment: feedComments, author: itemColumns.author })
        .from(feedComments)
        .leftJoin(users, eq(users.id, feedComments.authorId))
        .where(
          and(
            eq(feedComments.postId, postId),
            withHidden ? undefined : isNull(feedComments.hiddenAt),
          ),
        )
        .orderBy(feedComments.createdAt, feedComments.id);
    },

    async comment(id: string) {
      const [row] = await db
        .select({ comment: feedComments, author: itemColumns.author })
        .from(feedComments)
        .leftJoin(users, eq(users.id, feedComments.authorId))
        .where(eq(feedComments.id, id));
      return row;
    },

    async insertComment(values: typeof feedComments.$inferInsert): Promise<FeedCommentRow> {
      const [row] = await db.insert(feedComments).values(values).returning();
      if (!row) throw new Error('insert into feed_comments returned no row');
      return row;
    },

    /** Removes a comment with its replies; answers how many went. */
    async removeComment(id: string): Promise<number> {
      const gone = await db
        .delete(feedComments)
        .where(sql`${feedComments.id} = ${id} or ${feedComments.parentId} = ${id}`)
        .returning({ id: feedComments.id });
      await db.delete(feedReactions).where(
        inArray(
          feedReactions.targetId,
          gone.map((g) => g.id),
        ),
      );
      return gone.length;
    },

    async editComment(id: string, text: string, at: Date) {
      await db.update(feedComments).set({ text, editedAt: at }).where(eq(feedComments.id, id));
    },

    async hideComment(id: string, by: string, reason: string, at: Date) {
      await db
        .update(feedComments)
        .set({ hiddenAt: at, hiddenBy: by, hiddenReason: reason })
        .where(eq(feedComments.id, id));
    },

    async addToCommentCount(postId: string, delta: number): Promise<number> {
      const [row] = await db
        .update(feedItems)
        .set({ commentCount: sql`greatest(${feedItems.commentCount} + ${delta}, 0)` })
        .where(eq(feedItems.id, postId))
        .returning({ count: feedItems.commentCount });
      return row?.count ?? 0;
    },

    // Reactions

    async react(targetId: string, postId: string, userId: string, reaction: FeedReaction) {
      await db
        .insert(feedReactions)
        .values({ targetId, postId, userId, reaction })
        .onConflictDoUpdate({
          target: [feedReactions.targetId, feedReactions.userId],
          set: { reaction, createdAt: sql`now()` },
        });
    },

    async unreact(targetId: string, userId: string) {
      await db
        .delete(feedReactions)
        .where(and(eq(feedReactions.targetId, targetId), eq(feedReactions.userId, userId)));
    },

    async reactionCounts(targetIds: string[]) {
      if (targetIds.length === 0) return [];
      return db
        .select({
          targetId: feedReactions.targetId,
          reaction: feedReactions.reaction,
          count: sql<number>`count(*)::int`,
        })
        .from(feedReactions)
        .where(inArray(feedReactions.targetId, targetIds))
        .groupBy(feedReactions.targetId, feedReactions.reaction);
    },

    async myReactions(targetIds: string[], userId: string) {
      if (targetIds.length === 0) return [];
      return db
        .select({ targetId: feedReactions.targetId, reaction: feedReactions.reaction })
        .from(feedReactions)
        .where(and(inArray(feedReactions.targetId, targetIds), eq(feedReactions.userId, userId)));
    },

    /** The latest ten who reacted, per target. */
    async recentReactions(targetIds: string[]) {
      if (targetIds.length === 0) return [];
      const result = await db.execute(sql`
        select r.target_id, r.reaction, u.first_name, u.last_name from (
          select target_id, user_id, reaction,
            row_number() over (partition by target_id order by created_at desc, user_id) as n
          from ${feedReactions} where target_id in (${sql.join(
            targetIds.map((id) => sql`${id}::uuid`),
            sql`, `,
          )})
        ) r join ${users} u on u.id = r.user_id where r.n <= 10 order by r.target_id, r.n`);
      return rowsOf<{ target_id: string; reaction: string; first_name: string; last_name: string }>(
        result,
      );
    },
  };
}
export type FeedsRepository = ReturnType<typeof createFeedsRepository>;
