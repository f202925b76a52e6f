import type { TutorSortKey } from '@school/shared/tutors/tutors.rules';
import { and, asc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { rowsOf } from '../../db/sql.ts';
import { users } from '../auth/auth.table.ts';
import { tutorOpenWindows, tutorProfiles, tutorSubjects } from './tutors.table.ts';

export type TutorSearchFilter = {
  /** Lower-cased search text. */
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
/** Counting stops here: "more than 2,000 tutors" tells as much as the exact figure, far cheaper. */
export const countCap = 2000;
const slotSeconds = 1800;
/** The longest open window (a 24-hour local day that gained an hour), to bound the range scan. */
const longestWindow = sql.raw(`interval '26 hours'`);

/**
 * The first slot start on a window's half-hour grid at or after `from` (the window's own start
 * when it begins later): slots step from the window's start, as `slotsOf` cuts them.
 */
const firstSlot = (from: SQL) =>
  sql`${tutorOpenWindows.startsAt} + ceil(greatest(0, extract(epoch from (${from} - ${tutorOpenWindows.startsAt}))) / ${sql.raw(String(slotSeconds))}) * interval '30 minutes'`;

function conditions(f: TutorSearchFilter): SQL {
  const all: SQL[] = [sql`${p.status} = 'active'`, sql`${users.status} = 'active'`];
  if (f.q) all.push(sql`${p.searchText} %> ${f.q}`);
  if (f.subjectId || f.level) {
    const s: SQL[] = [sql`${tutorSubjects.userId} = ${p.userId}`];
    if (f.subjectId) s.push(sql`${tutorSubjects.subjectId} = ${f.subjectId}`);
    if (f.level) s.push(sql`${tutorSubjects.level} = ${f.level}`);
    all.push(sql`exists (select 1 from ${tutorSubjects} where ${sql.join(s, sql` and `)})`);
  }
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
        ? [{ key: sql`word_similarity(${q}, ${p.searchText})`, desc: true }, score, id]
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
     * One page of matching tutor ids in order, and how many match, exact up to `countCap`: the
     * matches are collected once (narrow rows: id and sort keys), counted, and the page is taken
     * from them. Past the cap (broad searches) the count says "more than", and the page walks the
     * order's index instead of sorting every match.
     */
    async page(filter: TutorSearchFilter, sort: TutorSortKey, limit: number, offset: number) {
      const keys = orderKeys(sort, filter.q);
      const columns = keys.map((k, i) => sql`${k.key} as ${sql.identifier(`k${i}`)}`);
      const order = sql.join(
        keys.map((k, i) => sql`${sql.identifier(`k${i}`)} ${sql.raw(k.desc ? 'desc' : 'asc')}`),
        sql`, `,
      );
      const where = conditions(filter);
      const cap = offset + countCap;
      const [found] = rowsOf<{ total: number; ids: string[] | null }>(
        await db.execute(sql`
          with matches as materialized (
            select ${p.userId} as id, ${sql.join(columns, sql`, `)}
            from ${p} join ${users} on ${users.id} = ${p.userId}
            where ${where} limit ${cap + 1}
          )
          select total, case when total <= ${cap} then array_to_json(array(
              select id from matches order by ${order} limit ${limit} offset ${offset}
            )) end as ids
          from (select count(*)::int as total from matches) as counted`),
      );
      const total = found?.total ?? 0;
      if (total <= cap) return { total, ids: found?.ids ?? [], totalIsLowerBound: false };
      const walked = rowsOf<{ id: string }>(
        await db.execute(sql`
          select ${p.userId} as id from ${p} join ${users} on ${users.id} = ${p.userId}
          where ${where}
          order by ${sql.join(
            keys.map((k) => sql`${k.key} ${sql.raw(k.desc ? 'desc' : 'asc')}`),
            sql`, `,
          )}
          limit ${limit} offset ${offset}`),
      );
      return { total: cap, ids: walked.map((r) => r.id), totalIsLowerBound: true };
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

    /** Each tutor's first free 30-minute slot starting at or after `now`. */
    async nextFreeSlots(ids: string[], now: Date): Promise<Map<string, Date>> {
      if (ids.length === 0) return new Map();
      const from = sql`${now.toISOString()}::timestamptz`;
      const slot = firstSlot(from);
      const rows = await db
        .selectDistinctOn([tutorOpenWindows.tutorId], {
          tutorId: tutorOpenWindows.tutorId,
          slot: sql<number>`(extract(epoch from ${slot}) * 1000)::float8`,
        })
        .from(tutorOpenWindows)
        .where(
          and(
            inArray(tutorOpenWindows.tutorId, ids),
            sql`${tutorOpenWindows.endsAt} >= ${from} + interval '30 minutes'`,
            sql`${slot} + interval '30 minutes' <= ${tutorOpenWindows.endsAt}`,
          ),
        )
        .orderBy(asc(tutorOpenWindows.tutorId), asc(tutorOpenWindows.startsAt));
      return new Map(rows.map((r) => [r.tutorId, new Date(Number(r.slot))]));
    },
  };
}
