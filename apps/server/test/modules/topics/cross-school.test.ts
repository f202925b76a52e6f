import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Method } from '../../support/actors.ts';
import { createTestApp, type TestApp } from '../../support/test-app.ts';
import { answer, ask, question, topicsSchool, type TopicsSchool } from './topics-world.ts';

let t: TestApp;
let mine: TopicsSchool;
let other: TopicsSchool;
beforeAll(async () => {
  t = await createTestApp();
  [mine, other] = [await topicsSchool(t), await topicsSchool(t)];
});
afterAll(() => t.close());

describe('another school’s topics', () => {
  it('answer 404 on every route, to every role of this school, and change nothing', async () => {
    const topic = await ask(other.student, question('Only for the other school'));
    const reply = await answer(other.classmate, topic.id);
    const routes: [Method, string, object?][] = [
      ['GET', `/api/topics?schoolId=${other.schoolId}`],
      ['POST', '/api/topics', { ...question(), schoolId: other.schoolId }],
      ['GET', `/api/topics/${topic.id}`],
      ['PATCH', `/api/topics/${topic.id}`, { title: 'Taken over by another school' }],
      ['DELETE', `/api/topics/${topic.id}`],
      ['POST', `/api/topics/${topic.id}/close`, { reason: 'Not yours' }],
      ['POST', `/api/topics/${topic.id}/reopen`, { reason: 'Not yours' }],
      ['POST', `/api/topics/${topic.id}/hide`, { reason: 'Not yours' }],
      ['PUT', `/api/topics/${topic.id}/favourite`],
      ['DELETE', `/api/topics/${topic.id}/favourite`],
      ['GET', `/api/topics/${topic.id}/answers`],
      ['POST', `/api/topics/${topic.id}/answers`, { body: '<p>Intruding</p>' }],
      ['PATCH', `/api/answers/${reply.id}`, { body: '<p>Intruding</p>' }],
      ['POST', `/api/answers/${reply.id}/accept`],
      ['PUT', `/api/answers/${reply.id}/vote`],
      ['DELETE', `/api/answers/${reply.id}/vote`],
      ['POST', `/api/answers/${reply.id}/hide`, { reason: 'Not yours' }],
    ];
    const callers = [mine.sadmin, mine.editor, mine.student, mine.tutor];
    for (const [method, url, payload] of routes) {
      for (const caller of callers) {
        const response = await caller.api.send(method, url, payload);
        // A role without the permission is refused first (403); everyone else learns nothing (404).
        expect([403, 404], `${caller.role} ${method} ${url}: ${response.body}`).toContain(
          response.statusCode,
        );
        if (response.statusCode === 403) expect(response.json().error.code).toBe('forbidden');
      }
    }
    // The school admin holds every permission a route here asks for: always 404.
    for (const [method, url, payload] of routes) {
      expect(
        (await mine.sadmin.api.send(method, url, payload)).statusCode,
        `${method} ${url}`,
      ).toBe(404);
    }
    const after = (await other.student.api.get(`/api/topics/${topic.id}`)).json();
    expect(after).toMatchObject({
      title: 'Only for the other school',
      status: 'open',
      hidden: null,
      counts: { answers: 1, votes: 0 },
      acceptedAnswerId: null,
    });
  });
});
