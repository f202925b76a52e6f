import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInAs } from '../../support/actors.ts';
import { createClass, createSchool, createStudent } from '../../support/factories.ts';
import { createTestApp, type TestApp } from '../../support/test-app.ts';
import {
  bookableTutor,
  booked,
  school,
  startIn,
  studentAccount,
} from '../appointments/appointment-support.ts';
import { addEvent, day, hour, itemsOf, names } from './calendar-support.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('GET /api/calendar', () => {
  it('mixes class sessions, appointments and events, each role seeing its own', async () => {
    const { admin, schoolId, student } = await school(t);
    const { tutor, subjectId } = await bookableTutor(t);
    const learner = await studentAccount(t, schoolId, student.id);
    const other = await createStudent(admin);
    const otherLearner = await studentAccount(t, schoolId, other.id);
    const at = startIn(t, 3);
    const klass = await createClass(t.database.db, admin, {
      title: 'Algebra',
      tutorId: tutor.user.id,
      sessions: [{ startsAt: startIn(t, 4), endsAt: startIn(t, 4, 11) }],
    });
    const enrol = await admin.api.post(`/api/classes/${klass.id}/enrolments`, {
      studentIds: [student.id],
    });
    expect(enrol.statusCode, enrol.body).toBeLessThan(300);
    await booked(admin, {
      tutorId: tutor.user.id,
      subjectId,
      startsAt: at,
      durationMinutes: 60,
      studentId: student.id,
    });
    const slot = { start: startIn(t, 5), end: startIn(t, 5, 11) };
    await addEvent(admin, { title: 'Open day', ...slot, audience: 'school' });
    await addEvent(admin, { title: 'Staff meeting', ...slot, audience: 'staff', force: true });
    await addEvent(admin, {
      title: 'Algebra exam',
      ...slot,
      audience: 'class',
      classId: klass.id,
      label: 'exam',
      force: true,
    });

    const from = t.clock.now();
    const to = new Date(from.getTime() + 30 * day);
    const tutorName = `${tutor.user.firstName} ${tutor.user.lastName}`;
    expect(names(await itemsOf(admin, from, to))).toEqual(
      [
        'appointments:' + tutorName,
        'classes:Algebra',
        'events:Algebra exam',
        'events:Open day',
        'events:Staff meeting',
      ].sort(),
    );
    expect(names(await itemsOf(learner, from, to))).toEqual(
      [
        'appointments:' + tutorName,
        'classes:Algebra',
        'events:Algebra exam',
        'events:Open day',
      ].sort(),
    );
    expect(names(await itemsOf(otherLearner, from, to))).toEqual(['events:Open day']);
    // A tutor sees the school-wide events of a school where they teach, never its staff's.
    expect(names(await itemsOf(tutor, from, to))).toEqual(
      [
        'appointments:' + tutorName,
        'classes:Algebra',
        'events:Algebra exam',
        'events:Open day',
      ].sort(),
    );

    const items = await itemsOf(admin, from, to);
    const session = items.find((i) => i.source === 'classes');
    expect(session?.url).toBe(`/manage-classes/${klass.id}`);
    expect(items.find((i) => i.title === 'Algebra exam')).toMatchObject({
      label: 'exam',
      colour: '#fa5252',
      editable: true,
    });
    expect(items.find((i) => i.source === 'appointments')?.url).toMatch(
      /^\/my-appointments\?appointment=/,
    );
    expect(
      (await itemsOf(learner, from, to)).every((i) => i.source !== 'events' || !i.editable),
    ).toBe(true);

    expect(names(await itemsOf(admin, from, to, '&sources=events&label=exam'))).toEqual([
      'events:Algebra exam',
    ]);
    expect(names(await itemsOf(admin, from, to, '&sources=classes,appointments'))).toEqual(
      ['appointments:' + tutorName, 'classes:Algebra'].sort(),
    );
  });

  it('refuses a range over 62 days, a reversed one and an unknown source, naming the field', async () => {
    const admin = await signInAs(t, 'sadmin');
    const from = new Date('2030-01-01T00:00:00Z');
    const long = await admin.api.get(
      `/api/calendar?from=${from.toISOString()}&to=${new Date(from.getTime() + 63 * day).toISOString()}`,
    );
    expect(long.statusCode).toBe(400);
    expect(Object.keys(long.json().error.fields)).toEqual(['to']);
    const ok = await admin.api.get(
      `/api/calendar?from=${from.toISOString()}&to=${new Date(from.getTime() + 62 * day).toISOString()}`,
    );
    expect(ok.statusCode).toBe(200);
    const reversed = await admin.api.get(
      `/api/calendar?from=${from.toISOString()}&to=${new Date(from.getTime() - hour).toISOString()}`,
    );
    expect(reversed.statusCode).toBe(400);
    const source = await admin.api.get(
      `/api/calendar?from=${from.toISOString()}&to=${new Date(from.getTime() + day).toISOString()}&sources=homework`,
    );
    expect(source.statusCode).toBe(400);
    expect(Object.keys(source.json().error.fields)).toEqual(['sources']);
  });

  it('keeps each school to its own: another school named, or its event, answers 404', async () => {
    const mine = await signInAs(t, 'sadmin');
    const other = await signInAs(t, 'sadmin');
    const theirs = await addEvent(other, {
      title: 'Their day',
      start: '2030-02-01T10:00:00Z',
      end: '2030-02-01T11:00:00Z',
    });
    const range = 'from=2030-01-25T00:00:00Z&to=2030-02-05T00:00:00Z';
    expect((await mine.api.get(`/api/calendar?${range}`)).json().items).toEqual([]);
    const foreign = (await createSchool(t.database.db)).id;
    expect((await mine.api.get(`/api/calendar?${range}&schoolId=${foreign}`)).statusCode).toBe(404);
    expect(
      (await mine.api.patch(`/api/calendar/events/${theirs.id}`, { title: 'Mine now' })).statusCode,
    ).toBe(404);
    expect((await mine.api.delete(`/api/calendar/events/${theirs.id}`)).statusCode).toBe(404);
    expect((await mine.api.get(`/api/calendar/events/${theirs.id}`)).statusCode).toBe(404);
    expect(
      names(
        await itemsOf(other, new Date('2030-01-25T00:00:00Z'), new Date('2030-02-05T00:00:00Z')),
      ),
    ).toEqual(['events:Their day']);
  });

  it('lets only school admins and editors write events, and answers 401 signed out', async () => {
    const admin = await signInAs(t, 'sadmin');
    const body = { title: 'Trip', start: '2030-03-01T10:00:00Z', end: '2030-03-01T12:00:00Z' };
    const editor = await signInAs(t, 'editor', { schoolId: admin.schoolId });
    expect((await editor.api.post('/api/calendar/events', body)).statusCode).toBe(201);
    const student = await signInAs(t, 'student', { schoolId: admin.schoolId });
    expect((await student.api.post('/api/calendar/events', body)).statusCode).toBe(403);
    const anonymous = await signInAs(t, 'anonymous');
    expect(
      (await anonymous.api.get('/api/calendar?from=2030-01-01T00:00:00Z&to=2030-01-02T00:00:00Z'))
        .statusCode,
    ).toBe(401);
    const bad = await admin.api.post('/api/calendar/events', { ...body, end: body.start });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().error.fields)).toEqual(['end']);
    const noClass = await admin.api.post('/api/calendar/events', { ...body, audience: 'class' });
    expect(Object.keys(noClass.json().error.fields)).toEqual(['classId']);
  });
});
