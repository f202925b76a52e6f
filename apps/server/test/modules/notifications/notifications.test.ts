import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, signInAs } from '../../support/actors.ts';
import { createSchool, createUser } from '../../support/factories.ts';
import { createTestApp, type TestApp } from '../../support/test-app.ts';

let t: TestApp;
let schoolId: string;
let admin: { id: string; token: string };
let editor: { id: string; token: string };
let other: { id: string; token: string };

async function account(role: 'sadmin' | 'editor' | 'admin', school: string | null) {
  const actor = await signInAs(t, role, { schoolId: school });
  return { id: actor.userId, token: actor.token };
}

const announce = (token: string, payload: Record<string, unknown>) =>
  t.app.inject({
    method: 'POST',
    url: '/api/notifications/announcements',
    headers: bearer(token),
    payload,
  });
const get = (token: string, url: string) =>
  t.app.inject({ method: 'GET', url, headers: bearer(token) });

beforeAll(async () => {
  t = await createTestApp();
  schoolId = (await createSchool(t.database.db)).id;
  admin = await account('sadmin', schoolId);
  editor = await account('editor', schoolId);
  other = await account('sadmin', (await createSchool(t.database.db)).id);
});
afterAll(() => t.close());

describe('announcements', () => {
  it('reach every active user of the school admin’s school and no one else', async () => {
    await createUser(t.database.db, { role: 'student', schoolId, status: 'deactivated' });
    const response = await announce(admin.token, {
      message: '<p>Parents’ evening on <strong>Friday</strong></p>',
      url: '/feeds',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ recipients: 2 });
    const list = (await get(editor.token, '/api/notifications')).json();
    expect(list.total).toBe(1);
    expect(list.items[0]).toMatchObject({
      type: 'announcement',
      typeId: 1,
      message: '<p>Parents’ evening on <strong>Friday</strong></p>',
      url: '/feeds',
      readAt: null,
    });
    expect((await get(other.token, '/api/notifications')).json().total).toBe(0);
  });

  it('are refused to an editor', async () => {
    const response = await announce(editor.token, { message: 'hello' });
    expect(response.statusCode).toBe(403);
  });

  it('need a school from a platform admin, and it must exist', async () => {
    const platform = await account('admin', null);
    const missing = await announce(platform.token, { message: 'hello' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().error.fields).toEqual({
      schoolId: 'Please choose the school to announce to.',
    });
    expect(
      (
        await announce(platform.token, {
          message: 'hello',
          schoolId: '00000000-0000-4000-8000-000000000000',
        })
      ).statusCode,
    ).toBe(404);
    const ok = await announce(platform.token, { message: 'Maintenance tonight', schoolId });
    expect(ok.json().recipients).toBe(2);
  });

  it('cannot be aimed at another school by a school admin', async () => {
    const otherSchool = (await createSchool(t.database.db)).id;
    expect((await announce(admin.token, { message: 'x', schoolId: otherSchool })).statusCode).toBe(
      404,
    );
  });

  it('validate the message and keep links inside the console', async () => {
    const response = await announce(admin.token, { message: '  ', url: 'https://evil.example' });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields).toEqual({
      message: 'Please enter a message.',
      url: 'The link must be a path inside the console, such as /feeds.',
    });
    expect((await announce(admin.token, { message: 'x', url: '//evil.example' })).statusCode).toBe(
      400,
    );
  });
});

describe('reading, counting and deleting', () => {
  it('counts total and unread, and updates them on read, read-all and delete', async () => {
    const user = await account('editor', schoolId);
    for (let i = 0; i < 3; i++) await announce(admin.token, { message: `Note ${i}` });
    const counts = () => get(user.token, '/api/notifications/counts').then((r) => r.json());
    expect(await counts()).toEqual({ total: 3, unread: 3 });

    const [first, second] = (await get(user.token, '/api/notifications')).json().items;
    const read = await t.app.inject({
      method: 'POST',
      url: `/api/notifications/${first.id}/read`,
      headers: bearer(user.token),
    });
    expect(read.statusCode).toBe(200);
    expect(read.json().readAt).not.toBeNull();
    expect(await counts()).toEqual({ total: 3, unread: 2 });
    expect((await get(user.token, '/api/notifications?status=unread')).json().total).toBe(2);

    const readAll = await t.app.inject({
      method: 'POST',
      url: '/api/notifications/read-all',
      headers: bearer(user.token),
    });
    expect(readAll.json()).toEqual({ updated: 2 });
    expect(await counts()).toEqual({ total: 3, unread: 0 });

    const removed = await t.app.inject({
      method: 'DELETE',
      url: `/api/notifications/${second.id}`,
      headers: bearer(user.token),
    });
    expect(removed.statusCode).toBe(204);
    expect(await counts()).toEqual({ total: 2, unread: 0 });
  });

  it('pages newest first', async () => {
    const user = await account('editor', schoolId);
    for (let i = 0; i < 5; i++) {
      await announce(admin.token, { message: `Page note ${i}` });
      t.clock.advance(1000);
    }
    const page = (await get(user.token, '/api/notifications?page=2&pageSize=2')).json();
    expect(page).toMatchObject({ total: 5, page: 2, pageSize: 2 });
    expect(page.items.map((n: { message: string }) => n.message)).toEqual([
      'Page note 2',
      'Page note 1',
    ]);
    expect((await get(user.token, '/api/notifications?pageSize=500')).statusCode).toBe(400);
  });

  it('lists notifications of the same instant newest first, in the REST and the legacy list', async () => {
    const user = await account('editor', schoolId);
    for (const message of ['Same instant A', 'Same instant B', 'Same instant C']) {
      await announce(admin.token, { message });
    }
    const rest = (await get(user.token, '/api/notifications?pageSize=3')).json();
    expect(rest.items.map((n: { message: string }) => n.message)).toEqual([
      'Same instant C',
      'Same instant B',
      'Same instant A',
    ]);
    const legacy = await t.app.inject({
      method: 'POST',
      url: '/api/get-notifications',
      headers: bearer(user.token),
    });
    expect(
      legacy
        .json()
        .records.data.slice(0, 3)
        .map((n: { message: string }) => n.message),
    ).toEqual(['Same instant C', 'Same instant B', 'Same instant A']);
  });

  it('never lets one user read, mark or delete another user’s notification', async () => {
    const mine = (await get(editor.token, '/api/notifications')).json().items[0];
    for (const [method, url] of [
      ['POST', `/api/notifications/${mine.id}/read`],
      ['DELETE', `/api/notifications/${mine.id}`],
    ] as const) {
      const response = await t.app.inject({ method, url, headers: bearer(other.token) });
      expect(response.statusCode).toBe(404);
    }
    const legacy = await t.app.inject({
      method: 'POST',
      url: '/api/read-notification',
      headers: bearer(other.token),
      payload: { id: mine.id },
    });
    expect(legacy.statusCode).toBe(404);
    expect((await get(editor.token, '/api/notifications')).json().items[0].readAt).toBeNull();
  });

  it('answers a malformed id with a 400 that names it', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/notifications/not-a-uuid/read',
      headers: bearer(editor.token),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields).toEqual({ id: 'The notification id is not valid.' });
  });
});
