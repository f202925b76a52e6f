import { describe, expect, it } from 'vitest';
import { writeListParams } from '../../../lib/list-params';
import {
  defaultRosterParams,
  filterQuery,
  hasFilters,
  readRosterParams,
  rosterSpec,
  type RosterParams,
} from './roster-params';

const read = (query: string) => readRosterParams(new URLSearchParams(query));
const write = (params: RosterParams) => writeListParams(rosterSpec, params);

describe('roster parameters in the address bar', () => {
  it('reads every part of a shared view back', () => {
    expect(read('q=ann&status=invited&grade=Grade+9&sort=-email&pageSize=50&page=3')).toEqual({
      q: 'ann',
      status: 'invited',
      grade: 'Grade 9',
      sort: { key: 'email', desc: true },
      pageSize: 50,
      page: 3,
    });
  });

  it('falls back to the defaults for anything it does not know', () => {
    expect(read('status=gone&sort=-password&pageSize=7&page=-2')).toEqual(defaultRosterParams);
    expect(read('')).toEqual(defaultRosterParams);
  });

  it('writes only what differs from the defaults, and reads it back unchanged', () => {
    expect(write(defaultRosterParams).toString()).toBe('');
    const view = read('q=ahmed&grade=Grade+7&sort=enrolledAt&page=2&pageSize=10');
    expect(read(write(view).toString())).toEqual(view);
  });

  it('asks the API for the filter, the sort and a trimmed search', () => {
    const query = filterQuery({ ...defaultRosterParams, q: '  ann ', status: 'active' });
    expect(Object.fromEntries(query)).toEqual({ sort: 'lastName', q: 'ann', status: 'active' });
    expect(hasFilters({ ...defaultRosterParams, q: '   ' })).toBe(false);
    expect(hasFilters({ ...defaultRosterParams, grade: 'Grade 8' })).toBe(true);
  });
});
