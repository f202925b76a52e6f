import { randomUUID } from 'node:crypto';
import { desc, eq } from 'drizzle-orm';
import { appointments } from '../../src/modules/appointments/appointments.table.ts';
import { csvExports } from '../../src/modules/exports/exports.table.ts';
import { students } from '../../src/modules/students/students.table.ts';
import { createStudent, seededSubject } from '../support/factories.ts';
import type { BuiltRequest, Call } from './route-requests.ts';

type Builder = (call: Call) => Promise<BuiltRequest>;

const hour = 3_600_000;
let made = 0;

const learners = new Map<string, string>();

/**
 * The roster row of the school's student actor: a student of its own, so the other routes'
 * roster student stays without an account.
 */
async function learnerOf({ world, target }: Call): Promise<string> {
  const known = learners.get(target.schoolId);
  if (known) return known;
  const row = await createStudent(target.actors.sadmin, { lastName: target.marker });
  await world.t.database.db
    .update(students)
    .set({ userId: target.actors.student.userId })
    .where(eq(students.id, row.id));
  learners.set(target.schoolId, row.id);
  return row.id;
}

/**
 * A booked appointment of the target school with its tutor and its student actor's roster row,
 * its notes carrying the school's marker. Written straight to the table: the matrix is about who
 * reaches it, not about booking.
 */
async function appointmentIn(c: Call, values: Partial<typeof appointments.$inferInsert> = {}) {
  const { world, target } = c;
  const db = world.t.database.db;
  const studentId = await learnerOf(c);
  made += 1;
  const startsAt = new Date(Date.now() + 30 * 24 * hour + made * 2 * hour);
  const [row] = await db
    .insert(appointments)
    .values({
      schoolId: target.schoolId,
      tutorId: target.actors.tutor.userId,
      studentId,
      subjectId: (await seededSubject(db)).id,
      startsAt,
      endsAt: new Date(startsAt.getTime() + hour),
      durationMinutes: 60,
      status: 'booked',
      priceCredits: 30,
      hourlyRateCredits: 30,
      notes: `Notes ${target.marker}`,
      bookedByUserId: target.actors.sadmin.userId,
      bookedByName: `Admin ${target.marker}`,
      idempotencyKey: randomUUID(),
      requestHash: 'matrix',
      ...values,
    })
    .returning();
  if (!row) throw new Error('appointment was not created');
  return row;
}

async function statusOf(c: Call, id: string) {
  const [row] = await c.world.t.database.db
    .select({
      status: appointments.status,
      startsAt: appointments.startsAt,
      request: appointments.rescheduleStartsAt,
    })
    .from(appointments)
    .where(eq(appointments.id, id));
  return JSON.stringify(row);
}

/** A change to one appointment; afterwards, anything different about it is a change that must not be. */
const change =
  (action: string, payload?: object, values?: Partial<typeof appointments.$inferInsert>): Builder =>
  async (c) => {
    const row = await appointmentIn(c, values);
    const before = await statusOf(c, row.id);
    return {
      method: 'POST',
      url: `/api/appointments/${row.id}/${action}`,
      ...(payload ? { payload } : {}),
      aimed: 'id',
      changed: async () =>
        (await statusOf(c, row.id)) === before ? null : `appointment ${action}`,
    };
  };

const named = (url: string, c: Call) =>
  `${url}${url.includes('?') ? '&' : '?'}schoolId=${c.target.schoolId}`;

async function allowanceOf(c: Call) {
  const [row] = await c.world.t.database.db
    .select({ credits: students.monthlyAllowanceCredits })
    .from(students)
    .where(eq(students.id, c.target.student.id));
  return row?.credits ?? null;
}

/** The target's user of the caller's role (their own rows are another user's to the caller). */
const peer = ({ actor, target }: Call) =>
  actor && actor.role !== 'admin' ? target.actors[actor.role] : target.actors.sadmin;

const inTwoDays = () => new Date(Date.now() + 48 * hour).toISOString();

export const appointmentRequests: Record<string, Builder> = {
  'GET /api/appointments': async (c) => {
    await appointmentIn(c);
    return { method: 'GET', url: named('/api/appointments', c), aimed: 'school' };
  },
  'GET /api/appointments/export.csv': async (c) => {
    await appointmentIn(c);
    return { method: 'GET', url: named('/api/appointments/export.csv', c), aimed: 'school' };
  },
  // An appointments export (every role may make one) of the caller's own, or of the target's user.
  'GET /api/exports/:id/download': async (c) => {
    await learnerOf(c);
    const platform = c.actor?.role === 'admin';
    const maker = platform && c.actor ? c.actor : peer(c);
    const made = await maker.api.get('/api/appointments/export.csv', {
      headers: platform ? { 'x-school-id': c.target.schoolId } : {},
    });
    if (made.statusCode !== 200) throw new Error(`export: ${made.statusCode} ${made.body}`);
    const [row] = await c.world.t.database.db
      .select({ id: csvExports.id })
      .from(csvExports)
      .where(eq(csvExports.createdBy, maker.userId))
      .orderBy(desc(csvExports.createdAt))
      .limit(1);
    if (!row) throw new Error('the export was not recorded');
    return { method: 'GET', url: `/api/exports/${row.id}/download`, aimed: 'id' };
  },
  'GET /api/appointments/quote': async (c) => ({
    method: 'GET',
    url: named(
      `/api/appointments/quote?tutorId=${c.target.actors.tutor.userId}&studentId=${await learnerOf(c)}&startsAt=${encodeURIComponent(inTwoDays())}&durationMinutes=60`,
      c,
    ),
    aimed: 'school',
  }),
  'GET /api/appointments/:id': async (c) => ({
    method: 'GET',
    url: `/api/appointments/${(await appointmentIn(c)).id}`,
    aimed: 'id',
  }),
  'POST /api/appointments': async (c) => {
    const count = async () =>
      (
        await c.world.t.database.db
          .select({ id: appointments.id })
          .from(appointments)
          .where(eq(appointments.schoolId, c.target.schoolId))
      ).length;
    const before = await count();
    return {
      method: 'POST',
      url: '/api/appointments',
      headers: { 'idempotency-key': randomUUID() },
      payload: {
        tutorId: c.target.actors.tutor.userId,
        studentId: await learnerOf(c),
        subjectId: (await seededSubject(c.world.t.database.db)).id,
        startsAt: inTwoDays(),
        durationMinutes: 60,
        schoolId: c.target.schoolId,
      },
      aimed: 'school',
      changed: async () => ((await count()) === before ? null : 'appointment booked'),
    };
  },
  'POST /api/appointments/:id/cancel': change('cancel', { reason: 'Matrix' }),
  'POST /api/appointments/:id/reschedule': change('reschedule', { startsAt: inTwoDays() }),
  'POST /api/appointments/:id/reschedule/accept': change('reschedule/accept', undefined, {
    rescheduleStartsAt: new Date(Date.now() + 60 * 24 * hour),
    rescheduleDurationMinutes: 60,
    rescheduleRequestedAt: new Date(),
  }),
  'POST /api/appointments/:id/reschedule/decline': change(
    'reschedule/decline',
    {},
    {
      rescheduleStartsAt: new Date(Date.now() + 61 * 24 * hour),
      rescheduleDurationMinutes: 60,
      rescheduleRequestedAt: new Date(),
    },
  ),
  'POST /api/appointments/:id/approve': change('approve', {}, { status: 'pending_approval' }),
  'POST /api/appointments/:id/reject': change(
    'reject',
    { reason: 'Matrix' },
    { status: 'pending_approval' },
  ),
  'POST /api/appointments/:id/complete': change('complete'),
  'POST /api/appointments/:id/no-show': change('no-show', { who: 'student' }),
  'POST /api/appointments/:id/review': change('review', { rating: 4 }),
  'GET /api/students/:id/appointments-summary': async (c) => {
    await appointmentIn(c);
    return {
      method: 'GET',
      url: named(`/api/students/${await learnerOf(c)}/appointments-summary`, c),
      aimed: 'id',
    };
  },
  'PUT /api/students/:id/allowance': async (c) => {
    const before = await allowanceOf(c);
    return {
      method: 'PUT',
      url: `/api/students/${c.target.student.id}/allowance`,
      payload: { monthlyAllowanceCredits: 77 },
      aimed: 'id',
      changed: async () => ((await allowanceOf(c)) === before ? null : 'allowance set'),
    };
  },
  'POST /api/students/bulk-allowance': async (c) => {
    const before = await allowanceOf(c);
    return {
      method: 'POST',
      url: '/api/students/bulk-allowance',
      payload: { ids: [c.target.student.id], monthlyAllowanceCredits: 88 },
      aimed: false,
      changed: async () => ((await allowanceOf(c)) === before ? null : 'allowance set'),
    };
  },
};
