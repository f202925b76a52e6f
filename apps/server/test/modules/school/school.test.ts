import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../../src/modules/audit/audit.table.ts';
import { bearer, createSchool, createUser, signIn } from '../../support/factories.ts';
import { createTestApp, type TestApp } from '../../support/test-app.ts';

let t: TestApp;
let schoolId: string;
let adminToken: string;
let editorToken: string;
let adminId: string;

const profile = {
  name: 'Harbour Academy',
  logo: null,
  description: 'Small school by the sea.',
  street: '1 Quay Street',
  city: 'Galway',
  postalCode: 'H91 X2Y3',
  country: 'Ireland',
  phone: '+353 91 123 456',
  email: 'office@harbour.example',
  website: 'https://harbour.example',
  timezone: 'Europe/Dublin',
  defaultLanguage: 'en',
  cancellationNoticeHours: 48,
  lowBalanceThreshold: 250,
  supportEmail: 'help@harbour.example',
};

beforeAll(async () => {
  t = await createTestApp();
  schoolId = (await createSchool(t.database.db, 'Old Name')).id;
  const admin = await createUser(t.database.db, { role: 'sadmin', schoolId });
  adminId = admin.id;
  adminToken = (await signIn(t.app, admin.email)).accessToken;
  editorToken = (
    await signIn(t.app, (await createUser(t.database.db, { role: 'editor', schoolId })).email)
  ).accessToken;
});
afterAll(() => t.close());

const put = (token: string, payload: Record<string, unknown>) =>
  t.app.inject({ method: 'PUT', url: '/api/school', headers: bearer(token), payload });

describe('/api/school', () => {
  it('lets the school admin save the profile and reads it back, with defaults for new policies', async () => {
    const before = (
      await t.app.inject({ method: 'GET', url: '/api/school', headers: bearer(adminToken) })
    ).json();
    expect(before).toMatchObject({
      id: schoolId,
      name: 'Old Name',
      timezone: 'UTC',
      cancellationNoticeHours: 24,
      lowBalanceThreshold: 100,
    });
    const saved = await put(adminToken, profile);
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({ ...profile, id: schoolId });
    const after = await t.app.inject({
      method: 'GET',
      url: '/api/school',
      headers: bearer(editorToken),
    });
    expect(after.json()).toMatchObject(profile);
  });

  it('records who changed which fields', async () => {
    await put(adminToken, { ...profile, city: 'Cork', phone: '+353 21 000 000' });
    const rows = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'school.updated'), eq(auditLog.actorUserId, adminId)));
    expect(rows.at(-1)?.details).toEqual({ fields: ['city', 'phone'] });
  });

  it('lets an editor read but not edit', async () => {
    expect((await put(editorToken, profile)).statusCode).toBe(403);
  });

  it('names every invalid field and keeps what was stored', async () => {
    const response = await put(adminToken, {
      ...profile,
      name: ' ',
      email: 'not-an-email',
      website: 'harbour.example',
      phone: 'call me',
      timezone: 'Mars/Olympus',
      cancellationNoticeHours: -1,
      logo: 'https://evil.example/logo.png',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields).toEqual({
      name: 'Please enter the school’s name.',
      email: 'Please enter a valid e-mail address.',
      website: 'Please enter a web address starting with http:// or https://.',
      phone: 'Please enter a valid phone number.',
      timezone: 'Please choose a time zone from the list.',
      cancellationNoticeHours: 'The notice cannot be negative.',
      logo: 'Please upload the image first.',
    });
    const stored = (
      await t.app.inject({ method: 'GET', url: '/api/school', headers: bearer(adminToken) })
    ).json();
    expect(stored.name).toBe('Harbour Academy');
  });

  it('refuses a logo that is not an upload of this school', async () => {
    const response = await put(adminToken, {
      ...profile,
      logo: '/media/00000000-0000-4000-8000-000000000000.webp',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields).toEqual({ logo: 'Please upload the logo again.' });
  });
});
