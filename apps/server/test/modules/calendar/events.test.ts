import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInAs } from '../../support/actors.ts';
import { createTestApp, type TestApp } from '../../support/test-app.ts';
import {
  bookableTutor,
  booked,
  school,
  setZone,
  startIn,
} from '../appointments/appointment-support.ts';
import { createClass } from '../../support/factories.ts';
import { addEvent, day, itemsOf } from './calendar-support.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const march = { from: new Date('2030-03-01T00:00:00Z'), to: new Date('2030-04-30T00:00:00Z') };

describe('repeating events', () => {
  it('keep their local time across the daylight-saving change, in the school’s zone', async () => {
    const admin = await signInAs(t, 'sadmin');
    await setZone(t, admin.schoolId ?? '', 'Europe/Berlin');
    // 10:00 in Berlin on Mondays: 09:00 UTC in winter, 08:00 UTC from 31 March 2030.
    await addEvent(admin, {
      title: 'Assembly',
      start: '2030-03-18T09:00:00Z',
      end: '2030-03-18T10:00:00Z',
      repeat: 'weekly',
      repeatUntil: '2030-04-08',
    });
    const items = await itemsOf(admin, march.from, march.to);
    expect(items.map((i) => i.start)).toEqual([
      '2030-03-18T09:00:00.000Z',
      '2030-03-25T09:00:00.000Z',
      '2030-04-01T08:00:00.000Z',
      '2030-04-08T08:00:00.000Z',
    ]);
    expect(items.every((i) => i.repeats && i.occurrence === i.start)).toBe(true);
    expect(new Set(items.map((i) => i.id)).size).toBe(4);
  });

  it('repeat monthly on the same day, skipping months without it', async () => {
    const admin = await signInAs(t, 'sadmin');
    await addEvent(admin, {
      title: 'Report day',
      start: '2030-01-31T12:00:00Z',
      end: '2030-01-31T13:00:00Z',
      repeat: 'monthly',
      repeatUntil: '2030-05-31',
    });
    const starts = [
      ...(await itemsOf(admin, new Date('2030-01-01T00:00:00Z'), new Date('2030-03-01T00:00:00Z'))),
      ...(await itemsOf(admin, new Date('2030-03-01T00:00:00Z'), new Date('2030-05-01T00:00:00Z'))),
      ...(await itemsOf(admin, new Date('2030-05-01T00:00:00Z'), new Date('2030-06-30T00:00:00Z'))),
    ].map((i) => i.start.slice(0, 10));
    expect(starts).toEqual(['2030-01-31', '2030-03-31', '2030-05-31']);
  });

  it('change one occurrence, or the whole series, and delete one occurrence', async () => {
    const admin = await signInAs(t, 'sadmin');
    const series = await addEvent(admin, {
      title: 'Club',
      start: '2030-03-04T15:00:00Z',
      end: '2030-03-04T16:00:00Z',
      repeat: 'weekly',
      repeatUntil: '2030-03-25',
    });
    const one = await admin.api.patch(`/api/calendar/events/${series.id}`, {
      scope: 'occurrence',
      occurrence: '2030-03-11T15:00:00Z',
      title: 'Club (moved)',
      start: '2030-03-12T15:00:00Z',
      end: '2030-03-12T16:00:00Z',
    });
    expect(one.statusCode, one.body).toBe(200);
    let items = await itemsOf(admin, march.from, march.to);
    expect(items.map((i) => `${i.start.slice(0, 10)} ${i.title}`)).toEqual([
      '2030-03-04 Club',
      '2030-03-12 Club (moved)',
      '2030-03-18 Club',
      '2030-03-25 Club',
    ]);

    const all = await admin.api.patch(`/api/calendar/events/${series.id}`, {
      scope: 'series',
      occurrence: '2030-03-18T15:00:00Z',
      title: 'Chess club',
      start: '2030-03-18T16:00:00Z',
      end: '2030-03-18T17:00:00Z',
    });
    expect(all.statusCode, all.body).toBe(200);
    items = await itemsOf(admin, march.from, march.to);
    // The series moved an hour and was renamed; the occurrence changed on its own kept its own.
    expect(items.map((i) => `${i.start.slice(0, 13)} ${i.title}`)).toEqual([
      '2030-03-04T16 Chess club',
      '2030-03-12T15 Club (moved)',
      '2030-03-18T16 Chess club',
      '2030-03-25T16 Chess club',
    ]);

    const gone = await admin.api.delete(
      `/api/calendar/events/${series.id}?scope=occurrence&occurrence=2030-03-25T16:00:00.000Z`,
    );
    expect(gone.statusCode).toBe(204);
    items = await itemsOf(admin, march.from, march.to);
    expect(items.map((i) => i.start.slice(0, 10))).toEqual([
      '2030-03-04',
      '2030-03-12',
      '2030-03-18',
    ]);

    expect((await admin.api.delete(`/api/calendar/events/${series.id}`)).statusCode).toBe(204);
    expect(await itemsOf(admin, march.from, march.to)).toEqual([]);
  });

  it('refuse an occurrence the series does not have', async () => {
    const admin = await signInAs(t, 'sadmin');
    const series = await addEvent(admin, {
      title: 'Choir',
      start: '2030-03-05T15:00:00Z',
      end: '2030-03-05T16:00:00Z',
      repeat: 'weekly',
      repeatUntil: '2030-03-26',
    });
    const wrong = await admin.api.patch(`/api/calendar/events/${series.id}`, {
      scope: 'occurrence',
      occurrence: '2030-03-06T15:00:00Z',
      title: 'Nope',
    });
    expect(wrong.statusCode).toBe(400);
    expect(Object.keys(wrong.json().error.fields)).toEqual(['occurrence']);
  });
});

describe('conflicts', () => {
  it('answer 409 listing the overlaps for the same audience, unless forced', async () => {
    const admin = await signInAs(t, 'sadmin');
    const slot = { start: '2030-06-03T09:00:00Z', end: '2030-06-03T11:00:00Z' };
    await addEvent(admin, { title: 'Sports day', ...slot });
    await addEvent(admin, { title: 'Staff only', ...slot, audience: 'staff' });
    const clash = await admin.api.post('/api/calendar/events', {
      title: 'Concert',
      start: '2030-06-03T10:00:00Z',
      end: '2030-06-03T12:00:00Z',
    });
    expect(clash.statusCode).toBe(409);
    expect(clash.json().error.conflicts).toEqual([
      { title: 'Sports day', start: '2030-06-03T09:00:00.000Z', end: '2030-06-03T11:00:00.000Z' },
    ]);
    const later = await addEvent(admin, {
      title: 'Concert',
      start: '2030-06-03T12:00:00Z',
      end: '2030-06-03T13:00:00Z',
    });
    const move = { start: '2030-06-03T10:30:00Z', end: '2030-06-03T11:30:00Z' };
    const moved = await admin.api.patch(`/api/calendar/events/${later.id}`, move);
    expect(moved.statusCode).toBe(409);
    expect(moved.json().error.conflicts.map((c: { title: string }) => c.title)).toEqual([
      'Sports day',
    ]);
    // Nothing moved on a refusal.
    const day3 = { from: new Date('2030-06-03T00:00:00Z'), to: new Date('2030-06-04T00:00:00Z') };
    expect(
      (await itemsOf(admin, day3.from, day3.to)).find((i) => i.title === 'Concert')?.start,
    ).toBe('2030-06-03T12:00:00.000Z');
    const forced = await admin.api.patch(`/api/calendar/events/${later.id}`, {
      ...move,
      force: true,
    });
    expect(forced.statusCode).toBe(200);
    expect(
      (await itemsOf(admin, day3.from, day3.to)).find((i) => i.title === 'Concert')?.start,
    ).toBe('2030-06-03T10:30:00.000Z');
  });
});

describe('moving classes and appointments on the calendar', () => {
  it('moves an appointment through its reschedule rules and a class session through its schedule edit', async () => {
    const { admin, student } = await school(t);
    const { tutor, subjectId } = await bookableTutor(t);
    const appointment = await booked(admin, {
      tutorId: tutor.user.id,
      subjectId,
      startsAt: startIn(t, 5),
      durationMinutes: 60,
      studentId: student.id,
    });
    const to = startIn(t, 6, 14);
    const moved = await admin.api.post('/api/calendar/move', {
      source: 'appointments',
      id: appointment.id,
      start: to,
      end: new Date(Date.parse(to) + 3_600_000).toISOString(),
    });
    expect(moved.statusCode, moved.body).toBe(204);
    expect((await admin.api.get(`/api/appointments/${appointment.id}`)).json().startsAt).toBe(to);
    const odd = await admin.api.post('/api/calendar/move', {
      source: 'appointments',
      id: appointment.id,
      start: to,
      end: new Date(Date.parse(to) + 50 * 60_000).toISOString(),
    });
    expect(odd.statusCode).toBe(400);
    expect(Object.keys(odd.json().error.fields)).toEqual(['end']);

    const klass = await createClass(t.database.db, admin, {
      sessions: [{ startsAt: startIn(t, 8), endsAt: startIn(t, 8, 11) }],
    });
    const session = klass.sessions[0];
    const next = { start: startIn(t, 9, 12), end: startIn(t, 9, 13) };
    const shifted = await admin.api.post('/api/calendar/move', {
      source: 'classes',
      id: session?.id,
      ...next,
    });
    expect(shifted.statusCode, shifted.body).toBe(204);
    const detail = (await admin.api.get(`/api/classes/${klass.id}`)).json();
    expect(detail.sessions.map((s: { startsAt: string }) => s.startsAt)).toEqual([next.start]);

    const learner = await signInAs(t, 'student', { schoolId: admin.schoolId });
    const refused = await learner.api.post('/api/calendar/move', {
      source: 'classes',
      id: detail.sessions[0].id,
      start: startIn(t, 10),
      end: startIn(t, 10, 11),
    });
    expect(refused.statusCode).toBe(403);
    const from = t.clock.now();
    const items = await itemsOf(admin, from, new Date(from.getTime() + 20 * day));
    expect(items.map((i) => i.source).sort()).toEqual(['appointments', 'classes']);
  });
});
