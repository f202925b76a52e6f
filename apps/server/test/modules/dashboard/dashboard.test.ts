import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { rowsOf } from '../../../src/db/sql.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInAs } from '../../support/actors.ts';
import { createClass, createStudent } from '../../support/factories.ts';
import { createTestApp, type TestApp } from '../../support/test-app.ts';
import { adjust } from '../wallet/wallet-support.ts';
import { mark, now, schoolIn, spend, system } from './dashboard-support.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const at = (iso: string) => t.clock.set(new Date(iso));

/** A school in Tokyo (UTC+9, no daylight saving): its Monday begins at Sunday 15:00 UTC. */
async function tokyoSchool() {
  const { sadmin, schoolId } = await schoolIn(t, 'Asia/Tokyo');
  const editor = await signInAs(t, 'editor', { schoolId });
  return { sadmin, editor, schoolId };
}

/** The trigger-kept rollups equal a count over the rows they summarise, everywhere. */
async function expectRollupsExact() {
  const differences = rowsOf(
    await t.database.db.execute(sql`
      (select session_id, attended, counted from dashboard_session_marks where counted > 0 or attended > 0
       except
       select a.session_id, count(*) filter (where a.status in ('present', 'late'))::int,
              count(*) filter (where a.status <> 'excused')::int
       from attendance a group by 1)
      union all
      (select a.id, sum(t.amount)::int, 0 from ledger_transfers t
         join ledger_accounts a on a.id in (t.from_account_id, t.to_account_id) and a.kind = 'school_wallet'
         group by 1
       except
       select account_id, sum(amount)::int, 0 from dashboard_wallet_slots group by 1)`),
  );
  expect(differences).toEqual([]);
}

describe('the dashboard', () => {
  it('counts credits, attendance and classes on the school’s own clock', async () => {
    const platform = await signInAs(t, 'admin');
    let { sadmin, editor } = await tokyoSchool();
    const schoolId = sadmin.schoolId ?? '';

    // Wallet: 1 000 in, 100 spent before the period, 300 within it (30 days): 10 a day, 600 left.
    at('2030-02-01T03:00:00Z');
    await adjust(await now(t, platform), schoolId, 1000);
    await spend(t, schoolId, 100, '2030-02-10T03:00:00Z');
    for (let day = 20; day <= 27; day++) await spend(t, schoolId, 30, `2030-02-${day}T03:00:00Z`);
    await spend(t, schoolId, 30, '2030-03-17T14:00:00Z'); // Sunday 23:00 in Tokyo
    await spend(t, schoolId, 30, '2030-03-17T16:00:00Z'); // Monday 01:00 in Tokyo

    // Attendance: 4 students, two sessions; excused marks leave the rate (4 of 5 attended).
    at('2030-01-01T00:00:00Z');
    sadmin = await now(t, sadmin);
    const past = await createClass(t.database.db, sadmin, {
      sessions: [
        { startsAt: '2030-03-04T15:00:00Z', endsAt: '2030-03-04T16:00:00Z' },
        { startsAt: '2030-03-11T15:00:00Z', endsAt: '2030-03-11T16:00:00Z' },
      ],
    });
    await createClass(t.database.db, sadmin, {
      sessions: [
        { startsAt: '2030-03-18T15:00:00Z', endsAt: '2030-03-18T16:00:00Z' },
        { startsAt: '2030-03-25T15:00:00Z', endsAt: '2030-03-25T16:00:00Z' },
      ],
    });
    const students = await Promise.all([1, 2, 3, 4].map(() => createStudent(sadmin)));
    const enrolled = await sadmin.api.post(`/api/classes/${past.id}/enrolments`, {
      studentIds: students.map((s) => s.id),
    });
    expect(enrolled.statusCode, enrolled.body).toBeLessThan(300);
    at('2030-03-20T03:00:00Z'); // Wednesday noon in Tokyo
    sadmin = await now(t, sadmin);
    editor = await now(t, editor);
    await mark(sadmin, past.id, [
      ['present', 'late', 'absent', 'excused'],
      ['present', 'present', 'excused', 'excused'],
    ]);

    const response = await sadmin.api.get('/api/dashboard?period=30d');
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({ scope: 'school', timeZone: 'Asia/Tokyo' });
    expect(body.from).toBe('2030-02-18T15:00:00.000Z'); // 19 February, 00:00 in Tokyo
    expect(body.kpis.credits).toMatchObject({
      value: 600,
      change: -300,
      averageDailySpend: 10,
      daysLeft: 60,
      path: '/wallet',
    });
    const weeks = Object.fromEntries(
      body.charts.spendByWeek.map((w: { week: string; other: number }) => [w.week, w.other]),
    );
    expect(weeks).toEqual({
      '2030-02-18': 150,
      '2030-02-25': 90,
      '2030-03-04': 0,
      '2030-03-11': 30,
      '2030-03-18': 30,
    });
    expect(body.kpis.credits.series.at(-1)).toBe(600);

    expect(body.kpis.attendanceRate.value).toBe(80);
    const rates = body.charts.attendanceByWeek.filter((w: { marks: number }) => w.marks > 0);
    expect(rates).toEqual([
      { week: '2030-03-04', rate: 66.7, marks: 3 },
      { week: '2030-03-11', rate: 100, marks: 2 },
    ]);
    expect(body.kpis.classesOngoing).toMatchObject({ value: 1, startingThisWeek: 1 });
    expect(body.kpis.activeStudents.value).toBe(4);
    expect(body.today).toEqual([]);

    // A mark changed later moves the rollup with it: 5 of 6 attended now.
    await mark(sadmin, past.id, [
      ['present', 'late', 'absent', 'excused'],
      ['present', 'present', 'present', 'excused'],
    ]);
    const remarked = (await sadmin.api.get('/api/dashboard?period=30d')).json();
    expect(remarked.kpis.attendanceRate.value).toBe(83.3);
    await expectRollupsExact();

    // An editor gets the same figures without a single money field.
    const asEditor = (await editor.api.get('/api/dashboard?period=30d')).json();
    expect(asEditor.kpis.attendanceRate.value).toBe(83.3);
    expect(asEditor.kpis).not.toHaveProperty('credits');
    expect(asEditor.charts).not.toHaveProperty('spendByWeek');
    expect(JSON.stringify(asEditor)).not.toMatch(/balance|daysLeft|spend/i);
  });

  it('lists today’s sessions in the school’s day', async () => {
    at('2031-01-01T00:00:00Z');
    let { sadmin } = await tokyoSchool();
    const made = await createClass(t.database.db, sadmin, {
      title: 'Morning algebra',
      sessions: [{ startsAt: '2031-05-05T23:30:00Z', endsAt: '2031-05-06T00:30:00Z' }],
    });
    at('2031-05-05T22:00:00Z'); // 07:00 on 6 May in Tokyo; the session is at 08:30
    sadmin = await now(t, sadmin);
    const body = (await sadmin.api.get('/api/dashboard')).json();
    expect(body.today).toMatchObject([
      { kind: 'class_session', title: 'Morning algebra', path: `/manage-classes/${made.id}` },
    ]);
    at('2031-05-06T15:00:00Z'); // the next day in Tokyo
    sadmin = await now(t, sadmin);
    expect((await sadmin.api.get('/api/dashboard')).json().today).toEqual([]);
  });

  it('refuses a period it does not know, naming it', async () => {
    const sadmin = await signInAs(t, 'sadmin');
    const response = await sadmin.api.get('/api/dashboard?period=7d');
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json().error.fieldCodes ?? response.json().error.fields)).toEqual([
      'period',
    ]);
  });

  it('gives the platform admin the platform totals, or the school it names', async () => {
    at('2032-01-10T00:00:00Z');
    const platform = await signInAs(t, 'admin');
    const sadmin = await signInAs(t, 'sadmin');
    await adjust(platform, sadmin.schoolId ?? '', 500);
    await t.app.services.wallet.spend(sadmin.schoolId ?? '', 70, 'x', randomUUID(), system);

    const totals = (await platform.api.get('/api/dashboard')).json();
    expect(totals.scope).toBe('platform');
    expect(totals.schools).toBeGreaterThan(1);
    expect(totals.topSchools[0]).toMatchObject({ schoolId: sadmin.schoolId, spent: 70 });

    const named = await platform.api.get(`/api/dashboard?schoolId=${sadmin.schoolId}`);
    expect(named.json()).toMatchObject({ scope: 'school', kpis: { credits: { value: 430 } } });
    const unknown = await platform.api.get(`/api/dashboard?schoolId=${randomUUID()}`);
    expect(unknown.statusCode).toBe(404);
    expect(
      (await platform.api.get(`/api/dashboard/waiting?schoolId=${randomUUID()}`)).statusCode,
    ).toBe(404);
  });

  it('keeps another school’s figures out of reach', async () => {
    const mine = await signInAs(t, 'sadmin');
    const other = await signInAs(t, 'sadmin');
    const response = await mine.api.get(`/api/dashboard?schoolId=${other.schoolId}`);
    expect(response.statusCode).toBe(404);
  });
});

describe('waiting for you', () => {
  it('lists proposals with the actions classes offer; a reject through classes leaves the queue', async () => {
    at('2033-01-01T00:00:00Z');
    const sadmin = await signInAs(t, 'sadmin');
    const editor = await signInAs(t, 'editor', { schoolId: sadmin.schoolId ?? '' });
    const tutor = await signInAs(t, 'tutor');
    const proposed = await createClass(t.database.db, tutor, {
      schoolId: sadmin.schoolId ?? '',
      title: 'Chess club',
    });

    const queue = (await sadmin.api.get('/api/dashboard/waiting')).json();
    expect(queue.counts.class_proposal).toBe(1);
    expect(queue.items).toContainEqual(
      expect.objectContaining({
        kind: 'class_proposal',
        id: proposed.id,
        title: 'Chess club',
        actions: ['approve', 'reject'],
        bulk: true,
      }),
    );
    // A new school's empty wallet is below the alert threshold: money, so the admin's alone.
    expect(queue.counts.low_balance).toBe(1);
    const forEditor = (await editor.api.get('/api/dashboard/waiting')).json();
    expect(forEditor.counts.low_balance).toBe(0);
    expect(forEditor.items.find((i: { id: string }) => i.id === proposed.id).actions).toEqual([]);

    const rejected = await sadmin.api.post(`/api/classes/${proposed.id}/reject`, {
      reason: 'No room this term.',
    });
    expect(rejected.statusCode, rejected.body).toBe(200);
    expect((await sadmin.api.get(`/api/classes/${proposed.id}`)).json().status).toBe('rejected');
    const after = (await sadmin.api.get('/api/dashboard/waiting')).json();
    expect(after.counts.class_proposal).toBe(0);
    expect(after.total).toBe(1);
  });
});
