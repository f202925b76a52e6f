import { randomUUID } from 'node:crypto';
import type { Appointment } from '@school/shared/appointments/appointments.contract';
import type { AvailabilityBody } from '@school/shared/tutors/tutors.contract';
import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { schools } from '../../../src/modules/school/school.table.ts';
import { students } from '../../../src/modules/students/students.table.ts';
import { signIn, signInAs, api, type Actor } from '../../support/actors.ts';
import { createStudent, createTutor, createUser, seededSubject } from '../../support/factories.ts';
import type { TestApp } from '../../support/test-app.ts';

const day = 86_400_000;
export const hour = 3_600_000;

/** Open all day, every day (in the tutor's zone, UTC unless told). */
export const allDay: AvailabilityBody = {
  weekly: [1, 2, 3, 4, 5, 6, 7].map((weekday) => ({ weekday, start: '00:00', end: '24:00' })),
  exceptions: [],
};

/** A tutor (an active account with a profile, a subject and availability), signed in. */
export async function bookableTutor(
  t: TestApp,
  options: { hourlyRateCredits?: number; availability?: AvailabilityBody } = {},
) {
  const subject = await seededSubject(t.database.db);
  const user = await createTutor(t.database.db, {
    hourlyRateCredits: options.hourlyRateCredits ?? 40,
    subjectIds: [subject.id],
  });
  const session = await signIn(t.app, user.email);
  const actor: Actor = {
    ...session,
    role: 'tutor',
    user,
    schoolId: null,
    token: session.accessToken,
    api: api(t.app, session.accessToken),
  };
  const put = await actor.api.put('/api/tutors/me/availability', options.availability ?? allDay);
  expect(put.statusCode, put.body).toBe(200);
  return { tutor: actor, subjectId: subject.id };
}

/** A school with its admin, a roster student and credits in the wallet. */
export async function school(t: TestApp, credits = 1_000) {
  const admin = await signInAs(t, 'sadmin');
  const schoolId = admin.schoolId ?? '';
  const student = await createStudent(admin);
  if (credits > 0) await topUp(t, schoolId, credits);
  return { admin, schoolId, student };
}

/** Credits into the school's wallet through the ledger (as a top-up would). */
export async function topUp(t: TestApp, schoolId: string, credits: number) {
  await t.app.services.wallet.refund(schoolId, credits, 'test-credit', randomUUID(), {
    userId: null,
    name: 'Test',
  });
}

/** The roster student's own sign-in account, linked to their row. */
export async function studentAccount(t: TestApp, schoolId: string, studentId: string) {
  const user = await createUser(t.database.db, { role: 'student', schoolId });
  await t.database.db.update(students).set({ userId: user.id }).where(eq(students.id, studentId));
  const session = await signIn(t.app, user.email);
  const actor: Actor = {
    ...session,
    role: 'student',
    user,
    schoolId,
    token: session.accessToken,
    api: api(t.app, session.accessToken),
  };
  return actor;
}

export async function setZone(t: TestApp, schoolId: string, timezone: string, noticeHours = 24) {
  await t.database.db
    .update(schools)
    .set({ timezone, cancellationNoticeHours: noticeHours })
    .where(eq(schools.id, schoolId));
}

/** A start `days` ahead at `hourOfDay`:00 UTC (from the app's clock). */
export function startIn(t: TestApp, days: number, hourOfDay = 10): string {
  const now = t.clock.now().getTime();
  const midnight = Math.floor(now / day) * day;
  return new Date(midnight + days * day + hourOfDay * hour).toISOString();
}

export async function balanceOf(admin: Actor): Promise<number> {
  const response = await admin.api.get('/api/wallet');
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ balance: number }>().balance;
}

export type Booking = {
  tutorId: string;
  subjectId: string;
  startsAt: string;
  durationMinutes: number;
  studentId?: string | null;
  notes?: string;
  topicId?: string;
};

export async function book(by: Actor, body: Booking, key: string = randomUUID()) {
  return by.api.post('/api/appointments', body, { headers: { 'idempotency-key': key } });
}

export async function booked(by: Actor, body: Booking): Promise<Appointment> {
  const response = await book(by, body);
  expect(response.statusCode, response.body).toBe(201);
  return response.json<Appointment>();
}

export const minute = 60_000;

/** The instant `offset` milliseconds after the ISO time `iso`. */
export const at = (iso: string, offset: number) => new Date(Date.parse(iso) + offset);

/** The notifications of one type an actor has. */
export async function noticesOf(who: Actor, type: string) {
  const response = await who.api.get('/api/notifications?pageSize=100');
  expect(response.statusCode, response.body).toBe(200);
  return response
    .json<{ items: { type: string; message: string; url: string }[] }>()
    .items.filter((n) => n.type === type);
}

let address = 0;
/** The same person signed in again (after the test clock moved past their token's life). */
export async function again(t: TestApp, actor: Actor): Promise<Actor> {
  address += 1;
  const session = await signIn(t.app, actor.user.email, undefined, `10.77.${address % 250}.1`);
  return { ...actor, ...session, token: session.accessToken, api: api(t.app, session.accessToken) };
}
