import { randomUUID } from 'node:crypto';
import sharp from 'sharp';
import { appointmentRequests } from './appointment-requests.ts';
import type { Method } from '../support/actors.ts';
import { calendarRequests } from './calendar-requests.ts';
import { chatRequests } from './chat-requests.ts';
import { feedRequests } from './feed-requests.ts';
import { createClass, createStudent, createTutor, defaultPassword } from '../support/factories.ts';
import { signIn, signInAs, type Actor } from '../support/actors.ts';
import {
  card,
  idempotent,
  notificationFor,
  signInTutor,
  type SchoolWorld,
  type World,
} from './world.ts';

/**
 * A well-formed request for every route, aimed at `target`'s rows: the caller's own school (every
 * caller comes from school A) or school B, whose ids a caller of A must never reach. What a
 * request consumes (a student to delete, a proposal to approve, a session to end) is made anew.
 */
export type Call = {
  world: World;
  /** Null for an anonymous caller. */
  actor: Actor | null;
  target: SchoolWorld;
};
export type BuiltRequest = {
  method: Method;
  url: string;
  payload?: object | string | Buffer;
  headers?: Record<string, string>;
  /**
   * What of the target the request names: one of its rows by id (another school's answers 404),
   * the school itself (404, or an answer about the caller's own school), or nothing.
   */
  aimed: 'id' | 'school' | false;
  /** Afterwards: what changed in the target that must not have (null when nothing did). */
  changed?: () => Promise<string | null>;
};
type Builder = (call: Call) => Promise<BuiltRequest> | BuiltRequest;

const unique = () => randomUUID().slice(0, 8);
/** The target's user of the caller's role: their own rows are another user's to the caller. */
const peer = ({ actor, target }: Call) =>
  actor && actor.role !== 'admin' ? target.actors[actor.role] : target.actors.sadmin;
const named = (url: string, { target }: Call) =>
  `${url}${url.includes('?') ? '&' : '?'}schoolId=${target.schoolId}`;
/** The school a request acts in, as the console's school switcher names it. */
const chosen = ({ target }: Call) => ({ 'x-school-id': target.schoolId });

async function pngUpload() {
  const png = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#08f' } })
    .png()
    .toBuffer();
  const boundary = `----sc-${unique()}`;
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n`;
  return {
    payload: Buffer.concat([Buffer.from(head), png, Buffer.from(`\r\n--${boundary}--\r\n`)]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

const get =
  (url: string): Builder =>
  () => ({ method: 'GET', url, aimed: false });
const namedGet =
  (url: string): Builder =>
  (c) => ({ method: 'GET', url: named(url, c), headers: chosen(c), aimed: 'school' });
const classUrl =
  (suffix = ''): ((c: Call) => string) =>
  (c) =>
    `/api/classes/${c.target.klass.id}${suffix}`;
const reason = { reason: 'Not this term, sorry.' };

async function proposal({ world, target }: Call) {
  return createClass(world.t.database.db, target.actors.tutor, { schoolId: target.schoolId });
}

async function decideInBulk(c: Call, action: string, body: object): Promise<BuiltRequest> {
  const { id } = await proposal(c);
  return {
    method: 'POST',
    url: `/api/classes/${action}`,
    payload: { ids: [id], ...body },
    aimed: false,
    changed: async () => {
      const now = await c.target.actors.sadmin.api.get(`/api/classes/${id}`);
      const status = now.json<{ status: string }>().status;
      return status === 'pending_approval' ? null : `proposal became ${status}`;
    },
  };
}

/** A topic of the target school (its marker in the title), asked by `by` (its student unless told). */
async function topicIn({ target }: Call, by: Actor = target.actors.student): Promise<string> {
  const response = await by.api.post('/api/topics', {
    title: `Topic ${target.marker}`,
    body: `<p>Question ${target.marker}</p>`,
  });
  if (response.statusCode !== 201)
    throw new Error(`topic: ${response.statusCode} ${response.body}`);
  return response.json<{ id: string }>().id;
}
async function answerIn(_c: Call, topicId: string, by: Actor): Promise<string> {
  const response = await by.api.post(`/api/topics/${topicId}/answers`, { body: '<p>Answer</p>' });
  if (response.statusCode !== 201)
    throw new Error(`answer: ${response.statusCode} ${response.body}`);
  return response.json<{ id: string }>().id;
}
/** The caller's own question where their role asks; the student's where it does not. */
const asker = (c: Call) => {
  const p = peer(c);
  return p.role === 'tutor' ? c.target.actors.student : p;
};
/** An answer's author other than the caller, so the caller may vote on it. */
const someoneElse = (c: Call) =>
  peer(c).role === 'sadmin' ? c.target.actors.editor : c.target.actors.sadmin;
type TopicSeen = {
  title: string;
  status: string;
  hidden: object | null;
  acceptedAnswerId: string | null;
  counts: { answers: number };
};
const topicChanged =
  ({ target }: Call, id: string, happened: (t: TopicSeen) => boolean, what: string) =>
  async () => {
    const now = await target.actors.sadmin.api.get(`/api/topics/${id}`);
    return happened(now.json<TopicSeen>()) ? what : null;
  };
type AnswerSeen = { body: string; score: number; hidden: object | null };
const answerChanged =
  ({ target }: Call, topicId: string, happened: (a: AnswerSeen) => boolean, what: string) =>
  async () => {
    const now = await target.actors.sadmin.api.get(`/api/topics/${topicId}/answers`);
    return now.json<{ items: AnswerSeen[] }>().items.some(happened) ? what : null;
  };

export const routeRequests: Record<string, Builder> = {
  'GET /api/docs': get('/api/docs'),
  'GET /api/docs/static/*': get('/api/docs/static/swagger-ui.css'),
  'GET /api/docs/static/index.html': get('/api/docs/static/index.html'),
  'GET /api/docs/static/swagger-initializer.js': get('/api/docs/static/swagger-initializer.js'),
  'GET /api/docs/json': get('/api/docs/json'),
  'GET /api/docs/yaml': get('/api/docs/yaml'),
  'GET /api/openapi.json': get('/api/openapi.json'),
  'GET /api/health': get('/api/health'),

  'POST /api/auth/login': ({ target }) => ({
    method: 'POST',
    url: '/api/auth/login',
    payload: { email: target.actors.editor.user.email, password: defaultPassword },
    aimed: false,
  }),
  'POST /api/auth/refresh': async ({ world, target }) => {
    const session = await signIn(world.t.app, target.actors.editor.user.email);
    return {
      method: 'POST',
      url: '/api/auth/refresh',
      headers: { cookie: `sc_refresh=${session.refreshCookie}` },
      aimed: false,
    };
  },
  // Signing out ends a session: a colleague's fresh one, so the caller keeps theirs.
  'POST /api/auth/logout': async ({ world, actor, target }) => {
    const session = actor
      ? await freshColleague(world, actor)
      : await signIn(world.t.app, target.actors.editor.user.email);
    return {
      method: 'POST',
      url: '/api/auth/logout',
      headers: {
        cookie: `sc_refresh=${session.refreshCookie}`,
        ...(actor ? { 'x-authorization': `Bearer ${session.accessToken}` } : {}),
      },
      aimed: false,
    };
  },
  'POST /api/auth/register': () => ({
    method: 'POST',
    url: '/api/auth/register',
    payload: {
      name: 'Rita Register',
      email: `register-${unique()}@example.test`,
      password: `Lantern-${unique()}-Orbit`,
      schoolName: `Registered ${unique()}`,
    },
    aimed: false,
  }),
  'POST /api/auth/accept-invitation': () => ({
    method: 'POST',
    url: '/api/auth/accept-invitation',
    payload: { token: 'x'.repeat(43), password: `Lantern-${unique()}-Orbit` },
    aimed: false,
  }),
  'GET /api/auth/config': get('/api/auth/config'),
  'GET /api/auth/me': get('/api/auth/me'),
  'GET /api/events': get('/api/events'),

  'POST /api/uploads': async () => ({
    method: 'POST',
    url: '/api/uploads',
    ...(await pngUpload()),
    aimed: false,
  }),
  'GET /api/subjects': get('/api/subjects'),
  'GET /api/tutors': get('/api/tutors?q=Tutor'),
  'GET /api/tutors/search': get('/api/tutors/search?q=tutor&sort=rating'),
  'GET /api/tutors/:id': ({ target }) => ({
    method: 'GET',
    url: `/api/tutors/${target.actors.tutor.userId}`,
    aimed: false,
  }),
  'GET /api/tutors/:id/reviews': ({ target }) => ({
    method: 'GET',
    url: `/api/tutors/${target.actors.tutor.userId}/reviews`,
    aimed: false,
  }),
  'GET /api/tutors/:id/slots': ({ target }) => ({
    method: 'GET',
    url: `/api/tutors/${target.actors.tutor.userId}/slots?length=30`,
    aimed: false,
  }),
  // A tutor of its own, so the world's tutors stay bookable.
  'POST /api/tutors/:id/suspend': async ({ world }) => ({
    method: 'POST',
    url: `/api/tutors/${(await createTutor(world.t.database.db)).id}/suspend`,
    payload: { reason: 'Complaints under review.' },
    aimed: false,
  }),
  'GET /api/tutors/me': get('/api/tutors/me'),
  // The tutor keeps their marked name, so answers about them still show whose they are.
  'PUT /api/tutors/me': ({ actor }) => ({
    method: 'PUT',
    url: '/api/tutors/me',
    payload: {
      displayName: `Tutor ${actor?.user.lastName ?? 'Anonymous'}`,
      hourlyRateCredits: 30,
      languages: ['en'],
      subjects: [],
      timeZone: 'Europe/Berlin',
    },
    aimed: false,
  }),
  'PUT /api/tutors/me/availability': () => ({
    method: 'PUT',
    url: '/api/tutors/me/availability',
    payload: { weekly: [{ weekday: 1, start: '09:00', end: '12:00' }], exceptions: [] },
    aimed: false,
  }),

  'PATCH /api/account/profile': () => ({
    method: 'PATCH',
    url: '/api/account/profile',
    payload: { firstName: 'Pat', lastName: 'Profile', photo: null },
    aimed: false,
  }),
  // Changing the password ends the caller's sessions: a colleague of the same role does it.
  'POST /api/account/password': async ({ world, actor }): Promise<BuiltRequest> => {
    const fresh = actor && (await freshColleague(world, actor));
    return {
      method: 'POST',
      url: '/api/account/password',
      payload: { currentPassword: defaultPassword, newPassword: `Lantern-${unique()}-Orbit` },
      headers: fresh ? { 'x-authorization': `Bearer ${fresh.token}` } : {},
      aimed: false,
    };
  },
  'GET /api/account/preferences': get('/api/account/preferences'),
  'PUT /api/account/preferences': () => ({
    method: 'PUT',
    url: '/api/account/preferences',
    payload: {},
    aimed: false,
  }),

  'GET /api/notifications': get('/api/notifications'),
  'GET /api/notifications/counts': get('/api/notifications/counts'),
  'POST /api/notifications/:id/read': async (c) => ({
    method: 'POST',
    url: `/api/notifications/${await ownOrPeerNotification(c)}/read`,
    aimed: 'id',
  }),
  'POST /api/notifications/read-all': () => ({
    method: 'POST',
    url: '/api/notifications/read-all',
    aimed: false,
  }),
  'DELETE /api/notifications/:id': async (c) => ({
    method: 'DELETE',
    url: `/api/notifications/${await ownOrPeerNotification(c)}`,
    aimed: 'id',
  }),
  'POST /api/get-notifications': () => ({
    method: 'POST',
    url: '/api/get-notifications',
    aimed: false,
  }),
  'POST /api/read-notification': async (c) => ({
    method: 'POST',
    url: '/api/read-notification',
    payload: { id: await ownOrPeerNotification(c) },
    aimed: 'id',
  }),
  'GET /api/read-all-notification': get('/api/read-all-notification'),
  'POST /api/notifications/announcements': ({ target }) => ({
    method: 'POST',
    url: '/api/notifications/announcements',
    payload: { message: 'Sports day is on Friday.', schoolId: target.schoolId },
    aimed: 'school',
  }),

  'GET /api/schools': get('/api/schools?q=School'),
  'POST /api/schools/switch': ({ target }) => ({
    method: 'POST',
    url: '/api/schools/switch',
    payload: { schoolId: target.schoolId },
    aimed: false,
  }),
  'GET /api/school': namedGet('/api/school'),
  'PUT /api/school': (c) => ({
    method: 'PUT',
    url: named('/api/school', c),
    headers: chosen(c),
    payload: {
      name: `Renamed ${unique()}`,
      timezone: 'Europe/Berlin',
      defaultLanguage: 'en',
      cancellationNoticeHours: 24,
      lowBalanceThreshold: 50,
    },
    aimed: 'school',
  }),

  'GET /api/students': namedGet('/api/students'),
  'POST /api/students': (c) => ({
    method: 'POST',
    url: named('/api/students', c),
    headers: chosen(c),
    payload: { firstName: 'New', lastName: unique(), email: `new-${unique()}@example.test` },
    aimed: 'school',
  }),
  'GET /api/students/grades': namedGet('/api/students/grades'),
  'GET /api/students/export.csv': namedGet('/api/students/export.csv'),
  'POST /api/students/import': (c) => ({
    method: 'POST',
    url: named('/api/students/import?dryRun=true', c),
    payload: `firstName,lastName,email\nIan,Import,import-${unique()}@example.test\n`,
    headers: { 'content-type': 'text/csv', ...chosen(c) },
    aimed: 'school',
  }),
  'POST /api/students/bulk-status': async (c) => {
    const { target } = c;
    const student = await createStudent(target.actors.sadmin);
    return {
      method: 'POST',
      url: named('/api/students/bulk-status', c),
      headers: chosen(c),
      payload: { ids: [student.id], status: 'deactivated' },
      aimed: false,
      changed: async () => {
        const now = await target.actors.sadmin.api.get(`/api/students/${student.id}`);
        return now.json<{ status: string }>().status === 'deactivated'
          ? 'student deactivated'
          : null;
      },
    };
  },
  'GET /api/students/:id': ({ target }) => ({
    method: 'GET',
    url: `/api/students/${target.student.id}`,
    aimed: 'id',
  }),
  'PATCH /api/students/:id': ({ target }) => ({
    method: 'PATCH',
    url: `/api/students/${target.student.id}`,
    payload: { grade: 'Grade 7' },
    aimed: 'id',
  }),
  'DELETE /api/students/:id': async ({ target }) => ({
    method: 'DELETE',
    url: `/api/students/${(await createStudent(target.actors.sadmin)).id}`,
    aimed: 'id',
  }),

  'GET /api/classes': get('/api/classes'),
  'POST /api/classes': async ({ world, target, actor }) => ({
    method: 'POST',
    url: '/api/classes',
    payload: {
      subjectId: target.klass.subject.id,
      title: `Proposed ${unique()}`,
      capacity: 5,
      priceCredits: 10,
      sessions: [{ startsAt: '2031-03-03T10:00:00Z', endsAt: '2031-03-03T11:00:00Z' }],
      schoolId: target.schoolId,
      ...(actor?.role === 'tutor' ? {} : { tutorId: (await signInTutor(world.t, 'x')).userId }),
    },
    aimed: actor?.role === 'tutor' ? false : 'school',
  }),
  'GET /api/classes/pending-count': get('/api/classes/pending-count'),
  'POST /api/classes/bulk-approve': async (c) => decideInBulk(c, 'bulk-approve', {}),
  'POST /api/classes/bulk-reject': async (c) => decideInBulk(c, 'bulk-reject', reason),
  'GET /api/classes/:id': (c) => ({ method: 'GET', url: classUrl()(c), aimed: 'id' }),
  'PATCH /api/classes/:id': (c) => ({
    method: 'PATCH',
    url: classUrl()(c),
    payload: { capacity: 12 },
    aimed: 'id',
  }),
  'POST /api/classes/:id/approve': async (c) => ({
    method: 'POST',
    url: `/api/classes/${(await proposal(c)).id}/approve`,
    aimed: 'id',
  }),
  'POST /api/classes/:id/reject': async (c) => ({
    method: 'POST',
    url: `/api/classes/${(await proposal(c)).id}/reject`,
    payload: reason,
    aimed: 'id',
  }),
  'POST /api/classes/:id/cancel': async ({ world, target }) => ({
    method: 'POST',
    url: `/api/classes/${(await createClass(world.t.database.db, target.actors.sadmin)).id}/cancel`,
    payload: reason,
    aimed: 'id',
  }),
  'GET /api/classes/:id/enrolments': (c) => ({
    method: 'GET',
    url: classUrl('/enrolments')(c),
    aimed: 'id',
  }),
  'POST /api/classes/:id/enrolments': async (c) => ({
    method: 'POST',
    url: classUrl('/enrolments')(c),
    payload: { studentIds: [(await createStudent(c.target.actors.sadmin)).id] },
    aimed: 'id',
  }),
  'DELETE /api/classes/:id/enrolments/:studentId': async (c) => {
    const student = await createStudent(c.target.actors.sadmin);
    await c.target.actors.sadmin.api.post(classUrl('/enrolments')(c), { studentIds: [student.id] });
    return { method: 'DELETE', url: classUrl(`/enrolments/${student.id}`)(c), aimed: 'id' };
  },
  'GET /api/classes/:id/attendance': (c) => ({
    method: 'GET',
    url: classUrl('/attendance')(c),
    aimed: 'id',
  }),
  'PUT /api/classes/:id/attendance': (c) => ({
    method: 'PUT',
    url: classUrl('/attendance')(c),
    payload: {
      marks: c.target.klass.sessions.map((s) => ({
        sessionId: s.id,
        studentId: c.target.student.id,
        status: 'present',
      })),
    },
    aimed: 'id',
  }),

  'GET /api/wallet': namedGet('/api/wallet'),
  'GET /api/wallet/packages': get('/api/wallet/packages'),
  'GET /api/wallet/transactions': namedGet('/api/wallet/transactions'),
  'GET /api/wallet/transactions/export.csv': namedGet('/api/wallet/transactions/export.csv'),
  'GET /api/wallet/history': namedGet('/api/wallet/history'),
  'GET /api/wallet/top-ups': namedGet('/api/wallet/top-ups'),
  'GET /api/wallet/top-ups/:id/receipt': ({ target }) => ({
    method: 'GET',
    url: `/api/wallet/top-ups/${target.topUpId}/receipt`,
    aimed: 'id',
  }),
  'POST /api/wallet/top-ups': () => ({
    method: 'POST',
    url: '/api/wallet/top-ups',
    payload: { credits: 50, card },
    headers: idempotent(),
    aimed: false,
  }),
  'POST /api/wallet/top-ups/:id/confirm': async ({ target }) => {
    const pending = await target.actors.sadmin.api.post(
      '/api/wallet/top-ups',
      { credits: 50, card: { ...card, number: '4000 0000 0000 3220' } },
      { headers: idempotent() },
    );
    return {
      method: 'POST',
      url: `/api/wallet/top-ups/${pending.json<{ id: string }>().id}/confirm`,
      headers: idempotent(),
      aimed: 'id',
    };
  },
  'POST /api/wallet/adjustments': ({ target }) => ({
    method: 'POST',
    url: '/api/wallet/adjustments',
    payload: { schoolId: target.schoolId, amount: 5, memo: 'Matrix adjustment' },
    headers: idempotent(),
    aimed: 'school',
  }),
  'GET /api/topics': async (c) => {
    await topicIn(c);
    // The school named by `schoolId` alone: a tutor has no school of their own to send as a header.
    return { method: 'GET', url: named('/api/topics', c), aimed: 'school' };
  },
  'POST /api/topics': (c) => ({
    method: 'POST',
    url: '/api/topics',
    payload: { title: `Topic ${unique()}`, body: '<p>A question</p>', schoolId: c.target.schoolId },
    aimed: 'school',
  }),
  'GET /api/topics/:id': async (c) => ({
    method: 'GET',
    url: `/api/topics/${await topicIn(c)}`,
    aimed: 'id',
  }),
  'PATCH /api/topics/:id': async (c) => {
    const id = await topicIn(c, asker(c));
    return {
      method: 'PATCH',
      url: `/api/topics/${id}`,
      payload: { title: 'Edited from elsewhere' },
      aimed: 'id',
      changed: topicChanged(c, id, (t) => t.title === 'Edited from elsewhere', 'title edited'),
    };
  },
  'DELETE /api/topics/:id': async (c) => {
    const id = await topicIn(c, asker(c));
    return {
      method: 'DELETE',
      url: `/api/topics/${id}`,
      aimed: 'id',
      changed: async () => {
        const now = await c.target.actors.sadmin.api.get(`/api/topics/${id}`);
        return now.statusCode === 404 ? 'topic deleted' : null;
      },
    };
  },
  'POST /api/topics/:id/close': async (c) => {
    const id = await topicIn(c);
    return {
      method: 'POST',
      url: `/api/topics/${id}/close`,
      payload: reason,
      aimed: 'id',
      changed: topicChanged(c, id, (t) => t.status === 'closed', 'topic closed'),
    };
  },
  'POST /api/topics/:id/reopen': async (c) => {
    const id = await topicIn(c);
    await c.target.actors.sadmin.api.post(`/api/topics/${id}/close`, reason);
    return {
      method: 'POST',
      url: `/api/topics/${id}/reopen`,
      payload: reason,
      aimed: 'id',
      changed: topicChanged(c, id, (t) => t.status !== 'closed', 'topic reopened'),
    };
  },
  'POST /api/topics/:id/hide': async (c) => {
    const id = await topicIn(c);
    return {
      method: 'POST',
      url: `/api/topics/${id}/hide`,
      payload: reason,
      aimed: 'id',
      changed: topicChanged(c, id, (t) => t.hidden !== null, 'topic hidden'),
    };
  },
  'PUT /api/topics/:id/favourite': async (c) => ({
    method: 'PUT',
    url: `/api/topics/${await topicIn(c)}/favourite`,
    aimed: 'id',
  }),
  'DELETE /api/topics/:id/favourite': async (c) => ({
    method: 'DELETE',
    url: `/api/topics/${await topicIn(c)}/favourite`,
    aimed: 'id',
  }),
  'GET /api/topics/:id/answers': async (c) => {
    const id = await topicIn(c);
    await answerIn(c, id, c.target.actors.tutor);
    return { method: 'GET', url: `/api/topics/${id}/answers`, aimed: 'id' };
  },
  'POST /api/topics/:id/answers': async (c) => {
    const id = await topicIn(c);
    return {
      method: 'POST',
      url: `/api/topics/${id}/answers`,
      payload: { body: '<p>An answer</p>' },
      aimed: 'id',
      changed: topicChanged(c, id, (t) => t.counts.answers > 0, 'answer added'),
    };
  },
  'PATCH /api/answers/:id': async (c) => {
    const topicId = await topicIn(c);
    const id = await answerIn(c, topicId, peer(c));
    return {
      method: 'PATCH',
      url: `/api/answers/${id}`,
      payload: { body: '<p>Edited from elsewhere</p>' },
      aimed: 'id',
      changed: answerChanged(c, topicId, (a) => a.body.includes('elsewhere'), 'answer edited'),
    };
  },
  'POST /api/answers/:id/accept': async (c) => {
    const topicId = await topicIn(c, asker(c));
    const id = await answerIn(c, topicId, c.target.actors.tutor);
    return {
      method: 'POST',
      url: `/api/answers/${id}/accept`,
      aimed: 'id',
      changed: topicChanged(c, topicId, (t) => t.acceptedAnswerId !== null, 'answer accepted'),
    };
  },
  'PUT /api/answers/:id/vote': async (c) => {
    const topicId = await topicIn(c);
    const id = await answerIn(c, topicId, someoneElse(c));
    return {
      method: 'PUT',
      url: `/api/answers/${id}/vote`,
      aimed: 'id',
      changed: answerChanged(c, topicId, (a) => a.score > 0, 'vote counted'),
    };
  },
  'DELETE /api/answers/:id/vote': async (c) => {
    const topicId = await topicIn(c);
    const id = await answerIn(c, topicId, someoneElse(c));
    await c.target.actors.student.api.put(`/api/answers/${id}/vote`);
    return {
      method: 'DELETE',
      url: `/api/answers/${id}/vote`,
      aimed: 'id',
      changed: answerChanged(c, topicId, (a) => a.score === 0, 'vote taken back'),
    };
  },
  'POST /api/answers/:id/hide': async (c) => {
    const topicId = await topicIn(c);
    const id = await answerIn(c, topicId, c.target.actors.tutor);
    return {
      method: 'POST',
      url: `/api/answers/${id}/hide`,
      payload: reason,
      aimed: 'id',
      changed: answerChanged(c, topicId, (a) => a.hidden !== null, 'answer hidden'),
    };
  },
  ...appointmentRequests,
  ...chatRequests,
  ...calendarRequests,
  // The target's topic carries its marker: a search for it from another school finds nothing.
  'GET /api/search': async (c) => {
    await topicIn(c);
    // Named by `schoolId` alone, as the topic list is: a tutor has no school to send as a header.
    return { method: 'GET', url: named(`/api/search?q=${c.target.marker}`, c), aimed: 'school' };
  },
  'GET /api/search/bookmarks': get('/api/search/bookmarks'),
  'PUT /api/search/bookmarks/:pageId': () => ({
    method: 'PUT',
    url: '/api/search/bookmarks/account-settings',
    aimed: false,
  }),
  'DELETE /api/search/bookmarks/:pageId': () => ({
    method: 'DELETE',
    url: '/api/search/bookmarks/account-settings',
    aimed: false,
  }),
  'GET /api/search/recent': get('/api/search/recent'),
  'POST /api/search/recent': () => ({
    method: 'POST',
    url: '/api/search/recent',
    payload: { q: 'algebra' },
    aimed: false,
  }),
  'GET /api/search/bookmarks/data': get('/api/search/bookmarks/data'),
  'POST /api/update/bookmarks': () => ({
    method: 'POST',
    url: '/api/update/bookmarks',
    payload: { obj: { id: 'account-settings' } },
    aimed: false,
  }),
  ...feedRequests,
  'GET /api/student-dashboard/:studentId': ({ target }) => ({
    method: 'GET',
    url: `/api/student-dashboard/${target.student.id}`,
    aimed: 'id',
  }),
  'GET /api/student-dashboard/:studentId/attendance.csv': ({ target }) => ({
    method: 'GET',
    url: `/api/student-dashboard/${target.student.id}/attendance.csv`,
    aimed: 'id',
  }),
  'GET /api/dashboard': namedGet('/api/dashboard'),
  'GET /api/dashboard/waiting': namedGet('/api/dashboard/waiting'),
};

/** The caller's own notification, or (aimed at school B) the one of B's user of the same role. */
async function ownOrPeerNotification(c: Call): Promise<string> {
  const owner = c.target === c.world.a && c.actor ? c.actor : peer(c);
  return notificationFor(c.world.t, owner, c.target.marker);
}

async function freshColleague(world: World, actor: Actor): Promise<Actor> {
  if (actor.role === 'tutor') return signInTutor(world.t, 'colleague');
  return signInAs(world.t, actor.role, { schoolId: actor.schoolId });
}
