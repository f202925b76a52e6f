import { describe, expect, it } from 'vitest';
import { readListParams } from '../../../lib/list-params';
import { appointmentListSpec, filterQuery, filtersInUse, sortChoices, sortOf } from './list-params';

const read = (search: string) => readListParams(appointmentListSpec, new URLSearchParams(search));

describe('appointment list params', () => {
  it('opens on upcoming, page 1, the API default order', () => {
    const params = read('');
    expect(params).toMatchObject({ tab: 'upcoming', page: 1, pageSize: 20, sort: null });
    expect(filterQuery(params).toString()).toBe('tab=upcoming');
  });

  it('reads the tab, filters and sort from the address and sends them on', () => {
    const params = read(
      'tab=past&sort=-priceCredits&studentId=s1&subjectId=m1&from=2026-11-01&to=2026-11-30&q=alg',
    );
    expect(filterQuery(params).toString()).toBe(
      'tab=past&sort=-priceCredits&q=alg&studentId=s1&subjectId=m1&from=2026-11-01&to=2026-11-30',
    );
    expect(filtersInUse(params)).toBe(3);
  });

  it('ignores what it does not know', () => {
    expect(read('tab=someday&sort=name&from=yesterday')).toMatchObject({
      tab: 'upcoming',
      sort: null,
      from: null,
    });
  });

  it('offers the default order and each sort the API takes', () => {
    expect(sortOf('default')).toBeNull();
    expect(sortChoices.filter((c) => c !== 'default').map(sortOf)).toEqual([
      { key: 'startsAt', desc: false },
      { key: 'startsAt', desc: true },
      { key: 'priceCredits', desc: true },
      { key: 'priceCredits', desc: false },
    ]);
  });
});
