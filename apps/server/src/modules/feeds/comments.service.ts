import { hasPermission } from '@school/shared/auth/roles';
import type { CreateFeedCommentBody, FeedComment } from '@school/shared/feeds/feeds.contract';
import type { FeedReaction } from '@school/shared/feeds/feeds.rules';
import type { Database } from '../../db/client.ts';
import { AppError, notFound, validationError } from '../../lib/app-error.ts';
import { channels } from '../../realtime/channels.ts';
import type { EventBus } from '../../realtime/event-bus.ts';
import type { AuditService } from '../audit/audit.service.ts';
import type { AuthContext } from '../auth/auth.service.ts';
import { viewerOf, type FeedAccess } from './feed-access.ts';
import { feedEvent } from './feed-events.ts';
import { reactionsOf, toComment } from './feed-view.ts';
import { createFeedsRepository, type FeedItemRow } from './feeds.repository.ts';

type Deps = {
  db: Database;
  audit: AuditService;
  events: EventBus;
  clock: () => Date;
  access: FeedAccess;
};

const forbidden = (message: string) => new AppError('forbidden', message);

/** Comments (one level of replies) and reactions on posts and comments. */
export function createCommentsService({ db, audit, events, clock, access }: Deps) {
  const repo = (tx: Database = db) => createFeedsRepository(tx);

  /** The published post the caller may read, else 404 (another school's included). */
  async function readablePost(auth: AuthContext, postId: string, tx: Database = db) {
    const found = await repo(tx).find(postId);
    const item = found?.item;
    if (
      !item ||
      item.kind !== 'post' ||
      item.status !== 'published' ||
      !(await access.reaches(auth, item.schoolId, tx)) ||
      !(await repo(tx).visible(postId, viewerOf(auth)))
    )
      throw notFound('The post');
    return item;
  }

  /** A post or a comment of one, by id: what a reaction is aimed at. */
  async function target(auth: AuthContext, targetId: string, tx: Database) {
    const found = await repo(tx).find(targetId);
    if (found) return { post: await readablePost(auth, targetId, tx), comment: null };
    const comment = await repo(tx).comment(targetId);
    if (!comment) throw notFound('The post or comment');
    const post = await readablePost(auth, comment.comment.postId, tx);
    if (comment.comment.hiddenAt !== null && !viewerOf(auth).withHidden)
      throw notFound('The comment');
    return { post, comment: comment.comment };
  }

  const publish = (
    post: FeedItemRow,
    type: 'feeds.comment' | 'feeds.reaction',
    data: object,
    tx: Database,
  ) =>
    events.publish(
      channels.school(post.schoolId),
      feedEvent(type, post, { postId: post.id, ...data }),
      tx,
    );

  async function react(auth: AuthContext, targetId: string, reaction: FeedReaction | null) {
    return db.transaction(async (tx) => {
      const { post, comment } = await target(auth, targetId, tx);
      if (post.hiddenAt !== null) throw new AppError('conflict', 'This post is hidden.');
      const r = repo(tx);
      if (reaction) await r.react(targetId, post.id, auth.user.id, reaction);
      else await r.unreact(targetId, auth.user.id);
      const summary = (await reactionsOf(r, [targetId], auth.user.id, true)).get(targetId);
      if (!summary) throw new Error('reaction summary missing');
      await publish(
        post,
        'feeds.reaction',
        { targetId, commentId: comment?.id ?? null, counts: summary.counts },
        tx,
      );
      return { targetId, reactions: summary };
    });
  }

  return {
    async list(auth: AuthContext, postId: string): Promise<{ items: FeedComment[] }> {
      const post = await readablePost(auth, postId);
      const rows = await repo().comments(postId, viewerOf(auth).withHidden);
      const reactions = await reactionsOf(
        repo(),
        rows.map((r) => r.comment.id),
        auth.user.id,
      );
      const open = post.commentsAllowed && post.hiddenAt === null;
      return {
        items: rows.map(({ comment, author }) => {
          const summary = reactions.get(comment.id);
          if (!summary) throw new Error('reactions missing for a comment');
          return toComment(auth, comment, author, summary, open);
        }),
      };
    },

    async create(
      auth: AuthContext,
      postId: string,
      body: CreateFeedCommentBody,
    ): Promise<FeedComment> {
      const id = await db.transaction(async (tx) => {
        const post = await readablePost(auth, postId, tx);
        if (!post.commentsAllowed || post.hiddenAt !== null)
          throw new AppError('conflict', 'Comments are closed on this post.');
        const r = repo(tx);
        if (body.parentId) {
          const parent = await r.comment(body.parentId);
          if (!parent || parent.comment.postId !== postId || parent.comment.hiddenAt !== null)
            throw validationError('parentId', 'not_found', 'That comment is not on this post.');
          if (parent.comment.parentId !== null)
            throw validationError('parentId', 'invalid', 'Replies go one level deep.');
        }
        const row = await r.insertComment({
          postId,
          schoolId: post.schoolId,
          parentId: body.parentId ?? null,
          authorId: auth.user.id,
          text: body.text,
          createdAt: clock(),
        });
        const commentCount = await r.addToCommentCount(postId, 1);
        await publish(post, 'feeds.comment', { commentId: row.id, commentCount }, tx);
        return row.id;
      });
      const created = await repo().comment(id);
      if (!created) throw notFound('The comment');
      const summary = (await reactionsOf(repo(), [id], auth.user.id)).get(id);
      if (!summary) throw new Error('reaction summary missing');
      return toComment(auth, created.comment, created.author, summary, true);
    },

    /** The author changes their comment's text; readers see it marked edited. */
    async edit(auth: AuthContext, commentId: string, text: string): Promise<FeedComment> {
      await db.transaction(async (tx) => {
        const found = await repo(tx).comment(commentId);
        if (!found) throw notFound('The comment');
        const post = await readablePost(auth, found.comment.postId, tx);
        if (found.comment.hiddenAt !== null) throw notFound('The comment');
        if (found.comment.authorId !== auth.user.id)
          throw forbidden('Only the author edits a comment.');
        if (found.comment.text === text) return;
        await repo(tx).editComment(commentId, text, clock());
        await publish(
          post,
          'feeds.comment',
          { commentId, commentCount: post.commentCount, edited: true },
          tx,
        );
      });
      const saved = await repo().comment(commentId);
      if (!saved) throw notFound('The comment');
      const post = await repo().find(saved.comment.postId);
      const summary = (await reactionsOf(repo(), [commentId], auth.user.id)).get(commentId);
      if (!summary) throw new Error('reaction summary missing');
      const open = post?.item.commentsAllowed === true && post.item.hiddenAt === null;
      return toComment(auth, saved.comment, saved.author, summary, open);
    },

    async remove(auth: AuthContext, commentId: string): Promise<void> {
      await db.transaction(async (tx) => {
        const found = await repo(tx).comment(commentId);
        if (!found) throw notFound('The comment');
        const post = await readablePost(auth, found.comment.postId, tx);
        const own = found.comment.authorId === auth.user.id;
        if (!own && !hasPermission(auth.user.role, 'feeds.moderate'))
          throw forbidden('Only the author deletes a comment.');
        const gone = await repo(tx).removeComment(commentId);
        const commentCount = await repo(tx).addToCommentCount(post.id, -gone);
        await publish(post, 'feeds.comment', { commentId, commentCount, removed: true }, tx);
      });
    },

    async hide(auth: AuthContext, commentId: string, reason: string): Promise<void> {
      await db.transaction(async (tx) => {
        const found = await repo(tx).comment(commentId);
        if (!found) throw notFound('The comment');
        const post = await readablePost(auth, found.comment.postId, tx);
        if (found.comment.hiddenAt !== null) return;
        await repo(tx).hideComment(commentId, auth.user.id, reason, clock());
        const commentCount = await repo(tx).addToCommentCount(post.id, -1);
        await audit.record(
          {
            action: 'feeds.comment_hidden',
            actorUserId: auth.user.id,
            schoolId: post.schoolId,
            target: commentId,
            details: { reason },
          },
          tx,
        );
        await publish(post, 'feeds.comment', { commentId, commentCount, removed: true }, tx);
      });
    },

    setReaction: (auth: AuthContext, targetId: string, reaction: FeedReaction) =>
      react(auth, targetId, reaction),
    clearReaction: (auth: AuthContext, targetId: string) => react(auth, targetId, null),
  };
}
