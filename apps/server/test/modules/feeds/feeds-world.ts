import { eq } from 'drizzle-orm';
import { students } from '../../../src/modules/students/students.table.ts';
import { signInAs, type Actor } from '../../support/actors.ts';
import { createClass, createStudent } from '../../support/factories.ts';
import type { TestApp } from '../../support/test-app.ts';

export type FeedWorld = Awaited<ReturnType<typeof feedWorld>>;

/**
 * One school with its admin and editor, a tutor teaching an approved class, a student enrolled
 * in it and a student who is not.
 */
export async function feedWorld(t: TestApp) {
  const sadmin = await signInAs(t, 'sadmin');
  const schoolId = sadmin.schoolId as string;
  const editor = await signInAs(t, 'editor', { schoolId });
  const tutor = await signInAs(t, 'tutor');
  const klass = await createClass(t.database.db, sadmin, { tutorId: tutor.userId });
  const student = await rosterStudent(t, sadmin);
  const outsider = await rosterStudent(t, sadmin);
  const enrolled = await sadmin.api.post(`/api/classes/${klass.id}/enrolments`, {
    studentIds: [student.rosterId],
  });
  if (enrolled.statusCode >= 300) throw new Error(`enrol: ${enrolled.statusCode} ${enrolled.body}`);
  return { sadmin, editor, tutor, student, outsider, klass, schoolId };
}

/** A roster student who signs in as a student account. */
async function rosterStudent(t: TestApp, sadmin: Actor) {
  const roster = await createStudent(sadmin);
  const actor = await signInAs(t, 'student', { schoolId: sadmin.schoolId });
  await t.database.db
    .update(students)
    .set({ userId: actor.userId })
    .where(eq(students.id, roster.id));
  return { ...actor, rosterId: roster.id };
}

export async function post(by: Actor, body: object) {
  const response = await by.api.post('/api/feeds/posts', body);
  if (response.statusCode !== 201) throw new Error(`post: ${response.statusCode} ${response.body}`);
  return response.json<{ id: string; body: string }>();
}

type Listed = {
  items: { id: string; kind: string; pinned?: boolean }[];
  nextCursor: string | null;
};
export async function feedOf(by: Actor, query = '') {
  const response = await by.api.get(`/api/feeds${query}`);
  if (response.statusCode !== 200) throw new Error(`feed: ${response.statusCode} ${response.body}`);
  return response.json<Listed>();
}
