import { describe, expect, it } from 'vitest';
import { pageItems, pageRange } from './page-items';

describe('page buttons of the pager', () => {
  it('lists every page when there are seven or fewer', () => {
    expect(pageItems(1, 1)).toEqual([1]);
    expect(pageItems(3, 7)).toEqual([1, 2, 3, 4, 5, 6, 7]);
  });

  it('keeps the first and last page and the neighbours of the current one', () => {
    expect(pageItems(1, 500)).toEqual([1, 2, 3, 4, 5, 'gap-end', 500]);
    expect(pageItems(4, 500)).toEqual([1, 2, 3, 4, 5, 'gap-end', 500]);
    expect(pageItems(5, 500)).toEqual([1, 'gap-start', 4, 5, 6, 'gap-end', 500]);
    expect(pageItems(250, 500)).toEqual([1, 'gap-start', 249, 250, 251, 'gap-end', 500]);
    expect(pageItems(497, 500)).toEqual([1, 'gap-start', 496, 497, 498, 499, 500]);
    expect(pageItems(500, 500)).toEqual([1, 'gap-start', 496, 497, 498, 499, 500]);
  });

  it('shows a page past the end as the last page', () => {
    expect(pageItems(900, 500)).toEqual(pageItems(500, 500));
  });

  it('offers no last page when only a lower bound of the pages is known', () => {
    expect(pageItems(1, 200, true)).toEqual([1, 2, 3, 4, 5, 'gap-end']);
    expect(pageItems(5, 200, true)).toEqual([1, 'gap-start', 4, 5, 6, 'gap-end']);
    expect(pageItems(250, 400, true)).toEqual([1, 'gap-start', 249, 250, 251, 'gap-end']);
  });

  it('names the items a page shows, within the total', () => {
    expect(pageRange(1, 20, 57)).toEqual({ from: 1, to: 20 });
    expect(pageRange(3, 20, 57)).toEqual({ from: 41, to: 57 });
    expect(pageRange(1, 20, 0)).toEqual({ from: 0, to: 0 });
    expect(pageRange(2, 50, 57)).toEqual({ from: 51, to: 57 });
  });
});
