import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { schools } from '../../../src/modules/school/school.table.ts';
import { api, signIn, signInAs, type Actor } from '../../support/actors.ts';
import type { TestApp } from '../../support/test-app.ts';

export const system = { userId: null, name: 'Test' };

/** A new school on the clock of `timezone`, and its admin signed in. */
export async function schoolIn(t: TestApp, timezone: string) {
  const sadmin = await signInAs(t, 'sadmin');
  const schoolId = sadmin.schoolId ?? '';
  await t.database.db.update(schools).set({ timezone }).where(eq(schools.id, schoolId));
  return { sadmin, schoolId };
}

/** The same person signed in again at the test clock's time (an access token lives 15 minutes). */
export async function now(t: TestApp, actor: Actor): Promise<Actor> {
  const signed = await signIn(t.app, actor.user.email);
  return { ...actor, ...signed, token: signed.accessToken, api: api(t.app, signed.accessToken) };
}

/** A spend from the school's wallet at `when` (the test clock stays there). */
export async function spend(t: TestApp, schoolId: string, amount: number, when: string) {
  t.clock.set(new Date(when));
  await t.app.services.wallet.spend(schoolId, amount, 'materials', randomUUID(), system);
}

/** Takes the class's attendance: `statuses[session][student]`, in the grid's order. */
export async function mark(sadmin: Actor, classId: string, statuses: string[][]) {
  const grid = (await sadmin.api.get(`/api/classes/${classId}/attendance`)).json();
  const marks = grid.sessions.flatMap((session: { id: string }, s: number) =>
    grid.students.map((student: { studentId: string }, i: number) => ({
      sessionId: session.id,
      studentId: student.studentId,
      status: statuses[s]?.[i],
    })),
  );
  const saved = await sadmin.api.put(`/api/classes/${classId}/attendance`, { marks });
  expect(saved.statusCode, saved.body).toBe(200);
}
