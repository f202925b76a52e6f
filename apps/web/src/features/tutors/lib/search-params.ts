import {
  anyTimeOfDayPattern,
  languageCodePattern,
  minutesOfDay,
  tutorLevels,
  tutorLimits,
  tutorSortKeys,
} from '@school/shared/tutors/tutors.rules';
import type { TutorSearchQuery as ParsedSearchQuery } from '@school/shared/tutors/tutors.contract';
import { param, readListParams, type ListParams, type Param } from '../../../lib/list-params';

export const pageSizes = [12, 24, 48] as const;

/** The minimum ratings offered: "4.5 and up" … "3 and up". */
export const minRatings = ['4.5', '4', '3.5', '3'] as const;

/** A whole number of credits, or none. */
const credits = (): Param<number | null> => ({
  read: (raw) => {
    const value = Number(raw);
    return raw && Number.isSafeInteger(value) && value >= 0 && value <= tutorLimits.hourlyRateMax
      ? value
      : null;
  },
  write: (value) => (value === null ? null : String(value)),
  initial: null,
});

/** `HH:MM`, or none. */
const timeOfDay = (): Param<string | null> => ({
  read: (raw) => (raw && anyTimeOfDayPattern.test(raw) ? raw : null),
  write: (value) => value,
  initial: null,
});

/** An ISO 639 code, or none. */
const language = (): Param<string | null> => ({
  read: (raw) => (raw && languageCodePattern.test(raw) ? raw : null),
  write: (value) => value,
  initial: null,
});

/** Find Tutor's search, filters, sort and page in the address, so a search can be shared. */
export const tutorSearchSpec = {
  page: param.page(),
  pageSize: param.oneOf(pageSizes, 12),
  /** None: the API's own order (relevance with a search text, rating without). */
  sort: param.oneOf(tutorSortKeys),
  q: param.text(),
  subjectId: param.optional(),
  level: param.oneOf(tutorLevels),
  minRate: credits(),
  maxRate: credits(),
  language: language(),
  minRating: param.oneOf(minRatings),
  /** A day in the school's time zone, as the API reads it. */
  availableOn: param.day(),
  fromTime: timeOfDay(),
  toTime: timeOfDay(),
};

export type TutorSearchState = ListParams<typeof tutorSearchSpec>;

/**
 * The API's search query as the page sends it: the contract's parsed query (`tutorSearchQuerySchema`
 * output), whose numbers the schema would otherwise type as whatever it may coerce.
 */
export type TutorSearchQuery = Partial<Omit<ParsedSearchQuery, 'page' | 'pageSize'>> & {
  page: number;
  pageSize: number;
};

/** The filters (not search text, sort or page) that narrow the list, for counts and chips. */
export const filterNames = [
  'subjectId',
  'level',
  'price',
  'language',
  'minRating',
  'availableOn',
] as const;
export type FilterName = (typeof filterNames)[number];

/** The filters in use, each once (a price range counts as one). */
export function activeFilters(state: TutorSearchState): FilterName[] {
  return filterNames.filter((name) =>
    name === 'price' ? state.minRate !== null || state.maxRate !== null : state[name] !== null,
  );
}

/** What clearing one filter changes in the address. */
export function clearFilter(name: FilterName): Partial<TutorSearchState> {
  if (name === 'price') return { minRate: null, maxRate: null };
  if (name === 'availableOn') return { availableOn: null, fromTime: null, toTime: null };
  return { [name]: null };
}

/** A time window the API would refuse (its end not after its start). */
export function windowIsBackwards(state: Pick<TutorSearchState, 'fromTime' | 'toTime'>): boolean {
  return (
    state.fromTime !== null &&
    state.toTime !== null &&
    minutesOfDay(state.fromTime) >= minutesOfDay(state.toTime)
  );
}

/**
 * The API's query for a state of the page: a time window only with its day and only when it
 * runs forwards (the form says what is wrong instead of sending it), a price range only the
 * right way round.
 */
export function toSearchQuery(state: TutorSearchState): TutorSearchQuery {
  const query: TutorSearchQuery = { page: state.page, pageSize: state.pageSize };
  const q = state.q.trim();
  if (q) query.q = q;
  if (state.sort && (state.sort !== 'relevance' || q)) query.sort = state.sort;
  if (state.subjectId) query.subjectId = state.subjectId;
  if (state.level) query.level = state.level;
  const ordered =
    state.minRate === null || state.maxRate === null || state.minRate <= state.maxRate;
  if (ordered && state.minRate !== null) query.minRate = state.minRate;
  if (ordered && state.maxRate !== null) query.maxRate = state.maxRate;
  if (state.language) query.language = state.language;
  if (state.minRating) query.minRating = Number(state.minRating);
  if (state.availableOn) {
    query.availableOn = state.availableOn;
    if (!windowIsBackwards(state)) {
      if (state.fromTime) query.fromTime = state.fromTime;
      if (state.toTime) query.toTime = state.toTime;
    }
  }
  return query;
}

/** The query an address of the page asks for (for preloading it). */
export function searchQueryOf(search: URLSearchParams): TutorSearchQuery {
  return toSearchQuery(readListParams(tutorSearchSpec, search));
}

/** `?a=1&b=2` of the defined values, in a fixed order so equal queries share a cache entry. */
export function toQueryString(query: Record<string, string | number | undefined>): string {
  const search = new URLSearchParams();
  for (const key of Object.keys(query).sort()) {
    const value = query[key];
    if (value !== undefined && value !== '') search.set(key, String(value));
  }
  const text = search.toString();
  return text ? `?${text}` : '';
}
