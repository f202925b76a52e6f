import { describe, expect, it } from 'vitest';
import { attendanceRate, tallyOf } from './attendance-rate.ts';
import type { AttendanceStatus } from './classes.rules.ts';

const marks = (counts: Partial<Record<AttendanceStatus, number>>): AttendanceStatus[] =>
  Object.entries(counts).flatMap(([status, n]) =>
    Array<AttendanceStatus>(n).fill(status as AttendanceStatus),
  );

describe('attendanceRate', () => {
  it('leaves excused absences out of the count (the list said 86 %, the detail 75 %)', () => {
    expect(attendanceRate(tallyOf(marks({ present: 6, absent: 1, excused: 1 })))).toBe(0.8571);
  });

  it('counts late as attended', () => {
    expect(attendanceRate(tallyOf(marks({ present: 1, late: 1, absent: 2 })))).toBe(0.5);
  });

  it('has no rate before a counted mark', () => {
    expect(attendanceRate(tallyOf([]))).toBeNull();
    expect(attendanceRate(tallyOf(marks({ excused: 3 })))).toBeNull();
  });
});
