import { appointmentPrice } from '@school/shared/appointments/appointments.rules';
import { and, eq, inArray } from 'drizzle-orm';
import { createAppointmentsRepository } from '../modules/appointments/appointments.repository.ts';
import { appointments } from '../modules/appointments/appointments.table.ts';
import type { users } from '../modules/auth/auth.table.ts';
import { demoAccounts } from '../modules/auth/demo-accounts.ts';
import { createJobsRepository } from '../modules/jobs/jobs.repository.ts';
import { students } from '../modules/students/students.table.ts';
import { addReviews } from '../modules/tutors/tutor-reviews.ts';
import { rebuildWindows } from '../modules/tutors/tutor-windows.ts';
import { tutorProfiles, tutorSubjects } from '../modules/tutors/tutors.table.ts';
import { createLedgerRepository } from '../modules/wallet/ledger.repository.ts';
import type { Database } from './client.ts';

type UserRow = typeof users.$inferSelect;
type Status = (typeof appointments.$inferSelect)['status'];

const hour = 3_600_000;
const day = 24 * hour;

/** One demo appointment: when (days from today, at an hour UTC), who, and what became of it. */
type Spec = {
  days: number;
  at: number;
  minutes: 30 | 45 | 60 | 90;
  tutor: number;
  student: number;
  status: Status;
  notes?: string;
  refunded?: boolean;
  noShow?: 'tutor' | 'student';
  review?: { rating: number; text: string };
};

const specs: Spec[] = [
  {
    days: 2,
    at: 15,
    minutes: 60,
    tutor: 0,
    student: 0,
    status: 'booked',
    notes: 'Quadratic equations before the mock exam',
  },
  {
    days: 5,
    at: 16,
    minutes: 45,
    tutor: 1,
    student: 1,
    status: 'booked',
    notes: 'Essay structure',
  },
  { days: 9, at: 14, minutes: 30, tutor: 0, student: 2, status: 'booked' },
  {
    days: 6,
    at: 17,
    minutes: 90,
    tutor: 2,
    student: 3,
    status: 'pending_approval',
    notes: 'Lab report help, over the monthly allowance',
  },
  {
    days: -3,
    at: 15,
    minutes: 60,
    tutor: 0,
    student: 0,
    status: 'completed',
    review: { rating: 5, text: 'Patient and clear, the worked examples helped a lot.' },
  },
  { days: -6, at: 16, minutes: 60, tutor: 1, student: 1, status: 'completed' },
  {
    days: -4,
    at: 14,
    minutes: 30,
    tutor: 2,
    student: 2,
    status: 'cancelled',
    refunded: true,
    notes: 'School trip that day',
  },
  { days: -8, at: 15, minutes: 45, tutor: 0, student: 4, status: 'no_show', noShow: 'student' },
];

/**
 * Demo appointments for the demo school: booked ones ahead (with their reminders), one waiting
 * for approval over a student's allowance, and past ones completed (one reviewed), cancelled with
 * a refund and a student's no-show. Every credit they moved is a ledger transfer referencing the
 * appointment, from an opening balance, so the wallet, the allowances and the ledger agree.
 */
export async function seedAppointments(
  tx: Database,
  schoolId: string,
  accounts: UserRow[],
  now = new Date(),
): Promise<void> {
  const admin = accounts.find((u) => u.role === 'sadmin');
  const demoTutor = demoAccounts.find((a) => a.role === 'tutor')?.email;
  const tutorIds = accounts
    .filter((u) => u.role === 'tutor')
    .sort((a, b) => Number(b.email === demoTutor) - Number(a.email === demoTutor))
    .slice(0, 3)
    .map((u) => u.id);
  // The demo student's own row first, so its sign-in shows its appointments.
  const demoStudent = demoAccounts.find((a) => a.role === 'student')?.email;
  const demoStudentId = accounts.find((u) => u.email === demoStudent)?.id;
  const active = and(eq(students.schoolId, schoolId), eq(students.status, 'active'));
  const columns = { id: students.id, userId: students.userId };
  const own = demoStudentId
    ? await tx
        .select(columns)
        .from(students)
        .where(and(active, eq(students.userId, demoStudentId)))
    : [];
  const others = await tx
    .select(columns)
    .from(students)
    .where(active)
    .orderBy(students.email)
    .limit(5);
  const roster = [...own, ...others.filter((r) => r.userId !== demoStudentId)];
  const profiles = await tx
    .select({
      id: tutorProfiles.userId,
      rate: tutorProfiles.hourlyRateCredits,
      zone: tutorProfiles.timeZone,
    })
    .from(tutorProfiles)
    .where(inArray(tutorProfiles.userId, tutorIds));
  const taught = await tx
    .select({ tutorId: tutorSubjects.userId, subjectId: tutorSubjects.subjectId })
    .from(tutorSubjects)
    .where(inArray(tutorSubjects.userId, tutorIds));
  if (!admin || roster.length < 5 || profiles.length < 3) return;
  const profileOf = new Map(profiles.map((p) => [p.id, p]));
  const subjectOf = new Map(taught.map((t) => [t.tutorId, t.subjectId]));

  const ledger = createLedgerRepository(tx);
  const wallet = await ledger.walletAccount(schoolId);
  // One after the other: a transaction's connection runs one statement at a time.
  const revenue = await ledger.systemAccount('revenue');
  const refunds = await ledger.systemAccount('refunds');
  const adjustments = await ledger.systemAccount('adjustments');
  const actor = { actorUserId: admin.id, actorName: `${admin.firstName} ${admin.lastName}` };
  const move = (
    from: string,
    to: string,
    amount: number,
    kind: 'spend' | 'refund' | 'adjustment',
    reference: string,
    at: Date,
    memo: string | null = null,
  ) =>
    ledger.transfer({
      fromAccountId: from,
      toAccountId: to,
      amount,
      kind,
      reference,
      memo,
      ...actor,
      at,
    });
  await move(
    adjustments,
    wallet.id,
    2_000,
    'adjustment',
    'demo-opening-balance',
    new Date(now.getTime() - 30 * day),
    'Opening balance of the school year',
  );

  // The pending booking is over its student's allowance; the demo student has one with room.
  const [first, , , over] = roster;
  if (first)
    await tx
      .update(students)
      .set({ monthlyAllowanceCredits: 200 })
      .where(eq(students.id, first.id));
  if (over)
    await tx.update(students).set({ monthlyAllowanceCredits: 20 }).where(eq(students.id, over.id));

  const midnight = Math.floor(now.getTime() / day) * day;
  const jobs = createJobsRepository(tx);
  // The credits each appointment moved, posted once all are stored and in the order they moved:
  // the ledger's sequence is its time order, as it is for bookings made through the API, so the
  // transactions list's dates and running balances read down together.
  const moves: Parameters<typeof move>[] = [];
  for (const [i, spec] of specs.entries()) {
    const tutorId = tutorIds[spec.tutor] ?? '';
    const profile = profileOf.get(tutorId);
    const subjectId = subjectOf.get(tutorId);
    const student = roster[spec.student];
    if (!profile || !subjectId || !student) continue;
    const startsAt = new Date(midnight + spec.days * day + spec.at * hour);
    const endsAt = new Date(startsAt.getTime() + spec.minutes * 60_000);
    const price = appointmentPrice(profile.rate, spec.minutes);
    const bookedAt = new Date(Math.min(now.getTime(), startsAt.getTime()) - 3 * day);
    const [row] = await tx
      .insert(appointments)
      .values({
        schoolId,
        tutorId,
        studentId: student.id,
        subjectId,
        startsAt,
        endsAt,
        durationMinutes: spec.minutes,
        status: spec.status,
        priceCredits: price,
        hourlyRateCredits: profile.rate,
        meetingLink: spec.status === 'booked' ? `https://meet.demo.school/room-${i + 1}` : null,
        notes: spec.notes ?? null,
        bookedByUserId: admin.id,
        bookedByName: actor.actorName,
        idempotencyKey: `demo-appointment-${i + 1}`,
        requestHash: 'demo',
        cancelledAt: spec.status === 'cancelled' ? new Date(startsAt.getTime() - 2 * day) : null,
        cancelledBy: spec.status === 'cancelled' ? 'school' : null,
        cancellationKind: spec.status === 'cancelled' ? 'cancelled' : null,
        cancellationReason: spec.status === 'cancelled' ? (spec.notes ?? null) : null,
        refunded: spec.refunded ?? false,
        noShow: spec.noShow ?? null,
        completedAt: spec.status === 'completed' ? endsAt : null,
        createdAt: bookedAt,
        updatedAt: bookedAt,
      })
      .returning();
    if (!row) continue;
    if (spec.status !== 'pending_approval')
      moves.push([wallet.id, revenue, price, 'spend', row.id, bookedAt]);
    if (spec.refunded)
      moves.push([
        refunds,
        wallet.id,
        price,
        'refund',
        row.id,
        new Date(startsAt.getTime() - 2 * day),
      ]);
    if (spec.review)
      await addReviews(tx, [
        {
          tutorId,
          schoolId,
          appointmentId: row.id,
          rating: spec.review.rating,
          text: spec.review.text,
          authorUserId: admin.id,
          createdAt: endsAt,
        },
      ]);
    if (spec.status === 'booked')
      for (const [kind, hours] of [
        ['24h', 24],
        ['1h', 1],
      ] as const) {
        const runAt = new Date(startsAt.getTime() - hours * hour);
        if (runAt > now)
          await jobs.insert({
            name: 'appointments.remind',
            key: `${row.id}:${kind}:${startsAt.toISOString()}`,
            payload: { appointmentId: row.id, kind, startsAt: startsAt.toISOString() },
            runAt,
            maxAttempts: 5,
          });
      }
  }

  moves.sort((a, b) => a[5].getTime() - b[5].getTime());
  for (const args of moves) await move(...args);

  // The booked time leaves the tutors' open windows, as a booking through the API does.
  const busy = (db: Database, tutorId: string, from: Date, to: Date) =>
    createAppointmentsRepository(db).tutorBusy(tutorId, from, to);
  for (const profile of profiles) await rebuildWindows(tx, profile.id, profile.zone, now, busy);
}
