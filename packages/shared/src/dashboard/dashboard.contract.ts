import { z } from 'zod';
import { dashboardPeriods, waitingActions, waitingKinds } from './dashboard.rules.ts';

export const dashboardQuerySchema = z.object({
  period: z.enum(dashboardPeriods).default('30d'),
  /** The platform admin names a school; without one it gets the platform totals. */
  schoolId: z.uuid().optional(),
});
export type DashboardQuery = z.infer<typeof dashboardQuerySchema>;

/** A card: the value now, its change against the previous period, a short series, its page. */
export const kpiSchema = z
  .object({
    value: z.number(),
    /** Value minus the previous period's; null when there is nothing to compare with. */
    change: z.number().nullable(),
    series: z.array(z.number()),
    path: z.string(),
  })
  .meta({ id: 'DashboardKpi' });
export type Kpi = z.infer<typeof kpiSchema>;

/** Money: present only for those who may see the wallet (an editor gets no such field). */
export const creditsKpiSchema = kpiSchema
  .extend({
    /** Credits spent per day over the period (net of refunds), rounded to whole credits. */
    averageDailySpend: z.number().int(),
    /** Whole days the balance lasts at that pace; null when nothing was spent. */
    daysLeft: z.number().int().nullable(),
    lowBalanceThreshold: z.number().int(),
  })
  .meta({ id: 'DashboardCreditsKpi' });

const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);
const month = z.string().regex(/^\d{4}-\d{2}$/);

export const spendWeekSchema = z.object({
  week: day,
  classes: z.number().int(),
  appointments: z.number().int(),
  other: z.number().int(),
  topUps: z.number().int(),
});
export const attendanceWeekSchema = z.object({
  week: day,
  /** Per cent of present and late among the marks; excused marks do not count. Null: no marks. */
  rate: z.number().nullable(),
  marks: z.number().int(),
});
export const subjectCountSchema = z.object({
  subjectId: z.uuid(),
  key: z.string(),
  name: z.string(),
  count: z.number().int(),
});
export const monthCountSchema = z.object({ month, count: z.number().int() });

export const todayItemSchema = z.object({
  kind: z.enum(['class_session', 'appointment']),
  id: z.uuid(),
  title: z.string(),
  /** Tutor (and student of an appointment). */
  detail: z.string(),
  startsAt: z.iso.datetime({ offset: true }),
  endsAt: z.iso.datetime({ offset: true }),
  path: z.string(),
});
export type TodayItem = z.infer<typeof todayItemSchema>;

export const schoolDashboardSchema = z
  .object({
    scope: z.literal('school'),
    schoolId: z.uuid(),
    schoolName: z.string(),
    timeZone: z.string(),
    period: z.enum(dashboardPeriods),
    from: z.iso.datetime({ offset: true }),
    to: z.iso.datetime({ offset: true }),
    kpis: z.object({
      activeStudents: kpiSchema,
      classesOngoing: kpiSchema.extend({ startingThisWeek: z.number().int() }),
      attendanceRate: kpiSchema.extend({ value: z.number().nullable() }),
      credits: creditsKpiSchema.optional(),
      appointmentsThisWeek: kpiSchema,
      unansweredTopics: kpiSchema,
      unread: z.object({ notifications: z.number().int(), chat: z.number().int() }),
    }),
    charts: z.object({
      spendByWeek: z.array(spendWeekSchema).optional(),
      attendanceByWeek: z.array(attendanceWeekSchema),
      appointmentsBySubject: z.array(subjectCountSchema),
      newStudentsByMonth: z.array(monthCountSchema),
    }),
    today: z.array(todayItemSchema),
  })
  .meta({ id: 'SchoolDashboard' });
export type SchoolDashboard = z.infer<typeof schoolDashboardSchema>;

export const platformDashboardSchema = z
  .object({
    scope: z.literal('platform'),
    period: z.enum(dashboardPeriods),
    from: z.iso.datetime({ offset: true }),
    to: z.iso.datetime({ offset: true }),
    schools: z.number().int(),
    students: z.number().int(),
    /** Credits bought by card over the period, every school. */
    creditsSold: z.number().int(),
    topSchools: z.array(
      z.object({ schoolId: z.uuid(), name: z.string(), spent: z.number().int() }),
    ),
  })
  .meta({ id: 'PlatformDashboard' });
export type PlatformDashboard = z.infer<typeof platformDashboardSchema>;

export const dashboardSchema = z.discriminatedUnion('scope', [
  schoolDashboardSchema,
  platformDashboardSchema,
]);
export type Dashboard = z.infer<typeof dashboardSchema>;

export const waitingQuerySchema = z.object({ schoolId: z.uuid().optional() });
export type WaitingQuery = z.infer<typeof waitingQuerySchema>;

export const waitingItemSchema = z
  .object({
    kind: z.enum(waitingKinds),
    /** The owning module's id (class, appointment; the school for a low balance). */
    id: z.uuid(),
    title: z.string(),
    /** Names that say what it is: tutor, subject, student. */
    details: z.array(z.string()),
    /** When it was asked for (a proposal made, a booking made, the balance read). */
    at: z.iso.datetime({ offset: true }),
    /** When the class or appointment begins. */
    startsAt: z.iso.datetime({ offset: true }).optional(),
    /** A low balance: the wallet now and the school's alert threshold. */
    balance: z.number().int().optional(),
    threshold: z.number().int().optional(),
    path: z.string(),
    /** What the owning module offers the caller; a reject always takes a reason. */
    actions: z.array(z.enum(waitingActions)),
    /** The owning module answers several at once (classes' bulk approve and reject). */
    bulk: z.boolean(),
  })
  .meta({ id: 'WaitingItem' });
export type WaitingItem = z.infer<typeof waitingItemSchema>;

export const waitingSchema = z
  .object({
    items: z.array(waitingItemSchema),
    total: z.number().int(),
    counts: z.record(z.enum(waitingKinds), z.number().int()),
  })
  .meta({ id: 'Waiting' });
export type Waiting = z.infer<typeof waitingSchema>;
