import { audienceOf } from '@school/shared/feeds/feeds.rules';
import type { BusEvent } from '../../realtime/event-bus.ts';
import type { FeedItemRow } from './feeds.repository.ts';

export type FeedEventType = 'feeds.item' | 'feeds.comment' | 'feeds.reaction';

/**
 * A feed event on the school's channel: ids and counts only, with the audience of the post it
 * concerns, which each member's stream checks before passing it on (feeds.stream.ts).
 */
export function feedEvent(
  type: FeedEventType,
  row: Pick<FeedItemRow, 'audience' | 'classId' | 'hiddenAt'>,
  data: Record<string, unknown>,
): BusEvent {
  return {
    type,
    data: {
      ...data,
      audience: audienceOf(row.audience, row.classId),
      hidden: row.hiddenAt !== null,
    },
  };
}
