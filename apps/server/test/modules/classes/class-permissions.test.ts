import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInAs, type Actor } from '../../support/actors.ts';
import { createTutor, seededSubject, weeklySessions } from '../../support/factories.ts';
import { createTestApp, type TestApp } from '../../support/test-app.ts';

let t: TestApp;
let admin: Actor;
let sadmin: Actor;
let editor: Actor;
let schoolId: string;
let body: Record<string, unknown>;

beforeAll(async () => {
  t = await createTestApp();
  sadmin = await signInAs(t, 'sadmin');
  schoolId = sadmin.schoolId ?? '';
  editor = await signInAs(t, 'editor', { schoolId });
  admin = await signInAs(t, 'admin');
  body = {
    subjectId: (await seededSubject(t.database.db)).id,
    tutorId: (await createTutor(t.database.db)).id,
    title: 'Chemistry Lab',
    capacity: 8,
    priceCredits: 15,
    sessions: weeklySessions(2),
  };
});
afterAll(() => t.close());

describe('creating a class (classes.create)', () => {
  it('lets the platform admin create an approved class in the school it names', async () => {
    const created = await admin.api.post('/api/classes', { ...body, schoolId });
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json()).toMatchObject({ schoolId, status: 'approved', sessionCount: 2 });
    const listed = await sadmin.api.get('/api/classes?q=Chemistry');
    expect(listed.json().items.map((c: { id: string }) => c.id)).toContain(created.json().id);
  });

  it('asks the platform admin to name the school, and refuses one that does not exist', async () => {
    const unnamed = await admin.api.post('/api/classes', body);
    expect(unnamed.statusCode).toBe(400);
    expect(unnamed.json().error.fieldCodes).toEqual({ schoolId: 'required' });
    const missing = await admin.api.post('/api/classes', {
      ...body,
      schoolId: '00000000-0000-4000-8000-000000000000',
    });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().error.fieldCodes).toEqual({ schoolId: 'not_found' });
  });

  it('keeps a school admin in their own school and an editor out', async () => {
    const own = await sadmin.api.post('/api/classes', body);
    expect(own.statusCode, own.body).toBe(201);
    expect(own.json().schoolId).toBe(schoolId);
    const other = await signInAs(t, 'sadmin');
    const crossing = await other.api.post('/api/classes', { ...body, schoolId });
    expect(crossing.statusCode).toBe(404);
    const refused = await editor.api.post('/api/classes', body);
    expect(refused.statusCode).toBe(403);
  });

  it('lets the platform admin change a class of any school', async () => {
    const created = await sadmin.api.post('/api/classes', body);
    const changed = await admin.api.patch(`/api/classes/${created.json().id}`, { capacity: 12 });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json().capacity).toBe(12);
  });
});
