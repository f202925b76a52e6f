import { appVersion } from '@school/shared/constants';
import { relativeTime } from '@school/shared/notifications/relative-time';
import { listBaseline, type BareHandler } from './baseline/handler.ts';
import { loginBaseline } from './baseline/login.ts';
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
    name: 'POST /api/get-notifications (legacy)',
    goal: 'list',
    seed: ['notifications'],
    usesDatabase: true,
    request: ({ accessToken }) => ({
      method: 'POST',
      path: '/api/get-notifications',
      headers: bearer(accessToken),
    }),
    // notifications.repository list(): the newest 100 and the user's total, together.
    baseline: listBaseline<NotificationRow>({
      items: `select id, seq, user_id, school_id, type_key, type_id, sender_user_id, sender_name,
                     message_html, url, created_at, read_at
              from notifications where user_id = $1
              order by created_at desc, seq desc limit $2 offset $3`,
      itemParams: ({ fixture }) => [fixture.userId, 100, 0],
      total: 'select count(*) as total from notifications where user_id = $1',
      totalParams: ({ fixture }) => [fixture.userId],
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
];
