import { hasPermission } from '@school/shared/auth/roles';
import { chosenSchoolHeader } from '@school/shared/school/school-choice.rules';
import { and, eq } from 'drizzle-orm';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../../src/modules/audit/audit.table.ts';
import { signInAs, type Actor, type Method } from '../../support/actors.ts';
import { createClass, createSchool, createStudent } from '../../support/factories.ts';
import { createTestApp, type TestApp } from '../../support/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const inside = (schoolId: string) => ({ headers: { [chosenSchoolHeader]: schoolId } });

/** A school with its admin, and the platform admin who works inside it. */
async function setting(name = `Lakeside ${randomUUID().slice(0, 8)}`) {
  const school = await createSchool(t.database.db, name);
  return {
    school,
    sadmin: await signInAs(t, 'sadmin', { schoolId: school.id }),
    platform: await signInAs(t, 'admin'),
  };
}

const audits = (actor: Actor, action: string) =>
  t.database.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.action, action), eq(auditLog.actorUserId, actor.userId)));

describe('the platform admin’s school switcher', () => {
  it('finds schools by name and records entering one', async () => {
    const { school, platform } = await setting('Quarry Hill Grammar');
    await createSchool(t.database.db, 'Other Place');
    const found = await platform.api.get('/api/schools?q=quarry%20hill');
    expect(found.statusCode).toBe(200);
    expect(found.json()).toMatchObject({
      items: [{ id: school.id, name: 'Quarry Hill Grammar' }],
      total: 1,
    });

    const entered = await platform.api.post('/api/schools/switch', { schoolId: school.id });
    expect(entered.statusCode).toBe(200);
    expect(entered.json()).toMatchObject({ id: school.id, name: 'Quarry Hill Grammar' });
    const [record] = await audits(platform, 'schools.switched');
    expect(record).toMatchObject({ schoolId: school.id, target: school.id });

    expect(
      (await platform.api.post('/api/schools/switch', { schoolId: randomUUID() })).statusCode,
    ).toBe(404);
  });

  it('is the platform admin’s alone', async () => {
    const { sadmin } = await setting();
    expect((await sadmin.api.get('/api/schools')).statusCode).toBe(403);
  });

  it('scopes the roster, the profile and the export to the chosen school', async () => {
    const { school, sadmin, platform } = await setting();
    const own = await createStudent(sadmin, { firstName: 'Rosa' });

    const list = await platform.api.get('/api/students', inside(school.id));
    expect(list.statusCode).toBe(200);
    expect(list.json().items.map((s: { id: string }) => s.id)).toEqual([own.id]);

    const added = await platform.api.post(
      '/api/students',
      { firstName: 'Ada', lastName: 'Admin', email: `ada-${randomUUID()}@example.test` },
      inside(school.id),
    );
    expect(added.statusCode).toBe(201);
    expect((await sadmin.api.get(`/api/students/${added.json().id}`)).statusCode).toBe(200);
    const [created] = await audits(platform, 'students.created');
    expect(created).toMatchObject({ schoolId: school.id, target: added.json().id });

    const profile = await platform.api.get('/api/school', inside(school.id));
    expect(profile.json()).toMatchObject({ id: school.id, name: school.name });

    const csv = await platform.api.get('/api/students/export.csv', inside(school.id));
    expect(csv.statusCode).toBe(200);
    expect(csv.body).toContain('Rosa');
    expect(csv.body).toContain('Ada');
  });

  it('asks for a school instead of failing when none is chosen', async () => {
    const { platform } = await setting();
    for (const url of ['/api/students', '/api/students/export.csv', '/api/school']) {
      const response = await platform.api.get(url);
      expect(response.statusCode, url).toBe(400);
      expect(response.json().error.fieldCodes).toEqual({ schoolId: 'required' });
    }
  });

  it('refuses a school that does not exist or is not an id', async () => {
    const { platform } = await setting();
    expect((await platform.api.get('/api/students', inside(randomUUID()))).statusCode).toBe(404);
    expect((await platform.api.get('/api/students', inside('nope'))).statusCode).toBe(400);
  });

  it('lets school staff name only their own school', async () => {
    const { school, sadmin } = await setting();
    const other = await createSchool(t.database.db);
    expect((await sadmin.api.get('/api/students', inside(school.id))).statusCode).toBe(200);
    expect((await sadmin.api.get('/api/students', inside(other.id))).statusCode).toBe(404);
  });

  it('announces to the chosen school without a school id in the body', async () => {
    const { school, platform } = await setting();
    const sent = await platform.api.post(
      '/api/notifications/announcements',
      { message: 'Fire drill at ten.' },
      inside(school.id),
    );
    expect(sent.statusCode).toBe(200);
    expect(sent.json()).toEqual({ recipients: 1 });
  });

  it('lists every school’s classes with the school’s name, or the chosen school’s', async () => {
    const { school, sadmin, platform } = await setting();
    const other = await setting();
    const ours = await createClass(t.database.db, sadmin);
    const theirs = await createClass(t.database.db, other.sadmin);
    const tutor = await signInAs(t, 'tutor');
    await createClass(t.database.db, tutor, { schoolId: school.id });

    const everywhere = await platform.api.get('/api/classes?pageSize=100');
    const names = new Map(
      everywhere.json().items.map((c: { id: string; schoolName?: string }) => [c.id, c.schoolName]),
    );
    expect(names.get(ours.id)).toBe(school.name);
    expect(names.get(theirs.id)).toBe(other.school.name);

    const chosen = await platform.api.get('/api/classes?pageSize=100', inside(school.id));
    const items = chosen.json().items as { id: string; schoolName?: string }[];
    expect(items.every((c) => c.schoolName === undefined)).toBe(true);
    expect(items.map((c) => c.id)).toContain(ours.id);
    expect(items).toHaveLength(2);

    // The sidebar's approval badge counts the chosen school's proposals.
    const pending = await platform.api.get('/api/classes/pending-count', inside(school.id));
    expect(pending.json()).toEqual({ pending: 1 });
  });

  it('walks every route it may call inside the chosen school without a server error', async () => {
    const { school, sadmin, platform } = await setting();
    await createStudent(sadmin);
    await createClass(t.database.db, sadmin);
    const failed: string[] = [];
    for (const route of t.app.routeAccess) {
      const access = route.access;
      if (!route.url.startsWith('/api/') || route.url === '/api/events') continue;
      if (access === undefined || access === 'public') continue;
      if (access !== 'authenticated' && !hasPermission('admin', access)) continue;
      const methods = (Array.isArray(route.method) ? route.method : [route.method]).filter(
        (m) => m !== 'HEAD' && m !== 'OPTIONS',
      ) as Method[];
      for (const method of methods) {
        const url = route.url.replace(/:[A-Za-z]+/g, randomUUID());
        const payload = method === 'GET' || method === 'DELETE' ? undefined : {};
        const response = await platform.api.send(method, url, payload, inside(school.id));
        if (response.statusCode === 403 || response.statusCode >= 500)
          failed.push(`${method} ${route.url}: ${response.statusCode} ${response.body}`);
      }
    }
    expect(failed).toEqual([]);
  });
});
