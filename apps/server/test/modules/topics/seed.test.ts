import { needsTutorHint } from '@school/shared/topics/topics.rules';
import { describe, expect, it } from 'vitest';
import { withDemoSchool } from '../../support/demo-school.ts';

const { as } = withDemoSchool();

describe('the demo school’s topics', () => {
  it('give every list and filter something to show on a fresh start', async () => {
    const student = await as('student');
    const all = (await student.get('/api/topics?pageSize=100')).json();
    expect(all.total).toBeGreaterThanOrEqual(10);
    const statuses = new Set(all.items.map((i: { status: string }) => i.status));
    expect([...statuses].sort()).toEqual(['answered', 'closed', 'open']);
    expect(
      new Set(all.items.map((i: { subject: { key: string } | null }) => i.subject?.key)).size,
    ).toBeGreaterThan(5);
    const waiting = all.items.filter(
      (i: { status: 'open'; counts: { answers: number }; createdAt: string }) =>
        needsTutorHint({ status: i.status, answerCount: i.counts.answers, createdAt: i.createdAt }),
    );
    expect(waiting.length).toBeGreaterThanOrEqual(3);
    for (const scope of ['mine', 'favourites']) {
      expect((await student.get(`/api/topics?scope=${scope}`)).json().total, scope).toBeGreaterThan(
        0,
      );
    }
    const tutor = await as('tutor');
    expect((await tutor.get('/api/topics?scope=answered_by_me')).json().total).toBeGreaterThan(0);
    const favourites = (await (await as('sadmin')).get('/api/topics?scope=favourites')).json();
    expect(favourites.total).toBeGreaterThan(0);
    const voted = all.items.find((i: { counts: { votes: number } }) => i.counts.votes > 0);
    const answers = (await student.get(`/api/topics/${voted.id}/answers`)).json();
    expect(answers.items.reduce((n: number, a: { score: number }) => n + a.score, 0)).toBe(
      voted.counts.votes,
    );
  });
});
