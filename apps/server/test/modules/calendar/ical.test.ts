import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInAs } from '../../support/actors.ts';
import { createTestApp, type TestApp } from '../../support/test-app.ts';
import { setZone } from '../appointments/appointment-support.ts';
import { addEvent, itemsOf } from './calendar-support.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const pathOf = (url: string) => new URL(url.replace(/^webcal:/, 'http:')).pathname;

describe('the private feed', () => {
  it('carries the calendar with stable UIDs, and stops at once when rotated or revoked', async () => {
    const admin = await signInAs(t, 'sadmin');
    const soon = new Date(t.clock.now().getTime() + 3 * 86_400_000);
    await addEvent(admin, {
      title: 'Parents evening',
      start: soon.toISOString(),
      end: new Date(soon.getTime() + 3_600_000).toISOString(),
    });
    expect((await admin.api.get('/api/calendar/feed-token')).json()).toMatchObject({
      active: false,
    });
    const made = await admin.api.post('/api/calendar/feed-token');
    expect(made.statusCode).toBe(200);
    const { url } = made.json<{ url: string }>();
    expect(url).toMatch(/^webcal:\/\/.+\/api\/calendar\/feed\/[A-Za-z0-9_-]{43}\.ics$/);
    expect((await admin.api.get('/api/calendar/feed-token')).json()).toMatchObject({
      active: true,
      url: null,
    });

    const anonymous = await signInAs(t, 'anonymous');
    const feed = await anonymous.api.get(pathOf(url));
    expect(feed.statusCode).toBe(200);
    expect(feed.headers['content-type']).toMatch(/^text\/calendar/);
    expect(feed.body).toContain('SUMMARY:Parents evening');
    const uid = /UID:(.+)\r\n/.exec(feed.body)?.[1];
    expect(uid).toMatch(/^events:[0-9a-f-]{36}@school-console$/);
    expect((await anonymous.api.get(pathOf(url))).body).toContain(`UID:${uid}`);

    const rotated = (await admin.api.post('/api/calendar/feed-token')).json<{ url: string }>().url;
    expect(rotated).not.toBe(url);
    expect((await anonymous.api.get(pathOf(url))).statusCode).toBe(404);
    expect((await anonymous.api.get(pathOf(rotated))).statusCode).toBe(200);

    expect((await admin.api.delete('/api/calendar/feed-token')).statusCode).toBe(204);
    const revoked = await anonymous.api.get(pathOf(rotated));
    expect(revoked.statusCode).toBe(404);
    expect(revoked.body).not.toContain('Parents');
    expect((await anonymous.api.get('/api/calendar/feed/not-a-token.ics')).statusCode).toBe(404);
  });

  it('writes times in the school’s zone and all-day events as its dates', async () => {
    const admin = await signInAs(t, 'sadmin');
    await setZone(t, admin.schoolId ?? '', 'Europe/Berlin');
    const base = t.clock.now().getTime() + 10 * 86_400_000;
    const midnight = new Date(Math.floor(base / 86_400_000) * 86_400_000);
    const { url } = (await admin.api.post('/api/calendar/feed-token')).json<{ url: string }>();
    await addEvent(admin, {
      title: 'Timed',
      start: midnight.toISOString(),
      end: new Date(midnight.getTime() + 3_600_000).toISOString(),
    });
    const body = (await (await signInAs(t, 'anonymous')).api.get(pathOf(url))).body;
    expect(body).toContain('X-WR-TIMEZONE:Europe/Berlin');
    // Midnight UTC is 01:00 or 02:00 in Berlin, written with its TZID.
    expect(body).toMatch(/DTSTART;TZID=Europe\/Berlin:\d{8}T0[12]0000/);
  });

  it('answers 404 for the feed of a platform admin who chose no school', async () => {
    const admin = await signInAs(t, 'admin');
    const { url } = (await admin.api.post('/api/calendar/feed-token')).json<{ url: string }>();
    expect((await (await signInAs(t, 'anonymous')).api.get(pathOf(url))).statusCode).toBe(404);
  });

  it('shows a student only what the student sees', async () => {
    const admin = await signInAs(t, 'sadmin');
    const student = await signInAs(t, 'student', { schoolId: admin.schoolId });
    const soon = new Date(t.clock.now().getTime() + 86_400_000);
    const slot = {
      start: soon.toISOString(),
      end: new Date(soon.getTime() + 3_600_000).toISOString(),
    };
    await addEvent(admin, { title: 'Everyone', ...slot });
    await addEvent(admin, { title: 'Teachers only', ...slot, audience: 'staff', force: true });
    const { url } = (await student.api.post('/api/calendar/feed-token')).json<{ url: string }>();
    const body = (await (await signInAs(t, 'anonymous')).api.get(pathOf(url))).body;
    expect(body).toContain('SUMMARY:Everyone');
    expect(body).not.toContain('Teachers only');
  });
});

const holidays = (summary: string) =>
  [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Ministry//Holidays//EN',
    'BEGIN:VEVENT',
    'UID:winter-2030@ministry.example',
    'DTSTAMP:20290101T000000Z',
    'DTSTART;VALUE=DATE:20300218',
    'DTEND;VALUE=DATE:20300223',
    `SUMMARY:${summary}`,
    'END:VEVENT',
    'BEGIN:VEVENT',
    'UID:term-start-2030@ministry.example',
    'DTSTAMP:20290101T000000Z',
    'DTSTART;TZID=Europe/Berlin:20300225T080000',
    'DTEND;TZID=Europe/Berlin:20300225T090000',
    'SUMMARY:Term starts',
    'END:VEVENT',
    'END:VCALENDAR',
  ].join('\r\n');

describe('importing an .ics file', () => {
  it('previews, then creates; the same file again updates by UID instead of duplicating', async () => {
    const admin = await signInAs(t, 'sadmin');
    await setZone(t, admin.schoolId ?? '', 'Europe/Berlin');
    const preview = await admin.api.post('/api/calendar/import/preview', {
      ics: holidays('Winter break'),
    });
    expect(preview.statusCode, preview.body).toBe(200);
    expect(preview.json().items).toEqual([
      expect.objectContaining({
        title: 'Winter break',
        allDay: true,
        action: 'create',
        start: '2030-02-17T23:00:00.000Z',
      }),
      expect.objectContaining({
        title: 'Term starts',
        allDay: false,
        action: 'create',
        start: '2030-02-25T07:00:00.000Z',
      }),
    ]);
    const range = [new Date('2030-02-01T00:00:00Z'), new Date('2030-03-01T00:00:00Z')] as const;
    expect(await itemsOf(admin, ...range)).toEqual([]);

    const first = await admin.api.post('/api/calendar/import', { ics: holidays('Winter break') });
    expect(first.json()).toEqual({ created: 2, updated: 0 });
    const again = await admin.api.post('/api/calendar/import', {
      ics: holidays('Winter holidays'),
    });
    expect(again.json()).toEqual({ created: 0, updated: 2 });
    const items = await itemsOf(admin, ...range);
    expect(items.map((i) => `${i.title} ${i.allDay} ${i.label}`)).toEqual([
      'Winter holidays true holiday',
      'Term starts false holiday',
    ]);
    const preview2 = await admin.api.post('/api/calendar/import/preview', { ics: holidays('x') });
    expect(preview2.json().items.map((i: { action: string }) => i.action)).toEqual([
      'update',
      'update',
    ]);
  });

  it('refuses a file that is not iCal, and lets only the school admin import', async () => {
    const admin = await signInAs(t, 'sadmin');
    const bad = await admin.api.post('/api/calendar/import', { ics: 'hello, world' });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().error.fields)).toEqual(['ics']);
    const editor = await signInAs(t, 'editor', { schoolId: admin.schoolId });
    expect((await editor.api.post('/api/calendar/import', { ics: holidays('x') })).statusCode).toBe(
      403,
    );
  });
});
