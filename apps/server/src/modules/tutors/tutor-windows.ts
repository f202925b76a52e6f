import {
  localDay,
  openIntervals,
  subtractIntervals,
  type Interval,
} from '@school/shared/tutors/availability';
import { tutorLimits } from '@school/shared/tutors/tutors.rules';
import type { Database } from '../../db/client.ts';
import { createTutorsRepository } from './tutors.repository.ts';

/**
 * Where a tutor is already taken (booked appointments): the appointments module provides it;
 * until then nobody is. Read inside the caller's transaction.
 */
export type BusySource = (
  db: Database,
  tutorId: string,
  from: Date,
  to: Date,
) => Promise<{ startsAt: Date; endsAt: Date }[]>;

export const noBusyTime: BusySource = async () => [];

const day = 86_400_000;

async function freeIntervals(
  db: Database,
  tutorId: string,
  zone: string,
  fromDay: string,
  toDay: string,
  busy: BusySource,
): Promise<Interval[]> {
  const repo = createTutorsRepository(db);
  const open = openIntervals(await repo.availability(tutorId), zone, fromDay, toDay);
  const first = open[0];
  const last = open[open.length - 1];
  if (!first || !last) return [];
  const taken = await busy(db, tutorId, new Date(first.start), new Date(last.end));
  return subtractIntervals(
    open,
    taken.map((b) => ({ start: b.startsAt.getTime(), end: b.endsAt.getTime() })),
  );
}

const rows = (free: Interval[]) =>
  free.map((i) => ({ startsAt: new Date(i.start), endsAt: new Date(i.end) }));

/**
 * Rewrites a tutor's open windows from today (in their zone) to the horizon. Call it in the
 * transaction that changes the availability, the zone, or the busy time (a booking).
 */
export async function rebuildWindows(
  db: Database,
  tutorId: string,
  zone: string,
  now: Date,
  busy: BusySource = noBusyTime,
): Promise<void> {
  const today = localDay(now.getTime(), zone);
  const until = localDay(now.getTime(), zone, tutorLimits.horizonDays);
  const free = await freeIntervals(db, tutorId, zone, today, until, busy);
  await createTutorsRepository(db).replaceWindows(tutorId, new Date(0), rows(free), until);
}

/**
 * The daily roll: drops windows that ended over a day ago and adds the days that came into the
 * horizon, for every tutor whose windows stop short of it. Days already materialised are left as
 * they are, so running it twice adds nothing.
 */
export async function rollWindows(
  db: Database,
  now: Date,
  busy: BusySource = noBusyTime,
  batch = 200,
): Promise<number> {
  const repo = createTutorsRepository(db);
  await repo.dropWindowsBefore(new Date(now.getTime() - day));
  // Any tutor's horizon ends on or before the latest zone's (UTC+14) day.
  const latest = localDay(now.getTime() + 14 * 3_600_000, 'UTC', tutorLimits.horizonDays);
  let rolled = 0;
  let after: string | undefined;
  for (;;) {
    const tutors = await repo.tutorsToRoll(latest, batch, after);
    if (tutors.length === 0) return rolled;
    for (const tutor of tutors) {
      after = tutor.userId;
      const today = localDay(now.getTime(), tutor.timeZone);
      const until = localDay(now.getTime(), tutor.timeZone, tutorLimits.horizonDays);
      const from = tutor.windowsUntil && tutor.windowsUntil > today ? tutor.windowsUntil : today;
      if (from >= until) continue;
      await db.transaction(async (tx) => {
        const free = await freeIntervals(tx, tutor.userId, tutor.timeZone, from, until, busy);
        await createTutorsRepository(tx).addWindows(tutor.userId, rows(free), until);
      });
      rolled += 1;
    }
  }
}
