import type { BareHandler } from '../baseline/handler.ts';
import type { Scenario } from '../scenarios.ts';

/** A typo'd subject word and a rating floor, sorted by relevance: the first page of 20. */
const search = { q: 'mathmatics', minRating: 4, page: 1, pageSize: 20 };

type Card = {
  id: string;
  displayName: string;
  headline: string;
  photo: string | null;
  languages: string[];
  hourlyRateCredits: number;
  ratingSum: number;
  ratingCount: number;
  subjects: [id: string, key: string, name: string, level: string][];
  nextFreeSlot: number | null;
};

const firstSlot = (from: string) =>
  `case when w.starts_at >= ${from} then w.starts_at else w.starts_at + ceil(date_part('epoch', ${from} - w.starts_at) / 1800) * interval '30 minutes' end`;

/**
 * The statements tutors.service find() runs for this search (tutor-search.repository.ts): the
 * viewer's zone, then one statement that turns the typed word into the dictionary's words like
 * it, ranks and counts the matches and reads the page's cards, subjects and next free slots;
 * shaped like the endpoint's answer.
 */
const baseline: BareHandler = async ({ db, fixture }) => {
  const { q, minRating, page, pageSize } = search;
  const now = new Date().toISOString();
  const [school] = await db.query<{ timezone: string }>(
    'select timezone from schools where id = $1',
    [fixture.schoolId],
  );
  const [found] = await db.query<{ total: number; cards: Card[] }>(
    `with q as (
       select to_tsquery('simple', (
         select '(' || string_agg('''' || replace(replace(word, '\\', '\\\\'), '''', '''''') || '''', ' | ') || ')'
         from (select word from tutor_search_words where word % $1 or word like $2
               order by similarity(word, $1) desc, word limit 20) as found)) as query
     ),
     matches as materialized (
       select p.user_id as id, ts_rank(p.search_doc, (select query from q)) as k0,
              p.rating_score as k1, p.user_id as k2
       from tutor_search_rows p
       where p.search_doc @@ (select query from q)
         and p.rating_count > 0 and p.rating_sum >= $3::float8 * p.rating_count - 1e-9
     ),
     found as (
       select total, array(select id from matches order by k0 desc, k1 desc, k2 desc
         limit $4 offset $5) as ids
       from (select count(*)::int as total from matches) as counted
     )
     select total, coalesce((
       select json_agg(json_build_object(
         'id', p.user_id, 'displayName', p.display_name, 'headline', p.headline,
         'photo', coalesce(p.photo, u.photo), 'languages', p.languages,
         'hourlyRateCredits', p.hourly_rate_credits, 'ratingSum', p.rating_sum,
         'ratingCount', p.rating_count, 'subjects', taught.rows, 'nextFreeSlot', free.slot
       ) order by t.ord)
       from unnest(found.ids) with ordinality as t(id, ord)
       join tutor_profiles p on p.user_id = t.id
       join users u on u.id = t.id
       cross join lateral (
         select coalesce(json_agg(json_build_array(s.id, s.key, s.name, ts.level)
           order by s.name, ts.level), '[]') as rows
         from tutor_subjects ts join subjects s on s.id = ts.subject_id where ts.user_id = t.id
       ) as taught
       left join lateral (
         select (extract(epoch from ${firstSlot('$6::timestamptz')}) * 1000)::float8 as slot
         from tutor_open_windows w
         where w.tutor_id = t.id and w.ends_at >= $6::timestamptz + interval '30 minutes'
           and ${firstSlot('$6::timestamptz')} + interval '30 minutes' <= w.ends_at
         order by w.starts_at limit 1
       ) as free on true
     ), '[]') as cards
     from found`,
    [q, `${q}%`, minRating, pageSize, (page - 1) * pageSize, now],
  );
  const items = (found?.cards ?? []).map((c) => {
    const subjects: { id: string; key: string; name: string; levels: string[] }[] = [];
    for (const [id, key, name, level] of c.subjects) {
      const subject = subjects.find((s) => s.id === id);
      if (subject) subject.levels.push(level);
      else subjects.push({ id, key, name, levels: [level] });
    }
    return {
      id: c.id,
      displayName: c.displayName,
      headline: c.headline,
      photo: c.photo,
      subjects,
      languages: c.languages,
      hourlyRateCredits: c.hourlyRateCredits,
      ratingAverage:
        c.ratingCount > 0 ? Math.round((c.ratingSum / c.ratingCount) * 100) / 100 : null,
      ratingCount: c.ratingCount,
      nextFreeSlot: c.nextFreeSlot === null ? null : new Date(c.nextFreeSlot).toISOString(),
    };
  });
  return {
    status: 200,
    body: {
      items,
      total: found?.total ?? 0,
      page,
      pageSize,
      timeZone: school?.timezone ?? 'UTC',
    },
  };
};

/** Tutor search over the bench's 50 000 tutors (bench/modules/tutors-search.ts times 200 kinds). */
export const tutorSearchScenario: Scenario = {
  name: 'GET /api/tutors/search?q=…&minRating=…',
  goal: 'list',
  seed: ['tutors', 'tutorWindows'],
  usesDatabase: true,
  request: ({ accessToken }) => ({
    method: 'GET',
    path: `/api/tutors/search?q=${search.q}&minRating=${search.minRating}&page=${search.page}&pageSize=${search.pageSize}`,
    headers: { 'x-authorization': `Bearer ${accessToken}` },
  }),
  baseline,
};
