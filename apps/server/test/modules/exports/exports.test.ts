import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { users } from '../../../src/modules/auth/auth.table.ts';
import { api, signIn, signInAs, type Actor } from '../../support/actors.ts';
import { createStudent } from '../../support/factories.ts';
import { createTestApp, type TestApp } from '../../support/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type Hit = { id: string; title: string; subtitle: string | null; link: string; kind?: string };
const exportsFound = async (actor: Actor, q: string, schoolId?: string) => {
  const response = await actor.api.get(
    `/api/search?q=${encodeURIComponent(q)}&group=files${schoolId ? `&schoolId=${schoolId}` : ''}`,
  );
  expect(response.statusCode, response.body).toBe(200);
  const groups = response.json<{ groups: { group: string; items: Hit[] }[] }>().groups;
  return (groups.find((g) => g.group === 'files')?.items ?? []).filter((i) => i.kind === 'export');
};

describe('CSV exports', () => {
  it('records a roster export that its maker finds under Files and downloads again', async () => {
    const admin = await signInAs(t, 'sadmin');
    await createStudent(admin, { firstName: 'Ada', lastName: 'Roster', grade: 'Grade 9' });
    await createStudent(admin, { firstName: 'Bo', lastName: 'Roster', grade: 'Grade 9' });
    await createStudent(admin, { firstName: 'Cy', lastName: 'Other', grade: 'Grade 10' });
    const first = await admin.api.get('/api/students/export.csv?grade=Grade%209&sort=-lastName');
    expect(first.statusCode).toBe(200);
    expect(first.headers['content-disposition']).toBe('attachment; filename="students.csv"');

    const found = await exportsFound(admin, 'students');
    expect(found).toEqual([
      expect.objectContaining({ title: 'students.csv', subtitle: '2 rows', kind: 'export' }),
    ]);
    const link = found[0]?.link ?? '';
    expect(link).toMatch(/^\/api\/exports\/[0-9a-f-]{36}\/download$/);

    // The same filters, the same file, even after the roster grew outside them.
    await createStudent(admin, { firstName: 'Di', lastName: 'Later', grade: 'Grade 10' });
    const again = await admin.api.get(link);
    expect(again.statusCode).toBe(200);
    expect(again.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(again.headers['content-disposition']).toBe('attachment; filename="students.csv"');
    expect(again.body).toBe(first.body);
    // Downloading again records nothing new.
    expect(await exportsFound(admin, 'students')).toHaveLength(1);
  });

  it('answers a request for the headers alone without recording an export', async () => {
    const admin = await signInAs(t, 'sadmin');
    const head = await admin.api.send('HEAD', '/api/wallet/transactions/export.csv');
    expect(head.statusCode).toBe(200);
    expect(head.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(head.headers['content-disposition']).toBe(
      'attachment; filename="wallet-transactions.csv"',
    );
    expect(head.body).toBe('');
    expect(await exportsFound(admin, 'wallet')).toEqual([]);
    // A caller who may not make it is refused alike.
    const tutor = await signInAs(t, 'tutor');
    const refused = await tutor.api.send('HEAD', '/api/wallet/transactions/export.csv');
    const refusedGet = await tutor.api.get('/api/wallet/transactions/export.csv');
    expect(refused.statusCode).toBe(refusedGet.statusCode);
    expect(refused.statusCode).toBeGreaterThanOrEqual(400);
    expect(await exportsFound(admin, 'wallet')).toEqual([]);
  });

  it('is found and downloaded only by its maker, and only while their role may make it', async () => {
    const admin = await signInAs(t, 'sadmin');
    await admin.api.get('/api/wallet/transactions/export.csv');
    await admin.api.get('/api/students/export.csv');
    const [wallet] = await exportsFound(admin, 'wallet');
    expect(wallet?.title).toBe('wallet-transactions.csv');
    const editor = await signInAs(t, 'editor', { schoolId: admin.schoolId });
    const student = await signInAs(t, 'student', { schoolId: admin.schoolId });
    const tutor = await signInAs(t, 'tutor');
    const stranger = await signInAs(t, 'sadmin');
    for (const other of [editor, student, tutor, stranger]) {
      expect(await exportsFound(other, 'csv'), other.role).toEqual([]);
      const download = await other.api.get(wallet?.link ?? '');
      expect(download.statusCode, other.role).toBe(404);
    }

    // A school admin made an editor keeps the roster export but no longer finds or gets the wallet's.
    await t.database.db.update(users).set({ role: 'editor' }).where(eq(users.id, admin.userId));
    const session = await signIn(t.app, admin.user.email);
    const demoted = { ...admin, role: 'editor' as const, api: api(t.app, session.accessToken) };
    expect((await exportsFound(demoted, 'csv')).map((e) => e.title)).toEqual(['students.csv']);
    const refused = await demoted.api.get(wallet?.link ?? '');
    expect(refused.statusCode).toBe(403);
  });

  it('keeps the platform admin’s export in the school it named', async () => {
    const admin = await signInAs(t, 'sadmin');
    const platform = await signInAs(t, 'admin');
    await createStudent(admin, { firstName: 'Named', lastName: 'School' });
    const csv = await platform.api.get('/api/students/export.csv', {
      headers: { 'x-school-id': admin.schoolId ?? '' },
    });
    expect(csv.statusCode).toBe(200);
    expect(csv.body).toContain('Named');
    const [found] = await exportsFound(platform, 'students', admin.schoolId ?? '');
    expect(found?.title).toBe('students.csv');
    // Downloaded without naming the school again, it is that school's roster.
    const again = await platform.api.get(found?.link ?? '');
    expect(again.body).toBe(csv.body);
    const elsewhere = await signInAs(t, 'sadmin');
    expect(await exportsFound(platform, 'students', elsewhere.schoolId ?? '')).toEqual([]);
  });

  it('refuses a bad id naming the field, and an unknown one with 404', async () => {
    const admin = await signInAs(t, 'sadmin');
    const bad = await admin.api.get('/api/exports/not-an-id/download');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.fields).toHaveProperty('id');
    const unknown = await admin.api.get(
      '/api/exports/00000000-0000-4000-8000-000000000000/download',
    );
    expect(unknown.statusCode).toBe(404);
    const anonymous = await t.app.inject({
      method: 'GET',
      url: '/api/exports/00000000-0000-4000-8000-000000000000/download',
    });
    expect(anonymous.statusCode).toBe(401);
  });
});
