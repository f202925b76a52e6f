import { eq } from 'drizzle-orm';
import { calendarEvents } from '../../src/modules/calendar/calendar.table.ts';
import { createClass } from '../support/factories.ts';
import type { BuiltRequest, Call } from './route-requests.ts';

type Builder = (call: Call) => Promise<BuiltRequest> | BuiltRequest;

const day = 86_400_000;
let made = 0;

const named = (url: string, c: Call) =>
  `${url}${url.includes('?') ? '&' : '?'}schoolId=${c.target.schoolId}`;
const chosen = (c: Call) => ({ 'x-school-id': c.target.schoolId });

/** A school event of the target school, its title carrying the school's marker. */
async function eventIn(c: Call) {
  made += 1;
  const start = new Date(Date.now() + 40 * day + made * 3_600_000);
  const [row] = await c.world.t.database.db
    .insert(calendarEvents)
    .values({
      schoolId: c.target.schoolId,
      uid: `matrix-${made}-${c.target.marker}`,
      title: `Event ${c.target.marker}`,
      startsAt: start,
      endsAt: new Date(start.getTime() + 3_600_000),
      lastEndsAt: new Date(start.getTime() + 3_600_000),
      label: 'meeting',
      audience: 'school',
    })
    .returning();
  if (!row) throw new Error('event was not created');
  return row;
}

async function eventState(c: Call, id: string) {
  const [row] = await c.world.t.database.db
    .select({ title: calendarEvents.title, start: calendarEvents.startsAt })
    .from(calendarEvents)
    .where(eq(calendarEvents.id, id));
  return JSON.stringify(row ?? null);
}

const onEvent =
  (method: 'GET' | 'PATCH' | 'DELETE', payload?: object): Builder =>
  async (c) => {
    const row = await eventIn(c);
    const before = await eventState(c, row.id);
    return {
      method,
      url: `/api/calendar/events/${row.id}`,
      ...(payload ? { payload } : {}),
      aimed: 'id',
      changed: async () => ((await eventState(c, row.id)) === before ? null : `event ${method}`),
    };
  };

const ics = (c: Call) =>
  [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//matrix//EN',
    'BEGIN:VEVENT',
    `UID:matrix-import-${made++}`,
    'DTSTAMP:20260101T000000Z',
    'DTSTART;VALUE=DATE:20270105',
    'DTEND;VALUE=DATE:20270106',
    `SUMMARY:Holiday ${c.target.marker}`,
    'END:VEVENT',
    'END:VCALENDAR',
  ].join('\r\n');

export const calendarRequests: Record<string, Builder> = {
  'GET /api/calendar': async (c) => {
    await eventIn(c);
    const from = new Date(Date.now() + 35 * day).toISOString();
    const to = new Date(Date.now() + 50 * day).toISOString();
    return {
      method: 'GET',
      url: named(`/api/calendar?from=${from}&to=${to}`, c),
      aimed: 'school',
    };
  },
  'POST /api/calendar/events': (c) => {
    made += 1;
    const start = new Date(Date.now() + 60 * day + made * 3_600_000);
    return {
      method: 'POST',
      url: '/api/calendar/events',
      headers: chosen(c),
      payload: {
        title: `Matrix event ${made}`,
        start: start.toISOString(),
        end: new Date(start.getTime() + 1_800_000).toISOString(),
        force: true,
      },
      aimed: 'school',
    };
  },
  'GET /api/calendar/events/:id': onEvent('GET'),
  'PATCH /api/calendar/events/:id': onEvent('PATCH', { title: 'Renamed', force: true }),
  'DELETE /api/calendar/events/:id': onEvent('DELETE'),
  'POST /api/calendar/move': async (c) => {
    const klass = await createClass(c.world.t.database.db, c.target.actors.tutor, {
      schoolId: c.target.schoolId,
    });
    const session = klass.sessions[0];
    if (!session) throw new Error('the class has no session');
    const start = new Date(new Date(session.startsAt).getTime() + day);
    const end = new Date(new Date(session.endsAt).getTime() + day);
    return {
      method: 'POST',
      url: '/api/calendar/move',
      payload: { source: 'classes', id: session.id, start, end },
      aimed: 'id',
    };
  },
  'POST /api/calendar/import/preview': (c) => ({
    method: 'POST',
    url: '/api/calendar/import/preview',
    headers: chosen(c),
    payload: { ics: ics(c) },
    aimed: 'school',
  }),
  'POST /api/calendar/import': (c) => ({
    method: 'POST',
    url: '/api/calendar/import',
    headers: chosen(c),
    payload: { ics: ics(c) },
    aimed: 'school',
  }),
  'GET /api/calendar/feed-token': () => ({
    method: 'GET',
    url: '/api/calendar/feed-token',
    aimed: false,
  }),
  'POST /api/calendar/feed-token': () => ({
    method: 'POST',
    url: '/api/calendar/feed-token',
    aimed: false,
  }),
  'DELETE /api/calendar/feed-token': () => ({
    method: 'DELETE',
    url: '/api/calendar/feed-token',
    aimed: false,
  }),
  'GET /api/calendar/feed/:file': () => ({
    method: 'GET',
    url: `/api/calendar/feed/${'x'.repeat(43)}.ics`,
    aimed: false,
  }),
};
