import type { TutorSortKey } from '@school/shared/tutors/tutors.rules';
import { eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { rowsOf } from '../../db/sql.ts';
import { users } from '../auth/auth.table.ts';
import { tutorOpenWindows, tutorProfiles, tutorSearchWords } from './tutors.table.ts';

export type TutorSearchFilter = {
  /**
   * The text search as a `tsquery` (`simple`), from `expandText`: every typed word, as any of the
   * known words like it.
   */
  q?: string;
  subjectId?: string;
  level?: string;
  minRate?: number;
  maxRate?: number;
  language?: string;
  minRating?: number;
  /** Only tutors with a free 30-minute slot inside (already starting no earlier than now). */
  window?: { start: Date; end: Date };
};

const p = tutorProfiles;
/**
 * Counting stops here past the page: "more than 1,000 tutors" tells as much as the exact figure,
 * and a broad availability search (some 40 % of all tutors free on a day) costs half of 2,000.
 */
export const countCap = 1000;
const slotSeconds = 1800;
/** The known words one typed word may stand for, the most similar first. */
const variantsPerWord = 20;
const tsQuery = (q: string) => sql`to_tsquery('simple', ${q})`;

/** The words of a search text, lower-cased, as the `simple` parser splits a profile's. */
export const wordsOf = (text: string) =>
  text
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter((w) => w.length > 0)
    .slice(0, 8);
/** The longest open window (a 24-hour local day that gained an hour), to bound the range scan. */
const longestWindow = sql.raw(`interval '26 hours'`);
/** A searched window from this long on (half a day) holds most of a day's open windows. */
const longWindowMs = 12 * 3_600_000;

/**
 * The first slot start on a window's half-hour grid at or after `from` (the window's own start
 * when it begins later): slots step from the window's start, as `slotsOf` cuts them. The seconds
 * are a float (`date_part`), not `extract`'s numeric: whole seconds stay exact, and the filter over
 * a day's ~21 000 windows runs in half the time.
 */
const firstSlot = (from: SQL) =>
  sql`${tutorOpenWindows.startsAt} + ceil(greatest(0, date_part('epoch', ${from} - ${tutorOpenWindows.startsAt})) / ${sql.raw(String(slotSeconds))}) * interval '30 minutes'`;

/** The key of `tutor_subject_keys` (migration 0032) that a subject and level filter match. */
function subjectKeyOf(subjectId: string | undefined, level: string | undefined) {
  if (subjectId && level) return `s:${subjectId}/${level}`;
  if (subjectId) return `s:${subjectId}`;
  if (level) return `l:${level}`;
  return undefined;
}

function conditions(f: TutorSearchFilter): SQL {
  const all: SQL[] = [sql`${p.status} = 'active'`, sql`${p.accountActive}`];
  if (f.q) all.push(sql`${p.searchDoc} @@ ${tsQuery(f.q)}`);
  const subjectKey = subjectKeyOf(f.subjectId, f.level);
  if (subjectKey) all.push(sql`${p.subjectKeys} @> array[${subjectKey}]::text[]`);
  if (f.minRate !== undefined) all.push(sql`${p.hourlyRateCredits} >= ${f.minRate}`);
  if (f.maxRate !== undefined) all.push(sql`${p.hourlyRateCredits} <= ${f.maxRate}`);
  if (f.language) all.push(sql`${p.languages} @> array[${f.language}]::text[]`);
  if (f.minRating !== undefined)
    all.push(
      sql`${p.ratingCount} > 0 and ${p.ratingSum} >= ${f.minRating}::float8 * ${p.ratingCount} - 1e-9`,
    );
  if (f.window) {
    const start = sql`${f.window.start.toISOString()}::timestamptz`;
    const end = sql`${f.window.end.toISOString()}::timestamptz`;
    all.push(sql`exists (select 1 from ${tutorOpenWindows}
      where ${tutorOpenWindows.startsAt} >= ${start} - ${longestWindow}
        and ${tutorOpenWindows.startsAt} < ${end} and ${tutorOpenWindows.endsAt} > ${start}
        and ${tutorOpenWindows.tutorId} = ${p.userId}
        and ${firstSlot(start)} + interval '30 minutes' <= least(${tutorOpenWindows.endsAt}, ${end}))`);
  }
  return sql.join(all, sql` and `);
}

/** Each order ends with the id, so pages never overlap; ties in price go to the better rated. */
function orderKeys(sort: TutorSortKey, q: string | undefined): { key: SQL; desc: boolean }[] {
  const score = { key: sql`${p.ratingScore}`, desc: true };
  const id = { key: sql`${p.userId}`, desc: true };
  switch (sort) {
    case 'relevance':
      return q
        ? [{ key: sql`ts_rank(${p.searchDoc}, ${tsQuery(q)})`, desc: true }, score, id]
        : [score, id];
    case 'price_asc':
      return [{ key: sql`${p.hourlyRateCredits}`, desc: false }, score, id];
    case 'price_desc':
      return [{ key: sql`${p.hourlyRateCredits}`, desc: true }, score, id];
    case 'newest':
      return [{ key: sql`${p.createdAt}`, desc: true }, id];
    case 'rating':
      return [score, id];
  }
}

export function createTutorSearchRepository(db: Database) {
  return {
    /**
     * The search text as a `tsquery`: each word becomes the dictionary's words within pg_trgm's
     * similarity threshold (`%`, 0.3: "mathmatics" → mathematics), or starting with it when it is
     * the last word (still being typed); the words are and-ed. Null when a word matches nothing.
     */
    async expandText(text: string): Promise<string | null> {
      const words = wordsOf(text);
      if (words.length === 0) return null;
      const w = tutorSearchWords.word;
      // A lexeme quoted for to_tsquery: quotes doubled, backslashes escaped.
      const quoted = sql`'''' || replace(replace(${w}, '\\', '\\\\'), '''', '''''') || ''''`;
      // One indexed lookup per word (trigram GIN; the prefix also by text_pattern_ops). Typed
      // words hold only letters and digits, so a prefix needs no LIKE escaping.
      const lookups = words.map((word, i) => {
        const like = i === words.length - 1 ? sql` or ${w} like ${`${word}%`}` : sql``;
        return sql`(select ${i}::int as n, ${quoted} as lexeme from ${tutorSearchWords}
          where ${w} % ${word}${like}
          order by similarity(${w}, ${word}) desc, ${w} limit ${variantsPerWord})`;
      });
      const [row] = rowsOf<{ query: string | null }>(
        await db.execute(sql`
          with variants as (
            select n, string_agg(lexeme, ' | ') as alternatives
            from (${sql.join(lookups, sql` union all `)}) as found
            group by n
          )
          select case when count(*) = ${words.length}
            then string_agg('(' || alternatives || ')', ' & ' order by n) end as query
          from variants`),
      );
      return row?.query ?? null;
    },

    /**
     * One page of matching tutor ids in order, and how many match (with text exact, else up to
     * `countCap`): the
     * matches are collected once (narrow rows: id and sort keys), counted, and the page is taken
     * from them. Past the cap (broad searches) the count says "more than", and the page walks the
     * order's index instead of sorting every match. One statement either way.
     */
    async page(filter: TutorSearchFilter, sort: TutorSortKey, limit: number, offset: number) {
      const keys = orderKeys(sort, filter.q);
      const columns = keys.map((k, i) => sql`${k.key} as ${sql.identifier(`k${i}`)}`);
      const order = sql.join(
        keys.map((k, i) => sql`${sql.identifier(`k${i}`)} ${sql.raw(k.desc ? 'desc' : 'asc')}`),
        sql`, `,
      );
      const where = conditions(filter);
      // Text narrows to the documents holding its words (GIN on search_doc, a few thousand at
      // most): they are all ranked and counted exactly. Without text the count stops at the cap.
      const capped = !filter.q;
      const cap = offset + countCap;
      const walk = sql.join(
        keys.map((k) => sql`${k.key} ${sql.raw(k.desc ? 'desc' : 'asc')}`),
        sql`, `,
      );
      // Past the cap the page walks the order's index instead (only then: a branch's subquery
      // runs when the case takes it), in the same round trip.
      const statement = sql`
          with matches as materialized (
            select ${p.userId} as id, ${sql.join(columns, sql`, `)}
            from ${p}
            where ${where}${capped ? sql` limit ${cap + 1}` : sql``}
          )
          select total, array_to_json(case when ${capped ? sql`total <= ${cap}` : sql`true`}
            then array(select id from matches order by ${order} limit ${limit} offset ${offset})
            else array(select ${p.userId} from ${p} where ${where}
              order by ${walk} limit ${limit} offset ${offset})
            end) as ids
          from (select count(*)::int as total from matches) as counted`;
      // Planner settings for this statement alone:
      // - The profiles and windows a search reads are in memory, so an index probe costs about
      //   as much as a page read in order. With the default estimate (4×) the planner scans every
      //   profile to meet a few thousand tutors free in a window, and a search of a few hours
      //   took twice as long.
      // - Over a long window (a whole day: ~21 000 open windows) no hash aggregation, the only
      //   use the statement has for it: making the free tutors unique before the join cost 5 ms
      //   more than a semi-join that stops at each tutor's first window (day searches' p95
      //   29 → 24 ms). Which of the two the planner picks flipped with the sample ANALYZE took.
      //   Over a few hours it stays: the few thousand free tutors, made unique, are then met by
      //   key, and that was faster there.
      const longWindow =
        filter.window !== undefined &&
        filter.window.end.getTime() - filter.window.start.getTime() >= longWindowMs;
      const [found] = await db.transaction(async (tx) => {
        await tx.execute(
          sql`select set_config('random_page_cost', '1.1', true),
            set_config('enable_hashagg', ${longWindow ? 'off' : 'on'}, true)`,
        );
        return rowsOf<{ total: number; ids: string[] }>(await tx.execute(statement));
      });
      const total = found?.total ?? 0;
      const ids = found?.ids ?? [];
      if (!capped || total <= cap) return { total, ids, totalIsLowerBound: false };
      return { total: cap, ids, totalIsLowerBound: true };
    },

    /** The card fields of these tutors (any order). */
    async cards(ids: string[]) {
      if (ids.length === 0) return [];
      return db
        .select({
          id: p.userId,
          displayName: p.displayName,
          headline: p.headline,
          photo: sql<string | null>`coalesce(${p.photo}, ${users.photo})`,
          languages: p.languages,
          hourlyRateCredits: p.hourlyRateCredits,
          ratingSum: p.ratingSum,
          ratingCount: p.ratingCount,
        })
        .from(p)
        .innerJoin(users, eq(users.id, p.userId))
        .where(inArray(p.userId, ids));
    },

    /**
     * Each tutor's first free 30-minute slot starting at or after `now`: per tutor, its windows in
     * order by the primary key, stopping at the first that holds one (a tutor has some 60 windows
     * ahead; reading them all for every card took three times as long).
     */
    async nextFreeSlots(ids: string[], now: Date): Promise<Map<string, Date>> {
      if (ids.length === 0) return new Map();
      const w = tutorOpenWindows;
      const from = sql`${now.toISOString()}::timestamptz`;
      const slot = firstSlot(from);
      const rows = rowsOf<{ tutor_id: string; slot: number }>(
        await db.execute(sql`
          select t.id as tutor_id, first.slot from unnest(${`{${ids.join(',')}}`}::uuid[]) as t(id)
          cross join lateral (
            select (extract(epoch from ${slot}) * 1000)::float8 as slot from ${w}
            where ${w.tutorId} = t.id and ${w.endsAt} >= ${from} + interval '30 minutes'
              and ${slot} + interval '30 minutes' <= ${w.endsAt}
            order by ${w.startsAt} limit 1
          ) as first`),
      );
      return new Map(rows.map((r) => [r.tutor_id, new Date(Number(r.slot))]));
    },
  };
}
