export const classStatuses = ['pending_approval', 'approved', 'rejected', 'cancelled'] as const;
export type ClassStatus = (typeof classStatuses)[number];
export const classPhases = ['upcoming', 'ongoing', 'completed'] as const;
export type ClassPhase = (typeof classPhases)[number];
export const attendanceStatuses = ['present', 'late', 'absent', 'excused'] as const;
export type AttendanceStatus = (typeof attendanceStatuses)[number];

/** The longest value of each text field of a class (after trimming). */
export const classMaxLengths = {
  title: 150,
  description: 5000,
  videoUrl: 300,
  location: 300,
} as const;

/** Whole numbers of a class, both ends inclusive. */
export const classNumberBounds = {
  capacity: { min: 1, max: 500 },
  priceCredits: { min: 0, max: 100_000 },
} as const;

/** A decision's reason (rejecting or cancelling a class), after trimming. */
export const reasonLength = { min: 3, max: 1000 } as const;

/** Most classes one bulk decision and most students one enrolment may name. */
export const bulkDecisionMaxIds = 200;
export const enrolMaxStudents = 500;
export const attendanceMaxMarks = 2000;
export const tutorSearchMaxLength = 100;
