import { notificationTypes } from '@school/shared/notifications/notifications.contract';
import { sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../apps/server/src/db/client.ts';
import type { ScaleName } from './options.ts';

/** How much data a bench school holds. A module's seed step reads its own count from here. */
export type Scale = {
  students: number;
  classes: number;
  notifications: number;
  tutors: number;
  topics: number;
};

export const scales: Record<ScaleName, Scale> = {
  // Topics: one school's share of 200 000 over 50 schools (bench/modules/topics.ts seeds them all).
  default: {
    students: 100_000,
    classes: 2_000,
    notifications: 50_000,
    tutors: 50_000,
    topics: 4_000,
  },
  large: {
    students: 1_000_000,
    classes: 20_000,
    notifications: 500_000,
    tutors: 500_000,
    topics: 40_000,
  },
};

export type SeedTarget = {
  db: Database;
  /** The demo school, which the data is added to. */
  schoolId: string;
  /** The signed-in bench user (the demo school admin). */
  userId: string;
};

/**
 * One kind of bench data, inserted with set-based SQL (generate_series) so that a million rows
 * take seconds, and derived from the row number only, so every run sees the same data.
 */
export type SeedStep = {
  /** The table it fills; the step is skipped (and says so) while the table does not exist. */
  table: string;
  count: (scale: Scale) => number;
  /** Statements for rows `from`..`to` (1-based, inclusive); called in batches. */
  insert: (target: SeedTarget, from: number, to: number) => SQL;
  /** What the app writes beside the rows (e.g. a search dictionary), once after all batches. */
  finish?: SQL;
};

// Constant lists, inlined into the SQL as array literals.
const firstNames = ['Olivia', 'Noah', 'Emma', 'Liam', 'Ava', 'Lucas', 'Mia', 'Ethan', 'Sofia'];
const lastNames = ['Nguyen', 'Schmidt', 'Garcia', 'Okoye', 'Rossi', 'Kowalski', 'Haddad', 'Park'];
const tutorFirstNames = ['Sarah', 'Tobias', 'Mei', 'Rafael', 'Helen', 'Marc', 'Anika', 'Jonas'];
const benchZones = [
  'Europe/London',
  'Europe/Berlin',
  'America/New_York',
  'Asia/Tokyo',
  'America/Sao_Paulo',
  'Asia/Kolkata',
  'Africa/Lagos',
  'Australia/Sydney',
  'Europe/Madrid',
  'America/Los_Angeles',
];
const textArray = (values: readonly string[]) =>
  sql.raw(`array[${values.map((v) => `'${v.replaceAll("'", "''")}'`).join(',')}]::text[]`);

/** A version-4-shaped UUID derived from the row number: the same ids on every run, and valid for zod. */
const uuidOf = (prefix: string) =>
  sql.raw(
    `overlay(overlay(md5('${prefix}-' || g) placing '4' from 13 for 1) placing '8' from 17 for 1)::uuid`,
  );

/** Bench tutor g's k-th (0 or 1) subject and its level, in a row of `catalogue c`. */
const taughtSubject = sql.raw(`c.ids[1 + (g + k * (g * 5 + 3 - g)) % c.n]`);
const taughtLevel = sql.raw(
  `(array['primary','secondary','exam_prep','university'])[1 + (g + k * 2) % 4]`,
);

const typesById = Object.entries(notificationTypes).sort((a, b) => a[1] - b[1]);
const typeKeys = typesById.map(([key]) => key);

export const seedSteps = {
  /** The school's roster: one in 40 deactivated, one in 25 invited, the rest active. */
  students: {
    table: 'students',
    count: (scale) => scale.students,
    insert: ({ schoolId }, from, to) => sql`
      insert into students (id, school_id, first_name, last_name, email, grade, date_of_birth,
                            status, enrolled_at, created_at, updated_at)
      select ${uuidOf('bench-student')}, ${schoolId},
             (${textArray(firstNames)})[1 + g % ${firstNames.length}],
             (${textArray(lastNames)})[1 + (g * 7) % ${lastNames.length}],
             'bench.student' || g || '@students.bench.test',
             'Grade ' || (1 + g % 12),
             date '2008-01-01' + (g % 3650),
             case when g % 40 = 0 then 'deactivated' when g % 25 = 0 then 'invited' else 'active' end,
             date '2020-09-01' + (g % 1500),
             timestamptz '2024-01-01 00:00:00+00' + g * interval '1 second',
             timestamptz '2024-01-01 00:00:00+00' + g * interval '1 second'
      from generate_series(${from}::int, ${to}::int) g`,
  },
  /**
   * Classes of the school's tutors across the subject catalogue: one in ten waiting for approval,
   * one in 23 cancelled, the rest approved; eight weeks each, starting three hours apart.
   */
  classes: {
    table: 'classes',
    count: (scale) => scale.classes,
    insert: ({ schoolId, userId }, from, to) => sql`
      with tutors as (
        select array_agg(id order by email) as ids, count(*)::int as n
        from users where school_id = ${schoolId} and role = 'tutor'
      ), catalogue as (
        select array_agg(id order by key) as ids, count(*)::int as n from subjects
      )
      insert into classes (id, school_id, tutor_id, subject_id, title, description, capacity,
                           enrolled_count, price_credits, status, first_starts_at, last_ends_at,
                           session_count, created_by, created_at, updated_at)
      select ${uuidOf('bench-class')}, ${schoolId},
             t.ids[1 + g % t.n], c.ids[1 + (g * 7) % c.n],
             'Bench class ' || g, 'Weekly sessions for the bench.',
             10 + g % 20, g % 10, 5 + g % 20,
             case when g % 10 = 0 then 'pending_approval' when g % 23 = 0 then 'cancelled'
                  else 'approved' end,
             timestamptz '2025-09-01 08:00:00+00' + g * interval '3 hours',
             timestamptz '2025-09-01 08:00:00+00' + g * interval '3 hours' + interval '49 days 90 minutes',
             8, ${userId},
             timestamptz '2025-06-01 00:00:00+00' + g * interval '1 minute',
             timestamptz '2025-06-01 00:00:00+00' + g * interval '1 minute'
      from generate_series(${from}::int, ${to}::int) g, tutors t, catalogue c`,
  },
  /**
   * Every tenth notification goes to the bench user (so it has thousands, newest first paging
   * matters); the rest are spread over the other users of the school. A third are read.
   */
  notifications: {
    table: 'notifications',
    count: (scale) => scale.notifications,
    insert: ({ schoolId, userId }, from, to) => sql`
      with recipients as (
        select array_agg(id order by email) as ids, count(*)::int as n
        from users where school_id = ${schoolId} and id <> ${userId}
      )
      insert into notifications (id, user_id, school_id, type_key, type_id, sender_name,
                                 message_html, url, created_at, read_at)
      select ${uuidOf('bench-notification')},
             case when g % 10 = 0 or r.n = 0 then ${userId}::uuid else r.ids[1 + g % r.n] end,
             ${schoolId},
             (${textArray(typeKeys)})[1 + g % ${typeKeys.length}],
             1 + g % ${typeKeys.length},
             'Riverside International School',
             '<p>Notice <b>#' || g || '</b>: please <a href="/notifications">review it</a>.</p>',
             '/notifications',
             timestamptz '2025-06-01 00:00:00+00' - g * interval '37 seconds',
             case when g % 3 = 0 then timestamptz '2025-06-01 00:00:00+00' - g * interval '30 seconds' end
      from generate_series(${from}::int, ${to}::int) g, recipients r`,
  },
  /**
   * Tutors with profiles and subject levels in one statement: rates skewed towards the cheaper
   * end, most speak English, review counts from none to hundreds, ten time zones.
   */
  tutors: {
    table: 'tutor_profiles',
    count: (scale) => scale.tutors,
    insert: (_target, from, to) => sql`
      with catalogue as (
        select array_agg(id order by key) as ids, array_agg(name order by key) as names,
               count(*)::int as n from subjects
      ), accounts as (
        insert into users (id, school_id, email, first_name, last_name, role, status)
        select ${uuidOf('bench-tutor')}, null, 'bench.tutor' || g || '@tutors.bench.test',
               (${textArray(tutorFirstNames)})[1 + g % ${tutorFirstNames.length}],
               (${textArray(lastNames)})[1 + (g * 3) % ${lastNames.length}], 'tutor', 'active'
        from generate_series(${from}::int, ${to}::int) g
        returning id
      ), profiles as (
        insert into tutor_profiles (user_id, display_name, headline, bio, hourly_rate_credits,
                                    languages, time_zone, rating_sum, rating_count, search_doc,
                                    subject_keys, windows_until, created_at, updated_at)
        select ${uuidOf('bench-tutor')}, name, headline, bio, 10 + ((g * 37) % 100) * ((g * 37) % 100) / 70,
               (${textArray(['en', 'en', 'en', 'de', 'fr', 'es', 'pt', 'ar'])})[1 + g % 8] ||
                 case when g % 3 = 0 then array['en'] when g % 5 = 0 then array['fr'] else array[]::text[] end,
               (${textArray(benchZones)})[1 + g % ${benchZones.length}],
               t.reviews * (35 + g % 16) / 10, t.reviews,
               setweight(to_tsvector('simple', name || ' ' || s1 || ' ' || s2), 'A') ||
                 setweight(to_tsvector('simple', headline), 'B') ||
                 setweight(to_tsvector('simple', bio), 'C'),
               (select array_agg(distinct key) from generate_series(0, 1) k,
                  lateral unnest(array['s:' || ${taughtSubject}, 'l:' || ${taughtLevel},
                    's:' || ${taughtSubject} || '/' || ${taughtLevel}]) key),
               current_date + 61,
               timestamptz '2024-01-01 00:00:00+00' + g * interval '10 minutes',
               timestamptz '2024-01-01 00:00:00+00' + g * interval '10 minutes'
        from generate_series(${from}::int, ${to}::int) g, catalogue c,
        lateral (select
          (${textArray(tutorFirstNames)})[1 + g % ${tutorFirstNames.length}] || ' ' ||
            (${textArray(lastNames)})[1 + (g * 3) % ${lastNames.length}] as name,
          c.names[1 + g % c.n] as s1, c.names[1 + (g * 5 + 3) % c.n] as s2,
          ((g::bigint * g) % 97)::int * ((g * 7) % 11) % 300 as reviews) as t,
        lateral (select s1 || ' and ' || s2 || ' lessons, ' || (3 + g % 20) || ' years of teaching' as headline,
          'Patient, structured lessons in ' || lower(s1) || ' and ' || lower(s2) ||
          ' with worked examples, practice and feedback.' as bio) as h
        returning user_id, search_doc
      ), words as (
        insert into tutor_search_words (word)
        select distinct unnest(tsvector_to_array(search_doc)) from profiles
        on conflict do nothing
      )
      insert into tutor_subjects (user_id, subject_id, level)
      select ${uuidOf('bench-tutor')}, ${taughtSubject}, ${taughtLevel}
      from generate_series(${from}::int, ${to}::int) g, catalogue c, generate_series(0, 1) k`,
  },
  /**
   * Each tutor's open windows for the next 61 days in their own zone: three weekdays, one window
   * of two to five hours starting between 08:00 and 17:00 local time.
   */
  tutorWindows: {
    table: 'tutor_open_windows',
    count: (scale) => scale.tutors,
    insert: (_target, from, to) => sql`
      insert into tutor_open_windows (tutor_id, starts_at, ends_at)
      select ${uuidOf('bench-tutor')},
             (d + make_interval(mins => w.start)) at time zone w.zone,
             (d + make_interval(mins => w.start + w.length)) at time zone w.zone
      from generate_series(${from}::int, ${to}::int) g,
      lateral (select (${textArray(benchZones)})[1 + g % ${benchZones.length}] as zone,
                      (8 + g % 10) * 60 as start, (2 + g % 4) * 60 as length) as w,
      lateral generate_series((now() at time zone w.zone)::date::timestamp,
                              (now() at time zone w.zone)::date::timestamp + interval '60 days',
                              interval '1 day') as d
      where extract(isodow from d) in (1 + g % 7, 1 + (g + 2) % 7, 1 + (g + 4) % 7)`,
  },
  /** The school's questions, asked by its users over the subject catalogue; a third answered. */
  topics: {
    table: 'topics',
    count: (scale) => scale.topics,
    insert: ({ schoolId }, from, to) => sql`
      with authors as (
        select array_agg(id order by email) as ids, count(*)::int as n
        from users where school_id = ${schoolId}
      ), catalogue as (
        select array_agg(id order by key) as ids, count(*)::int as n from subjects
      )
      insert into topics (id, school_id, author_id, title, body_html, body_text, excerpt,
                          subject_id, tags, status, answer_count, vote_count, view_count,
                          last_activity_at, created_at)
      select ${uuidOf('bench-topic')}, ${schoolId}, a.ids[1 + g % a.n],
             'Bench question ' || g || ' about ' || (${textArray(lastNames)})[1 + g % ${lastNames.length}],
             '<p>How does question ' || g || ' work?</p>', 'How does question ' || g || ' work?',
             'How does question ' || g || ' work?',
             c.ids[1 + (g * 7) % c.n], array['bench', 'tag' || g % 20],
             case when g % 3 = 0 then 'answered' else 'open' end,
             g % 6, g % 11, g % 97,
             timestamptz '2025-06-01 00:00:00+00' + g * interval '5 minutes',
             timestamptz '2025-06-01 00:00:00+00' + g * interval '4 minutes'
      from generate_series(${from}::int, ${to}::int) g, authors a, catalogue c`,
    // The words a search's last, half-typed word completes to (rememberTopicWords in the app).
    finish: sql`
      insert into topic_search_words (school_id, word)
      select distinct school_id, unnest(tsvector_to_array(search)) from topics
      on conflict do nothing`,
  },
} satisfies Record<string, SeedStep>;

export type SeedStepName = keyof typeof seedSteps;

export type SeedReport = { step: SeedStepName; rows: number; seconds: number; skipped?: string };

const batchSize = 100_000;

function rowsOf<T>(result: unknown): T[] {
  return (result as { rows?: T[] }).rows ?? [];
}

export async function tableExists(db: Database, table: string): Promise<boolean> {
  const [row] = rowsOf<{ found: string | null }>(
    await db.execute(sql`select to_regclass(${`public.${table}`})::text as found`),
  );
  return Boolean(row?.found);
}

/** Runs the named steps (each once) and refreshes the planner's statistics afterwards. */
export async function seed(
  target: SeedTarget,
  steps: SeedStepName[],
  counts: (step: SeedStepName) => number,
): Promise<SeedReport[]> {
  const reports: SeedReport[] = [];
  for (const name of [...new Set(steps)]) {
    const step: SeedStep = seedSteps[name];
    const started = performance.now();
    if (!(await tableExists(target.db, step.table))) {
      reports.push({ step: name, rows: 0, seconds: 0, skipped: `no ${step.table} table` });
      continue;
    }
    const total = counts(name);
    for (let from = 1; from <= total; from += batchSize) {
      await target.db.execute(step.insert(target, from, Math.min(total, from + batchSize - 1)));
    }
    if (step.finish) await target.db.execute(step.finish);
    reports.push({ step: name, rows: total, seconds: (performance.now() - started) / 1000 });
  }
  // The embedded engine runs no autovacuum: without statistics its plans would not be the ones
  // a long-running database chooses.
  await target.db.execute(sql`vacuum analyze`);
  return reports;
}
