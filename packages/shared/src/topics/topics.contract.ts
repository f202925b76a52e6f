import { z } from 'zod';
import { roles } from '../auth/roles.ts';
import { listQuerySchema, listResponseSchema } from '../common/list.contract.ts';
import {
  isTag,
  normaliseTag,
  topicLimits as limits,
  topicScopes,
  topicSorts,
  topicStatuses,
} from './topics.rules.ts';

export {
  topicScopes,
  topicSorts,
  topicStatuses,
  type TopicScope,
  type TopicSort,
  type TopicStatus,
} from './topics.rules.ts';

export const topicPersonSchema = z
  .object({
    id: z.string().uuid(),
    name: z.string(),
    photo: z.string().nullable(),
    role: z.enum(roles),
  })
  .meta({ id: 'TopicPerson' });
export type TopicPerson = z.infer<typeof topicPersonSchema>;

export const topicSubjectSchema = z
  .object({ id: z.string().uuid(), key: z.string(), name: z.string() })
  .meta({ id: 'TopicSubject' });

export const topicCountsSchema = z
  .object({ answers: z.number().int(), votes: z.number().int(), views: z.number().int() })
  .meta({ id: 'TopicCounts' });

/** Why and when a post was hidden; only staff receive hidden posts at all. */
export const topicHiddenSchema = z
  .object({ reason: z.string(), at: z.string() })
  .nullable()
  .meta({ id: 'TopicHidden' });

export const topicListItemSchema = z
  .object({
    id: z.string().uuid(),
    title: z.string(),
    /** Plain text of the body, at most 200 characters. */
    excerpt: z.string(),
    author: topicPersonSchema,
    subject: topicSubjectSchema.nullable(),
    tags: z.array(z.string()),
    status: z.enum(topicStatuses),
    acceptedAnswerId: z.string().uuid().nullable(),
    counts: topicCountsSchema,
    isFavourite: z.boolean(),
    hidden: topicHiddenSchema,
    createdAt: z.string(),
    lastActivityAt: z.string(),
    /** With `scope=answered_by_me`: the caller's best answer (accepted first, then score). */
    myAnswer: z
      .object({ id: z.string().uuid(), score: z.number().int(), accepted: z.boolean() })
      .optional(),
  })
  .meta({ id: 'TopicListItem' });
export type TopicListItem = z.infer<typeof topicListItemSchema>;

/** What the caller may do with a topic, so a page shows only the buttons that will work. */
export const topicAbilitiesSchema = z
  .object({
    edit: z.boolean(),
    delete: z.boolean(),
    answer: z.boolean(),
    accept: z.boolean(),
    close: z.boolean(),
    moderate: z.boolean(),
    favourite: z.boolean(),
  })
  .meta({ id: 'TopicAbilities' });

export const topicDetailSchema = topicListItemSchema
  .extend({
    schoolId: z.string().uuid(),
    /** Sanitised HTML (the server's allow-list); render it through DOMPurify again. */
    body: z.string(),
    editedAt: z.string().nullable(),
    closed: z.object({ reason: z.string(), at: z.string() }).nullable(),
    can: topicAbilitiesSchema,
  })
  .meta({ id: 'TopicDetail' });
export type TopicDetail = z.infer<typeof topicDetailSchema>;

export const answerSchema = z
  .object({
    id: z.string().uuid(),
    topicId: z.string().uuid(),
    author: topicPersonSchema,
    body: z.string(),
    score: z.number().int(),
    accepted: z.boolean(),
    hasVoted: z.boolean(),
    hidden: topicHiddenSchema,
    createdAt: z.string(),
    editedAt: z.string().nullable(),
    can: z.object({
      edit: z.boolean(),
      accept: z.boolean(),
      vote: z.boolean(),
      moderate: z.boolean(),
    }),
  })
  .meta({ id: 'TopicAnswer' });
export type Answer = z.infer<typeof answerSchema>;

export const topicListQuerySchema = listQuerySchema.extend({
  sort: z.enum(topicSorts).default('activity'),
  scope: z.enum(topicScopes).default('all'),
  status: z.enum(topicStatuses).optional(),
  subjectId: z.string().uuid().optional(),
  tag: z.string().trim().max(limits.tagLength.max).transform(normaliseTag).optional(),
  /** The school to list (the platform admin and tutors name one; others get their own). */
  schoolId: z.string().uuid().optional(),
});
export type TopicListQuery = z.infer<typeof topicListQuerySchema>;
export const topicListSchema = listResponseSchema(topicListItemSchema).meta({ id: 'TopicList' });

/** Answers of one topic: accepted first, then by score, then oldest first. */
export const answerListQuerySchema = listQuerySchema
  .pick({ page: true, pageSize: true })
  .extend({ schoolId: z.string().uuid().optional() });
export type AnswerListQuery = z.infer<typeof answerListQuerySchema>;
export const answerListSchema = listResponseSchema(answerSchema).meta({ id: 'TopicAnswerList' });

/** Where the platform admin or a tutor names the school of an id route. */
export const topicSchoolQuerySchema = z.object({ schoolId: z.string().uuid().optional() });

const title = z
  .string({ error: 'Please enter a title.' })
  .trim()
  .min(limits.title.min, `The title has at least ${limits.title.min} characters.`)
  .max(limits.title.max, `The title has at most ${limits.title.max} characters.`);
const body = z
  .string({ error: 'Please write the text.' })
  .min(1, 'Please write the text.')
  .max(limits.bodyHtmlMax, 'The text is too long.');
const tags = z
  .array(
    z
      .string()
      .transform(normaliseTag)
      .refine(isTag, {
        message: `A tag is lower-case letters, digits or -, at most ${limits.tagLength.max} characters.`,
        params: { code: 'invalid_format' },
      }),
  )
  .max(limits.tags, `At most ${limits.tags} tags.`)
  .transform((list) => [...new Set(list)]);

export const createTopicBodySchema = z.object({
  title,
  body,
  subjectId: z.string().uuid('Please choose a subject.').nullish(),
  tags: tags.default([]),
  schoolId: z.string().uuid().optional(),
});
export type CreateTopicBody = z.output<typeof createTopicBodySchema>;

export const updateTopicBodySchema = z.object({
  title: title.optional(),
  body: body.optional(),
  subjectId: z.string().uuid('Please choose a subject.').nullish(),
  tags: tags.optional(),
});
export type UpdateTopicBody = z.output<typeof updateTopicBodySchema>;

export const answerBodySchema = z.object({ body });
export type AnswerBody = z.output<typeof answerBodySchema>;

export const topicReasonBodySchema = z.object({
  reason: z
    .string({ error: 'Please give a reason.' })
    .trim()
    .min(limits.reason.min, `Please give a reason (at least ${limits.reason.min} characters).`)
    .max(limits.reason.max, `The reason has at most ${limits.reason.max} characters.`),
});
export type TopicReasonBody = z.output<typeof topicReasonBodySchema>;

export const topicIdParamsSchema = z.object({ id: z.string().uuid('The topic id is not valid.') });
export const answerIdParamsSchema = z.object({
  id: z.string().uuid('The answer id is not valid.'),
});

export const voteResultSchema = z
  .object({ answerId: z.string().uuid(), score: z.number().int(), hasVoted: z.boolean() })
  .meta({ id: 'TopicVote' });
export type VoteResult = z.infer<typeof voteResultSchema>;
export const favouriteResultSchema = z
  .object({ topicId: z.string().uuid(), isFavourite: z.boolean() })
  .meta({ id: 'TopicFavourite' });
export type FavouriteResult = z.infer<typeof favouriteResultSchema>;
