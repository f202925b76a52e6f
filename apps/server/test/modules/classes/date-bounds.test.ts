import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInAs, type Actor } from '../../support/actors.ts';
import { createTutor, seededSubject } from '../../support/factories.ts';
import { createTestApp, type TestApp } from '../../support/test-app.ts';

let t: TestApp;
let admin: Actor;
let base: Record<string, unknown>;

beforeAll(async () => {
  t = await createTestApp();
  admin = await signInAs(t, 'sadmin');
  base = {
    subjectId: (await seededSubject(t.database.db)).id,
    tutorId: (await createTutor(t.database.db)).id,
    title: 'Far away',
    capacity: 5,
    priceCredits: 0,
  };
});
afterAll(() => t.close());

const refused = (response: { statusCode: number; body: string }, field: string, code: string) => {
  expect(response.statusCode, response.body).toBe(400);
  expect(JSON.parse(response.body).error.fieldCodes[field]).toBe(code);
};

describe('dates out of the years the API plans in (2000–2100)', () => {
  it('refuse a session at year 0000 and one in 2101, naming the field', async () => {
    const at = (startsAt: string, endsAt: string) =>
      admin.api.post('/api/classes', { ...base, sessions: [{ startsAt, endsAt }] });
    refused(
      await at('0000-01-01T10:00:00Z', '0000-01-01T11:00:00Z'),
      'sessions.0.startsAt',
      'too_small',
    );
    refused(
      await at('2101-01-01T10:00:00Z', '2101-01-01T11:00:00Z'),
      'sessions.0.startsAt',
      'too_big',
    );
  });

  it('refuse a recurrence until 9999', async () => {
    const response = await admin.api.post('/api/classes', {
      ...base,
      recurrence: {
        startsAt: '2030-03-04T10:00:00Z',
        endsAt: '2030-03-04T11:00:00Z',
        weekdays: ['mon'],
        until: '9999-12-31',
      },
    });
    refused(response, 'recurrence.until', 'too_big');
  });

  it('refuse a list filter at year 0000', async () => {
    refused(await admin.api.get('/api/classes?from=0000-01-01T00:00:00Z'), 'from', 'too_small');
    refused(
      await admin.api.get('/api/wallet/transactions?to=9999-01-01T00:00:00Z'),
      'to',
      'too_big',
    );
  });

  it('refuse a student born in year 0000', async () => {
    const response = await admin.api.post('/api/students', {
      firstName: 'Old',
      lastName: 'Timer',
      email: 'old.timer@example.test',
      dateOfBirth: '0000-01-01',
    });
    refused(response, 'dateOfBirth', 'too_small');
  });

  it('take both ends of the range', async () => {
    const response = await admin.api.post('/api/classes', {
      ...base,
      sessions: [
        { startsAt: '2000-01-01T10:00:00Z', endsAt: '2000-01-01T11:00:00Z' },
        { startsAt: '2100-12-31T10:00:00Z', endsAt: '2100-12-31T11:00:00Z' },
      ],
    });
    expect(response.statusCode, response.body).toBe(201);
  });
});
