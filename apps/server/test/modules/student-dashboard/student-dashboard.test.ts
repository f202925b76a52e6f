import type { StudentDashboard } from '@school/shared/student-dashboard/student-dashboard.contract';
import Papa from 'papaparse';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInAs, type Actor } from '../../support/actors.ts';
import { createClass, createStudent } from '../../support/factories.ts';
import { createTestApp, type TestApp } from '../../support/test-app.ts';
import {
  bookableTutor,
  booked,
  setZone,
  studentAccount,
  topUp,
} from '../appointments/appointment-support.ts';

let t: TestApp;
let admin: Actor;
let schoolId: string;
let studentId: string;
let pastClassId: string;

const hour = 3_600_000;
const session = (startsAt: string) => ({
  startsAt,
  endsAt: new Date(Date.parse(startsAt) + hour).toISOString(),
});

/**
 * A New York school on 20 March 2026. Marks: 10 Jan present (outside 30 days), 5 Mar late,
 * 12 Mar absent, 18 Mar 02:30 UTC excused (17 Mar in New York). Appointments booked on 10 March:
 * 12 Mar (40 credits, kept), 15 Mar (cancelled in time, refunded), 20 Apr (upcoming).
 */
beforeAll(async () => {
  t = await createTestApp();
  t.clock.set(new Date('2026-03-10T12:00:00Z'));
  const early = await signInAs(t, 'sadmin');
  schoolId = early.schoolId ?? '';
  await setZone(t, schoolId, 'America/New_York');
  await topUp(t, schoolId, 1_000);
  const student = await createStudent(early, {
    firstName: '=Ada',
    lastName: 'Lovelace',
    guardianName: 'Anne Byron',
    guardianEmail: 'anne@example.test',
    guardianPhone: '+44 20 7946 0000',
  });
  studentId = student.id;
  const allowance = await early.api.put(`/api/students/${studentId}/allowance`, {
    monthlyAllowanceCredits: 100,
  });
  expect(allowance.statusCode, allowance.body).toBe(200);
  const { tutor, subjectId } = await bookableTutor(t, { hourlyRateCredits: 40 });
  const booking = (startsAt: string) => ({
    tutorId: tutor.user.id,
    subjectId,
    startsAt,
    durationMinutes: 60,
    studentId,
  });
  await booked(early, booking('2026-03-12T14:00:00Z'));
  const cancelled = await booked(early, booking('2026-03-15T14:00:00Z'));
  const cancel = await early.api.post(`/api/appointments/${cancelled.id}/cancel`, {
    reason: 'Ill',
  });
  expect(cancel.statusCode, cancel.body).toBe(200);
  await booked(early, booking('2026-04-20T14:00:00Z'));

  t.clock.set(new Date('2026-03-20T12:00:00Z'));
  admin = await signInAs(t, 'sadmin', { schoolId });
  const past = await createClass(t.database.db, admin, {
    title: 'Algebra I',
    sessions: [
      session('2026-01-10T15:00:00Z'),
      session('2026-03-05T15:00:00Z'),
      session('2026-03-12T15:00:00Z'),
      session('2026-03-18T02:30:00Z'),
    ],
  });
  pastClassId = past.id;
  const current = await createClass(t.database.db, admin, {
    title: 'Geometry',
    sessions: [session('2026-05-04T15:00:00Z')],
  });
  for (const id of [past.id, current.id]) {
    const enrol = await admin.api.post(`/api/classes/${id}/enrolments`, {
      studentIds: [studentId],
    });
    expect(enrol.statusCode, enrol.body).toBeLessThan(300);
  }
  const grid = (await admin.api.get(`/api/classes/${past.id}/attendance`)).json<{
    sessions: { id: string; startsAt: string }[];
  }>();
  const statuses = ['present', 'late', 'absent', 'excused'];
  const marked = await admin.api.put(`/api/classes/${past.id}/attendance`, {
    marks: [...grid.sessions]
      .sort((a, b) => a.startsAt.localeCompare(b.startsAt))
      .map((s, i) => ({ sessionId: s.id, studentId, status: statuses[i] })),
  });
  expect(marked.statusCode, marked.body).toBe(200);

  const learner = await studentAccount(t, schoolId, studentId);
  const asked = await learner.api.post('/api/topics', {
    title: 'How do I factor a quadratic?',
    body: '<p>Stuck on x² + 5x + 6.</p>',
  });
  expect(asked.statusCode, asked.body).toBe(201);
  const other = await admin.api.post('/api/topics', {
    title: 'Who has notes on fractions?',
    body: '<p>Please share.</p>',
  });
  const answer = await learner.api.post(`/api/topics/${other.json<{ id: string }>().id}/answers`, {
    body: '<p>Mine are in the library.</p>',
  });
  expect(answer.statusCode, answer.body).toBe(201);
});
afterAll(() => t.close());

const dashboard = async (who: Actor, query = '') => {
  const response = await who.api.get(`/api/student-dashboard/${studentId}${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<StudentDashboard>();
};

describe('the student dashboard', () => {
  it('shows the profile with guardian contacts and the period in the school’s zone', async () => {
    const d = await dashboard(admin);
    expect(d.timeZone).toBe('America/New_York');
    expect(d).toMatchObject({ period: '30d', from: '2026-02-19', to: '2026-03-20' });
    expect(d.student).toMatchObject({
      id: studentId,
      lastName: 'Lovelace',
      guardian: { name: 'Anne Byron', email: 'anne@example.test', phone: '+44 20 7946 0000' },
    });
  });

  it('counts attendance per class and overall, excused marks left out of the rate', async () => {
    const d = await dashboard(admin);
    const algebra = d.classes.find((c) => c.title === 'Algebra I');
    const geometry = d.classes.find((c) => c.title === 'Geometry');
    expect(algebra).toMatchObject({
      current: false,
      sessionCount: 4,
      attendance: { present: 1, late: 1, absent: 1, excused: 1, rate: 0.6667 },
    });
    expect(geometry).toMatchObject({ current: true, attendance: { rate: null } });
    expect(d.attendance.overall).toEqual({
      present: 1,
      late: 1,
      absent: 1,
      excused: 1,
      rate: 0.6667,
    });
    expect(d.attendance.period).toEqual({ present: 0, late: 1, absent: 1, excused: 1, rate: 0.5 });
  });

  it('draws the heat map by day in the school’s time zone', async () => {
    const d = await dashboard(admin);
    expect(d.attendance.heatMap).toEqual([
      { date: '2026-03-05', present: 0, late: 1, absent: 0, excused: 0 },
      { date: '2026-03-12', present: 0, late: 0, absent: 1, excused: 0 },
      { date: '2026-03-17', present: 0, late: 0, absent: 0, excused: 1 },
    ]);
    const year = await dashboard(admin, '?period=year');
    expect(year).toMatchObject({ from: '2025-09-01', to: '2026-03-20' });
    expect(year.attendance.heatMap.map((day) => day.date)).toEqual([
      '2026-01-10',
      '2026-03-05',
      '2026-03-12',
      '2026-03-17',
    ]);
  });

  it('lists appointments upcoming and past with tutor, subject and net spend', async () => {
    const d = await dashboard(admin);
    expect(d.appointments.upcoming.map((a) => [a.startsAt, a.spentCredits])).toEqual([
      ['2026-04-20T14:00:00.000Z', 40],
    ]);
    expect(d.appointments.upcomingTotal).toBe(1);
    expect(d.appointments.past.map((a) => [a.startsAt, a.status, a.spentCredits])).toEqual([
      ['2026-03-15T14:00:00.000Z', 'cancelled', 0],
      ['2026-03-12T14:00:00.000Z', 'booked', 40],
    ]);
    expect(d.appointments.past[0]?.subjectKey).toBe('mathematics');
    expect(d.appointments.past[0]?.tutorName).toBeTruthy();
  });

  it('sums credits per month against the allowance, refunds deducted', async () => {
    const d = await dashboard(admin);
    expect(d.credits).toEqual({
      monthlyAllowanceCredits: 100,
      totalSpent: 40,
      months: [
        { month: '2026-02', spent: 0, allowance: 100 },
        { month: '2026-03', spent: 40, allowance: 100 },
      ],
    });
  });

  it('lists topics asked and answered and the recent activity', async () => {
    const d = await dashboard(admin);
    expect(d.topics.asked.map((x) => x.title)).toEqual(['How do I factor a quadratic?']);
    expect(d.topics.answered.map((x) => [x.title, x.accepted])).toEqual([
      ['Who has notes on fractions?', false],
    ]);
    expect(d.topics).toMatchObject({ askedTotal: 1, answeredTotal: 1 });
    const kinds = new Set(d.recentActivity.map((a) => a.kind));
    expect([...kinds].sort()).toEqual([
      'appointment_booked',
      'attendance',
      'enrolled',
      'topic_answered',
      'topic_asked',
    ]);
    const times = d.recentActivity.map((a) => a.at);
    expect(times).toEqual([...times].sort().reverse());
  });

  it('gives an editor no money fields at all', async () => {
    const editor = await signInAs(t, 'editor', { schoolId });
    const response = await editor.api.get(`/api/student-dashboard/${studentId}`);
    expect(response.statusCode).toBe(200);
    expect(response.body).not.toMatch(/credits|spent|allowance/i);
    expect(response.json<StudentDashboard>().classes).toHaveLength(2);
  });

  it('answers 404 for another school’s student and an unknown id', async () => {
    const other = await signInAs(t, 'sadmin');
    expect((await other.api.get(`/api/student-dashboard/${studentId}`)).statusCode).toBe(404);
    expect(
      (await other.api.get(`/api/student-dashboard/${studentId}/attendance.csv`)).statusCode,
    ).toBe(404);
    const unknown = '00000000-0000-4000-8000-000000000000';
    expect((await admin.api.get(`/api/student-dashboard/${unknown}`)).statusCode).toBe(404);
  });

  it('answers 400 naming the field for a bad id or period', async () => {
    const badId = await admin.api.get('/api/student-dashboard/not-a-uuid');
    expect(badId.statusCode).toBe(400);
    expect(Object.keys(badId.json().error.fields)).toEqual(['studentId']);
    const badPeriod = await admin.api.get(`/api/student-dashboard/${studentId}?period=week`);
    expect(badPeriod.statusCode).toBe(400);
    expect(Object.keys(badPeriod.json().error.fields)).toEqual(['period']);
  });

  it('exports the attendance marks as CSV on the school’s wall clock, formulas defused', async () => {
    const response = await admin.api.get(`/api/student-dashboard/${studentId}/attendance.csv`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/csv/);
    expect(response.headers['content-disposition']).toBe(
      'attachment; filename="attendance-ada-lovelace.csv"',
    );
    const rows = Papa.parse<string[]>(response.body.trim()).data;
    expect(rows[0]).toEqual(['date', 'time', 'class', 'subject', 'status', 'recordedAt']);
    expect(rows.slice(1).map((r) => [r[0], r[1], r[2], r[4]])).toEqual([
      ['2026-01-10', '10:00', 'Algebra I', 'present'],
      ['2026-03-05', '10:00', 'Algebra I', 'late'],
      ['2026-03-12', '11:00', 'Algebra I', 'absent'],
      ['2026-03-17', '22:30', 'Algebra I', 'excused'],
    ]);
    expect(pastClassId).toBeTruthy();
  });

  it('writes a class title that would start a formula with a leading apostrophe', async () => {
    const student = await createStudent(admin);
    const klass = await createClass(t.database.db, admin, {
      title: '=HYPERLINK("http://evil")',
      sessions: [session('2026-03-02T15:00:00Z')],
    });
    await admin.api.post(`/api/classes/${klass.id}/enrolments`, { studentIds: [student.id] });
    const grid = (await admin.api.get(`/api/classes/${klass.id}/attendance`)).json<{
      sessions: { id: string }[];
    }>();
    await admin.api.put(`/api/classes/${klass.id}/attendance`, {
      marks: [{ sessionId: grid.sessions[0]?.id, studentId: student.id, status: 'present' }],
    });
    const response = await admin.api.get(`/api/student-dashboard/${student.id}/attendance.csv`);
    const rows = Papa.parse<string[]>(response.body.trim()).data;
    expect(rows[1]?.[2]).toBe('\'=HYPERLINK("http://evil")');
  });
});
