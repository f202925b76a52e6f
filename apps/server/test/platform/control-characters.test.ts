import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInAs, type Actor } from '../support/actors.ts';
import { createClass, createStudent } from '../support/factories.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';

let t: TestApp;
let admin: Actor;
let platform: Actor;

beforeAll(async () => {
  t = await createTestApp();
  admin = await signInAs(t, 'sadmin');
  platform = await signInAs(t, 'admin');
});
afterAll(() => t.close());

const refusedField = (response: { statusCode: number; json: () => unknown }, field: string) => {
  expect(response.statusCode).toBe(400);
  const { error } = response.json() as {
    error: { fields: Record<string, string>; fieldCodes: Record<string, string> };
  };
  expect(error.fields[field]).toBe('This text contains a control character.');
  expect(error.fieldCodes[field]).toBe('invalid_format');
};

describe('a control character in what a client sends', () => {
  it('is refused in a body, naming the field, wherever the text goes', async () => {
    refusedField(
      await admin.api.post('/api/students', {
        firstName: 'Ada\u0000',
        lastName: 'Lovelace',
        email: 'ada.nul@example.test',
      }),
      'firstName',
    );
    refusedField(
      await admin.api.post('/api/classes', {
        subjectId: crypto.randomUUID(),
        title: 'Algebra \u0007',
        capacity: 5,
        priceCredits: 0,
        sessions: [],
      }),
      'title',
    );
    refusedField(
      await admin.api.post('/api/notifications/announcements', { message: 'Hi\u0000there' }),
      'message',
    );
    refusedField(
      await platform.api.post(
        '/api/wallet/adjustments',
        { schoolId: admin.schoolId, amount: 10, memo: 'gift\u001b[31m' },
        { headers: { 'idempotency-key': crypto.randomUUID() } },
      ),
      'memo',
    );
  });

  it('is refused in a nested field and in an object key', async () => {
    const klass = await createClass(t.database.db, admin);
    const student = await createStudent(admin);
    refusedField(
      await admin.api.post(`/api/classes/${klass.id}/enrolments`, {
        studentIds: [student.id, 'x\u0000'],
      }),
      'studentIds.1',
    );
    const keyed = await admin.api.put('/api/school', { 'name\u0000': 'x' });
    expect(keyed.statusCode).toBe(400);
    expect(Object.keys(keyed.json().error.fields)).toEqual(['name\u0000']);
  });

  it('is refused in a query, also before an export streams its first byte', async () => {
    refusedField(await admin.api.get('/api/students?q=%00'), 'q');
    refusedField(await admin.api.get('/api/classes?q=a%01b'), 'q');
    const exported = await admin.api.get('/api/students/export.csv?q=%00');
    refusedField(exported, 'q');
    expect(exported.headers['content-type']).toContain('application/json');
    refusedField(await admin.api.get('/api/wallet/transactions/export.csv?q=%00'), 'q');
  });

  it('is refused in a path parameter', async () => {
    refusedField(await admin.api.get('/api/students/%00'), 'id');
  });

  it('keeps tabs and line breaks where text carries them', async () => {
    const response = await admin.api.post('/api/notifications/announcements', {
      message: 'Line one\r\nLine\ttwo',
    });
    expect(response.statusCode).toBe(200);
  });

  it('is refused in a CSV import, naming the file and its line', async () => {
    const csv =
      'firstName,lastName,email\r\nAda,Lovelace,ada@example.test\r\nBad\u0000,Row,bad@example.test';
    const response = await admin.api.post('/api/students/import?dryRun=true', csv, {
      headers: { 'content-type': 'text/csv' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields.file).toBe(
      'Line 3 contains a control character (only tabs and line breaks are allowed).',
    );
    expect(response.json().error.fieldCodes.file).toBe('invalid_format');
  });
});
