/**
 * A list's view (page, page size, sort, search, filters) as address-bar parameters, so a reload
 * or a shared link shows the same list. A spec names each parameter with how it is read, written
 * and what it is when absent; only what differs from that goes into the address.
 */
export type Param<T> = {
  read(raw: string | null): T;
  /** The parameter's text, or null to leave it out of the address. */
  write(value: T): string | null;
  initial: T;
};

/** A sort as the APIs take it in text: `key` ascending, `-key` descending. */
export type Sort<K extends string = string> = { key: K; desc: boolean };

export type ListSpec = { page: Param<number> } & Record<string, Param<unknown>>;

export type ListParams<S extends ListSpec> = {
  [K in keyof S]: S[K] extends Param<infer T> ? T : never;
};

const dayPattern = /^\d{4}-\d{2}-\d{2}$/;

export function sortToString(sort: Sort): string {
  return `${sort.desc ? '-' : ''}${sort.key}`;
}

function oneOf<T extends string | number>(values: readonly T[]): Param<T | null>;
function oneOf<T extends string | number>(values: readonly T[], initial: T): Param<T>;
function oneOf<T extends string | number>(values: readonly T[], initial: T | null = null) {
  return {
    read: (raw: string | null) => values.find((value) => String(value) === raw) ?? initial,
    write: (value: T | null) => (value === null || value === initial ? null : String(value)),
    initial,
  };
}

/** Builders for the parameters of a list spec. */
export const param = {
  /** 1 and up; anything else reads as the first page. */
  page: (): Param<number> => ({
    read: (raw) => {
      const page = Number(raw);
      return raw && Number.isSafeInteger(page) && page >= 1 ? page : 1;
    },
    write: (page) => (page > 1 ? String(page) : null),
    initial: 1,
  }),
  /** One of a fixed set (page sizes, statuses, ranges): anything else reads as `initial`. */
  oneOf,
  /** A sort over the allowed keys (`-key` descending). */
  sort: <K extends string>(keys: readonly K[], initial: Sort<K>): Param<Sort<K>> => ({
    read: (raw) => {
      const desc = raw?.startsWith('-') ?? false;
      const key = keys.find((allowed) => allowed === (desc ? raw?.slice(1) : raw));
      return key ? { key, desc } : initial;
    },
    write: (sort) => (sortToString(sort) === sortToString(initial) ? null : sortToString(sort)),
    initial,
  }),
  /** Free search text; blank text is left out. */
  text: (): Param<string> => ({
    read: (raw) => raw ?? '',
    write: (text) => (text.trim() ? text : null),
    initial: '',
  }),
  /** Any non-empty text (an id, a grade), or none. */
  optional: (): Param<string | null> => ({
    read: (raw) => raw || null,
    write: (value) => value || null,
    initial: null,
  }),
  /** A calendar day, `YYYY-MM-DD`, or none. */
  day: (): Param<string | null> => ({
    read: (raw) => (raw && dayPattern.test(raw) && !Number.isNaN(Date.parse(raw)) ? raw : null),
    write: (day) => day,
    initial: null,
  }),
};

export function readListParams<S extends ListSpec>(
  spec: S,
  search: URLSearchParams,
): ListParams<S> {
  const values: Record<string, unknown> = {};
  for (const [name, definition] of Object.entries(spec)) {
    values[name] = definition.read(search.get(name));
  }
  return values as ListParams<S>;
}

/** `values` written over `base`: parameters the spec does not name (a tab) stay as they are. */
export function writeListParams<S extends ListSpec>(
  spec: S,
  values: ListParams<S>,
  base = new URLSearchParams(),
): URLSearchParams {
  const search = new URLSearchParams(base);
  for (const [name, definition] of Object.entries(spec)) {
    const text = definition.write((values as Record<string, unknown>)[name]);
    if (text === null) search.delete(name);
    else search.set(name, text);
  }
  return search;
}

/**
 * The address after a change. A change of anything but the page goes back to the first page
 * (the old page may not exist in the new list), except for the parameters in `keepPage` that do
 * not change the list (a chart's range beside it).
 */
export function changeListParams<S extends ListSpec>(
  spec: S,
  search: URLSearchParams,
  patch: Partial<ListParams<S>>,
  keepPage: readonly (keyof S)[] = [],
): URLSearchParams {
  const current = readListParams(spec, search);
  // A key given as undefined changes nothing, as if it were not given.
  const given = Object.entries(patch).filter(([, value]) => value !== undefined);
  const names = given.map(([name]) => name);
  const listChanged = names.some((name) => name !== 'page' && !keepPage.includes(name));
  const page = names.includes('page') || !listChanged ? {} : { page: spec.page.initial };
  const next = { ...current, ...Object.fromEntries(given), ...page } as ListParams<S>;
  return writeListParams(spec, next, search);
}
