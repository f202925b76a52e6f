import type { BareHandler } from '../baseline/handler.ts';
import type { Scenario } from '../scenarios.ts';

/** A typo'd subject word and a rating floor, sorted by relevance: the first page of 20. */
const search = { q: 'mathmatics', minRating: 4, page: 1, pageSize: 20 };

type Card = {
  id: string;
  display_name: string;
  headline: string;
  photo: string | null;
  languages: string[];
  hourly_rate_credits: number;
  rating_sum: number;
  rating_count: number;
};
type SubjectRow = { user_id: string; id: string; key: string; name: string; level: string };

const firstSlot = (from: string) =>
  `starts_at + ceil(greatest(0, extract(epoch from (${from} - starts_at))) / 1800) * interval '30 minutes'`;

/**
 * The statements tutors.service find() runs for this search (tutor-search.repository.ts): the
 * viewer's zone, the typed word as the dictionary's words like it, the ranked page of ids with the
 * count, then the page's cards, subjects and next free
 * slots, shaped like the endpoint's answer.
 */
const baseline: BareHandler = async ({ db, fixture }) => {
  const { q, minRating, page, pageSize } = search;
  const now = new Date().toISOString();
  const [school] = await db.query<{ timezone: string }>(
    'select timezone from schools where id = $1',
    [fixture.schoolId],
  );
  const [expanded] = await db.query<{ query: string | null }>(
    `with variants as (
       select string_agg('''' || replace(replace(word, '\\', '\\\\'), '''', '''''') || '''', ' | ') as alternatives
       from (select word from tutor_search_words where word % $1 or word like $2
             order by similarity(word, $1) desc, word limit 20) as found
     )
     select case when alternatives is not null then '(' || alternatives || ')' end as query
     from variants`,
    [q, `${q}%`],
  );
  const [found] = await db.query<{ total: number; ids: string[] | null }>(
    `with matches as materialized (
       select p.user_id as id, ts_rank(p.search_doc, to_tsquery('simple', $1)) as k0,
              p.rating_score as k1, p.user_id as k2
       from tutor_profiles p
       where p.status = 'active' and p.account_active
         and p.search_doc @@ to_tsquery('simple', $1)
         and p.rating_count > 0 and p.rating_sum >= $2::float8 * p.rating_count - 1e-9
     )
     select total, array_to_json(array(select id from matches order by k0 desc, k1 desc, k2 desc
         limit $3 offset $4)) as ids
     from (select count(*)::int as total from matches) as counted`,
    [expanded?.query ?? '', minRating, pageSize, (page - 1) * pageSize],
  );
  const ids = found?.ids ?? [];
  const [cards, subjects, slots] = await Promise.all([
    db.query<Card>(
      `select p.user_id as id, p.display_name, p.headline, coalesce(p.photo, u.photo) as photo,
              p.languages, p.hourly_rate_credits, p.rating_sum, p.rating_count
       from tutor_profiles p join users u on u.id = p.user_id where p.user_id = any($1::uuid[])`,
      [ids],
    ),
    db.query<SubjectRow>(
      `select ts.user_id, s.id, s.key, s.name, ts.level from tutor_subjects ts
       join subjects s on s.id = ts.subject_id where ts.user_id = any($1::uuid[])
       order by s.name, ts.level`,
      [ids],
    ),
    db.query<{ tutor_id: string; slot: number }>(
      `select distinct on (tutor_id) tutor_id,
              (extract(epoch from ${firstSlot('$2::timestamptz')}) * 1000)::float8 as slot
       from tutor_open_windows
       where tutor_id = any($1::uuid[]) and ends_at >= $2::timestamptz + interval '30 minutes'
         and ${firstSlot('$2::timestamptz')} + interval '30 minutes' <= ends_at
       order by tutor_id, starts_at`,
      [ids, now],
    ),
  ]);
  const byTutor = new Map<string, { id: string; key: string; name: string; levels: string[] }[]>();
  for (const row of subjects) {
    const list = byTutor.get(row.user_id) ?? [];
    const subject = list.find((s) => s.id === row.id);
    if (subject) subject.levels.push(row.level);
    else list.push({ id: row.id, key: row.key, name: row.name, levels: [row.level] });
    byTutor.set(row.user_id, list);
  }
  const next = new Map(slots.map((s) => [s.tutor_id, new Date(Number(s.slot)).toISOString()]));
  const byId = new Map(cards.map((c) => [c.id, c]));
  const items = ids.flatMap((id) => {
    const c = byId.get(id);
    if (!c) return [];
    return [
      {
        id,
        displayName: c.display_name,
        headline: c.headline,
        photo: c.photo,
        subjects: byTutor.get(id) ?? [],
        languages: c.languages,
        hourlyRateCredits: c.hourly_rate_credits,
        ratingAverage:
          c.rating_count > 0 ? Math.round((c.rating_sum / c.rating_count) * 100) / 100 : null,
        ratingCount: c.rating_count,
        nextFreeSlot: next.get(id) ?? null,
      },
    ];
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
