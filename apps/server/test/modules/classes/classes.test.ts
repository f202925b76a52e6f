import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../../src/modules/audit/audit.table.ts';
import { signInAs, type Actor, type Method } from '../../support/actors.ts';
import { seededSubject } from '../../support/factories.ts';
import { createTestApp, type TestApp } from '../../support/test-app.ts';

let t: TestApp;
let schoolId: string;
let subjectId: string;
let actors: Record<'sadmin' | 'editor' | 'tutor' | 'otherTutor' | 'otherSadmin' | 'student', Actor>;
let tutorId: string;

beforeAll(async () => {
  t = await createTestApp();
  const sadmin = await signInAs(t, 'sadmin');
  schoolId = sadmin.schoolId ?? '';
  subjectId = (await seededSubject(t.database.db, 'mathematics')).id;
  actors = {
    sadmin,
    editor: await signInAs(t, 'editor', { schoolId }),
    tutor: await signInAs(t, 'tutor'),
    otherTutor: await signInAs(t, 'tutor'),
    otherSadmin: await signInAs(t, 'sadmin'),
    student: await signInAs(t, 'student', { schoolId }),
  };
  tutorId = actors.tutor.user.id;
});
afterAll(() => t.close());

const call = (as: keyof typeof actors, method: Method, url: string, payload?: object) =>
  actors[as].api.send(method, url, payload);

const proposal = (overrides: object = {}) => ({
  schoolId,
  subjectId,
  title: 'Algebra Club',
  description: 'Weekly algebra practice.',
  capacity: 10,
  priceCredits: 20,
  sessions: [{ startsAt: '2030-01-07T15:00:00Z', endsAt: '2030-01-07T16:00:00Z' }],
  ...overrides,
});

async function propose(overrides: object = {}) {
  const response = await call('tutor', 'POST', '/api/classes', proposal(overrides));
  expect(response.statusCode, response.body).toBe(201);
  return response.json();
}

describe('proposals and the approval workflow', () => {
  it('a tutor proposal waits for approval and notifies the school admins', async () => {
    const created = await propose({ videoUrl: 'https://youtu.be/dQw4w9WgXcQ' });
    expect(created).toMatchObject({
      status: 'pending_approval',
      phase: null,
      capacity: 10,
      enrolledCount: 0,
      sessionCount: 1,
    });
    expect(created.videoEmbedUrl).toBe(
      'https://www.youtube.com/embed/dQw4w9WgXcQ?modestbranding=1',
    );
    expect(created.tutor.id).toBe(tutorId);
    const bell = await call('sadmin', 'GET', '/api/notifications');
    expect(bell.json().items[0]).toMatchObject({
      type: 'class_proposed',
      url: '/manage-classes/approval-classes',
    });
    expect(
      (await call('sadmin', 'GET', '/api/classes/pending-count')).json().pending,
    ).toBeGreaterThanOrEqual(1);
  });

  it('rejects a bad video link with a message', async () => {
    const response = await call(
      'tutor',
      'POST',
      '/api/classes',
      proposal({ videoUrl: 'https://vimeo.com/1234' }),
    );
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields.videoUrl).toMatch(/YouTube link/);
  });

  it('approves, then cancels with a reason; refuses illegal moves with 409; keeps the history', async () => {
    const created = await propose();
    const approved = await call('sadmin', 'POST', `/api/classes/${created.id}/approve`);
    expect(approved.json()).toMatchObject({ status: 'approved', phase: 'upcoming' });
    const again = await call('sadmin', 'POST', `/api/classes/${created.id}/approve`);
    expect(again.statusCode).toBe(409);
    expect(again.json().error.message).toBe('This class is approved, so it cannot be approved.');
    const reject = await call('sadmin', 'POST', `/api/classes/${created.id}/reject`, {
      reason: 'Too late',
    });
    expect(reject.statusCode).toBe(409);
    expect((await call('sadmin', 'POST', `/api/classes/${created.id}/cancel`, {})).statusCode).toBe(
      400,
    );
    const cancelled = await call('sadmin', 'POST', `/api/classes/${created.id}/cancel`, {
      reason: 'Tutor is ill',
    });
    expect(cancelled.json().status).toBe('cancelled');
    expect(
      cancelled
        .json()
        .decisions.map((d: { to: string; reason: string | null }) => [d.to, d.reason]),
    ).toEqual([
      ['pending_approval', null],
      ['approved', null],
      ['cancelled', 'Tutor is ill'],
    ]);
    expect((await call('sadmin', 'POST', `/api/classes/${created.id}/approve`)).statusCode).toBe(
      409,
    );
    const rows = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.target, created.id), eq(auditLog.action, 'classes.cancelled')));
    expect(rows).toHaveLength(1);
  });

  it('rejects with a required reason and tells the tutor', async () => {
    const created = await propose({ title: 'Rejected One' });
    const missing = await call('sadmin', 'POST', `/api/classes/${created.id}/reject`, {
      reason: '',
    });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().error.fields.reason).toMatch(/reason/);
    expect(
      (
        await call('sadmin', 'POST', `/api/classes/${created.id}/reject`, {
          reason: 'Room unavailable',
        })
      ).json().status,
    ).toBe('rejected');
    const tutorBell = (await call('tutor', 'GET', '/api/notifications')).json().items;
    expect(tutorBell[0]).toMatchObject({ type: 'class_rejected' });
    expect(tutorBell[0].message).toContain('Room unavailable');
  });

  it('bulk approve answers per id and leaves nothing half-done', async () => {
    const a = await propose({ title: 'Bulk A' });
    const b = await propose({ title: 'Bulk B' });
    const c = await propose({ title: 'Bulk C' });
    await call('sadmin', 'POST', `/api/classes/${b.id}/reject`, { reason: 'Duplicate' });
    const response = await call('sadmin', 'POST', '/api/classes/bulk-approve', {
      ids: [a.id, b.id, c.id],
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().results).toEqual([
      { id: a.id, ok: true, status: 'approved' },
      {
        id: b.id,
        ok: false,
        status: 'rejected',
        error: 'This class is rejected, so it cannot be approved.',
      },
      { id: c.id, ok: true, status: 'approved' },
    ]);
    const detail = (await call('sadmin', 'GET', `/api/classes/${b.id}`)).json();
    expect(detail.decisions.map((d: { to: string }) => d.to)).toEqual([
      'pending_approval',
      'rejected',
    ]);
  });

  it('a school admin creates an approved class directly, with a weekly recurrence in the school’s time zone', async () => {
    const response = await call('sadmin', 'POST', '/api/classes', {
      subjectId,
      tutorId,
      title: 'Recurring',
      capacity: 5,
      priceCredits: 0,
      recurrence: {
        startsAt: '2030-03-04T10:00:00Z',
        endsAt: '2030-03-04T11:00:00Z',
        weekdays: ['mon', 'thu'],
        until: '2030-03-14',
      },
    });
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json()).toMatchObject({ status: 'approved', sessionCount: 4 });
  });

  it('a tutor edits only their own pending proposal', async () => {
    const created = await propose({ title: 'Editable' });
    expect(
      (await call('tutor', 'PATCH', `/api/classes/${created.id}`, { title: 'Edited' })).json()
        .title,
    ).toBe('Edited');
    expect(
      (await call('otherTutor', 'PATCH', `/api/classes/${created.id}`, { title: 'Hijack' }))
        .statusCode,
    ).toBe(404);
    await call('sadmin', 'POST', `/api/classes/${created.id}/approve`);
    expect(
      (await call('tutor', 'PATCH', `/api/classes/${created.id}`, { title: 'Late edit' }))
        .statusCode,
    ).toBe(409);
  });
});

describe('permissions and isolation', () => {
  it('editors view and manage enrolment but cannot decide; students see nothing', async () => {
    const created = await propose({ title: 'Perm' });
    expect((await call('editor', 'GET', `/api/classes/${created.id}`)).statusCode).toBe(200);
    expect((await call('editor', 'POST', `/api/classes/${created.id}/approve`)).statusCode).toBe(
      403,
    );
    expect(
      (
        await call('editor', 'POST', '/api/classes/bulk-reject', {
          ids: [created.id],
          reason: 'nope',
        })
      ).statusCode,
    ).toBe(403);
    expect((await call('student', 'GET', '/api/classes')).statusCode).toBe(403);
    expect((await call('editor', 'POST', '/api/classes', proposal())).statusCode).toBe(403);
  });

  it('another school’s admin gets 404 for every class route', async () => {
    const created = await propose({ title: 'Private' });
    for (const [method, url, payload] of [
      ['GET', `/api/classes/${created.id}`],
      ['PATCH', `/api/classes/${created.id}`, { title: 'x' }],
      ['POST', `/api/classes/${created.id}/approve`],
      ['POST', `/api/classes/${created.id}/reject`, { reason: 'because' }],
      ['POST', `/api/classes/${created.id}/cancel`, { reason: 'because' }],
      ['GET', `/api/classes/${created.id}/enrolments`],
      ['GET', `/api/classes/${created.id}/attendance`],
    ] as const) {
      const response = await call('otherSadmin', method, url, payload);
      expect(response.statusCode, `${method} ${url}`).toBe(404);
    }
    const bulk = await call('otherSadmin', 'POST', '/api/classes/bulk-approve', {
      ids: [created.id],
    });
    expect(bulk.json().results[0]).toMatchObject({ ok: false, status: null });
    expect((await call('sadmin', 'GET', `/api/classes/${created.id}`)).json().status).toBe(
      'pending_approval',
    );
  });
});

describe('lists', () => {
  it('filters by status and phase at the current time, oldest proposals first', async () => {
    const older = await propose({ title: 'Algebra Order One' });
    t.clock.advance(1000);
    const newer = await propose({ title: 'Algebra Order Two' });
    const approved = await propose({ title: 'Algebra Order Approved' });
    await call('sadmin', 'POST', `/api/classes/${approved.id}/approve`);
    const pending = (
      await call(
        'sadmin',
        'GET',
        '/api/classes?status=pending_approval&sort=createdAt&pageSize=100',
      )
    ).json();
    expect(pending.items.every((c: { status: string }) => c.status === 'pending_approval')).toBe(
      true,
    );
    const ids = pending.items.map((c: { id: string }) => c.id);
    expect(ids).not.toContain(approved.id);
    expect(ids.indexOf(older.id)).toBeGreaterThanOrEqual(0);
    expect(ids.indexOf(older.id)).toBeLessThan(ids.indexOf(newer.id));
    const times = pending.items.map((c: { createdAt: string }) => Date.parse(c.createdAt));
    expect([...times].sort((x, y) => x - y)).toEqual(times);
    const upcoming = (
      await call('sadmin', 'GET', '/api/classes?phase=upcoming&pageSize=100')
    ).json();
    expect(upcoming.items.every((c: { phase: string }) => c.phase === 'upcoming')).toBe(true);
    expect(upcoming.items.map((c: { id: string }) => c.id)).toContain(approved.id);
    const search = (await call('sadmin', 'GET', '/api/classes?q=algebra%20order')).json();
    expect(search.total).toBeGreaterThanOrEqual(3);
  });

  it('answers every filter and order, also when a filter is asked again with other values', async () => {
    const titles = async (query: string, as: keyof typeof actors = 'sadmin') => {
      const response = await call(as, 'GET', `/api/classes?pageSize=100&${query}`);
      expect(response.statusCode, `${query}: ${response.body}`).toBe(200);
      return (response.json().items as { title: string }[]).map((c) => c.title);
    };
    const march = await propose({
      title: 'Range March 100%',
      sessions: [{ startsAt: '2032-03-10T10:00:00Z', endsAt: '2032-03-10T11:00:00Z' }],
    });
    await propose({
      title: 'Range May',
      sessions: [{ startsAt: '2032-05-10T10:00:00Z', endsAt: '2032-05-10T11:00:00Z' }],
    });
    await call('sadmin', 'POST', `/api/classes/${march.id}/approve`);

    // The same filters with other values: each answer is that of its own values.
    const range = (from: string, to: string) =>
      titles(`q=Range&from=${from}T00:00:00Z&to=${to}T00:00:00Z`);
    expect(await range('2032-03-01', '2032-04-01')).toEqual(['Range March 100%']);
    expect(await range('2032-05-01', '2032-06-01')).toEqual(['Range May']);
    expect(await range('2032-07-01', '2032-08-01')).toEqual([]);
    expect(await titles('q=Range May')).toEqual(['Range May']);
    expect(await titles('q=Range March')).toEqual(['Range March 100%']);
    // LIKE's wildcards are searched for as text.
    expect(await titles('q=100%25')).toEqual(['Range March 100%']);
    expect(await titles('q=Range_')).toEqual([]);

    expect(await titles('q=Range&sort=-title')).toEqual(['Range May', 'Range March 100%']);
    expect(await titles('q=Range&sort=title')).toEqual(['Range March 100%', 'Range May']);
    expect(await titles(`q=Range&tutorId=${tutorId}&subjectId=${subjectId}`)).toHaveLength(2);
    expect(await titles(`q=Range&subjectId=${march.id}`)).toEqual([]);
    expect(await titles('q=Range&status=approved')).toEqual(['Range March 100%']);
    expect(await titles('q=Range&phase=upcoming')).toEqual(['Range March 100%']);
    expect(await titles('q=Range&phase=completed')).toEqual([]);
    expect(await titles('q=Range', 'tutor')).toHaveLength(2);
    expect(await titles('q=Range', 'otherTutor')).toEqual([]);
  });

  it('moves a class through its phases as the clock moves', async () => {
    const created = await propose({
      title: 'Clockwork',
      sessions: [
        { startsAt: '2031-05-05T10:00:00Z', endsAt: '2031-05-05T11:00:00Z' },
        { startsAt: '2031-05-12T10:00:00Z', endsAt: '2031-05-12T11:00:00Z' },
      ],
    });
    await call('sadmin', 'POST', `/api/classes/${created.id}/approve`);
    const realNow = t.clock.now();
    const phaseAt = async (iso: string) => {
      t.clock.set(new Date(iso));
      // A new sign-in each time: the moved clock has expired the previous token.
      const editor = await signInAs(t, 'editor', { schoolId });
      const list = (await editor.api.get('/api/classes?q=Clockwork')).json();
      return list.items[0]?.phase;
    };
    expect(await phaseAt('2031-05-05T09:00:00Z')).toBe('upcoming');
    expect(await phaseAt('2031-05-08T12:00:00Z')).toBe('ongoing');
    expect(await phaseAt('2031-05-12T11:00:00Z')).toBe('completed');
    t.clock.set(realNow);
  });
});
