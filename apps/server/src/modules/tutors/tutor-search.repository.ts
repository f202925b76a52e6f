import type { TutorSortKey } from '@school/shared/tutors/tutors.rules';
import { sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { rowsOf } from '../../db/sql.ts';
import { users } from '../auth/auth.table.ts';
import type { CardRow } from './tutor-cards.ts';
import {
  longOpenWindow,
  subjects,
  tutorOpenWindows,
  tutorProfiles,
  tutorSearchRows,
  tutorSearchWords,
  tutorSubjects,
} from './tutors.table.ts';

export type TutorSearchFilter = {
  /** The typed words (`wordsOf`): each matches any of the known words like it. */
  words?: string[];
  subjectId?: string;
  level?: string;
  minRate?: number;
  maxRate?: number;
  language?: string;
  minRating?: number;
  /** Only tutors with a free 30-minute slot inside (already starting no earlier than now). */
  window?: { start: Date; end: Date };
};

/** What search filters and orders by: the visible tutors' narrow rows. */
const s = tutorSearchRows;
/**
 * Counting stops here past the page: "more than 1,000 tutors" tells as much as the exact figure,
 * and a broad availability search (some 40 % of all tutors free on a day) costs half of 2,000.
 */
export const countCap = 1000;
const slotSeconds = 1800;
/** The known words one typed word may stand for, the most similar first. */
const variantsPerWord = 20;
/** The statement's text query, computed once in its `q` step (`textStep`). */
const textQuery = sql`(select query from q)`;

/** The words of a search text, lower-cased, as the `simple` parser splits a profile's. */
export const wordsOf = (text: string) =>
  text
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter((w) => w.length > 0)
    .slice(0, 8);
/**
 * The longest open window, in seconds: a window that reaches into a searched time starts at most
 * this long before it, which bounds the range scan. One probe of the long windows' index; when
 * none is longer than `longOpenWindow`, that length. (A window never spans more than one local day,
 * but most are a few hours: bounding by a day read three times the index pages a search of a few
 * hours needs.)
 */
const longestWindowSeconds = sql`(select coalesce(extract(epoch from max(${tutorOpenWindows.endsAt} - ${tutorOpenWindows.startsAt})),
    extract(epoch from ${longOpenWindow}))::float8
  from ${tutorOpenWindows} where ${tutorOpenWindows.endsAt} - ${tutorOpenWindows.startsAt} > ${longOpenWindow})`;
/** A searched window from this long on (half a day) holds most of a day's open windows. */
const longWindowMs = 12 * 3_600_000;

/**
 * The first slot start on a window's half-hour grid at or after `from` (the window's own start
 * when it begins later): slots step from the window's start, as `slotsOf` cuts them. Most windows
 * a search meets begin inside it, so they skip the grid arithmetic (a day's ~21 000 windows are
 * filtered in two thirds of the time). The seconds are a float (`date_part`), not `extract`'s
 * numeric: whole seconds stay exact, and the arithmetic runs in half the time.
 */
const firstSlot = (from: SQL) => {
  const start = tutorOpenWindows.startsAt;
  return sql`case when ${start} >= ${from} then ${start} else ${start} + ceil(date_part('epoch', ${from} - ${start}) / ${sql.raw(String(slotSeconds))}) * interval '30 minutes' end`;
};

/** The key of `tutor_subject_keys` (migration 0032) that a subject and level filter match. */
function subjectKeyOf(subjectId: string | undefined, level: string | undefined) {
  if (subjectId && level) return `s:${subjectId}/${level}`;
  if (subjectId) return `s:${subjectId}`;
  if (level) return `l:${level}`;
  return undefined;
}

/**
 * The filters as one condition. `windowReach` (seconds) is how long before the searched window's
 * start an open window reaching into it may start (`longestWindowSeconds`); needed with a window.
 */
function conditions(f: TutorSearchFilter, windowReach?: number): SQL {
  const all: SQL[] = [];
  if (f.words) all.push(sql`${s.searchDoc} @@ ${textQuery}`);
  const subjectKey = subjectKeyOf(f.subjectId, f.level);
  if (subjectKey) all.push(sql`${s.subjectKeys} @> array[${subjectKey}]::text[]`);
  if (f.minRate !== undefined) all.push(sql`${s.hourlyRateCredits} >= ${f.minRate}`);
  if (f.maxRate !== undefined) all.push(sql`${s.hourlyRateCredits} <= ${f.maxRate}`);
  if (f.language) all.push(sql`${s.languages} @> array[${f.language}]::text[]`);
  if (f.minRating !== undefined)
    all.push(
      sql`${s.ratingCount} > 0 and ${s.ratingSum} >= ${f.minRating}::float8 * ${s.ratingCount} - 1e-9`,
    );
  if (f.window) {
    // Without it the range scan would start at the searched time and miss windows begun earlier.
    if (windowReach === undefined) throw new Error('A window search needs longestWindowSeconds.');
    const start = sql`${f.window.start.toISOString()}::timestamptz`;
    const end = sql`${f.window.end.toISOString()}::timestamptz`;
    all.push(sql`exists (select 1 from ${tutorOpenWindows}
      where ${tutorOpenWindows.startsAt} >= ${start} - ${windowReach} * interval '1 second'
        and ${tutorOpenWindows.startsAt} < ${end} and ${tutorOpenWindows.endsAt} > ${start}
        and ${tutorOpenWindows.tutorId} = ${s.userId}
        and ${firstSlot(start)} + interval '30 minutes' <= least(${tutorOpenWindows.endsAt}, ${end}))`);
  }
  return all.length > 0 ? sql.join(all, sql` and `) : sql`true`;
}

/** Each order ends with the id, so pages never overlap; ties in price go to the better rated. */
function orderKeys(sort: TutorSortKey, text: boolean): { key: SQL; desc: boolean }[] {
  const score = { key: sql`${s.ratingScore}`, desc: true };
  const id = { key: sql`${s.userId}`, desc: true };
  switch (sort) {
    case 'relevance':
      return text
        ? [{ key: sql`ts_rank(${s.searchDoc}, ${textQuery})`, desc: true }, score, id]
        : [score, id];
    case 'price_asc':
      return [{ key: sql`${s.hourlyRateCredits}`, desc: false }, score, id];
    case 'price_desc':
      return [{ key: sql`${s.hourlyRateCredits}`, desc: true }, score, id];
    case 'newest':
      return [{ key: sql`${s.createdAt}`, desc: true }, id];
    case 'rating':
      return [score, id];
  }
}

/**
 * The statement's `q` step: the typed words as a `tsquery`. Each word becomes the dictionary's
 * words within pg_trgm's similarity threshold (`%`, 0.3: "mathmatics" → mathematics), or starting
 * with it when it is the last word (still being typed); the words are and-ed. Null when a word
 * matches nothing, and then nothing matches.
 */
function textStep(words: string[]): SQL {
  const w = tutorSearchWords.word;
  // A lexeme quoted for to_tsquery: quotes doubled, backslashes escaped.
  const quoted = sql`'''' || replace(replace(${w}, '\\', '\\\\'), '''', '''''') || ''''`;
  // One indexed lookup per word (trigram GIN; the prefix also by text_pattern_ops). Typed words
  // hold only letters and digits, so a prefix needs no LIKE escaping.
  const lookups = words.map((word, i) => {
    const like = i === words.length - 1 ? sql` or ${w} like ${`${word}%`}` : sql``;
    return sql`(select ${i}::int as n, ${quoted} as lexeme from ${tutorSearchWords}
      where ${w} % ${word}${like}
      order by similarity(${w}, ${word}) desc, ${w} limit ${variantsPerWord})`;
  });
  return sql`q as (
    select to_tsquery('simple', (
      select case when count(*) = ${words.length}
        then string_agg('(' || alternatives || ')', ' & ' order by n) end
      from (
        select n, string_agg(lexeme, ' | ') as alternatives
        from (${sql.join(lookups, sql` union all `)}) as found
        group by n
      ) as variants)) as query
  )`;
}

/**
 * The cards of the tutors in `ids` (a `uuid[]`), in its order, as one JSON array: the card's
 * fields, its subjects as `[id, key, name, level]` rows and its first free 30-minute slot at or
 * after `now` (epoch ms). The slot reads the tutor's windows in order by the primary key and stops
 * at the first that holds one (a tutor has some 60 windows ahead; reading them all for every card
 * took three times as long).
 */
function cardsOf(ids: SQL, now: Date): SQL {
  const w = tutorOpenWindows;
  const p = tutorProfiles;
  const from = sql`${now.toISOString()}::timestamptz`;
  const slot = firstSlot(from);
  return sql`coalesce((
    select json_agg(json_build_object(
      'id', ${p.userId}, 'displayName', ${p.displayName}, 'headline', ${p.headline},
      'photo', coalesce(${p.photo}, ${users.photo}), 'languages', ${p.languages},
      'hourlyRateCredits', ${p.hourlyRateCredits}, 'ratingSum', ${p.ratingSum},
      'ratingCount', ${p.ratingCount}, 'subjects', taught.rows, 'nextFreeSlot', free.slot
    ) order by t.ord)
    from unnest(${ids}) with ordinality as t(id, ord)
    join ${p} on ${p.userId} = t.id
    join ${users} on ${users.id} = t.id
    cross join lateral (
      select coalesce(json_agg(json_build_array(${subjects.id}, ${subjects.key}, ${subjects.name},
        ${tutorSubjects.level}) order by ${subjects.name}, ${tutorSubjects.level}), '[]') as rows
      from ${tutorSubjects} join ${subjects} on ${subjects.id} = ${tutorSubjects.subjectId}
      where ${tutorSubjects.userId} = t.id
    ) as taught
    left join lateral (
      select (extract(epoch from ${slot}) * 1000)::float8 as slot from ${w}
      where ${w.tutorId} = t.id and ${w.endsAt} >= ${from} + interval '30 minutes'
        and ${slot} + interval '30 minutes' <= ${w.endsAt}
      order by ${w.startsAt} limit 1
    ) as free on true
  ), '[]')`;
}

/** A card as `cardsOf` reads it. */
export type CardJson = CardRow & {
  subjects: [id: string, key: string, name: string, level: string][];
  nextFreeSlot: number | null;
};

export function createTutorSearchRepository(db: Database) {
  return {
    /**
     * One page of matching tutors' cards in order, and how many match (with text exact, else up
     * to `countCap` past the page), in one statement: the text's words are looked up, the matches
     * collected once (narrow rows: id and sort keys), counted, the page taken from them and its
     * cards read. Past the cap (broad searches) the count says "more than", and the page walks
     * the order's index instead of sorting every match.
     */
    async search(
      filter: TutorSearchFilter,
      sort: TutorSortKey,
      limit: number,
      offset: number,
      now: Date,
    ) {
      const keys = orderKeys(sort, filter.words !== undefined);
      const columns = keys.map((k, i) => sql`${k.key} as ${sql.identifier(`k${i}`)}`);
      const order = sql.join(
        keys.map((k, i) => sql`${sql.identifier(`k${i}`)} ${sql.raw(k.desc ? 'desc' : 'asc')}`),
        sql`, `,
      );
      // Text narrows to the documents holding its words (GIN on search_doc, a few thousand at
      // most): they are all ranked and counted exactly. Without text the count stops at the cap.
      const capped = !filter.words;
      const cap = offset + countCap;
      const walk = sql.join(
        keys.map((k) => sql`${k.key} ${sql.raw(k.desc ? 'desc' : 'asc')}`),
        sql`, `,
      );
      // Past the cap the page walks the order's index instead (only then: a branch's subquery
      // runs when the case takes it).
      const statement = (where: SQL) => sql`
          with ${filter.words ? sql`${textStep(filter.words)},` : sql``}
          matches as materialized (
            select ${s.userId} as id, ${sql.join(columns, sql`, `)}
            from ${s}
            where ${where}${capped ? sql` limit ${cap + 1}` : sql``}
          ),
          found as (
            select total, case when ${capped ? sql`total <= ${cap}` : sql`true`}
              then array(select id from matches order by ${order} limit ${limit} offset ${offset})
              else array(select ${s.userId} from ${s} where ${where}
                order by ${walk} limit ${limit} offset ${offset})
              end as ids
            from (select count(*)::int as total from matches) as counted
          )
          select total, ${cardsOf(sql`found.ids`, now)} as cards from found`;
      type Found = { total: number; cards: CardJson[] };
      // Over a window, planner settings for this statement alone (so in a transaction):
      // - The search rows and windows a search reads are in memory, so an index probe costs
      //   about as much as a page read in order. With the default estimate (4×) the planner scans
      //   every tutor to meet a few thousand free in a window, and a search of a few hours took
      //   twice as long. Even at 1.1 it still scanned every search row for a level over a few
      //   hours ("primary", half of all tutors: 28 ms) where meeting the 5 000 free tutors by key
      //   takes a third of that, so no sequential scan either.
      // - Over a long window (a whole day: ~21 000 open windows) no hash aggregation, the only
      //   use the statement has for it: making the free tutors unique before the join cost 5 ms
      //   more than a semi-join that stops at each tutor's first window (day searches' p95
      //   29 → 24 ms). Which of the two the planner picks flipped with the sample ANALYZE took.
      //   Over a few hours it stays: the few thousand free tutors, made unique, are then met by
      //   key, and that was faster there.
      // The same round trip reads the longest open window, which bounds the windows' range scan.
      // Text and the other filters plan the same either way, and save the transaction's round
      // trips.
      const window = filter.window;
      const [found] = window
        ? await db.transaction(async (tx) => {
            const long = window.end.getTime() - window.start.getTime() >= longWindowMs;
            const [settings] = rowsOf<{ reach: number }>(
              await tx.execute(
                sql`select set_config('random_page_cost', '1.1', true),
                  set_config('enable_hashagg', ${long ? 'off' : 'on'}, true),
                  set_config('enable_seqscan', 'off', true), ${longestWindowSeconds} as reach`,
              ),
            );
            const where = conditions(filter, settings?.reach);
            return rowsOf<Found>(await tx.execute(statement(where)));
          })
        : rowsOf<Found>(await db.execute(statement(conditions(filter))));
      const total = found?.total ?? 0;
      const cards = found?.cards ?? [];
      if (!capped || total <= cap) return { total, cards, totalIsLowerBound: false };
      return { total: cap, cards, totalIsLowerBound: true };
    },

    /** The cards of these tutors, in this order (a tutor not found is left out). */
    async cards(ids: string[], now: Date): Promise<CardJson[]> {
      if (ids.length === 0) return [];
      const [row] = rowsOf<{ cards: CardJson[] }>(
        await db.execute(
          sql`select ${cardsOf(sql`${`{${ids.join(',')}}`}::uuid[]`, now)} as cards`,
        ),
      );
      return row?.cards ?? [];
    },
  };
}
