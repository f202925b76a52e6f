import type { PageEntry } from '@school/shared/layout/menu';
import type { FileKind } from '@school/shared/search/search.rules';
import type { Bookmark, SearchResult } from '@school/shared/search/search.contract';
import {
  searchGroupLimit,
  searchSuggestionLimit,
  searchTypingLimit,
  type SearchGroup,
} from '@school/shared/search/search.rules';

/** One row of the palette: a place to open, or a past search to run again. */
export type PaletteOption = {
  key: string;
  section: SearchGroup | 'starred' | 'recent';
  title: string;
  subtitle: string | null;
  /** A dated row (a file): shown in the school's zone, in the reader's language. */
  at?: string;
  /** What a file is (image, receipt, export), named beside its date. */
  kind?: FileKind;
  icon: string;
  /** Opens this address… */
  link?: string;
  /** …or puts these words in the box. */
  query?: string;
  /** A page that can be starred. */
  pageId?: string;
};
export type PaletteSection = {
  section: PaletteOption['section'];
  options: PaletteOption[];
  more: boolean;
};

const fold = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').toLocaleLowerCase();

/** Pages match in the reader's language and in English, every word typed. */
export function matchPages(
  pages: readonly PageEntry[],
  label: (page: PageEntry) => string,
  q: string,
): PageEntry[] {
  const words = fold(q).split(/\s+/).filter(Boolean);
  return pages.filter((page) => {
    const text = fold(`${label(page)} ${page.title} ${page.path}`);
    return words.every((w) => text.includes(w));
  });
}

/** Before typing: starred pages, then recent searches, 6 in all (spec §9). */
export function suggestionSections(
  starred: readonly Bookmark[],
  recent: readonly string[],
  label: (bookmark: Bookmark) => string,
): PaletteSection[] {
  const marks = starred.slice(0, searchSuggestionLimit).map((b): PaletteOption => ({
    key: `starred:${b.id}`,
    section: 'starred',
    title: label(b),
    subtitle: b.link,
    icon: b.icon,
    link: b.link,
    pageId: b.id,
  }));
  const past = recent.slice(0, searchSuggestionLimit - marks.length).map((q): PaletteOption => ({
    key: `recent:${q}`,
    section: 'recent',
    title: q,
    subtitle: null,
    icon: 'history',
    query: q,
  }));
  return [
    { section: 'starred' as const, options: marks, more: false },
    { section: 'recent' as const, options: past, more: false },
  ].filter((s) => s.options.length > 0);
}

/** While typing: pages (matched here, in the reader's language) and the server's groups. */
export function resultSections(
  pages: readonly PageEntry[],
  label: (page: PageEntry) => string,
  result: SearchResult | undefined,
  group: SearchGroup | null,
): PaletteSection[] {
  const limit = group ? searchGroupLimit : searchTypingLimit;
  const sections: PaletteSection[] = [];
  if (!group || group === 'pages') {
    sections.push({
      section: 'pages',
      options: pages.slice(0, limit).map((p) => ({
        key: `page:${p.id}`,
        section: 'pages',
        title: label(p),
        subtitle: p.path,
        icon: p.icon,
        link: p.path,
        pageId: p.id,
      })),
      more: pages.length > limit,
    });
  }
  for (const found of result?.groups ?? []) {
    if (found.group === 'pages' || (group && found.group !== group)) continue;
    sections.push({
      section: found.group,
      options: found.items.map((hit) => ({
        key: `${found.group}:${hit.id}`,
        section: found.group,
        title: hit.title,
        subtitle: hit.subtitle,
        ...(hit.at ? { at: hit.at } : {}),
        ...(hit.kind ? { kind: hit.kind } : {}),
        icon: hit.icon,
        link: hit.link,
      })),
      more: found.more,
    });
  }
  return sections.filter((s) => s.options.length > 0);
}

/** Where Tab (or Shift+Tab) goes: the first row of the next (previous) section, wrapping. */
export function nextSectionStart(
  sections: readonly PaletteSection[],
  active: number,
  back: boolean,
) {
  const starts: number[] = [];
  let at = 0;
  for (const s of sections) {
    starts.push(at);
    at += s.options.length;
  }
  if (starts.length === 0) return -1;
  const current = starts.findLastIndex((start) => start <= active);
  const next = back
    ? (Math.max(current, 0) - 1 + starts.length) % starts.length
    : (current + 1) % starts.length;
  return starts[next] ?? 0;
}
