export type PageItem = number | 'gap-start' | 'gap-end';

/**
 * The page buttons of the pager: the first and last page, the current one with one neighbour on
 * each side, and a gap where pages are left out. Always seven items once there are more than seven
 * pages, so the controls do not jump about while paging. When the number of pages is not known
 * (`lastUnknown`), the list ends with a gap after the current page's neighbour.
 */
export function pageItems(current: number, pages: number, lastUnknown = false): PageItem[] {
  const range = (from: number, to: number) =>
    Array.from({ length: to - from + 1 }, (_, index) => from + index);
  // Only a lower bound of the matches is known: there is no last page to offer yet.
  if (lastUnknown) {
    const page = Math.max(current, 1);
    return page <= 4
      ? [...range(1, Math.max(5, page + 1)), 'gap-end']
      : [1, 'gap-start', page - 1, page, page + 1, 'gap-end'];
  }
  if (pages <= 7) return range(1, pages);
  const page = Math.min(Math.max(current, 1), pages);
  if (page <= 4) return [...range(1, 5), 'gap-end', pages];
  if (page >= pages - 3) return [1, 'gap-start', ...range(pages - 4, pages)];
  return [1, 'gap-start', page - 1, page, page + 1, 'gap-end', pages];
}

/** The first and last item a page shows, counted from 1 (0 and 0 for an empty list). */
export function pageRange(page: number, pageSize: number, total: number) {
  return {
    from: total === 0 ? 0 : (page - 1) * pageSize + 1,
    to: Math.min(total, page * pageSize),
  };
}
