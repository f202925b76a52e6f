import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../../src/db/sql.ts';
import { signInAs } from '../../support/actors.ts';
import { createClass, createStudent } from '../../support/factories.ts';
import { createTestApp, type TestApp } from '../../support/test-app.ts';
import { adjust } from '../wallet/wallet-support.ts';
import { mark, now, schoolIn, spend } from './dashboard-support.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const at = (iso: string) => t.clock.set(new Date(iso));
const run = async (query: ReturnType<typeof sql>) => rowsOf(await t.database.db.execute(query));

/** Rows of `a` missing from `b` and of `b` missing from `a`: none when they hold the same. */
const differ = (a: ReturnType<typeof sql>, b: ReturnType<typeof sql>) =>
  sql`((${a}) except all (${b})) union all ((${b}) except all (${a}))`;

/** Every rollup equals a count over the rows it summarises, both ways, zero rows aside. */
async function expectRollupsExact() {
  const utcDay = (column: ReturnType<typeof sql>) => sql`(${column} at time zone 'UTC')::date`;
  const checks = {
    sessions: differ(
      sql`select session_id, attended, counted from dashboard_session_marks where counted <> 0 or attended <> 0`,
      sql`select session_id, count(*) filter (where status in ('present', 'late'))::int,
                 count(*) filter (where status <> 'excused')::int from attendance group by 1`,
    ),
    days: differ(
      sql`select school_id, day, attended, counted from dashboard_day_marks where counted <> 0 or attended <> 0`,
      sql`select c.school_id, ${utcDay(sql`s.starts_at`)},
                 count(*) filter (where a.status in ('present', 'late'))::int,
                 count(*) filter (where a.status <> 'excused')::int
          from attendance a join class_sessions s on s.id = a.session_id join classes c on c.id = s.class_id
          group by 1, 2`,
    ),
    slots: differ(
      sql`select account_id, slot, outgoing, kind, source, amount from dashboard_wallet_slots where amount <> 0`,
      sql`select w.id, date_bin('15 minutes', t.created_at, timestamptz '2000-01-01 00:00:00+00'),
                 w.id = t.from_account_id, t.kind, dashboard_transfer_source(t.reference), sum(t.amount)
          from ledger_transfers t
          join ledger_accounts w on w.id in (t.from_account_id, t.to_account_id) and w.kind = 'school_wallet'
          group by 1, 2, 3, 4, 5`,
    ),
    walletDays: differ(
      sql`select account_id, day, outgoing, kind, source, amount from dashboard_wallet_days where amount <> 0`,
      sql`select w.id, ${utcDay(sql`t.created_at`)}, w.id = t.from_account_id, t.kind,
                 dashboard_transfer_source(t.reference), sum(t.amount)
          from ledger_transfers t
          join ledger_accounts w on w.id in (t.from_account_id, t.to_account_id) and w.kind = 'school_wallet'
          group by 1, 2, 3, 4, 5`,
    ),
    students: differ(
      sql`select school_id, status, enrolled_at, n from dashboard_student_days where n <> 0`,
      sql`select school_id, status, enrolled_at, count(*)::int from students group by 1, 2, 3`,
    ),
  };
  for (const [name, query] of Object.entries(checks))
    expect({ [name]: await run(query) }).toEqual({ [name]: [] });
}

describe('the dashboard’s rollups', () => {
  it('equal a recount of their rows after marks, transfers and students come, change and go', async () => {
    at('2030-01-01T00:00:00Z');
    const platform = await signInAs(t, 'admin');
    let sadmin = await signInAs(t, 'sadmin');
    const schoolId = sadmin.schoolId ?? '';
    const made = await createClass(t.database.db, sadmin, {
      sessions: [
        { startsAt: '2030-03-04T23:30:00Z', endsAt: '2030-03-05T00:30:00Z' },
        { startsAt: '2030-03-11T10:00:00Z', endsAt: '2030-03-11T11:00:00Z' },
        { startsAt: '2030-03-12T10:00:00Z', endsAt: '2030-03-12T11:00:00Z' },
      ],
    });
    const students = await Promise.all([1, 2, 3, 4].map(() => createStudent(sadmin)));
    const [first, second, third, fourth] = students.map((s) => s.id);
    const enrolled = await sadmin.api.post(`/api/classes/${made.id}/enrolments`, {
      studentIds: [first, second, third],
    });
    expect(enrolled.statusCode, enrolled.body).toBeLessThan(300);
    await adjust(await now(t, platform), schoolId, 1000);
    await spend(t, schoolId, 30, '2030-03-01T23:50:00Z');
    await spend(t, schoolId, 20, '2030-03-02T00:05:00Z');

    at('2030-03-20T03:00:00Z');
    sadmin = await now(t, sadmin);
    await mark(sadmin, made.id, [
      ['present', 'late', 'absent'],
      ['present', 'excused', 'absent'],
      ['late', 'late', 'late'],
    ]);
    await mark(sadmin, made.id, [
      ['absent', 'late', 'excused'],
      ['present', 'present', 'absent'],
      ['late', 'late', 'late'],
    ]);
    await spend(t, schoolId, 15, '2030-03-20T03:10:00Z');
    await expectRollupsExact();

    // Whatever writes: a session moved across a UTC day, a mark and a session removed, students
    // deactivated, re-dated, moved between statuses and deleted.
    const [moved, removed] = (
      await run(sql`select id from class_sessions where class_id = ${made.id} order by starts_at`)
    ).map((r) => String((r as { id: string }).id));
    await run(sql`update class_sessions set starts_at = starts_at + interval '1 day 14 hours',
                    ends_at = ends_at + interval '1 day 14 hours' where id = ${moved}`);
    await run(sql`delete from attendance where session_id = ${removed} and student_id = ${first}`);
    await run(sql`delete from class_sessions where id = ${removed}`);
    const deactivated = await sadmin.api.patch(`/api/students/${second}`, {
      status: 'deactivated',
    });
    expect(deactivated.statusCode, deactivated.body).toBe(200);
    await run(sql`update students set enrolled_at = '2029-09-03' where id = ${third}`);
    expect((await sadmin.api.delete(`/api/students/${fourth}`)).statusCode).toBe(204);
    await expectRollupsExact();

    const body = (await sadmin.api.get('/api/dashboard?period=year')).json();
    expect(body.kpis.activeStudents.value).toBe(2);
  });

  it('bucket a quarter-hour zone’s weeks exactly, from whole UTC days and the days its edges cut', async () => {
    at('2030-01-01T00:00:00Z');
    const platform = await signInAs(t, 'admin');
    // A school on Nepal's clock (UTC+5:45): its Monday begins at Sunday 18:15 UTC.
    const school = await schoolIn(t, 'Asia/Kathmandu');
    const schoolId = school.schoolId;
    let sadmin = school.sadmin;
    const sessions = [
      '2030-03-17T18:00:00Z', // Sunday 23:45 in Kathmandu: the week of 11 March
      '2030-03-17T18:15:00Z', // Monday 00:00: the week of 18 March
      '2030-03-06T10:00:00Z', // a whole UTC day inside the week of 4 March
    ];
    const classes = await Promise.all(
      sessions.map((startsAt) =>
        createClass(t.database.db, sadmin, {
          sessions: [{ startsAt, endsAt: new Date(Date.parse(startsAt) + 600_000).toISOString() }],
        }),
      ),
    );
    const pupils = await Promise.all([1, 2].map(() => createStudent(sadmin)));
    for (const made of classes) {
      const enrolled = await sadmin.api.post(`/api/classes/${made.id}/enrolments`, {
        studentIds: pupils.map((p) => p.id),
      });
      expect(enrolled.statusCode, enrolled.body).toBeLessThan(300);
    }
    await adjust(await now(t, platform), schoolId, 1000);
    await spend(t, schoolId, 80, '2030-02-18T18:00:00Z'); // 23:45 on 18 February: before the period
    await spend(t, schoolId, 160, '2030-02-18T18:30:00Z'); // 00:15 on 19 February: its first day
    await spend(t, schoolId, 40, '2030-03-05T12:00:00Z');
    await spend(t, schoolId, 5, '2030-03-10T20:00:00Z'); // Monday 01:45 on 11 March
    await spend(t, schoolId, 1, '2030-03-12T23:00:00Z');
    await spend(t, schoolId, 10, '2030-03-17T18:10:00Z'); // its quarter hour is Sunday 23:45
    await spend(t, schoolId, 20, '2030-03-17T18:20:00Z'); // its quarter hour is Monday 00:00

    at('2030-03-20T06:00:00Z'); // Wednesday 11:45 in Kathmandu
    sadmin = await now(t, sadmin);
    const statuses = [
      ['present', 'absent'],
      ['present', 'present'],
      ['late', 'excused'],
    ];
    for (const [i, made] of classes.entries()) await mark(sadmin, made.id, [statuses[i] ?? []]);

    const body = (await sadmin.api.get('/api/dashboard?period=30d')).json();
    expect(body.from).toBe('2030-02-18T18:15:00.000Z');
    const spent = Object.fromEntries(
      body.charts.spendByWeek.map((w: { week: string; other: number }) => [w.week, w.other]),
    );
    expect(spent).toEqual({
      '2030-02-18': 160,
      '2030-02-25': 0,
      '2030-03-04': 40,
      '2030-03-11': 16,
      '2030-03-18': 20,
    });
    expect(body.kpis.credits.change).toBe(-236);
    expect(body.charts.attendanceByWeek.filter((w: { marks: number }) => w.marks > 0)).toEqual([
      { week: '2030-03-04', rate: 100, marks: 1 },
      { week: '2030-03-11', rate: 50, marks: 2 },
      { week: '2030-03-18', rate: 100, marks: 2 },
    ]);
    expect(body.kpis.attendanceRate.value).toBe(80);
    await expectRollupsExact();
  });
});
