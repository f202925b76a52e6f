/**
 * What the topic forms and the API both check (zod-free: forms import it without zod). A topic is
 * a question asked inside one school; staff, students and the tutors teaching there answer it.
 */

export const topicStatuses = ['open', 'answered', 'closed'] as const;
export type TopicStatus = (typeof topicStatuses)[number];

/** Which topics a list shows: every one, the caller's questions, those they answered, their favourites. */
export const topicScopes = ['all', 'mine', 'answered_by_me', 'favourites'] as const;
export type TopicScope = (typeof topicScopes)[number];

/** `unanswered`: topics without an answer, oldest first (the ones waiting longest). */
export const topicSorts = ['activity', 'newest', 'votes', 'unanswered'] as const;
export type TopicSort = (typeof topicSorts)[number];

export const topicLimits = {
  title: { min: 5, max: 150 },
  /** The body as HTML, before sanitising; its plain text must not be empty. */
  bodyHtmlMax: 50_000,
  tags: 5,
  tagLength: { min: 1, max: 30 },
  excerpt: 200,
  reason: { min: 3, max: 500 },
  /** Earlier bodies kept per topic or answer. */
  revisions: 20,
  /** An open topic without an answer this long gets the "find a tutor" hint. */
  unansweredHintHours: 48,
} as const;

/** A tag after normalising: lower-case letters or digits, joined by `-`, `.`, `+` or `#`. */
export const tagPattern = /^[\p{Ll}\p{Lo}\p{N}][\p{Ll}\p{Lo}\p{N}+#.-]*$/u;

export const normaliseTag = (tag: string): string => tag.trim().toLowerCase().replace(/\s+/g, '-');

export const isTag = (tag: string): boolean =>
  tag.length >= topicLimits.tagLength.min &&
  tag.length <= topicLimits.tagLength.max &&
  tagPattern.test(tag);

/**
 * Where an image in a topic or an answer may come from: the project's own uploads
 * (`POST /api/uploads` answers `/media/<uuid>.webp` and its thumbnail `-thumb.webp`).
 */
export const topicImageSrcPattern =
  /^\/media\/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}(-thumb)?\.webp$/;

export const isTopicImageSrc = (src: string): boolean => topicImageSrcPattern.test(src);

/** True when an open topic has waited long enough without an answer to suggest a tutor. */
export function needsTutorHint(
  topic: { status: TopicStatus; answerCount: number; createdAt: string | Date },
  now: Date = new Date(),
): boolean {
  const created =
    typeof topic.createdAt === 'string' ? Date.parse(topic.createdAt) : +topic.createdAt;
  return (
    topic.status === 'open' &&
    topic.answerCount === 0 &&
    now.getTime() - created >= topicLimits.unansweredHintHours * 3_600_000
  );
}
