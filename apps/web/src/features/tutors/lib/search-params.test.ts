import { describe, expect, it } from 'vitest';
import { readListParams } from '../../../lib/list-params';
import {
  activeFilters,
  clearFilter,
  searchQueryOf,
  toQueryString,
  tutorSearchSpec,
} from './search-params';

const read = (query: string) => readListParams(tutorSearchSpec, new URLSearchParams(query));

describe('Find Tutor’s address', () => {
  it('turns a shared address into the same API query', () => {
    expect(
      searchQueryOf(
        new URLSearchParams(
          'q=math&subjectId=s1&level=secondary&minRate=10&maxRate=40&language=fr&minRating=4.5&availableOn=2026-12-01&fromTime=14:00&toTime=18:00&sort=price_asc&page=2',
        ),
      ),
    ).toEqual({
      q: 'math',
      subjectId: 's1',
      level: 'secondary',
      minRate: 10,
      maxRate: 40,
      language: 'fr',
      minRating: 4.5,
      availableOn: '2026-12-01',
      fromTime: '14:00',
      toTime: '18:00',
      sort: 'price_asc',
      page: 2,
      pageSize: 12,
    });
  });

  it('reads what it cannot use as not given', () => {
    const address =
      'level=expert&minRate=-3&maxRate=ten&language=French&minRating=2&availableOn=tomorrow&fromTime=9am&sort=cheapest&pageSize=7';
    const state = read(address);
    expect(searchQueryOf(new URLSearchParams(address))).toEqual({ page: 1, pageSize: 12 });
    expect(activeFilters(state)).toEqual([]);
    expect(state.sort).toBeNull();
  });

  it('sends no time window without its day, none that runs backwards, no reversed price', () => {
    expect(searchQueryOf(new URLSearchParams('fromTime=14:00&toTime=18:00'))).toEqual({
      page: 1,
      pageSize: 12,
    });
    expect(
      searchQueryOf(new URLSearchParams('availableOn=2026-12-01&fromTime=18:00&toTime=14:00')),
    ).toEqual({ availableOn: '2026-12-01', page: 1, pageSize: 12 });
    expect(searchQueryOf(new URLSearchParams('minRate=50&maxRate=20'))).toEqual({
      page: 1,
      pageSize: 12,
    });
  });

  it('orders by relevance only when there is text to be relevant to', () => {
    expect(searchQueryOf(new URLSearchParams('sort=relevance')).sort).toBeUndefined();
    expect(searchQueryOf(new URLSearchParams('sort=relevance&q=algebra')).sort).toBe('relevance');
  });

  it('counts a price range once and clears a day with its window', () => {
    const state = read('minRate=10&maxRate=40&availableOn=2026-12-01&fromTime=14:00&language=de');
    expect(activeFilters(state)).toEqual(['price', 'language', 'availableOn']);
    expect(clearFilter('price')).toEqual({ minRate: null, maxRate: null });
    expect(clearFilter('availableOn')).toEqual({
      availableOn: null,
      fromTime: null,
      toTime: null,
    });
  });

  it('writes equal queries as the same text', () => {
    expect(toQueryString({ pageSize: 12, q: 'math', page: 1 })).toBe(
      toQueryString({ page: 1, q: 'math', pageSize: 12 }),
    );
    expect(toQueryString({ q: undefined })).toBe('');
  });
});
