import { hasPermission } from '@school/shared/auth/roles';
import { pagesFor, type PageEntry } from '@school/shared/layout/menu';
import type {
  Bookmark,
  Bookmarks,
  LegacyBookmark,
  SearchHit,
  SearchQuery,
  SearchResult,
} from '@school/shared/search/search.contract';
import {
  bookmarkBarLimit,
  recentSearchLimit,
  searchGroupLimit,
  searchGroups,
  searchTypingLimit,
} from '@school/shared/search/search.rules';
import type { Database } from '../../db/client.ts';
import { notFound } from '../../lib/app-error.ts';
import { schoolScope } from '../../lib/school-scope.ts';
import { channels } from '../../realtime/channels.ts';
import type { EventBus } from '../../realtime/event-bus.ts';
import type { AuthContext } from '../auth/auth.service.ts';
import { createSearchRepository } from './search.repository.ts';
import { searchSources, type Found } from './search-sources.ts';

/**
 * A group whose every hit is dated (Files: images, receipts, exports from three sources) lists the
 * newest first; other groups keep their sources' order.
 */
function newestFirst(items: SearchHit[]): SearchHit[] {
  if (!items.every((i) => i.at !== null)) return items;
  return items.toSorted((a, b) => Date.parse(b.at ?? '') - Date.parse(a.at ?? ''));
}

type Deps = {
  db: Database;
  events: EventBus;
  clock: () => Date;
  sources: ReturnType<typeof searchSources>;
  timezoneOf: (schoolId: string) => Promise<string | null>;
};

const toBookmark = (p: PageEntry): Bookmark => ({
  id: p.id,
  title: p.title,
  link: p.path,
  icon: p.icon,
});

/** Search across modules and the user's starred pages (spec §2–§4, §9). No HTTP here. */
export function createSearchService({ db, events, clock, sources, timezoneOf }: Deps) {
  const repo = createSearchRepository(db);

  /** The pages a user may open, by id; a bookmark of a page the role lost is kept but not shown. */
  const pagesOf = (auth: AuthContext) => new Map(pagesFor(auth.user.role).map((p) => [p.id, p]));

  async function bookmarks(auth: AuthContext): Promise<Bookmarks> {
    const pages = pagesOf(auth);
    const starred = (await repo.starred(auth.user.id)).flatMap((id) => {
      const page = pages.get(id);
      return page ? [toBookmark(page)] : [];
    });
    return { bar: starred.slice(0, bookmarkBarLimit), overflow: starred.slice(bookmarkBarLimit) };
  }

  /** Stars or unstars one page the caller may open; other tabs and devices hear of it. */
  async function setStarred(auth: AuthContext, pageId: string, starred: boolean) {
    if (!pagesOf(auth).has(pageId)) throw notFound('The page');
    const changed = starred
      ? await repo.star(auth.user.id, pageId, clock())
      : await repo.unstar(auth.user.id, pageId);
    if (changed) {
      await events.publish(channels.user(auth.user.id), {
        type: 'bookmarks.changed',
        data: { pageId, starred },
      });
    }
    return bookmarks(auth);
  }

  async function legacyItems(auth: AuthContext): Promise<LegacyBookmark[]> {
    const starred = new Set(await repo.starred(auth.user.id));
    return pagesFor(auth.user.role).map((p) => ({
      id: p.id,
      target: p.id,
      title: p.title,
      link: p.path,
      icon: p.icon,
      starred: starred.has(p.id),
    }));
  }

  return {
    async search(auth: AuthContext, query: SearchQuery): Promise<SearchResult> {
      // Staff and students act in their own school (another named answers 404, as the lists
      // do); the platform admin in the one it names; a tutor in a school where it teaches,
      // which each source checks as its own list does.
      const school = auth.user.schoolId
        ? schoolScope(auth, query.schoolId)
        : query.schoolId || auth.school || undefined;
      const scoped: AuthContext = { ...auth, school };
      const limit = query.group ? searchGroupLimit : searchTypingLimit;
      const wanted = sources.filter(
        (s) =>
          (!query.group || s.group === query.group) &&
          (!s.permission || hasPermission(auth.user.role, s.permission)) &&
          (!s.school || school !== undefined) &&
          // Only pages are offered before anything is typed.
          (query.q !== '' || s.group === 'pages'),
      );
      const results = await Promise.all(wanted.map((s) => s.find(scoped, query.q, limit)));
      const byGroup = new Map<string, Found>();
      wanted.forEach((s, i) => {
        const held = byGroup.get(s.group) ?? { items: [], more: false };
        const found = results[i] ?? { items: [], more: false };
        byGroup.set(s.group, {
          items: [...held.items, ...found.items],
          more: held.more || found.more,
        });
      });
      const groups = searchGroups.flatMap((group) => {
        const found = byGroup.get(group);
        if (!found || found.items.length === 0) return [];
        return [
          {
            group,
            items: newestFirst(found.items).slice(0, limit),
            more: found.more || found.items.length > limit,
          },
        ];
      });
      const dated = school && groups.some((g) => g.items.some((i) => i.at !== null));
      return { q: query.q, timeZone: dated ? await timezoneOf(school) : null, groups };
    },

    bookmarks,
    star: (auth: AuthContext, pageId: string) => setStarred(auth, pageId, true),
    unstar: (auth: AuthContext, pageId: string) => setStarred(auth, pageId, false),

    legacyData: async (auth: AuthContext) => ({ searchResult: await legacyItems(auth) }),

    /** Spec §7: flips `starred` of the item and answers it as it now is. */
    async legacyFlip(auth: AuthContext, id: string): Promise<LegacyBookmark> {
      const page = pagesOf(auth).get(id);
      if (!page) throw notFound('The bookmark');
      const starred = (await repo.starred(auth.user.id)).includes(id);
      await setStarred(auth, id, !starred);
      return { ...toBookmark(page), target: page.id, starred: !starred };
    },

    recent: async (auth: AuthContext) => ({
      items: await repo.recent(auth.user.id, recentSearchLimit),
    }),
    async remember(auth: AuthContext, q: string) {
      await repo.remember(auth.user.id, q, clock(), recentSearchLimit);
      return { items: await repo.recent(auth.user.id, recentSearchLimit) };
    },
  };
}
export type SearchService = ReturnType<typeof createSearchService>;
