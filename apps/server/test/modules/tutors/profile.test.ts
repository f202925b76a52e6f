import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { MyTutorProfile, TutorProfile } from '@school/shared/tutors/tutors.contract';
import { videoLinkMessage } from '@school/shared/tutors/tutors.rules';
import { and, eq, sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../../src/modules/audit/audit.table.ts';
import { tutorProfiles, tutorReviews } from '../../../src/modules/tutors/tutors.table.ts';
import { addReview } from '../../../src/modules/tutors/tutor-reviews.ts';
import { signInAs, type Actor } from '../../support/actors.ts';
import { createSchool, createUser, seededSubject } from '../../support/factories.ts';
import { createTestApp, type TestApp } from '../../support/test-app.ts';
import { idsOf, profiledTutor, search, weekdays9to5 } from './tutor-support.ts';

const mediaRoot = fs.mkdtempSync(path.join(os.tmpdir(), 'sc-tutor-media-'));
let t: TestApp;
let editor: Actor;
let platform: Actor;
beforeAll(async () => {
  t = await createTestApp({ config: { mediaRoot } });
  editor = await signInAs(t, 'editor');
  platform = await signInAs(t, 'admin');
});
afterAll(async () => {
  await t.close();
  fs.rmSync(mediaRoot, { recursive: true, force: true });
});

async function uploadPhoto(by: Actor): Promise<string> {
  const png = await sharp({ create: { width: 32, height: 32, channels: 3, background: '#396' } })
    .png()
    .toBuffer();
  const boundary = '----sc-tutor-photo';
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="me.png"\r\nContent-Type: image/png\r\n\r\n`;
  const response = await by.api.post(
    '/api/uploads',
    Buffer.concat([Buffer.from(head), png, Buffer.from(`\r\n--${boundary}--\r\n`)]),
    { headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } },
  );
  expect(response.statusCode, response.body).toBe(201);
  return response.json<{ url: string }>().url;
}

describe('a tutor’s own profile', () => {
  it('starts from suggestions, then saves everything the profile shows', async () => {
    const tutor = await signInAs(t, 'tutor', { firstName: 'Nia', lastName: 'Quartz' });
    const blank = await tutor.api.get('/api/tutors/me');
    expect(blank.statusCode).toBe(200);
    expect(blank.json()).toMatchObject({
      exists: false,
      displayName: 'Nia Quartz',
      hourlyRateCredits: null,
      availability: { weekly: [], exceptions: [] },
    });

    const maths = await seededSubject(t.database.db, 'mathematics');
    const photo = await uploadPhoto(tutor);
    const saved = await tutor.api.put('/api/tutors/me', {
      displayName: 'Nia Quartz',
      headline: 'Algebra without fear',
      bio: 'Ten years of secondary teaching.',
      hourlyRateCredits: 55,
      languages: ['EN', 'pt', 'en'],
      subjects: [
        { subjectId: maths.id, level: 'exam_prep' },
        { subjectId: maths.id, level: 'secondary' },
      ],
      videoUrl: 'https://youtu.be/dQw4w9WgXcQ',
      photo,
      timeZone: 'America/New_York',
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const profile = saved.json<MyTutorProfile>();
    expect(profile).toMatchObject({
      exists: true,
      status: 'active',
      headline: 'Algebra without fear',
      hourlyRateCredits: 55,
      languages: ['en', 'pt'],
      subjects: [{ id: maths.id, levels: ['secondary', 'exam_prep'] }],
      videoEmbedUrl: 'https://www.youtube.com/embed/dQw4w9WgXcQ?modestbranding=1',
      photo,
      timeZone: 'America/New_York',
      ratingAverage: null,
      ratingCount: 0,
    });
    const put = await tutor.api.put('/api/tutors/me/availability', {
      weekly: [{ weekday: 2, start: '16:00', end: '24:00' }],
      exceptions: [{ date: '2030-01-01', kind: 'off' }],
    });
    expect(put.statusCode, put.body).toBe(200);
    expect(put.json<MyTutorProfile>().availability).toEqual({
      weekly: [{ weekday: 2, start: '16:00', end: '24:00' }],
      exceptions: [{ date: '2030-01-01', kind: 'off' }],
    });
    expect((await tutor.api.get('/api/tutors/me')).json()).toEqual(put.json());
  });

  it('refuses a link that is not YouTube with the helper’s words, and bad fields by name', async () => {
    const tutor = await profiledTutor(t);
    const refused = async (body: object, field: string, message?: string) => {
      const response = await tutor.api.put('/api/tutors/me', {
        displayName: 'Rae',
        hourlyRateCredits: 30,
        languages: ['en'],
        subjects: [],
        timeZone: 'UTC',
        ...body,
      });
      expect(response.statusCode, response.body).toBe(400);
      const fields = response.json().error.fields as Record<string, string>;
      expect(Object.keys(fields).join(' ')).toContain(field);
      if (message) expect(Object.values(fields)[0]).toBe(message);
    };
    await refused({ videoUrl: 'https://vimeo.com/123' }, 'videoUrl', videoLinkMessage);
    await refused({ meetingLink: 'http://meet.example.org/room' }, 'meetingLink');
    await refused({ meetingLink: 'javascript:alert(1)' }, 'meetingLink');
    await refused({ hourlyRateCredits: 0 }, 'hourlyRateCredits');
    await refused({ timeZone: 'Mars/Olympus' }, 'timeZone');
    await refused({ languages: ['English'] }, 'languages');
    await refused({ photo: 'https://elsewhere.example/me.png' }, 'photo');
    await refused({ photo: '/media/not-uploaded.webp' }, 'photo');
    await refused(
      { subjects: [{ subjectId: '8a6c2f64-1f7e-4b5a-9c3d-2e1f0a9b8c7d', level: 'primary' }] },
      'subjects',
    );
    await refused(
      { subjects: [{ subjectId: '8a6c2f64-1f7e-4b5a-9c3d-2e1f0a9b8c7d', level: 'phd' }] },
      'level',
    );
  });

  it('is the tutor’s alone', async () => {
    for (const role of ['sadmin', 'editor', 'admin', 'student'] as const) {
      const other = await signInAs(t, role);
      expect((await other.api.get('/api/tutors/me')).statusCode).toBe(403);
    }
    expect((await (await signInAs(t, 'anonymous')).api.get('/api/tutors/me')).statusCode).toBe(401);
  });
});

describe('the public profile', () => {
  it('shows the profile, embed, latest reviews and the next 14 days of slots', async () => {
    const tutor = await profiledTutor(
      t,
      {
        displayName: 'Oren Vale',
        bio: 'Physics for the curious.',
        videoUrl: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
        timeZone: 'Europe/Berlin',
      },
      weekdays9to5,
    );
    const school = editor.schoolId ?? '';
    const author = await createUser(t.database.db, { role: 'sadmin', schoolId: school });
    const other = await createSchool(t.database.db);
    await t.database.db.transaction(async (tx) => {
      for (let i = 0; i < 7; i++)
        await addReview(tx, {
          tutorId: tutor.userId,
          schoolId: i === 6 ? school : other.id,
          authorUserId: i === 6 ? author.id : null,
          rating: 3 + (i % 3),
          text: `Review ${i}`,
          createdAt: new Date(Date.UTC(2026, 0, 1 + i)),
        });
    });
    const response = await editor.api.get(`/api/tutors/${tutor.userId}`);
    expect(response.statusCode, response.body).toBe(200);
    const profile = response.json<TutorProfile>();
    expect(profile).toMatchObject({
      displayName: 'Oren Vale',
      bio: 'Physics for the curious.',
      tutorTimeZone: 'Europe/Berlin',
      timeZone: 'UTC',
      videoEmbedUrl: 'https://www.youtube.com/embed/dQw4w9WgXcQ?modestbranding=1',
      ratingCount: 7,
      ratingAverage: 3.86,
    });
    expect(profile.reviews.map((r) => r.text)).toEqual([
      'Review 6',
      'Review 5',
      'Review 4',
      'Review 3',
      'Review 2',
    ]);
    // Only a review from the viewer's own school names its author.
    expect(profile.reviews[0]?.authorName).toBe(`${author.firstName} ${author.lastName}`);
    expect(profile.reviews.slice(1).every((r) => r.authorName === null)).toBe(true);
    const now = t.clock.now().getTime();
    expect(profile.slots.length).toBeGreaterThan(14 * 7);
    expect(profile.slots.every((s) => Date.parse(s.startsAt) >= now)).toBe(true);
    expect(Date.parse(profile.slots.at(-1)?.endsAt ?? '')).toBeLessThanOrEqual(
      now + 14 * 86_400_000,
    );
    expect(profile.nextFreeSlot).not.toBeNull();

    const page2 = await editor.api.get(`/api/tutors/${tutor.userId}/reviews?page=2&pageSize=5`);
    expect(page2.json()).toMatchObject({ total: 7, page: 2, pageSize: 5 });
    expect(page2.json().items.map((r: { text: string }) => r.text)).toEqual([
      'Review 1',
      'Review 0',
    ]);
  });

  it('keeps the rating figures equal to the review rows, also when a review is refused', async () => {
    const tutor = await profiledTutor(t);
    const school = await createSchool(t.database.db);
    const appointmentId = '0b7f7a1c-2d3e-4f5a-8b6c-7d8e9fa0b1c2';
    await t.database.db.transaction((tx) =>
      addReview(tx, { tutorId: tutor.userId, schoolId: school.id, appointmentId, rating: 4 }),
    );
    // A second review of the same appointment fails, and takes nothing with it.
    await expect(
      t.database.db.transaction((tx) =>
        addReview(tx, { tutorId: tutor.userId, schoolId: school.id, appointmentId, rating: 1 }),
      ),
    ).rejects.toThrow();
    await expect(
      t.database.db.transaction((tx) =>
        addReview(tx, { tutorId: tutor.userId, schoolId: school.id, rating: 6 }),
      ),
    ).rejects.toThrow();
    const [rows] = await t.database.db
      .select({ n: sql<number>`count(*)::int`, sum: sql<number>`coalesce(sum(rating), 0)::int` })
      .from(tutorReviews)
      .where(eq(tutorReviews.tutorId, tutor.userId));
    const [profile] = await t.database.db
      .select()
      .from(tutorProfiles)
      .where(eq(tutorProfiles.userId, tutor.userId));
    expect({ n: profile?.ratingCount, sum: profile?.ratingSum }).toEqual(rows);
    expect(rows).toEqual({ n: 1, sum: 4 });
  });

  it('answers 404 for an unknown tutor and 400 for a malformed id', async () => {
    const unknown = '8a6c2f64-1f7e-4b5a-9c3d-2e1f0a9b8c7d';
    for (const suffix of ['', '/reviews', '/slots'])
      expect((await editor.api.get(`/api/tutors/${unknown}${suffix}`)).statusCode).toBe(404);
    expect((await editor.api.get('/api/tutors/nobody')).statusCode).toBe(400);
    const tutor = await profiledTutor(t);
    const bad = await editor.api.get(
      `/api/tutors/${tutor.userId}/slots?from=2030-01-10T00:00:00Z&to=2030-01-01T00:00:00Z`,
    );
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().error.fields)).toContain('to');
    const long = await editor.api.get(
      `/api/tutors/${tutor.userId}/slots?from=2030-01-01T00:00:00Z&to=2030-03-01T00:00:00Z`,
    );
    expect(long.statusCode).toBe(400);
    const length = await editor.api.get(`/api/tutors/${tutor.userId}/slots?length=45`);
    expect(Object.keys(length.json().error.fields)).toContain('length');
  });
});

describe('suspension', () => {
  it('takes the tutor out of search, profiles, slots and pickers, with an audited reason', async () => {
    const tutor = await profiledTutor(t, { displayName: 'Sol Suspend' }, weekdays9to5);
    expect(idsOf(await search(editor, 'q=sol suspend'))).toContain(tutor.userId);

    const sadmin = await signInAs(t, 'sadmin');
    const url = `/api/tutors/${tutor.userId}/suspend`;
    expect((await sadmin.api.post(url, { reason: 'x' })).statusCode).toBe(403);
    expect((await tutor.api.post(url, { reason: 'x' })).statusCode).toBe(403);
    const noReason = await platform.api.post(url, { reason: '  ' });
    expect(noReason.statusCode).toBe(400);
    expect(Object.keys(noReason.json().error.fields)).toContain('reason');

    const done = await platform.api.post(url, { reason: 'Repeated no-shows.' });
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json()).toEqual({ id: tutor.userId, status: 'suspended' });

    expect(idsOf(await search(editor, 'q=sol suspend'))).not.toContain(tutor.userId);
    for (const suffix of ['', '/reviews', '/slots'])
      expect((await editor.api.get(`/api/tutors/${tutor.userId}${suffix}`)).statusCode).toBe(404);
    const picker = await editor.api.get('/api/tutors?q=Sol');
    expect(picker.json().items.map((i: { id: string }) => i.id)).not.toContain(tutor.userId);
    const own = await tutor.api.get('/api/tutors/me');
    expect(own.json()).toMatchObject({
      status: 'suspended',
      suspendedReason: 'Repeated no-shows.',
    });

    const audits = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.target, tutor.userId), eq(auditLog.action, 'tutors.suspended')));
    expect(audits).toHaveLength(1);
    expect(audits[0]).toMatchObject({
      actorUserId: platform.userId,
      details: { reason: 'Repeated no-shows.' },
    });
    const unknown = await platform.api.post(
      '/api/tutors/8a6c2f64-1f7e-4b5a-9c3d-2e1f0a9b8c7d/suspend',
      { reason: 'x' },
    );
    expect(unknown.statusCode).toBe(404);
  });
});
