import { describe, expect, it } from 'vitest';
import {
  changeListParams,
  param,
  readListParams,
  sortToString,
  writeListParams,
} from './list-params';

const spec = {
  page: param.page(),
  pageSize: param.oneOf([10, 20, 50], 20),
  sort: param.sort(['name', 'createdAt'], { key: 'name', desc: false }),
  q: param.text(),
  status: param.oneOf(['active', 'invited']),
  grade: param.optional(),
  from: param.day(),
  days: param.oneOf([7, 30, 90], 30),
};
const read = (query: string) => readListParams(spec, new URLSearchParams(query));
const initial = read('');

describe('a list view in the address bar', () => {
  it('reads every part of a shared view back', () => {
    expect(
      read(
        'page=3&pageSize=50&sort=-createdAt&q=ann&status=invited&grade=9&from=2025-02-01&days=7',
      ),
    ).toEqual({
      page: 3,
      pageSize: 50,
      sort: { key: 'createdAt', desc: true },
      q: 'ann',
      status: 'invited',
      grade: '9',
      from: '2025-02-01',
      days: 7,
    });
  });

  it('falls back to the initial values for anything it does not know', () => {
    expect(initial).toEqual({
      page: 1,
      pageSize: 20,
      sort: { key: 'name', desc: false },
      q: '',
      status: null,
      grade: null,
      from: null,
      days: 30,
    });
    expect(
      read('page=-2&pageSize=7&sort=-password&status=gone&grade=&from=2025-13-45&days=5'),
    ).toEqual(initial);
    expect(read('page=1.5').page).toBe(1);
    expect(read('page=abc').page).toBe(1);
  });

  it('writes only what differs from the initial values, and reads it back unchanged', () => {
    expect(writeListParams(spec, initial).toString()).toBe('');
    expect(writeListParams(spec, { ...initial, q: '   ' }).toString()).toBe('');
    const view = read('q=ahmed&grade=7&sort=createdAt&page=2&pageSize=10&days=90');
    expect(read(writeListParams(spec, view).toString())).toEqual(view);
  });

  it('keeps parameters the spec does not name', () => {
    const base = new URLSearchParams('tab=unread&page=4');
    expect(writeListParams(spec, initial, base).toString()).toBe('tab=unread');
  });

  it('goes back to the first page when the list changes, not when the page does', () => {
    const search = new URLSearchParams('page=4&status=active');
    expect(changeListParams(spec, search, { status: 'invited' }).toString()).toBe('status=invited');
    expect(changeListParams(spec, search, { page: 5 }).toString()).toBe('page=5&status=active');
    expect(changeListParams(spec, search, { days: 7 }, ['days']).toString()).toBe(
      'page=4&status=active&days=7',
    );
    expect(changeListParams(spec, search, { days: 7 }).toString()).toBe('status=active&days=7');
    expect(changeListParams(spec, search, { status: undefined }).toString()).toBe(
      'page=4&status=active',
    );
  });

  it('writes a sort as the APIs take it', () => {
    expect(sortToString({ key: 'name', desc: true })).toBe('-name');
    expect(sortToString({ key: 'name', desc: false })).toBe('name');
  });
});
