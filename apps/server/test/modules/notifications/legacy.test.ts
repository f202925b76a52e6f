import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createSchool, createUser, signIn } from '../../support/factories.ts';
import { createTestApp, type TestApp } from '../../support/test-app.ts';

let t: TestApp;
let adminToken: string;
let studentToken: string;
let studentEmail: string;

beforeAll(async () => {
  t = await createTestApp();
  const schoolId = (await createSchool(t.database.db)).id;
  const admin = await createUser(t.database.db, {
    role: 'sadmin',
    schoolId,
    firstName: 'Amelia',
    lastName: 'Hart',
  });
  const student = await createUser(t.database.db, { role: 'student', schoolId });
  adminToken = (await signIn(t.app, admin.email)).accessToken;
  studentEmail = student.email;
  studentToken = (await signIn(t.app, student.email)).accessToken;
});
afterAll(() => t.close());

const getNotifications = (token: string, payload?: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/get-notifications',
    headers: {
      ...bearer(token),
      ...(payload === undefined ? {} : { 'content-type': 'application/json' }),
    },
    ...(payload === undefined ? {} : { payload }),
  });

describe('legacy notification calls (spec §7)', () => {
  it('POST /api/get-notifications answers records.data with the fields of spec §3', async () => {
    await t.app.inject({
      method: 'POST',
      url: '/api/notifications/announcements',
      headers: bearer(adminToken),
      payload: { message: '<p>Welcome <em>back</em></p>', url: '/feeds' },
    });
    t.clock.advance(5 * 60_000);
    // The original client posts an empty body, with or without a JSON content type.
    for (const response of [
      await getNotifications(studentToken),
      await getNotifications(studentToken, ''),
    ]) {
      expect(response.statusCode).toBe(200);
      const body = response.json();
      expect(Object.keys(body)).toEqual(['records']);
      expect(body.records.data).toHaveLength(1);
      const [item] = body.records.data;
      expect(Object.keys(item).sort()).toEqual(
        [
          'id',
          'message',
          'notification_by',
          'notification_time',
          'notification_type',
          'notification_type_id',
          'payload',
          'read_at',
          'timestamp',
        ].sort(),
      );
      expect(item).toMatchObject({
        notification_type_id: 1,
        notification_type: 'announcement',
        notification_by: 'Amelia Hart',
        message: '<p>Welcome <em>back</em></p>',
        notification_time: '5 minutes ago',
        read_at: '',
        payload: { url: '/feeds' },
      });
      expect(new Date(item.timestamp).toISOString()).toBe(item.timestamp);
    }
  });

  it('POST /api/read-notification {id} marks one read', async () => {
    const [item] = (await getNotifications(studentToken)).json().records.data;
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/read-notification',
      headers: bearer(studentToken),
      payload: { id: item.id },
    });
    expect(response.statusCode).toBe(200);
    const [after] = (await getNotifications(studentToken)).json().records.data;
    expect(after.read_at).not.toBe('');
    const counts = await t.app.inject({
      method: 'GET',
      url: '/api/notifications/counts',
      headers: bearer(studentToken),
    });
    expect(counts.json()).toEqual({ total: 1, unread: 0 });
  });

  it('GET /api/read-all-notification marks all read', async () => {
    for (let i = 0; i < 2; i++) {
      await t.app.inject({
        method: 'POST',
        url: '/api/notifications/announcements',
        headers: bearer(adminToken),
        payload: { message: `n${i}` },
      });
    }
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/read-all-notification',
      headers: bearer(studentToken),
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ records: { updated: 2 } });
    const data = (await getNotifications(studentToken)).json().records.data;
    expect(data.every((n: { read_at: string }) => n.read_at !== '')).toBe(true);
  });

  it('speaks the user’s language in notification_time', async () => {
    const { users } = await import('../../../src/modules/auth/auth.table.ts');
    const { eq } = await import('drizzle-orm');
    const me = await t.app.inject({
      method: 'GET',
      url: '/api/auth/me',
      headers: bearer(studentToken),
    });
    await t.database.db.update(users).set({ locale: 'de' }).where(eq(users.id, me.json().user.id));
    t.clock.advance(2 * 86_400_000);
    // Two days on, the access token has long expired: sign in again.
    studentToken = (await signIn(t.app, studentEmail)).accessToken;
    const [item] = (await getNotifications(studentToken)).json().records.data;
    expect(item.notification_time).toBe('vor 2 Tagen');
  });

  it('answers 401 without a token', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/api/get-notifications' });
    expect(response.statusCode).toBe(401);
  });
});
