import type {
  AvailabilityBody,
  TutorSearchResponse,
  UpdateMyTutorProfileBody,
} from '@school/shared/tutors/tutors.contract';
import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { schools } from '../../../src/modules/school/school.table.ts';
import { addReview } from '../../../src/modules/tutors/tutor-reviews.ts';
import { signInAs, type Actor } from '../../support/actors.ts';
import { createSchool } from '../../support/factories.ts';
import type { TestApp } from '../../support/test-app.ts';

/** Every day of the week, 09:00–17:00. */
export const weekdays9to5: AvailabilityBody = {
  weekly: [1, 2, 3, 4, 5, 6, 7].map((weekday) => ({ weekday, start: '09:00', end: '17:00' })),
  exceptions: [],
};

/** A tutor who signed in and saved a profile (and availability) through the API. */
export async function profiledTutor(
  t: TestApp,
  profile: Partial<UpdateMyTutorProfileBody> = {},
  availability?: AvailabilityBody,
): Promise<Actor> {
  const tutor = await signInAs(t, 'tutor', { lastName: profile.displayName ?? 'Tutor' });
  const saved = await tutor.api.put('/api/tutors/me', {
    displayName: `Tutor ${tutor.userId.slice(0, 6)}`,
    hourlyRateCredits: 30,
    languages: ['en'],
    subjects: [],
    timeZone: 'UTC',
    ...profile,
  });
  expect(saved.statusCode, saved.body).toBe(200);
  if (availability) {
    const put = await tutor.api.put('/api/tutors/me/availability', availability);
    expect(put.statusCode, put.body).toBe(200);
  }
  return tutor;
}

/** Reviews from a school of their own, added the way the appointments module will. */
export async function review(t: TestApp, tutorId: string, ratings: number[]) {
  const school = await createSchool(t.database.db);
  await t.database.db.transaction(async (tx) => {
    for (const rating of ratings) await addReview(tx, { tutorId, schoolId: school.id, rating });
  });
}

export async function setSchoolZone(t: TestApp, schoolId: string | null, timezone: string) {
  if (!schoolId) throw new Error('the viewer has no school');
  await t.database.db.update(schools).set({ timezone }).where(eq(schools.id, schoolId));
}

export async function search(viewer: Actor, query: string): Promise<TutorSearchResponse> {
  const response = await viewer.api.get(`/api/tutors/search?${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<TutorSearchResponse>();
}

export const idsOf = (answer: TutorSearchResponse) => answer.items.map((i) => i.id);
