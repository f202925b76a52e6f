import { z } from 'zod';
import { fileKinds, searchGroups, searchQueryMaxLength } from './search.rules.ts';

export const searchQuerySchema = z.object({
  q: z.string().trim().max(searchQueryMaxLength).default(''),
  /** One group, up to 100 of it ("show all"); without it every group, 4 each. */
  group: z.enum(searchGroups).optional(),
  /** The school to search (the platform admin names one; others get their own). */
  schoolId: z.uuid().optional(),
});
export type SearchQuery = z.infer<typeof searchQuerySchema>;

export const searchHitSchema = z
  .object({
    id: z.string(),
    title: z.string(),
    /** A second line: an e-mail, a role, a subject. */
    subtitle: z.string().nullable(),
    /** When a dated hit (a receipt) happened; the web shows it in the school's time zone. */
    at: z.string().nullable(),
    /** The console address that opens it. */
    link: z.string(),
    icon: z.string(),
    /** What a file is (Files group only); the web names it beside the date. */
    kind: z.enum(fileKinds).optional(),
  })
  .meta({ id: 'SearchHit' });
export type SearchHit = z.infer<typeof searchHitSchema>;

export const searchResultSchema = z
  .object({
    q: z.string(),
    /** The school's time zone, when a hit is dated. */
    timeZone: z.string().nullable(),
    groups: z.array(
      z.object({
        group: z.enum(searchGroups),
        items: z.array(searchHitSchema),
        /** More matched than listed: "show all" asks for the group alone. */
        more: z.boolean(),
      }),
    ),
  })
  .meta({ id: 'SearchResult' });
export type SearchResult = z.infer<typeof searchResultSchema>;

export const bookmarkSchema = z
  .object({
    id: z.string(),
    title: z.string(),
    link: z.string(),
    icon: z.string(),
  })
  .meta({ id: 'Bookmark' });
export type Bookmark = z.infer<typeof bookmarkSchema>;

/** Starred pages in the order they were starred: the first 10 in the bar, the rest in overflow. */
export const bookmarksSchema = z
  .object({ bar: z.array(bookmarkSchema), overflow: z.array(bookmarkSchema) })
  .meta({ id: 'Bookmarks' });
export type Bookmarks = z.infer<typeof bookmarksSchema>;

export const bookmarkParamsSchema = z.object({ pageId: z.string().min(1).max(64) });

export const recentSearchesSchema = z
  .object({ items: z.array(z.string()) })
  .meta({ id: 'RecentSearches' });
export type RecentSearches = z.infer<typeof recentSearchesSchema>;
export const recentSearchBodySchema = z.object({
  q: z.string().trim().min(1).max(searchQueryMaxLength),
});

/** Spec §3: the bookmark item of the original platform. */
export const legacyBookmarkSchema = z
  .object({
    id: z.string(),
    target: z.string(),
    title: z.string(),
    link: z.string(),
    icon: z.string(),
    starred: z.boolean(),
  })
  .meta({ id: 'LegacyBookmark' });
export type LegacyBookmark = z.infer<typeof legacyBookmarkSchema>;
export const legacyBookmarkDataSchema = z
  .object({ searchResult: z.array(legacyBookmarkSchema) })
  .meta({ id: 'LegacyBookmarkData' });
export const legacyBookmarkUpdateSchema = z.object({
  obj: z.looseObject({ id: z.union([z.string().min(1).max(64), z.number().int()]) }),
});
