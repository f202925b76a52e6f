import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInAs, type Actor } from '../../support/actors.ts';
import { createSubject, seededSubject } from '../../support/factories.ts';
import { createTestApp, type TestApp } from '../../support/test-app.ts';
import { idsOf, profiledTutor, review, search } from './tutor-support.ts';

let t: TestApp;
let editor: Actor;
let physics: { id: string };
let chemistry: { id: string };
// Tutors of their own subjects, so other tests' tutors never mix in.
let ada: Actor; // physics university, 20 credits, en+de, one 5★ review
let ben: Actor; // physics secondary + chemistry exam prep, 45 credits, fr, 200 reviews at 4.8
let cy: Actor; // chemistry primary, 80 credits, en, no reviews
beforeAll(async () => {
  t = await createTestApp();
  editor = await signInAs(t, 'editor');
  physics = await createSubject(t.database.db, { name: 'Quantumphysik' });
  chemistry = await createSubject(t.database.db, { name: 'Stereochemie' });
  ada = await profiledTutor(t, {
    displayName: 'Ada Lovelock',
    headline: 'Mechanics and relativity for first-year students',
    hourlyRateCredits: 20,
    languages: ['en', 'de'],
    subjects: [{ subjectId: physics.id, level: 'university' }],
  });
  ben = await profiledTutor(t, {
    displayName: 'Ben Okafor',
    headline: 'Exam preparation that sticks',
    hourlyRateCredits: 45,
    languages: ['fr'],
    subjects: [
      { subjectId: physics.id, level: 'secondary' },
      { subjectId: chemistry.id, level: 'exam_prep' },
    ],
  });
  cy = await profiledTutor(t, {
    displayName: 'Cy Marsh',
    headline: 'Kitchen chemistry for curious children',
    hourlyRateCredits: 80,
    languages: ['en'],
    subjects: [{ subjectId: chemistry.id, level: 'primary' }],
  });
  await review(t, ada.userId, [5]);
  await review(t, ben.userId, [...Array<number>(160).fill(5), ...Array<number>(40).fill(4)]);
}, 60_000);
afterAll(() => t.close());

const mine = () => [ada.userId, ben.userId, cy.userId];
const only = (ids: string[]) => ids.filter((id) => mine().includes(id));

describe('tutor search filters', () => {
  it('filters by subject, and by subject and level', async () => {
    expect(only(idsOf(await search(editor, `subjectId=${physics.id}`))).sort()).toEqual(
      [ada.userId, ben.userId].sort(),
    );
    expect(idsOf(await search(editor, `subjectId=${physics.id}&level=university`))).toEqual([
      ada.userId,
    ]);
    expect(idsOf(await search(editor, `subjectId=${chemistry.id}&level=exam_prep`))).toEqual([
      ben.userId,
    ]);
  });

  it('filters by level alone', async () => {
    const primary = only(idsOf(await search(editor, 'level=primary&pageSize=100')));
    expect(primary).toEqual([cy.userId]);
  });

  it('filters by rate range', async () => {
    const answer = await search(editor, 'minRate=40&maxRate=80&pageSize=100');
    expect(only(idsOf(answer)).sort()).toEqual([ben.userId, cy.userId].sort());
    expect(answer.items.every((i) => i.hourlyRateCredits >= 40 && i.hourlyRateCredits <= 80)).toBe(
      true,
    );
    expect(only(idsOf(await search(editor, 'maxRate=20&pageSize=100')))).toEqual([ada.userId]);
  });

  it('filters by language', async () => {
    expect(only(idsOf(await search(editor, 'language=fr&pageSize=100')))).toEqual([ben.userId]);
    expect(only(idsOf(await search(editor, 'language=DE&pageSize=100')))).toEqual([ada.userId]);
  });

  it('filters by the average rating', async () => {
    expect(only(idsOf(await search(editor, 'minRating=4.9&pageSize=100')))).toEqual([ada.userId]);
    expect(only(idsOf(await search(editor, 'minRating=4.5&pageSize=100'))).sort()).toEqual(
      [ada.userId, ben.userId].sort(),
    );
  });

  it('combines filters', async () => {
    expect(
      idsOf(await search(editor, `subjectId=${chemistry.id}&language=en&maxRate=100&minRate=50`)),
    ).toEqual([cy.userId]);
    expect(
      idsOf(await search(editor, `subjectId=${physics.id}&language=fr&minRating=4.9`)),
    ).toEqual([]);
  });

  it('answers the card fields the list shows', async () => {
    const answer = await search(editor, `subjectId=${physics.id}&level=secondary`);
    expect(answer).toMatchObject({ total: 1, page: 1, pageSize: 20, timeZone: 'UTC' });
    expect(answer.items[0]).toMatchObject({
      id: ben.userId,
      displayName: 'Ben Okafor',
      headline: 'Exam preparation that sticks',
      photo: null,
      languages: ['fr'],
      hourlyRateCredits: 45,
      ratingAverage: 4.8,
      ratingCount: 200,
      nextFreeSlot: null,
      subjects: [
        { id: physics.id, name: 'Quantumphysik', levels: ['secondary'] },
        { id: chemistry.id, name: 'Stereochemie', levels: ['exam_prep'] },
      ].sort((a, b) => a.name.localeCompare(b.name)),
    });
  });
});

describe('tutor search text', () => {
  it('finds a subject name with a typo and ranks the closest first', async () => {
    const maths = await seededSubject(t.database.db, 'mathematics');
    const mathsTutor = await profiledTutor(t, {
      displayName: 'Mira Number',
      subjects: [{ subjectId: maths.id, level: 'secondary' }],
    });
    const answer = await search(editor, 'q=mathmatics');
    expect(idsOf(answer)).toContain(mathsTutor.userId);
    expect(idsOf(answer)).not.toContain(ada.userId);
  });

  it('matches name, headline and bio words', async () => {
    expect(idsOf(await search(editor, 'q=lovelok'))).toContain(ada.userId);
    expect(idsOf(await search(editor, 'q=relativity'))).toEqual([ada.userId]);
    expect(idsOf(await search(editor, 'q=kitchen chemistry'))).toContain(cy.userId);
  });

  it('leaves out a tutor whose account is not active', async () => {
    const blocked = await profiledTutor(t, { displayName: 'Bo Blockwell' });
    expect(idsOf(await search(editor, 'q=blockwell'))).toEqual([blocked.userId]);
    await t.database.db.execute(
      sql`update users set status = 'blocked' where id = ${blocked.userId}`,
    );
    expect(await search(editor, 'q=blockwell')).toMatchObject({ items: [], total: 0 });
    expect(idsOf(await search(editor, 'sort=newest&pageSize=100'))).not.toContain(blocked.userId);
    await t.database.db.execute(
      sql`update users set status = 'active' where id = ${blocked.userId}`,
    );
    expect(idsOf(await search(editor, 'q=blockwell'))).toEqual([blocked.userId]);
  });

  it('finds a tutor under the subjects and levels of their last saved profile', async () => {
    const geology = await createSubject(t.database.db, { name: 'Gesteinskunde' });
    const geography = await createSubject(t.database.db, { name: 'Kartenkunde' });
    const tutor = await profiledTutor(t, {
      displayName: 'Gail Moraine',
      subjects: [{ subjectId: geology.id, level: 'secondary' }],
    });
    expect(idsOf(await search(editor, `subjectId=${geology.id}&level=secondary`))).toEqual([
      tutor.userId,
    ]);
    const saved = await tutor.api.put('/api/tutors/me', {
      displayName: 'Gail Moraine',
      hourlyRateCredits: 30,
      languages: ['en'],
      subjects: [{ subjectId: geography.id, level: 'university' }],
      timeZone: 'UTC',
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(idsOf(await search(editor, `subjectId=${geology.id}`))).toEqual([]);
    expect(idsOf(await search(editor, `subjectId=${geography.id}&level=secondary`))).toEqual([]);
    expect(idsOf(await search(editor, `subjectId=${geography.id}&level=university`))).toEqual([
      tutor.userId,
    ]);
  });

  it('sees a changed rate, language, rating and headline at once', async () => {
    const tutor = await profiledTutor(t, {
      displayName: 'Rhea Quickchange',
      hourlyRateCredits: 90,
      languages: ['en'],
    });
    const mineOnly = async (query: string) =>
      idsOf(await search(editor, `${query}&pageSize=100`)).includes(tutor.userId);
    expect(await mineOnly('q=quickchange&maxRate=50')).toBe(false);
    expect(await mineOnly('q=quickchange&language=pt')).toBe(false);
    expect(await mineOnly('q=quickchange&minRating=4.5')).toBe(false);
    const saved = await tutor.api.put('/api/tutors/me', {
      displayName: 'Rhea Quickchange',
      headline: 'Volcanology field trips',
      hourlyRateCredits: 40,
      languages: ['pt'],
      subjects: [],
      timeZone: 'UTC',
    });
    expect(saved.statusCode, saved.body).toBe(200);
    await review(t, tutor.userId, [5, 5, 5]);
    expect(await mineOnly('q=quickchange&maxRate=50')).toBe(true);
    expect(await mineOnly('q=quickchange&language=pt')).toBe(true);
    expect(await mineOnly('q=quickchange&minRating=4.5')).toBe(true);
    expect(await mineOnly('q=volcanology')).toBe(true);
    const [card] = (await search(editor, 'q=quickchange')).items;
    expect(card).toMatchObject({ hourlyRateCredits: 40, ratingCount: 3, ratingAverage: 5 });
  });

  it('completes the last word as it is typed, and wants every word', async () => {
    expect(idsOf(await search(editor, 'q=mechanics relat'))).toEqual([ada.userId]);
    expect(idsOf(await search(editor, 'q=kitchen relativity'))).toEqual([]);
    const none = await search(editor, 'q=zzqxw');
    expect(none).toMatchObject({ items: [], total: 0 });
  });
});

describe('tutor search order', () => {
  it('ranks by the Bayesian average: 4.8 from 200 reviews above 5.0 from one', async () => {
    const ranked = only(idsOf(await search(editor, 'sort=rating&pageSize=100')));
    expect(ranked).toEqual([ben.userId, ada.userId, cy.userId]);
    // The default order without text is the same.
    expect(only(idsOf(await search(editor, 'pageSize=100')))).toEqual(ranked);
  });

  it('sorts by price both ways and by newest', async () => {
    expect(only(idsOf(await search(editor, 'sort=price_asc&pageSize=100')))).toEqual([
      ada.userId,
      ben.userId,
      cy.userId,
    ]);
    expect(only(idsOf(await search(editor, 'sort=price_desc&pageSize=100')))).toEqual([
      cy.userId,
      ben.userId,
      ada.userId,
    ]);
    const newest = only(idsOf(await search(editor, 'sort=newest&pageSize=100')));
    expect(newest).toEqual([cy.userId, ben.userId, ada.userId]);
  });

  it('puts relevance first when searching text, then the rating', async () => {
    const answer = await search(editor, 'q=chemistry');
    // Both teach chemistry-like words; the closer text match comes first.
    expect(idsOf(answer)[0]).toBe(cy.userId);
  });

  it('pages without overlap', async () => {
    const first = await search(editor, 'sort=price_asc&pageSize=2&page=1');
    const second = await search(editor, 'sort=price_asc&pageSize=2&page=2');
    expect(first.total).toBe(second.total);
    expect(idsOf(first).filter((id) => idsOf(second).includes(id))).toEqual([]);
  });
});

describe('tutor search refusals', () => {
  const refused = async (query: string, field: string) => {
    const response = await editor.api.get(`/api/tutors/search?${query}`);
    expect(response.statusCode, response.body).toBe(400);
    expect(Object.keys(response.json().error.fields ?? {})).toContain(field);
  };

  it('names the field of a bad filter', async () => {
    await refused('minRate=50&maxRate=10', 'maxRate');
    await refused('subjectId=8a6c2f64-1f7e-4b5a-9c3d-2e1f0a9b8c7d', 'subjectId');
    await refused('subjectId=maths', 'subjectId');
    await refused('availableOn=2026-02-30', 'availableOn');
    await refused('availableOn=tomorrow', 'availableOn');
    await refused('availableOn=2030-01-01&fromTime=25:00', 'fromTime');
    await refused('availableOn=2030-01-01&fromTime=10:00&toTime=09:00', 'toTime');
    await refused('fromTime=10:00', 'availableOn');
    await refused('level=doctorate', 'level');
    await refused('sort=cheapest', 'sort');
    await refused('minRating=6', 'minRating');
    await refused('language=English', 'language');
  });

  it('wants a signed-in member of staff', async () => {
    const anonymous = await signInAs(t, 'anonymous');
    expect((await anonymous.api.get('/api/tutors/search')).statusCode).toBe(401);
    const student = await signInAs(t, 'student');
    expect((await student.api.get('/api/tutors/search')).statusCode).toBe(403);
    expect((await ada.api.get('/api/tutors/search')).statusCode).toBe(403);
    const sadmin = await signInAs(t, 'sadmin');
    expect((await sadmin.api.get('/api/tutors/search')).statusCode).toBe(200);
  });
});

describe('a broad search', () => {
  it('counts up to the cap, then says "more than" and still pages in order', async () => {
    await t.database.db.execute(sql`
      with accounts as (
        insert into users (email, first_name, last_name, role)
        select 'many' || g || '@tutors.example', 'Many', 'Tutor ' || g, 'tutor'
        from generate_series(1, 2100) g returning id, last_name
      )
      insert into tutor_profiles (user_id, display_name, hourly_rate_credits, rating_sum, rating_count)
      select id, last_name, 10 + (hashtext(last_name) & 63), hashtext(last_name) & 15, 4
      from accounts`);
    const answer = await search(editor, 'sort=price_desc&page=2&pageSize=50');
    expect(answer).toMatchObject({ total: 1050, totalIsLowerBound: true, page: 2 });
    const rates = answer.items.map((i) => i.hourlyRateCredits);
    expect(rates).toEqual([...rates].sort((a, b) => b - a));
    const first = await search(editor, 'sort=price_desc&page=1&pageSize=50');
    expect(idsOf(first).filter((id) => idsOf(answer).includes(id))).toEqual([]);
    expect(Math.min(...first.items.map((i) => i.hourlyRateCredits))).toBeGreaterThanOrEqual(
      Math.max(...rates),
    );
    const narrow = await search(editor, `subjectId=${physics.id}`);
    expect(narrow.totalIsLowerBound).toBeUndefined();
  });
});
