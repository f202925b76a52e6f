/** What the dashboard's picker and the API both accept (zod-free: the web imports it without zod). */
export const dashboardPeriods = ['30d', '90d', 'year'] as const;
export type DashboardPeriod = (typeof dashboardPeriods)[number];

/** How many of today's sessions and appointments the dashboard lists. */
export const todayLimit = 8;

/** How many schools the platform totals rank by spend. */
export const topSchoolsLimit = 5;

/** Kinds of what waits for the admin; each answered by the module that owns it. */
export const waitingKinds = ['class_proposal', 'appointment_approval', 'low_balance'] as const;
export type WaitingKind = (typeof waitingKinds)[number];

export const waitingActions = ['approve', 'reject', 'top_up'] as const;
export type WaitingAction = (typeof waitingActions)[number];

/** At most this many items of one kind in the queue (the total says how many there are). */
export const waitingLimitPerKind = 50;
