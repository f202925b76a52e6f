import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../../src/modules/audit/audit.table.ts';
import { signInAs, type Actor } from '../../support/actors.ts';
import { createSchool } from '../../support/factories.ts';
import { createTestApp, type TestApp } from '../../support/test-app.ts';

let t: TestApp;

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
});
afterAll(() => t.close());

/** A school of its own for each test, with its admin and an editor. */
async function school() {
  const schoolId = (await createSchool(t.database.db, 'Old Name')).id;
  return {
    schoolId,
    admin: await signInAs(t, 'sadmin', { schoolId }),
    editor: await signInAs(t, 'editor', { schoolId }),
  };
}

const put = (as: Actor, payload: Record<string, unknown>) => as.api.put('/api/school', payload);

describe('/api/school', () => {
  it('lets the school admin save the profile and reads it back, with defaults for new policies', async () => {
    const { schoolId, admin, editor } = await school();
    const before = (await admin.api.get('/api/school')).json();
    expect(before).toMatchObject({
      id: schoolId,
      name: 'Old Name',
      timezone: 'UTC',
      cancellationNoticeHours: 24,
      lowBalanceThreshold: 100,
    });
    const saved = await put(admin, profile);
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({ ...profile, id: schoolId });
    const after = await editor.api.get('/api/school');
    expect(after.json()).toMatchObject(profile);
  });

  it('records who changed which fields', async () => {
    const { admin } = await school();
    await put(admin, profile);
    await put(admin, { ...profile, city: 'Cork', phone: '+353 21 000 000' });
    const rows = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'school.updated'), eq(auditLog.actorUserId, admin.userId)));
    expect(rows.at(-1)?.details).toEqual({ fields: ['city', 'phone'] });
  });

  it('lets an editor read but not edit', async () => {
    const { editor } = await school();
    expect((await put(editor, profile)).statusCode).toBe(403);
  });

  it('names every invalid field and keeps what was stored', async () => {
    const { admin } = await school();
    await put(admin, profile);
    const response = await put(admin, {
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
    const stored = (await admin.api.get('/api/school')).json();
    expect(stored.name).toBe('Harbour Academy');
  });

  it('refuses a logo that is not an upload of this school', async () => {
    const { admin } = await school();
    const response = await put(admin, {
      ...profile,
      logo: '/media/00000000-0000-4000-8000-000000000000.webp',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields).toEqual({ logo: 'Please upload the logo again.' });
  });
});
