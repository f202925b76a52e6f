import type { Role } from '@school/shared/auth/roles';
import { hasPermission } from '@school/shared/auth/roles';
import type {
  FeedActivity,
  FeedComment,
  FeedPerson,
  FeedPost,
  ReactionSummary,
} from '@school/shared/feeds/feeds.contract';
import {
  activityTypes,
  audienceOf,
  feedReactions,
  type ActivityType,
  type FeedReaction,
} from '@school/shared/feeds/feeds.rules';
import type { AuthContext } from '../auth/auth.service.ts';
import type {
  FeedCommentRow,
  FeedItemRow,
  FeedsRepository,
  PersonRow,
} from './feeds.repository.ts';

const personOf = (p: PersonRow | null): FeedPerson | null =>
  p
    ? {
        id: p.id,
        name: `${p.firstName} ${p.lastName}`.trim(),
        photo: p.photo,
        role: p.role as Role,
      }
    : null;

const hiddenOf = (reason: string | null, at: Date | null) =>
  reason !== null && at !== null ? { reason, at: at.toISOString() } : null;

const isReaction = (value: string): value is FeedReaction =>
  (feedReactions as readonly string[]).includes(value);

export const emptyCounts = (): Record<FeedReaction, number> =>
  Object.fromEntries(feedReactions.map((r) => [r, 0])) as Record<FeedReaction, number>;

/** Reactions of many posts and comments in three reads, whatever the page's size. */
export async function reactionsOf(
  repo: FeedsRepository,
  ids: string[],
  userId: string,
  /** Inside a transaction the reads go one after another: it is one connection. */
  inTransaction = false,
): Promise<Map<string, ReactionSummary>> {
  const reads = [
    () => repo.reactionCounts(ids),
    () => repo.myReactions(ids, userId),
    () => repo.recentReactions(ids),
  ] as const;
  const [counts, mine, recent] = inTransaction
    ? [await reads[0](), await reads[1](), await reads[2]()]
    : await Promise.all([reads[0](), reads[1](), reads[2]()]);
  const out = new Map<string, ReactionSummary>(
    ids.map((id) => [id, { counts: emptyCounts(), mine: null, recent: [] }]),
  );
  for (const row of counts) {
    const summary = out.get(row.targetId);
    if (summary && isReaction(row.reaction)) summary.counts[row.reaction] = Number(row.count);
  }
  for (const row of mine) {
    const summary = out.get(row.targetId);
    if (summary && isReaction(row.reaction)) summary.mine = row.reaction;
  }
  for (const row of recent) {
    const summary = out.get(row.target_id);
    if (summary && isReaction(row.reaction))
      summary.recent.push({
        name: `${row.first_name} ${row.last_name}`.trim(),
        reaction: row.reaction,
      });
  }
  return out;
}

const may = (auth: AuthContext, permission: Parameters<typeof hasPermission>[1]) =>
  hasPermission(auth.user.role, permission);

export function toPost(
  auth: AuthContext,
  row: FeedItemRow,
  author: PersonRow | null,
  reactions: ReactionSummary,
): FeedPost {
  const own = row.authorId === auth.user.id;
  const live = row.hiddenAt === null;
  return {
    kind: 'post',
    id: row.id,
    author: personOf(author),
    body: row.bodyHtml ?? '',
    audience: audienceOf(row.audience, row.classId),
    pinned: row.pinnedAt !== null,
    commentsAllowed: row.commentsAllowed,
    edited: row.editedAt !== null,
    hidden: hiddenOf(row.hiddenReason, row.hiddenAt),
    publishedAt: row.status === 'published' ? row.publishedAt.toISOString() : null,
    scheduledFor: row.status === 'scheduled' ? row.publishedAt.toISOString() : null,
    commentCount: row.commentCount,
    reactions,
    can: {
      edit: own && may(auth, 'feeds.post'),
      delete: (own && may(auth, 'feeds.post')) || may(auth, 'feeds.moderate'),
      pin: may(auth, 'feeds.moderate') && live && row.status === 'published',
      hide: may(auth, 'feeds.moderate') && live,
      comment: may(auth, 'feeds.comment') && row.commentsAllowed && live,
      react: may(auth, 'feeds.comment') && live,
    },
  };
}

export function toActivity(auth: AuthContext, row: FeedItemRow): FeedActivity {
  const type = (activityTypes as readonly string[]).includes(row.activityType ?? '')
    ? (row.activityType as ActivityType)
    : 'event_created';
  return {
    kind: 'activity',
    id: row.id,
    type,
    params: row.params ?? {},
    byYou: row.authorId === auth.user.id,
    link: row.link,
    audience: audienceOf(row.audience, row.classId),
    publishedAt: row.publishedAt.toISOString(),
  };
}

export function toComment(
  auth: AuthContext,
  row: FeedCommentRow,
  author: PersonRow | null,
  reactions: ReactionSummary,
  postOpen: boolean,
): FeedComment {
  const own = row.authorId === auth.user.id;
  return {
    id: row.id,
    postId: row.postId,
    parentId: row.parentId,
    author: personOf(author),
    text: row.text,
    createdAt: row.createdAt.toISOString(),
    edited: row.editedAt !== null,
    hidden: hiddenOf(row.hiddenReason, row.hiddenAt),
    reactions,
    can: {
      edit: own && may(auth, 'feeds.comment') && row.hiddenAt === null,
      delete: (own && may(auth, 'feeds.comment')) || may(auth, 'feeds.moderate'),
      hide: may(auth, 'feeds.moderate') && row.hiddenAt === null,
      reply: postOpen && row.parentId === null && may(auth, 'feeds.comment'),
    },
  };
}
