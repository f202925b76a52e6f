import { randomUUID } from 'node:crypto';
import { notificationTypes } from '@school/shared/notifications/notifications.contract';
import type { ClassDetail } from '@school/shared/classes/classes.contract';
import type { Student } from '@school/shared/students/students.contract';
import { createNotificationsRepository } from '../../src/modules/notifications/notifications.repository.ts';
import { api, signIn, signInAs, type Actor } from '../support/actors.ts';
import { createClass, createSchool, createStudent, createTutor } from '../support/factories.ts';
import type { TestApp } from '../support/test-app.ts';

export const card = {
  number: '4242 4242 4242 4242',
  expMonth: 12,
  expYear: 2040,
  cvc: '123',
  name: 'Ada Hart',
};
export const idempotent = () => ({ 'idempotency-key': randomUUID() });

export type SchoolRole = 'sadmin' | 'editor' | 'tutor' | 'student';

/**
 * One school with a row of every resource, each named with the school's marker, so an answer
 * that carries another school's data is found by the marker alone.
 */
export type SchoolWorld = {
  marker: string;
  schoolId: string;
  actors: Record<SchoolRole, Actor>;
  student: Student;
  klass: ClassDetail;
  topUpId: string;
  /** Every id of the school's rows; none of them may appear in another school's answers. */
  ids: string[];
};

export async function signInTutor(t: TestApp, marker: string): Promise<Actor> {
  const user = await createTutor(t.database.db, {
    lastName: marker,
    displayName: `Tutor ${marker}`,
  });
  const session = await signIn(t.app, user.email);
  return {
    ...session,
    role: 'tutor',
    user,
    schoolId: null,
    token: session.accessToken,
    api: api(t.app, session.accessToken),
  };
}

/** A notification of the user's own, made the way `notify()` stores one. */
export async function notificationFor(t: TestApp, actor: Actor, marker: string): Promise<string> {
  const [row] = await createNotificationsRepository(t.database.db).insertMany([
    {
      userId: actor.userId,
      schoolId: actor.schoolId,
      typeKey: 'announcement',
      typeId: notificationTypes.announcement,
      senderUserId: null,
      senderName: `Sender ${marker}`,
      messageHtml: `<p>Notice ${marker}</p>`,
      url: '/notifications',
      createdAt: new Date(),
    },
  ]);
  if (!row) throw new Error('notification was not created');
  return row.id;
}

export async function buildSchool(
  t: TestApp,
  platform: Actor,
  label: string,
): Promise<SchoolWorld> {
  const marker = `Secret${label}${randomUUID().slice(0, 6)}`;
  const school = await createSchool(t.database.db, `School ${marker}`);
  const schoolId = school.id;
  const [sadmin, editor, student] = await Promise.all(
    (['sadmin', 'editor', 'student'] as const).map((role) =>
      signInAs(t, role, { schoolId, lastName: marker }),
    ),
  );
  if (!sadmin || !editor || !student) throw new Error('actors were not created');
  const tutor = await signInTutor(t, marker);
  const actors = { sadmin, editor, tutor, student };
  const rosterStudent = await createStudent(sadmin, { lastName: marker });
  const klass = await createClass(t.database.db, sadmin, {
    tutorId: tutor.userId,
    title: `Class ${marker}`,
  });
  await sadmin.api.post(`/api/classes/${klass.id}/enrolments`, { studentIds: [rosterStudent.id] });
  const adjusted = await platform.api.post(
    '/api/wallet/adjustments',
    { schoolId, amount: 5000, memo: `Opening ${marker}` },
    { headers: idempotent() },
  );
  if (adjusted.statusCode !== 201) throw new Error(`adjustment failed: ${adjusted.body}`);
  const topUp = await sadmin.api.post(
    '/api/wallet/top-ups',
    { credits: 100, card },
    { headers: idempotent() },
  );
  if (topUp.statusCode !== 201) throw new Error(`top-up failed: ${topUp.body}`);
  const topUpId = topUp.json<{ id: string }>().id;
  const notes = await Promise.all(Object.values(actors).map((a) => notificationFor(t, a, marker)));
  const ids = [
    schoolId,
    rosterStudent.id,
    klass.id,
    topUpId,
    ...notes,
    ...Object.values(actors).map((a) => a.userId),
  ];
  return { marker, schoolId, actors, student: rosterStudent, klass, topUpId, ids };
}

export type World = { t: TestApp; platform: Actor; a: SchoolWorld; b: SchoolWorld };

export async function buildWorld(t: TestApp): Promise<World> {
  const platform = await signInAs(t, 'admin', { lastName: 'Platform' });
  const a = await buildSchool(t, platform, 'A');
  const b = await buildSchool(t, platform, 'B');
  return { t, platform, a, b };
}
