import type { AttendanceStatus } from './classes.rules.ts';

/** How many marks of each status a class (or a grid on screen) holds. */
export type AttendanceTally = Record<AttendanceStatus, number>;

export function tallyOf(statuses: Iterable<AttendanceStatus>): AttendanceTally {
  const tally: AttendanceTally = { present: 0, late: 0, absent: 0, excused: 0 };
  for (const status of statuses) tally[status] += 1;
  return tally;
}

/**
 * The one attendance rate, for the class list and the class detail alike: present and late count
 * as attended, an excused absence leaves the count (ARCHITECTURE), unmarked cells are not counted.
 * No counted mark: no rate yet. Four decimals, so every place shows the same percentage.
 */
export function attendanceRate(tally: AttendanceTally): number | null {
  const attended = tally.present + tally.late;
  const counted = attended + tally.absent;
  return counted === 0 ? null : Math.round((attended / counted) * 10_000) / 10_000;
}
