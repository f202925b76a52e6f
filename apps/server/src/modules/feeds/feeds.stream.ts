import { parseAudience } from '@school/shared/feeds/feeds.rules';
import { channels } from '../../realtime/channels.ts';
import type { StreamSource } from '../../realtime/stream-sources.ts';
import type { AuthContext } from '../auth/auth.service.ts';
import { viewerOf, type FeedAccess } from './feed-access.ts';
import type { FeedsRepository } from './feeds.repository.ts';

type FeedEventData = { audience?: unknown; hidden?: unknown };

/**
 * Feed events reach the members who may read the post they concern: the same audience rule as
 * the list (a student never hears of a staff post). A person's class answers are remembered for
 * the life of their stream; the event carries ids only, and what it leads to is read through the
 * API, which checks again.
 */
export function feedStreamSource(access: FeedAccess, repo: () => FeedsRepository): StreamSource {
  return {
    async open(auth: AuthContext) {
      const schools = await access.schoolsOf(auth);
      if (schools.length === 0) return null;
      const viewer = viewerOf(auth);
      const classes = new Map<string, boolean>();
      const inClass = async (classId: string) => {
        let known = classes.get(classId);
        if (known === undefined) {
          known = await repo().viewerInClass(viewer, classId);
          classes.set(classId, known);
        }
        return known;
      };
      return {
        channels: schools.map((id) => channels.school(id)),
        async admit(event) {
          if (!event.type.startsWith('feeds.')) return undefined;
          const data = (event.data ?? {}) as FeedEventData;
          if (viewer.sees === 'all') return true;
          if (data.hidden === true || typeof data.audience !== 'string') return false;
          const audience = parseAudience(data.audience);
          if (audience.kind === 'everyone') return true;
          if (audience.kind === 'students') return viewer.sees === 'student';
          if (audience.kind === 'class' && audience.classId) return inClass(audience.classId);
          return false;
        },
      };
    },
  };
}
