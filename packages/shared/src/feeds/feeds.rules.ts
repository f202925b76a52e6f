/** What the feeds forms and the API both check (zod-free: forms import it without zod). */
export const feedLimits = {
  /** Characters of a post's body as sent (HTML). */
  body: 20_000,
  images: 10,
  comment: 2_000,
  reason: 500,
  /** Pinned posts per school; pinning another unpins the oldest. */
  pinned: 3,
  pageDefault: 20,
  pageMax: 50,
} as const;

/** The fixed reactions, in the order they are offered (👍 ❤️ 🎉 😂 😮). */
export const feedReactions = ['like', 'love', 'party', 'laugh', 'wow'] as const;
export type FeedReaction = (typeof feedReactions)[number];
export const reactionEmoji: Record<FeedReaction, string> = {
  like: '👍',
  love: '❤️',
  party: '🎉',
  laugh: '😂',
  wow: '😮',
};

export const feedKinds = ['all', 'posts', 'activity'] as const;
export type FeedKind = (typeof feedKinds)[number];

/** Who a post or an activity item is for: `class:<id>` reaches that class's students and tutor. */
export const audienceKinds = ['everyone', 'staff', 'students', 'class'] as const;
export type AudienceKind = (typeof audienceKinds)[number];
export const audiencePattern =
  /^(everyone|staff|students|class:[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})$/;

export function parseAudience(value: string): { kind: AudienceKind; classId: string | null } {
  if (value.startsWith('class:')) return { kind: 'class', classId: value.slice(6) };
  return { kind: value as AudienceKind, classId: null };
}
export const audienceOf = (kind: AudienceKind, classId: string | null): string =>
  kind === 'class' && classId ? `class:${classId}` : kind;

/** What other modules tell the feed; each is rendered by the web from its parameters. */
export const activityTypes = [
  'class_approved',
  'class_cancelled',
  'students_imported',
  'topic_answered',
  'topic_accepted',
  'appointment_booked',
  'wallet_topped_up',
  'event_created',
] as const;
export type ActivityType = (typeof activityTypes)[number];
