/** What search and bookmarks promise (spec §2, §4, §9); zod-free, so the palette imports it too. */
export const searchGroups = ['pages', 'files', 'contacts', 'classes', 'topics'] as const;
export type SearchGroup = (typeof searchGroups)[number];
/** What a hit of the Files group is: an uploaded image, a wallet receipt, a CSV export. */
export const fileKinds = ['image', 'receipt', 'export'] as const;
export type FileKind = (typeof fileKinds)[number];

/** Results per group while typing (spec §2: "at most 4 results each"). */
export const searchTypingLimit = 4;
/** "Show all" lists up to this many in one group (spec §9). */
export const searchGroupLimit = 100;
/** Suggestions with nothing typed: recent searches and starred pages (spec §9). */
export const searchSuggestionLimit = 6;
/** Starred pages shown as icons in the top bar; the rest go to the overflow menu (spec §4). */
export const bookmarkBarLimit = 10;
/** Recent searches kept per user. */
export const recentSearchLimit = 10;
export const searchQueryMaxLength = 100;
