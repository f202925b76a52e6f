import { tutorLevels } from '@school/shared/tutors/tutors.rules';
import type { TutorSearchResponse } from '@school/shared/tutors/tutors.contract';
import { inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemo } from '../../../src/db/seed.ts';
import { users } from '../../../src/modules/auth/auth.table.ts';
import { signIn, api, type Api } from '../../support/actors.ts';
import { createTestApp, type TestApp } from '../../support/test-app.ts';
import { testDatabaseKind } from '../../support/test-database.ts';

let t: TestApp;
let editor: Api;
let seededIn = 0;
beforeAll(async () => {
  t = await createTestApp();
  const started = Date.now();
  await seedDemo(t.database.db);
  seededIn = Date.now() - started;
  const session = await signIn(t.app, 'editor@demo.school', 'SchoolEditor#2026');
  editor = api(t.app, session.accessToken);
}, 120_000);
afterAll(() => t.close());

async function found(query: string): Promise<TutorSearchResponse> {
  const response = await editor.get(`/api/tutors/search?${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<TutorSearchResponse>();
}

describe('the demo tutors', () => {
  it('are at least 40, seeded quickly', async () => {
    expect((await found('pageSize=1')).total).toBeGreaterThanOrEqual(40);
    console.log(`demo seed with tutors: ${seededIn} ms`);
  });

  it('bear names no other demo account has, so a name on screen is one person', async () => {
    const people = await t.database.db
      .select({ firstName: users.firstName, lastName: users.lastName })
      .from(users)
      .where(inArray(users.role, ['sadmin', 'editor', 'admin', 'tutor']));
    const names = people.map((p) => `${p.firstName} ${p.lastName}`);
    expect(names.length).toBeGreaterThan(40);
    expect(names.filter((name, i) => names.indexOf(name) !== i)).toEqual([]);
  });

  it('give every subject, level and language filter something to show', async () => {
    const subjects = (await editor.get('/api/subjects')).json<{ items: { id: string }[] }>();
    for (const subject of subjects.items)
      expect((await found(`subjectId=${subject.id}`)).total, subject.id).toBeGreaterThan(0);
    for (const level of tutorLevels)
      expect((await found(`level=${level}`)).total, level).toBeGreaterThan(0);
    for (const language of ['en', 'de', 'fr', 'es', 'pt', 'ar', 'ja', 'hi', 'it', 'pl'])
      expect((await found(`language=${language}`)).total, language).toBeGreaterThan(0);
  });

  it('spread over rates, ratings, time zones and free time', async () => {
    const all = (await found('pageSize=100')).items;
    const rates = all.map((i) => i.hourlyRateCredits);
    expect(Math.max(...rates) - Math.min(...rates)).toBeGreaterThanOrEqual(60);
    expect((await found('maxRate=30')).total).toBeGreaterThan(0);
    expect((await found('minRate=100')).total).toBeGreaterThan(0);
    expect((await found('minRating=4.5')).total).toBeGreaterThan(0);
    expect(all.some((i) => i.ratingCount === 0)).toBe(true);
    expect(all.filter((i) => i.nextFreeSlot !== null).length).toBeGreaterThan(30);
    const tomorrow = new Date(t.clock.now().getTime() + 86_400_000).toISOString().slice(0, 10);
    expect((await found(`availableOn=${tomorrow}`)).total).toBeGreaterThan(0);
    expect(
      (await found(`availableOn=${tomorrow}&fromTime=17:00&toTime=19:00`)).total,
    ).toBeGreaterThan(0);
    for (const sort of ['rating', 'price_asc', 'price_desc', 'newest'])
      expect((await found(`sort=${sort}`)).items.length).toBe(20);
  });

  // The embedded engine once answered this lookup (trigram and word indexes) with nothing in a
  // full CI run, never on PostgreSQL and never when run again: another try tells such a slip of
  // the engine from a broken typo search, which fails every try.
  it(
    'find maths tutors from a misspelt word',
    { retry: testDatabaseKind === 'embedded' ? 2 : 0 },
    async () => {
      expect((await found('q=mathmatics')).total).toBeGreaterThan(0);
    },
  );
});
