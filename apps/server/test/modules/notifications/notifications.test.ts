import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInAs, type Actor } from '../../support/actors.ts';
import { createSchool, createUser } from '../../support/factories.ts';
import { createTestApp, type TestApp } from '../../support/test-app.ts';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const announce = (by: Actor, payload: Record<string, unknown>) =>
  by.api.post('/api/notifications/announcements', payload);

/** A school of its own with a school admin and an editor: announcements reach only them. */
async function schoolStaff() {
  const admin = await signInAs(t, 'sadmin');
  const schoolId = admin.schoolId;
  if (!schoolId) throw new Error('a school admin without a school');
  const editor = await signInAs(t, 'editor', { schoolId });
  return { schoolId, admin, editor };
}

describe('announcements', () => {
  it('reach every active user of the school admin’s school and no one else', async () => {
    const { schoolId, admin, editor } = await schoolStaff();
    const other = await signInAs(t, 'sadmin');
    await createUser(t.database.db, { role: 'student', schoolId, status: 'deactivated' });
    const response = await announce(admin, {
      message: '<p>Parents’ evening on <strong>Friday</strong></p>',
      url: '/feeds',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ recipients: 2 });
    const list = (await editor.api.get('/api/notifications')).json();
    expect(list.total).toBe(1);
    expect(list.items[0]).toMatchObject({
      type: 'announcement',
      typeId: 1,
      message: '<p>Parents’ evening on <strong>Friday</strong></p>',
      url: '/feeds',
      readAt: null,
    });
    expect((await other.api.get('/api/notifications')).json().total).toBe(0);
  });

  it('are refused to an editor', async () => {
    const { editor } = await schoolStaff();
    const response = await announce(editor, { message: 'hello' });
    expect(response.statusCode).toBe(403);
  });

  it('need a school from a platform admin, and it must exist', async () => {
    const { schoolId } = await schoolStaff();
    const platform = await signInAs(t, 'admin');
    const missing = await announce(platform, { message: 'hello' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().error.fields).toEqual({
      schoolId: 'Please choose the school to announce to.',
    });
    expect(
      (
        await announce(platform, {
          message: 'hello',
          schoolId: '00000000-0000-4000-8000-000000000000',
        })
      ).statusCode,
    ).toBe(404);
    const ok = await announce(platform, { message: 'Maintenance tonight', schoolId });
    expect(ok.json().recipients).toBe(2);
  });

  it('cannot be aimed at another school by a school admin', async () => {
    const { admin } = await schoolStaff();
    const otherSchool = (await createSchool(t.database.db)).id;
    expect((await announce(admin, { message: 'x', schoolId: otherSchool })).statusCode).toBe(404);
  });

  it('validate the message and keep links inside the console', async () => {
    const { admin } = await schoolStaff();
    const response = await announce(admin, { message: '  ', url: 'https://evil.example' });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields).toEqual({
      message: 'Please enter a message.',
      url: 'The link must be a path inside the console, such as /feeds.',
    });
    expect((await announce(admin, { message: 'x', url: '//evil.example' })).statusCode).toBe(400);
  });
});

describe('reading, counting and deleting', () => {
  it('counts total and unread, and updates them on read, read-all and delete', async () => {
    const { admin, editor: user } = await schoolStaff();
    for (let i = 0; i < 3; i++) await announce(admin, { message: `Note ${i}` });
    const counts = () => user.api.get('/api/notifications/counts').then((r) => r.json());
    expect(await counts()).toEqual({ total: 3, unread: 3 });

    const [first, second] = (await user.api.get('/api/notifications')).json().items;
    const read = await user.api.post(`/api/notifications/${first.id}/read`);
    expect(read.statusCode).toBe(200);
    expect(read.json().readAt).not.toBeNull();
    expect(await counts()).toEqual({ total: 3, unread: 2 });
    expect((await user.api.get('/api/notifications?status=unread')).json().total).toBe(2);

    const readAll = await user.api.post('/api/notifications/read-all');
    expect(readAll.json()).toEqual({ updated: 2 });
    expect(await counts()).toEqual({ total: 3, unread: 0 });

    const removed = await user.api.delete(`/api/notifications/${second.id}`);
    expect(removed.statusCode).toBe(204);
    expect(await counts()).toEqual({ total: 2, unread: 0 });
  });

  it('pages newest first', async () => {
    const { admin, editor: user } = await schoolStaff();
    for (let i = 0; i < 5; i++) {
      await announce(admin, { message: `Page note ${i}` });
      t.clock.advance(1000);
    }
    const page = (await user.api.get('/api/notifications?page=2&pageSize=2')).json();
    expect(page).toMatchObject({ total: 5, page: 2, pageSize: 2 });
    expect(page.items.map((n: { message: string }) => n.message)).toEqual([
      'Page note 2',
      'Page note 1',
    ]);
    expect((await user.api.get('/api/notifications?pageSize=500')).statusCode).toBe(400);
  });

  it('lists notifications of the same instant newest first, in the REST and the legacy list', async () => {
    const { admin, editor: user } = await schoolStaff();
    for (const message of ['Same instant A', 'Same instant B', 'Same instant C']) {
      await announce(admin, { message });
    }
    const rest = (await user.api.get('/api/notifications?pageSize=3')).json();
    expect(rest.items.map((n: { message: string }) => n.message)).toEqual([
      'Same instant C',
      'Same instant B',
      'Same instant A',
    ]);
    const legacy = await user.api.post('/api/get-notifications');
    expect(
      legacy
        .json()
        .records.data.slice(0, 3)
        .map((n: { message: string }) => n.message),
    ).toEqual(['Same instant C', 'Same instant B', 'Same instant A']);
  });

  it('never lets one user read, mark or delete another user’s notification', async () => {
    const { admin, editor } = await schoolStaff();
    const other = await signInAs(t, 'sadmin');
    await announce(admin, { message: 'For this school only' });
    const mine = (await editor.api.get('/api/notifications')).json().items[0];
    expect(mine).toBeDefined();
    for (const [method, url] of [
      ['POST', `/api/notifications/${mine.id}/read`],
      ['DELETE', `/api/notifications/${mine.id}`],
    ] as const) {
      expect((await other.api.send(method, url)).statusCode).toBe(404);
    }
    const legacy = await other.api.post('/api/read-notification', { id: mine.id });
    expect(legacy.statusCode).toBe(404);
    const after = (await editor.api.get('/api/notifications')).json();
    expect(after.total).toBe(1);
    expect(after.items[0].readAt).toBeNull();
  });

  it('answers a malformed id with a 400 that names it', async () => {
    const editor = await signInAs(t, 'editor');
    const response = await editor.api.post('/api/notifications/not-a-uuid/read');
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields).toEqual({ id: 'The notification id is not valid.' });
  });
});
