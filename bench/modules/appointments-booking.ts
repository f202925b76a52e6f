// Booking latency with 32 bookers at once, each booking a run of free 30-minute slots of its own
// demo tutor for its own roster student, all from the demo school's one wallet (every booking
// takes its row lock). Median and p95 of `POST /api/appointments`, measured inside the server
// (app.inject), on the embedded database and, with BENCH_DATABASE_URL, on PostgreSQL.
//   BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres node --import tsx bench/modules/appointments-booking.ts
// Two loads, each over every booker's run of slots:
// - "paced" (the target, p95 ≤ 50 ms on PostgreSQL): each booker books every BENCH_PACE_MS
//   (default 1 000 ms, first ones spread over that second), as people at 32 screens do; a
//   booking's wait for another's wallet lock or for the CPU is part of its latency.
// - "flat out": each booker books again the moment its last booking answers. This measures the
//   bookings a second; its latency is bookers ÷ that rate (Little's law), so it is reported, not
//   held to the target.
// BENCH_BOOKERS (default 32) and BENCH_BOOKINGS (per booker and load, default 15) change the load;
// BENCH_ENGINES=postgres skips the embedded run.
import { randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import { appointments } from '../../apps/server/src/modules/appointments/appointments.table.ts';
import { enrolments } from '../../apps/server/src/modules/classes/classes.table.ts';
import { students } from '../../apps/server/src/modules/students/students.table.ts';
import {
  tutorOpenWindows,
  tutorSubjects,
} from '../../apps/server/src/modules/tutors/tutors.table.ts';
import { withSignedInApp, type SignedInApp } from '../lib/in-process.ts';
import { percentile } from '../lib/stats.ts';

const bookers = Number(process.env.BENCH_BOOKERS ?? 32);
const perBooker = Number(process.env.BENCH_BOOKINGS ?? 15);
const engines = (process.env.BENCH_ENGINES ?? 'embedded,postgres').split(',');
const slotMs = 30 * 60_000;
const paceMs = Number(process.env.BENCH_PACE_MS ?? 1000);

type Plan = { tutorId: string; subjectId: string; studentId: string; starts: string[] };

/** Each booker: a tutor of its own, a student of its own, and free slots from tomorrow on. */
async function plans({ database, user }: SignedInApp): Promise<Plan[]> {
  const db = database.db;
  const tomorrow = new Date(Date.now() + 24 * 3_600_000);
  const windows = await db
    .select({
      tutorId: tutorOpenWindows.tutorId,
      startsAt: tutorOpenWindows.startsAt,
      endsAt: tutorOpenWindows.endsAt,
    })
    .from(tutorOpenWindows)
    .where(gt(tutorOpenWindows.startsAt, tomorrow))
    .orderBy(tutorOpenWindows.tutorId, tutorOpenWindows.startsAt);
  const slotsOf = new Map<string, string[]>();
  for (const w of windows) {
    const list = slotsOf.get(w.tutorId) ?? [];
    for (let t = w.startsAt.getTime(); t + slotMs <= w.endsAt.getTime(); t += slotMs)
      list.push(new Date(t).toISOString());
    slotsOf.set(w.tutorId, list);
  }
  const subjects = await db
    .select({ tutorId: tutorSubjects.userId, subjectId: tutorSubjects.subjectId })
    .from(tutorSubjects);
  const subjectOf = new Map(subjects.map((s) => [s.tutorId, s.subjectId]));
  const roster = await db
    .select({ id: students.id })
    .from(students)
    .where(
      and(
        eq(students.schoolId, user.schoolId),
        eq(students.status, 'active'),
        isNull(students.monthlyAllowanceCredits),
        // Free all along the run: no class sessions, no demo appointments to collide with.
        sql`not exists (select 1 from ${enrolments} where ${enrolments.studentId} = ${students.id})`,
        sql`not exists (select 1 from ${appointments} where ${appointments.studentId} = ${students.id})`,
      ),
    )
    .limit(bookers);
  const tutors = [...slotsOf.entries()].filter(
    ([id, slots]) => slots.length >= 2 * perBooker + 2 && subjectOf.has(id),
  );
  if (tutors.length < bookers || roster.length < bookers)
    throw new Error(`only ${tutors.length} tutors and ${roster.length} students for ${bookers}`);
  return Array.from({ length: bookers }, (_, i) => {
    const [tutorId, slots] = tutors[i] ?? ['', []];
    return {
      tutorId,
      subjectId: subjectOf.get(tutorId) ?? '',
      studentId: roster[i]?.id ?? '',
      starts: slots.slice(0, 2 * perBooker + 1),
    };
  });
}

async function measure(engine: 'embedded' | 'postgres', serverUrl?: string) {
  return withSignedInApp(engine, serverUrl, async (signedIn) => {
    const { app, headers, user } = signedIn;
    // Credits for every booking, as a top-up would bring them.
    await app.services.wallet.refund(user.schoolId, 10_000_000, 'bench', randomUUID(), {
      userId: user.id,
      name: 'Bench',
    });
    const work = await plans(signedIn);
    const book = async (plan: Plan, startsAt: string) => {
      const started = performance.now();
      const response = await app.inject({
        method: 'POST',
        url: '/api/appointments',
        headers: { ...headers, 'idempotency-key': randomUUID() },
        payload: {
          tutorId: plan.tutorId,
          studentId: plan.studentId,
          subjectId: plan.subjectId,
          startsAt,
          durationMinutes: 30,
        },
      });
      const ms = performance.now() - started;
      if (response.statusCode !== 201)
        throw new Error(`booking answered ${response.statusCode}: ${response.body}`);
      return ms;
    };
    // Warm-up: one booking per booker, one at a time.
    for (const plan of work) await book(plan, plan.starts[0] ?? '');
    const summary = (load: string, times: number[], seconds: number, cpuMs: number) => {
      times.sort((a, b) => a - b);
      return {
        engine,
        load,
        bookers,
        bookings: times.length,
        perSecond: Number((times.length / seconds).toFixed(1)),
        medianMs: Number(percentile(times, 50).toFixed(2)),
        p95Ms: Number(percentile(times, 95).toFixed(2)),
        maxMs: Number((times[times.length - 1] ?? 0).toFixed(2)),
        /** Server CPU per booking (this process): what bounds the bookings a second. */
        cpuMsPerBooking: Number((cpuMs / times.length).toFixed(2)),
      };
    };
    const run = async (load: string, slots: (plan: Plan) => string[], paced: boolean) => {
      const times: number[] = [];
      const cpu = process.cpuUsage();
      const started = performance.now();
      await Promise.all(
        work.map(async (plan, i) => {
          const due = (n: number) => started + (i / work.length) * paceMs + n * paceMs;
          for (const [n, startsAt] of slots(plan).entries()) {
            if (paced) await sleep(Math.max(0, due(n) - performance.now()));
            times.push(await book(plan, startsAt));
          }
        }),
      );
      const used = process.cpuUsage(cpu);
      const seconds = (performance.now() - started) / 1000;
      return summary(load, times, seconds, (used.user + used.system) / 1000);
    };
    const paced = await run('paced', (p) => p.starts.slice(1, perBooker + 1), true);
    const flatOut = await run('flat out', (p) => p.starts.slice(perBooker + 1), false);
    const [row] = await signedIn.database.db
      .select({ n: sql<number>`count(*)::int` })
      .from(appointments)
      .where(eq(appointments.status, 'booked'));
    if ((row?.n ?? 0) < work.length * (2 * perBooker + 1))
      throw new Error(`only ${row?.n} bookings stored`);
    return [paced, flatOut];
  });
}

const results = [];
if (engines.includes('embedded')) results.push(...(await measure('embedded')));
if (engines.includes('postgres') && process.env.BENCH_DATABASE_URL)
  results.push(...(await measure('postgres', process.env.BENCH_DATABASE_URL)));
console.table(results);
const onPg = results.find((r) => r.engine === 'postgres' && r.load === 'paced');
if (onPg)
  console.log(
    `PostgreSQL booking p95, ${bookers} bookers each booking every ${paceMs} ms: ${onPg.p95Ms} ms (≤ 50): ${onPg.p95Ms <= 50 ? 'PASS' : 'MISS'}`,
  );
