import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type DatabaseHandle } from '../../../src/db/client.ts';
import { notifications } from '../../../src/modules/notifications/notifications.table.ts';
import { createTestApp, type TestApp } from '../../support/test-app.ts';
import { openTestDatabase, testDatabaseKind } from '../../support/test-database.ts';
import { bookableTutor, booked, school, startIn, studentAccount } from './appointment-support.ts';

// Instances stop and start on the same data: PostgreSQL by URL, the embedded engine from a
// directory (one instance at a time, as in production).
let owner: (DatabaseHandle & { url?: string }) | undefined;
let dataDir = '';
beforeAll(async () => {
  if (testDatabaseKind === 'postgres') owner = await openTestDatabase();
  else dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'sc-reminders-'));
});
afterAll(async () => {
  await owner?.close();
  if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
});

async function startInstance(now?: Date): Promise<TestApp> {
  const database = owner?.url
    ? await openDatabase({ kind: 'postgres', url: owner.url })
    : await openDatabase({ kind: 'embedded', dataDir });
  const t = await createTestApp({ database });
  if (now) t.clock.set(now);
  return t;
}

const hour = 3_600_000;

/** The reminders a user has, by kind of reminder (the hours before the start it names). */
async function remindersOf(t: TestApp, userIds: string[]) {
  const rows = await t.database.db
    .select({ userId: notifications.userId, params: notifications.params })
    .from(notifications)
    .where(
      and(
        inArray(notifications.userId, userIds),
        eq(notifications.typeKey, 'appointment_reminder'),
      ),
    );
  return rows.map((r) => `${r.userId}:${String(r.params?.hours)}`).sort();
}

/**
 * Waits until the reminders are exactly `expected` (a runner may still be finishing a job when
 * `wake()` returns), then checks for a while longer that no duplicate follows.
 */
async function expectReminders(t: TestApp, userIds: string[], expected: string[]) {
  const want = [...expected].sort();
  const deadline = Date.now() + 10_000;
  let got = await remindersOf(t, userIds);
  while (JSON.stringify(got) !== JSON.stringify(want) && Date.now() < deadline) {
    await new Promise((r) => setTimeout(r, 25));
    got = await remindersOf(t, userIds);
  }
  await new Promise((r) => setTimeout(r, 200));
  expect(await remindersOf(t, userIds)).toEqual(want);
}

/** A booked hour with the student's own account, so both sides are told. */
async function appointmentIn(t: TestApp, days: number) {
  const s = await school(t, 500);
  const { tutor, subjectId } = await bookableTutor(t);
  const me = await studentAccount(t, s.schoolId, s.student.id);
  const appointment = await booked(s.admin, {
    tutorId: tutor.userId,
    studentId: s.student.id,
    subjectId,
    startsAt: startIn(t, days),
    durationMinutes: 60,
  });
  return { appointment, tutorId: tutor.userId, studentUserId: me.userId };
}

describe('reminders', () => {
  it('tells the tutor and the student 24 h and 1 h before, once each, even when run again', async () => {
    const t = await startInstance();
    try {
      const { appointment, tutorId, studentUserId } = await appointmentIn(t, 3);
      const start = Date.parse(appointment.startsAt);
      const { jobs } = t.app.services;
      await jobs.wake();
      await expectReminders(t, [tutorId, studentUserId], []);

      t.clock.set(new Date(start - 24 * hour + 60_000));
      await jobs.wake();
      // A second delivery of the same reminder (a retry, another instance) tells nobody again.
      await jobs.schedule('appointments.remind', {
        appointmentId: appointment.id,
        kind: '24h',
        startsAt: appointment.startsAt,
      });
      await jobs.wake();
      await expectReminders(t, [tutorId, studentUserId], [`${tutorId}:24`, `${studentUserId}:24`]);

      t.clock.set(new Date(start - hour + 60_000));
      await jobs.wake();
      await expectReminders(
        t,
        [tutorId, studentUserId],
        [`${tutorId}:24`, `${studentUserId}:24`, `${tutorId}:1`, `${studentUserId}:1`],
      );
    } finally {
      await t.close();
    }
  });

  it('sends what fell due while no instance ran when the next one starts, once', async () => {
    const first = await startInstance();
    const { appointment, tutorId, studentUserId } = await appointmentIn(first, 4);
    const start = Date.parse(appointment.startsAt);
    await first.close();

    // Down over the 24-hour mark: the next start sends it late.
    const late = await startInstance(new Date(start - 20 * hour));
    try {
      await late.app.services.jobs.wake();
      await expectReminders(
        late,
        [tutorId, studentUserId],
        [`${tutorId}:20`, `${studentUserId}:20`],
      );
    } finally {
      await late.close();
    }
    // Down over the 1-hour mark too, and started again: only the 1-hour one is new.
    const again = await startInstance(new Date(start - 30 * 60_000));
    try {
      await again.app.services.jobs.wake();
      await expectReminders(
        again,
        [tutorId, studentUserId],
        [`${tutorId}:20`, `${studentUserId}:20`, `${tutorId}:1`, `${studentUserId}:1`],
      );
    } finally {
      await again.close();
    }
  });
});

describe.runIf(testDatabaseKind === 'postgres')('reminders with two instances', () => {
  it('remind each person once when both instances take the due jobs', async () => {
    const a = await startInstance();
    const b = await startInstance();
    try {
      const made = [];
      for (let i = 0; i < 6; i += 1) made.push(await appointmentIn(a, 2));
      const start = Date.parse(made[0]?.appointment.startsAt ?? '');
      const due = new Date(start - 24 * hour + 60_000);
      a.clock.set(due);
      b.clock.set(due);
      // Each instance also gets a duplicate delivery of every reminder.
      for (const m of made)
        for (const t of [a, b])
          await t.app.services.jobs.schedule('appointments.remind', {
            appointmentId: m.appointment.id,
            kind: '24h',
            startsAt: m.appointment.startsAt,
          });
      await Promise.all([a.app.services.jobs.wake(), b.app.services.jobs.wake()]);
      await Promise.all([a.app.services.jobs.wake(), b.app.services.jobs.wake()]);
      const people = made.flatMap((m) => [m.tutorId, m.studentUserId]);
      await expectReminders(
        a,
        people,
        people.map((p) => `${p}:24`),
      );
    } finally {
      await Promise.all([a.close(), b.close()]);
    }
  });
});
