import { appVersion } from '@school/shared/constants';
import type { ClassStatus } from '@school/shared/classes/classes.contract';
import { phaseOf } from '@school/shared/classes/phase';
import { relativeTime } from '@school/shared/notifications/relative-time';
import { listBaseline, type BareHandler } from './baseline/handler.ts';
import { loginBaseline } from './baseline/login.ts';
import { tutorSearchScenario } from './modules/tutors-search.scenario.ts';
import type { Fixture } from './lib/database.ts';
import type { GoalKind } from './lib/goals.ts';
import type { SeedStepName } from './lib/seed.ts';

export type BenchRequest = {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** Path and query string. */
  path: string;
  headers?: Record<string, string>;
  body?: string;
};

/** What a request may need: the fixture, and an access token of the console server (empty for the baseline). */
export type RequestContext = { fixture: Fixture; accessToken: string };

/**
 * One measured endpoint. A module adds its endpoints here: the request the load generator sends,
 * the bench data it needs (bench/lib/seed.ts), and the bare handler with the same SQL.
 */
export type Scenario = {
  name: string;
  /** The goal its figures are held to (bench/lib/goals.ts). */
  goal: GoalKind;
  seed: SeedStepName[];
  /** False when the endpoint never reads the database: then it is measured on one engine only. */
  usesDatabase: boolean;
  request: (context: RequestContext) => BenchRequest;
  baseline: BareHandler;
  /** Shown under the table, e.g. what dominates the cost. */
  note?: string;
  /** The endpoint checks a password: the bench then also measures argon2id on its own. */
  verifiesPassword?: boolean;
};

const json = { 'content-type': 'application/json' };
const bearer = (token: string) => ({ 'x-authorization': `Bearer ${token}` });

type NotificationRow = {
  id: string;
  type_id: number;
  type_key: string;
  sender_name: string;
  message_html: string;
  url: string;
  created_at: Date;
  read_at: Date | null;
};

type ClassRow = Record<string, unknown> & {
  id: string;
  title: string;
  status: ClassStatus;
  capacity: number;
  enrolled_count: number;
  price_credits: number;
  first_starts_at: Date;
  last_ends_at: Date;
  session_count: number;
  created_at: Date;
  subject_id: string;
  subject_key: string;
  subject_name: string;
  tutor_id: string;
  tutor_name: string;
  tutor_photo: string | null;
  hourly_rate_credits: number | null;
  attendance_rate: number | null;
};

type TopicRow = Record<string, unknown> & {
  id: string;
  created_at: Date;
  last_activity_at: Date;
  first_name: string;
  last_name: string;
};

const studentSearch = { q: 'emma garcia', page: 2, pageSize: 20, countCap: 10_000 };

type StudentRow = Record<string, unknown> & {
  id: string;
  created_at: Date;
  updated_at: Date;
  date_of_birth: string | null;
  enrolled_at: string;
};

/**
 * students.repository list() for a search: the matches (up to the count cap) counted and the
 * page's ids picked in one statement, then those rows read by id, shaped like the endpoint's answer.
 */
const studentSearchBaseline: BareHandler = async ({ db, fixture }) => {
  const { q, page, pageSize, countCap } = studentSearch;
  const offset = (page - 1) * pageSize;
  const words = q.split(/\s+/).map((word) => `%${word}%`);
  const cap = offset + countCap;
  const [found] = await db.query<{ total: number; ids: string[] | null }>(
    `with matches as materialized (
       select last_name as k0, first_name as k1, id from students
       where school_id = $1 and search_text like $2 and search_text like $3 limit $4
     )
     select total, case when total <= $5 then array_to_json(array(
         select id from matches order by k0 asc, k1 asc, id asc limit $6 offset $7
       )) end as ids
     from (select count(*)::int as total from matches) as counted`,
    [fixture.schoolId, words[0], words[1], cap + 1, cap, pageSize, offset],
  );
  const ids = found?.ids ?? [];
  const rows = await db.query<StudentRow>(
    `select *, date_of_birth::text as date_of_birth, enrolled_at::text as enrolled_at
     from students where school_id = $1 and id = any($2::uuid[])`,
    [fixture.schoolId, ids],
  );
  const byId = new Map(rows.map((row) => [row.id, row]));
  const items = ids.flatMap((id) => {
    const row = byId.get(id);
    if (!row) return [];
    return [
      {
        id: row.id,
        firstName: row.first_name,
        lastName: row.last_name,
        email: row.email,
        grade: row.grade,
        dateOfBirth: row.date_of_birth,
        phone: row.phone,
        guardianName: row.guardian_name,
        guardianEmail: row.guardian_email,
        guardianPhone: row.guardian_phone,
        notes: row.notes,
        status: row.status,
        enrolledAt: row.enrolled_at,
        avatar: row.avatar,
        userId: row.user_id,
        createdAt: row.created_at.toISOString(),
        updatedAt: row.updated_at.toISOString(),
      },
    ];
  });
  return { status: 200, body: { items, total: found?.total ?? 0, page, pageSize } };
};

export const scenarios: Scenario[] = [
  {
    name: 'GET /api/health',
    goal: 'framework-overhead',
    seed: [],
    usesDatabase: false,
    request: () => ({ method: 'GET', path: '/api/health' }),
    baseline: async ({ engine }) => ({
      status: 200,
      body: { status: 'ok', database: engine, version: appVersion },
    }),
  },
  {
    name: 'POST /api/auth/login',
    goal: 'none',
    seed: [],
    usesDatabase: true,
    request: ({ fixture }) => ({
      method: 'POST',
      path: '/api/auth/login',
      headers: json,
      body: JSON.stringify({ email: fixture.email, password: fixture.password }),
    }),
    baseline: loginBaseline,
    verifiesPassword: true,
    note: 'sign-in is bound by the argon2id verification (its cost is shown below the table)',
  },
  {
    name: 'GET /api/students?q=…&page=…',
    goal: 'list',
    seed: ['students'],
    usesDatabase: true,
    // Two words (about 1 400 of 100 000 bench students match both), the second page of 20.
    request: ({ accessToken }) => ({
      method: 'GET',
      path: `/api/students?q=${encodeURIComponent(studentSearch.q)}&page=${studentSearch.page}`,
      headers: bearer(accessToken),
    }),
    baseline: studentSearchBaseline,
  },
  tutorSearchScenario,
  {
    name: 'GET /api/classes?page=…',
    goal: 'list',
    seed: ['classes'],
    usesDatabase: true,
    request: ({ accessToken }) => ({
      method: 'GET',
      path: '/api/classes?page=2',
      headers: bearer(accessToken),
    }),
    // classes.repository list(): the page with subject, tutor and attendance rate, and the count.
    baseline: listBaseline<ClassRow>({
      items: `select c.id, c.title, c.status, c.capacity, c.enrolled_count, c.price_credits,
                     c.first_starts_at, c.last_ends_at, c.session_count, c.created_at,
                     s.id as subject_id, s.key as subject_key, s.name as subject_name,
                     tu.id as tutor_id,
                     coalesce(tp.display_name, tu.first_name || ' ' || tu.last_name) as tutor_name,
                     tu.photo as tutor_photo, tp.hourly_rate_credits,
                     (select case when count(*) = 0 then null
                        else round(count(*) filter (where a.status in ('present','late'))::numeric
                          / nullif(count(*) filter (where a.status <> 'excused'), 0), 4)::float8 end
                      from attendance a join class_sessions cs on cs.id = a.session_id
                      where cs.class_id = c.id) as attendance_rate
              from classes c
              join subjects s on s.id = c.subject_id
              join users tu on tu.id = c.tutor_id
              left join tutor_profiles tp on tp.user_id = c.tutor_id
              where c.school_id = $1
              order by c.first_starts_at asc, c.id asc limit $2 offset $3`,
      itemParams: ({ fixture }) => [fixture.schoolId, 20, 20],
      total: 'select count(*) as total from classes where school_id = $1',
      totalParams: ({ fixture }) => [fixture.schoolId],
      respond: (rows, total) => {
        const now = new Date();
        return {
          items: rows.map((row) => ({
            id: row.id,
            title: row.title,
            status: row.status,
            phase: phaseOf(row.status, row.first_starts_at, row.last_ends_at, now),
            subject: { id: row.subject_id, key: row.subject_key, name: row.subject_name },
            tutor: {
              id: row.tutor_id,
              name: row.tutor_name,
              photo: row.tutor_photo,
              hourlyRateCredits: row.hourly_rate_credits,
            },
            capacity: row.capacity,
            enrolledCount: row.enrolled_count,
            priceCredits: row.price_credits,
            firstStartsAt: row.first_starts_at.toISOString(),
            lastEndsAt: row.last_ends_at.toISOString(),
            sessionCount: row.session_count,
            createdAt: row.created_at.toISOString(),
            attendanceRate: row.attendance_rate,
          })),
          total,
          page: 2,
          pageSize: 20,
        };
      },
    }),
  },
  {
    name: 'POST /api/get-notifications (legacy)',
    goal: 'list',
    seed: ['notifications'],
    usesDatabase: true,
    request: ({ accessToken }) => ({
      method: 'POST',
      path: '/api/get-notifications',
      headers: bearer(accessToken),
    }),
    // notifications.repository latest(): the newest 100 with the columns the legacy shape shows.
    baseline: listBaseline<NotificationRow>({
      items: `select id, type_id, type_key, sender_name, message_html, url, created_at, read_at
              from notifications where user_id = $1
              order by created_at desc nulls last, seq desc limit $2`,
      itemParams: ({ fixture }) => [fixture.userId, 100],
      respond: (rows) => {
        const now = new Date();
        return {
          records: {
            data: rows.map((row) => ({
              id: row.id,
              notification_type_id: row.type_id,
              notification_type: row.type_key,
              notification_by: row.sender_name,
              message: row.message_html,
              timestamp: row.created_at.toISOString(),
              notification_time: relativeTime(row.created_at, now, 'en'),
              read_at: row.read_at ? row.read_at.toISOString() : '',
              payload: { url: row.url },
            })),
          },
        };
      },
    }),
  },
  {
    name: 'GET /api/topics?page=…',
    goal: 'list',
    seed: ['topics'],
    usesDatabase: true,
    request: ({ accessToken }) => ({
      method: 'GET',
      path: '/api/topics?page=2',
      headers: bearer(accessToken),
    }),
    // topics.repository list(): most recent activity first, with author, subject and the star.
    baseline: listBaseline<TopicRow>({
      items: `select t.id, t.title, t.excerpt, t.tags, t.status, t.accepted_answer_id,
                     t.answer_count, t.vote_count, t.view_count, t.hidden_reason, t.hidden_at,
                     t.created_at, t.last_activity_at, u.id as author_id, u.first_name, u.last_name,
                     u.photo, u.role, s.id as subject_id, s.key as subject_key, s.name as subject_name,
                     exists (select 1 from topic_favourites f
                             where f.topic_id = t.id and f.user_id = $2) as is_favourite
              from topics t
              join users u on u.id = t.author_id
              left join subjects s on s.id = t.subject_id
              where t.school_id = $1 and t.hidden_at is null
              order by t.last_activity_at desc, t.id desc limit $3 offset $4`,
      itemParams: ({ fixture }) => [fixture.schoolId, fixture.userId, 20, 20],
      total: 'select count(*) as total from topics where school_id = $1 and hidden_at is null',
      totalParams: ({ fixture }) => [fixture.schoolId],
      respond: (rows, total) => ({
        items: rows.map((row) => ({
          id: row.id,
          title: row.title,
          excerpt: row.excerpt,
          author: {
            id: row.author_id,
            name: `${row.first_name} ${row.last_name}`.trim(),
            photo: row.photo,
            role: row.role,
          },
          subject: row.subject_id
            ? { id: row.subject_id, key: row.subject_key, name: row.subject_name }
            : null,
          tags: row.tags,
          status: row.status,
          acceptedAnswerId: row.accepted_answer_id,
          counts: { answers: row.answer_count, votes: row.vote_count, views: row.view_count },
          isFavourite: row.is_favourite,
          hidden: null,
          createdAt: row.created_at.toISOString(),
          lastActivityAt: row.last_activity_at.toISOString(),
        })),
        total,
        page: 2,
        pageSize: 20,
      }),
    }),
  },
];
