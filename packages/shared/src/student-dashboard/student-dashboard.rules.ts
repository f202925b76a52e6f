/**
 * What the student dashboard and its page both know (zod-free: the web imports it without zod).
 * A period ends today in the school's time zone: the last 30 or 90 days, or the school year,
 * which starts on 1 August.
 */
export const studentDashboardPeriods = ['30d', '90d', 'year'] as const;
export type StudentDashboardPeriod = (typeof studentDashboardPeriods)[number];

export const studentDashboardLimits = {
  upcomingAppointments: 10,
  pastAppointments: 20,
  topics: 10,
  activity: 15,
} as const;

export const recentActivityKinds = [
  'attendance',
  'appointment_booked',
  'topic_asked',
  'topic_answered',
  'enrolled',
] as const;
export type RecentActivityKind = (typeof recentActivityKinds)[number];

/** The attendance export's columns, in order. */
export const attendanceCsvColumns = [
  'date',
  'time',
  'class',
  'subject',
  'status',
  'recordedAt',
] as const;
