import { z } from 'zod';
import { roles } from '../auth/roles.ts';
import { boundedDateTime } from '../common/dates.contract.ts';
import {
  activityTypes,
  audiencePattern,
  feedKinds,
  feedLimits as limits,
  feedReactions,
} from './feeds.rules.ts';

export const feedPersonSchema = z
  .object({ id: z.uuid(), name: z.string(), photo: z.string().nullable(), role: z.enum(roles) })
  .meta({ id: 'FeedPerson' });
export type FeedPerson = z.infer<typeof feedPersonSchema>;

export const reactionSummarySchema = z
  .object({
    /** Exact counts per reaction (every one present, zero included). */
    counts: z.record(z.enum(feedReactions), z.number().int()),
    mine: z.enum(feedReactions).nullable(),
    /** The latest who reacted, for the tooltip (at most 10). */
    recent: z.array(z.object({ name: z.string(), reaction: z.enum(feedReactions) })),
  })
  .meta({ id: 'FeedReactions' });
export type ReactionSummary = z.infer<typeof reactionSummarySchema>;

export const feedHiddenSchema = z
  .object({ reason: z.string(), at: z.string() })
  .nullable()
  .meta({ id: 'FeedHidden' });

const audienceSchema = z
  .string()
  .regex(audiencePattern, 'Choose everyone, staff, students or one class.');

export const feedPostSchema = z
  .object({
    kind: z.literal('post'),
    id: z.uuid(),
    author: feedPersonSchema.nullable(),
    /** Sanitised HTML; the web sanitises it again before rendering. */
    body: z.string(),
    audience: z.string(),
    pinned: z.boolean(),
    commentsAllowed: z.boolean(),
    edited: z.boolean(),
    hidden: feedHiddenSchema,
    /** Null while it waits for its publication time (`scheduledFor`). */
    publishedAt: z.string().nullable(),
    scheduledFor: z.string().nullable(),
    commentCount: z.number().int(),
    reactions: reactionSummarySchema,
    can: z.object({
      edit: z.boolean(),
      delete: z.boolean(),
      pin: z.boolean(),
      hide: z.boolean(),
      comment: z.boolean(),
      react: z.boolean(),
    }),
  })
  .meta({ id: 'FeedPost' });
export type FeedPost = z.infer<typeof feedPostSchema>;

export const feedActivitySchema = z
  .object({
    kind: z.literal('activity'),
    id: z.uuid(),
    type: z.enum(activityTypes),
    /** Structured parameters (names, counts); never HTML. */
    params: z.record(z.string(), z.union([z.string(), z.number()])),
    /** The reader did it, so the line can say "You answered" instead of their own name. */
    byYou: z.boolean(),
    /** A path inside the console. */
    link: z.string().nullable(),
    audience: z.string(),
    publishedAt: z.string(),
  })
  .meta({ id: 'FeedActivity' });
export type FeedActivity = z.infer<typeof feedActivitySchema>;

export const feedItemSchema = z.discriminatedUnion('kind', [feedPostSchema, feedActivitySchema]);
export type FeedItem = z.infer<typeof feedItemSchema>;

export const feedListQuerySchema = z.object({
  cursor: z.string().max(200).optional(),
  limit: z.coerce.number().int().min(1).max(limits.pageMax).default(limits.pageDefault),
  kind: z.enum(feedKinds).default('all'),
  authorId: z.uuid().optional(),
  /** The school (the platform admin names one; a tutor one where they teach). */
  schoolId: z.uuid().optional(),
});
export type FeedListQuery = z.infer<typeof feedListQuerySchema>;

export const feedListSchema = z
  .object({ items: z.array(feedItemSchema), nextCursor: z.string().nullable() })
  .meta({ id: 'FeedList' });
export type FeedList = z.infer<typeof feedListSchema>;

const bodySchema = z
  .string()
  .trim()
  .min(1, 'Please write something.')
  .max(limits.body, `At most ${limits.body} characters.`);

export const createFeedPostBodySchema = z.object({
  body: bodySchema,
  audience: audienceSchema.default('everyone'),
  commentsAllowed: z.boolean().default(true),
  /** Published by the job runner at this time; now when absent. */
  publishAt: boundedDateTime('Please give a date and time.').optional(),
  schoolId: z.uuid().optional(),
});
export type CreateFeedPostBody = z.infer<typeof createFeedPostBodySchema>;

export const updateFeedPostBodySchema = z.object({
  body: bodySchema.optional(),
  audience: audienceSchema.optional(),
  commentsAllowed: z.boolean().optional(),
});
export type UpdateFeedPostBody = z.infer<typeof updateFeedPostBodySchema>;

export const feedIdParamsSchema = z.object({ id: z.uuid() });
export const feedTargetParamsSchema = z.object({ targetId: z.uuid() });

export const feedCommentSchema = z
  .object({
    id: z.uuid(),
    postId: z.uuid(),
    parentId: z.uuid().nullable(),
    author: feedPersonSchema.nullable(),
    /** Plain text; the web turns links into anchors. */
    text: z.string(),
    createdAt: z.string(),
    edited: z.boolean(),
    hidden: feedHiddenSchema,
    reactions: reactionSummarySchema,
    can: z.object({
      edit: z.boolean(),
      delete: z.boolean(),
      hide: z.boolean(),
      reply: z.boolean(),
    }),
  })
  .meta({ id: 'FeedComment' });
export type FeedComment = z.infer<typeof feedCommentSchema>;

export const feedCommentListSchema = z
  .object({ items: z.array(feedCommentSchema) })
  .meta({ id: 'FeedCommentList' });

const commentText = z
  .string()
  .trim()
  .min(1, 'Please write a comment.')
  .max(limits.comment, `At most ${limits.comment} characters.`);

export const createFeedCommentBodySchema = z.object({
  text: commentText,
  /** Replies go one level deep: the parent is a top-level comment of the same post. */
  parentId: z.uuid().optional(),
});
export type CreateFeedCommentBody = z.infer<typeof createFeedCommentBodySchema>;

/** The author's change of their comment's text. */
export const updateFeedCommentBodySchema = z.object({ text: commentText });
export type UpdateFeedCommentBody = z.infer<typeof updateFeedCommentBodySchema>;

export const feedReactionBodySchema = z.object({ reaction: z.enum(feedReactions) });
export const feedReactionResultSchema = z
  .object({ targetId: z.uuid(), reactions: reactionSummarySchema })
  .meta({ id: 'FeedReactionResult' });

export const feedHideBodySchema = z.object({
  reason: z.string().trim().min(1, 'Please give a reason.').max(limits.reason),
});
