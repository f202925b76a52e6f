import type { SessionResponse } from '@school/shared/auth/auth.contract';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiFetch, endSession, startSession } from './api-client';
import { getChosenSchool, setChosenSchool } from './chosen-school';

const school = { id: '00000000-0000-4000-8000-0000000000aa', name: 'Riverside' };
const userOf = (role: 'admin' | 'sadmin'): SessionResponse['user'] => ({
  id: '00000000-0000-4000-8000-000000000001',
  email: `${role}@demo.school`,
  firstName: 'Pat',
  lastName: 'Lee',
  photo: null,
  role,
  schoolId: role === 'admin' ? null : '00000000-0000-4000-8000-000000000002',
  locale: 'en',
  timeZone: 'Europe/London',
});

let sent: (string | null)[];
beforeEach(() => {
  sent = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (_input: string, init: RequestInit) => {
      sent.push(new Headers(init.headers).get('x-school-id'));
      return new Response('{}', { status: 200, headers: { 'Content-Type': 'application/json' } });
    }),
  );
});
afterEach(() => {
  endSession();
  vi.unstubAllGlobals();
});

describe('the chosen school', () => {
  it('goes with every call of the platform admin once chosen', async () => {
    startSession({ user: userOf('admin'), accessToken: 't', expiresIn: 900 });
    await apiFetch('/students');
    setChosenSchool(school);
    await apiFetch('/students');
    await apiFetch('/school', { method: 'PUT', body: {} });
    expect(sent).toEqual([null, school.id, school.id]);
  });

  it('is forgotten on sign-out and never sent for school staff', async () => {
    startSession({ user: userOf('admin'), accessToken: 't', expiresIn: 900 });
    setChosenSchool(school);
    endSession();
    expect(getChosenSchool()).toBeNull();
    startSession({ user: userOf('sadmin'), accessToken: 't', expiresIn: 900 });
    await apiFetch('/students');
    expect(sent).toEqual([null]);
  });
});
