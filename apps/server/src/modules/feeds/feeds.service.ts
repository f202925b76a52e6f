import type {
  CreateFeedPostBody,
  FeedItem,
  FeedList,
  FeedListQuery,
  FeedPost,
  UpdateFeedPostBody,
} from '@school/shared/feeds/feeds.contract';
import { feedLimits, parseAudience } from '@school/shared/feeds/feeds.rules';
import { hasPermission } from '@school/shared/auth/roles';
import type { Database } from '../../db/client.ts';
import { AppError, notFound, validationError } from '../../lib/app-error.ts';
import { sanitizeRichText } from '../../lib/rich-text.ts';
import { channels } from '../../realtime/channels.ts';
import type { EventBus } from '../../realtime/event-bus.ts';
import type { AuditService } from '../audit/audit.service.ts';
import type { AuthContext } from '../auth/auth.service.ts';
import type { JobsService } from '../jobs/jobs.service.ts';
import { recordActivityIn, type ActivityItem } from './activity.ts';
import { createCommentsService } from './comments.service.ts';
import { createFeedAccess, viewerOf } from './feed-access.ts';
import { decodeCursor, encodeCursor } from './feed-cursor.ts';
import { reactionsOf, toActivity, toPost } from './feed-view.ts';
import { feedEvent } from './feed-events.ts';
import { createFeedsRepository, type FeedItemRow } from './feeds.repository.ts';

type Deps = {
  db: Database;
  audit: AuditService;
  jobs: JobsService;
  events: EventBus;
  clock: () => Date;
};

const forbidden = (message: string) => new AppError('forbidden', message);

/** The body as stored: sanitised, not empty, at most ten images. */
function cleanBody(html: string): string {
  const body = sanitizeRichText(html);
  if (!body.replace(/<[^>]*>/g, '').trim() && !body.includes('<img'))
    throw validationError('body', 'required', 'Please write something.');
  if ((body.match(/<img\b/g) ?? []).length > feedLimits.images)
    throw validationError('body', 'too_many', `At most ${feedLimits.images} images.`);
  return body;
}

/** The school's feed: posts, pins, moderation, and the activity other modules record. */
export function createFeedsService(deps: Deps) {
  const { db, audit, jobs, events, clock } = deps;
  const repo = (tx: Database = db) => createFeedsRepository(tx);
  const access = createFeedAccess((tx) => repo(tx));
  const comments = createCommentsService({ db, audit, events, clock, access });

  /** A post the caller may read (another school's, or one not addressed to them: 404). */
  async function reachPost(auth: AuthContext, id: string, tx: Database = db) {
    const found = await repo(tx).find(id);
    if (
      !found ||
      found.item.kind !== 'post' ||
      !(await access.reaches(auth, found.item.schoolId, tx))
    )
      throw notFound('The post');
    const viewer = viewerOf(auth);
    const mayRead =
      (await repo(tx).visible(id, viewer)) &&
      (found.item.status === 'published' ||
        found.item.authorId === auth.user.id ||
        viewer.sees === 'all');
    if (!mayRead) throw notFound('The post');
    return found;
  }

  async function checkAudience(audience: string, schoolId: string, tx: Database) {
    const parsed = parseAudience(audience);
    if (parsed.classId && !(await repo(tx).classInSchool(parsed.classId, schoolId)))
      throw validationError('audience', 'not_found', 'That class is not one of this school’s.');
    return parsed;
  }

  async function present(
    auth: AuthContext,
    rows: { item: FeedItemRow; author: Parameters<typeof toPost>[2] }[],
  ) {
    const postIds = rows.filter((r) => r.item.kind === 'post').map((r) => r.item.id);
    const reactions = await reactionsOf(repo(), postIds, auth.user.id);
    return rows.map(({ item, author }): FeedItem => {
      if (item.kind === 'activity') return toActivity(auth, item);
      const summary = reactions.get(item.id);
      if (!summary) throw new Error('reactions missing for a post of the page');
      return toPost(auth, item, author, summary);
    });
  }

  async function onePost(auth: AuthContext, id: string): Promise<FeedPost> {
    const found = await reachPost(auth, id);
    const [post] = await present(auth, [found]);
    if (!post || post.kind !== 'post') throw notFound('The post');
    return post;
  }

  const announce = (row: FeedItemRow, tx: Database) =>
    events.publish(
      channels.school(row.schoolId),
      feedEvent('feeds.item', row, { id: row.id, kind: row.kind }),
      tx,
    );

  return {
    access,
    comments,

    async list(auth: AuthContext, query: FeedListQuery): Promise<FeedList> {
      const schoolId = await access.school(auth, query.schoolId);
      const viewer = viewerOf(auth);
      const after = query.cursor ? decodeCursor(query.cursor) : undefined;
      const r = repo();
      const firstOfPosts = !after && query.kind !== 'activity';
      // The author's scheduled posts, then the pinned ones, lead the first page.
      const [scheduled, pinned, page] = await Promise.all([
        firstOfPosts && hasPermission(auth.user.role, 'feeds.post') && !query.authorId
          ? r.scheduledBy(schoolId, auth.user.id)
          : Promise.resolve([]),
        firstOfPosts ? r.pinned(schoolId, viewer, query.authorId) : Promise.resolve([]),
        r.page({
          schoolId,
          viewer,
          kind: query.kind,
          authorId: query.authorId,
          after,
          limit: query.limit + 1,
        }),
      ]);
      const more = page.length > query.limit;
      const shown = page.slice(0, query.limit);
      const last = shown.at(-1);
      return {
        items: await present(auth, [...scheduled, ...pinned, ...shown]),
        nextCursor: more && last ? encodeCursor(last.item.publishedAt, last.item.id) : null,
      };
    },

    get: onePost,

    async create(auth: AuthContext, body: CreateFeedPostBody): Promise<FeedPost> {
      const schoolId = await access.school(auth, body.schoolId);
      const html = cleanBody(body.body);
      const now = clock();
      const publishAt = body.publishAt ? new Date(body.publishAt) : undefined;
      const scheduled = publishAt !== undefined && publishAt > now;
      const id = await db.transaction(async (tx) => {
        const audience = await checkAudience(body.audience, schoolId, tx);
        const row = await repo(tx).insert({
          schoolId,
          kind: 'post',
          authorId: auth.user.id,
          audience: audience.kind,
          classId: audience.classId,
          bodyHtml: html,
          commentsAllowed: body.commentsAllowed,
          status: scheduled ? 'scheduled' : 'published',
          publishedAt: scheduled ? publishAt : now,
          createdAt: now,
        });
        if (scheduled)
          await jobs.schedule(
            'feeds.publish',
            { postId: row.id },
            { runAt: publishAt, key: row.id },
            tx,
          );
        else await announce(row, tx);
        return row.id;
      });
      return onePost(auth, id);
    },

    async update(auth: AuthContext, id: string, body: UpdateFeedPostBody): Promise<FeedPost> {
      await db.transaction(async (tx) => {
        const found = await reachPost(auth, id, tx);
        if (found.item.authorId !== auth.user.id || !hasPermission(auth.user.role, 'feeds.post'))
          throw forbidden('Only the author edits a post.');
        const audience =
          body.audience !== undefined
            ? await checkAudience(body.audience, found.item.schoolId, tx)
            : undefined;
        await repo(tx).update(id, {
          ...(body.body !== undefined ? { bodyHtml: cleanBody(body.body) } : {}),
          ...(audience ? { audience: audience.kind, classId: audience.classId } : {}),
          ...(body.commentsAllowed !== undefined ? { commentsAllowed: body.commentsAllowed } : {}),
          editedAt: clock(),
        });
      });
      return onePost(auth, id);
    },

    async remove(auth: AuthContext, id: string): Promise<void> {
      await db.transaction(async (tx) => {
        const found = await reachPost(auth, id, tx);
        const own =
          found.item.authorId === auth.user.id && hasPermission(auth.user.role, 'feeds.post');
        if (!own && !hasPermission(auth.user.role, 'feeds.moderate'))
          throw forbidden('Only the author deletes a post.');
        await repo(tx).remove(id);
        if (!own)
          await audit.record(
            {
              action: 'feeds.post_deleted',
              actorUserId: auth.user.id,
              schoolId: found.item.schoolId,
              target: id,
            },
            tx,
          );
      });
    },

    /** Pins a post; a fourth pin unpins the school's oldest, under one lock per school. */
    async pin(auth: AuthContext, id: string, pinned: boolean): Promise<FeedPost> {
      await db.transaction(async (tx) => {
        const found = await reachPost(auth, id, tx);
        if (found.item.status !== 'published' || found.item.hiddenAt !== null)
          throw new AppError('conflict', 'Only a published, visible post can be pinned.');
        const r = repo(tx);
        await r.lockPins(found.item.schoolId);
        await r.update(id, { pinnedAt: pinned ? clock() : null });
        if (pinned) await r.unpinBeyond(found.item.schoolId, feedLimits.pinned, id);
      });
      return onePost(auth, id);
    },

    async hide(auth: AuthContext, id: string, reason: string): Promise<FeedPost> {
      await db.transaction(async (tx) => {
        const found = await reachPost(auth, id, tx);
        await repo(tx).update(id, {
          hiddenAt: clock(),
          hiddenBy: auth.user.id,
          hiddenReason: reason,
          pinnedAt: null,
        });
        await audit.record(
          {
            action: 'feeds.post_hidden',
            actorUserId: auth.user.id,
            schoolId: found.item.schoolId,
            target: id,
            details: { reason },
          },
          tx,
        );
      });
      return onePost(auth, id);
    },

    /** The job runner's: publishes a scheduled post once, however often the job runs. */
    async publishScheduled(postId: string): Promise<boolean> {
      return db.transaction(async (tx) => {
        const row = await repo(tx).publishScheduled(postId, clock());
        if (row) await announce(row, tx);
        return row !== undefined;
      });
    },

    /**
     * What other modules call inside their own transaction: the item exists exactly when their
     * change does, and the school hears of it when that commits.
     */
    async recordActivity(tx: Database, item: ActivityItem): Promise<void> {
      const row = await recordActivityIn(repo(tx), item, clock());
      await announce(row, tx);
    },
  };
}
export type FeedsService = ReturnType<typeof createFeedsService>;
