import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../../src/modules/auth/auth.table.ts';
import { api, signIn, signInAs, type Actor } from '../../support/actors.ts';
import { createTestApp, type TestApp } from '../../support/test-app.ts';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** A school of its own for each test: its admin announces, its student reads. */
async function school() {
  const admin = await signInAs(t, 'sadmin', { firstName: 'Amelia', lastName: 'Hart' });
  const student = await signInAs(t, 'student', { schoolId: admin.schoolId });
  return { admin, student };
}

const announce = (admin: Actor, payload: { message: string; url?: string }) =>
  admin.api.post('/api/notifications/announcements', payload);

const getNotifications = (as: Actor, payload?: string) =>
  payload === undefined
    ? as.api.post('/api/get-notifications')
    : as.api.post('/api/get-notifications', payload, {
        headers: { 'content-type': 'application/json' },
      });

describe('legacy notification calls (spec §7)', () => {
  it('POST /api/get-notifications answers records.data with the fields of spec §3', async () => {
    const { admin, student } = await school();
    await announce(admin, { message: '<p>Welcome <em>back</em></p>', url: '/feeds' });
    t.clock.advance(5 * 60_000);
    // The original client posts an empty body, with or without a JSON content type.
    for (const response of [await getNotifications(student), await getNotifications(student, '')]) {
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
    const { admin, student } = await school();
    await announce(admin, { message: '<p>Read me</p>' });
    const [item] = (await getNotifications(student)).json().records.data;
    expect(item.read_at).toBe('');
    const response = await student.api.post('/api/read-notification', { id: item.id });
    expect(response.statusCode).toBe(200);
    const [after] = (await getNotifications(student)).json().records.data;
    expect(after.read_at).not.toBe('');
    const counts = await student.api.get('/api/notifications/counts');
    expect(counts.json()).toEqual({ total: 1, unread: 0 });
  });

  it('GET /api/read-all-notification marks all read', async () => {
    const { admin, student } = await school();
    for (let i = 0; i < 2; i++) await announce(admin, { message: `n${i}` });
    const response = await student.api.get('/api/read-all-notification');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ records: { updated: 2 } });
    const data = (await getNotifications(student)).json().records.data;
    expect(data).toHaveLength(2);
    expect(data.every((n: { read_at: string }) => n.read_at !== '')).toBe(true);
  });

  it('speaks the user’s language in notification_time', async () => {
    const { admin, student } = await school();
    await announce(admin, { message: '<p>Hallo</p>' });
    await t.database.db.update(users).set({ locale: 'de' }).where(eq(users.id, student.userId));
    t.clock.advance(2 * 86_400_000);
    // Two days on, the access token has long expired: sign in again.
    const again = await signIn(t.app, student.user.email);
    const response = await api(t.app, again.accessToken).post('/api/get-notifications');
    const [item] = response.json().records.data;
    expect(item.notification_time).toBe('vor 2 Tagen');
  });

  it('answers 401 without a token', async () => {
    const anonymous = await signInAs(t, 'anonymous');
    const response = await anonymous.api.post('/api/get-notifications');
    expect(response.statusCode).toBe(401);
  });
});
