import type { ActivityType, AudienceKind } from '@school/shared/feeds/feeds.rules';
import type { FeedItemRow, FeedsRepository } from './feeds.repository.ts';
import type { feedItems } from './feeds.table.ts';

/**
 * One line of activity another module reports: what happened (`type`), its parameters (names,
 * counts: the web words them in the reader's language), the page it links to, and who may read it.
 */
export type ActivityItem = {
  schoolId: string;
  type: ActivityType;
  params: Record<string, string | number>;
  link: string | null;
  audience?: Exclude<AudienceKind, 'class'> | { classId: string };
  actorId?: string | null;
};

/** The `feed_items` row of an activity item published at `at`: the one mapping the module and its demo seed share. */
export function activityRow(item: ActivityItem, at: Date): typeof feedItems.$inferInsert {
  const audience = item.audience ?? 'everyone';
  return {
    schoolId: item.schoolId,
    kind: 'activity',
    authorId: item.actorId ?? null,
    audience: typeof audience === 'string' ? audience : 'class',
    classId: typeof audience === 'string' ? null : audience.classId,
    activityType: item.type,
    params: item.params,
    link: item.link,
    commentsAllowed: false,
    status: 'published',
    publishedAt: at,
    createdAt: at,
  };
}

export async function recordActivityIn(
  repo: FeedsRepository,
  item: ActivityItem,
  now: Date,
): Promise<FeedItemRow> {
  return repo.insert(activityRow(item, now));
}
