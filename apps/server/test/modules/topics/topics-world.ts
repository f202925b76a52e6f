import { api, signIn, signInAs, type Actor } from '../../support/actors.ts';
import { createClass, createSchool, createTutor } from '../../support/factories.ts';
import type { TestApp } from '../../support/test-app.ts';

/** One school with everyone who takes part in its topics, and a tutor teaching there. */
export async function topicsSchool(t: TestApp) {
  const db = t.database.db;
  const schoolId = (await createSchool(db)).id;
  const sadmin = await signInAs(t, 'sadmin', { schoolId });
  const editor = await signInAs(t, 'editor', { schoolId });
  const student = await signInAs(t, 'student', { schoolId });
  const classmate = await signInAs(t, 'student', { schoolId });
  const tutorUser = await createTutor(db);
  // An approved class (a school admin's class is approved at once) makes the tutor one of the school's.
  await createClass(db, sadmin, { tutorId: tutorUser.id });
  const session = await signIn(t.app, tutorUser.email);
  const tutor: Actor = {
    ...session,
    role: 'tutor',
    user: tutorUser,
    schoolId: null,
    token: session.accessToken,
    api: api(t.app, session.accessToken),
  };
  return { schoolId, sadmin, editor, student, classmate, tutor };
}
export type TopicsSchool = Awaited<ReturnType<typeof topicsSchool>>;

export const question = (title = 'How do I factor quadratics?') => ({
  title,
  body: '<p>I keep getting <strong>stuck</strong> on x² + 5x + 6.</p>',
  tags: ['Algebra', 'homework'],
});

export async function ask(by: Actor, body: object = question()): Promise<{ id: string }> {
  const response = await by.api.post('/api/topics', body);
  if (response.statusCode !== 201)
    throw new Error(`topic was not created: ${response.statusCode} ${response.body}`);
  return response.json();
}

export async function answer(
  by: Actor,
  topicId: string,
  body = '<p>Find two numbers that multiply to 6 and add to 5.</p>',
): Promise<{ id: string }> {
  // The topic names its school: a tutor's answer needs no school of its own.
  const response = await by.api.post(`/api/topics/${topicId}/answers`, { body });
  if (response.statusCode !== 201)
    throw new Error(`answer was not created: ${response.statusCode} ${response.body}`);
  return response.json();
}
