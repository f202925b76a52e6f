import { z } from 'zod';
import { recentActivityKinds, studentDashboardPeriods } from './student-dashboard.rules.ts';

export const studentDashboardParamsSchema = z.object({ studentId: z.uuid() });

export const studentDashboardQuerySchema = z.object({
  period: z.enum(studentDashboardPeriods).default('30d'),
  /** The school (the platform admin names one; others get their own). */
  schoolId: z.uuid().optional(),
});
export type StudentDashboardQuery = z.infer<typeof studentDashboardQuerySchema>;

export const attendanceCsvQuerySchema = z.object({ schoolId: z.uuid().optional() });
/** What an attendance export is made from, kept with its record so its link makes it again. */
export const attendanceExportFiltersSchema = attendanceCsvQuerySchema.extend({
  studentId: z.uuid(),
});

const count = z.number().int().nonnegative();

/** Marks of each status and the rate (present and late attended; excused left out). */
export const attendanceTallySchema = z.object({
  present: count,
  late: count,
  absent: count,
  excused: count,
  rate: z.number().nullable(),
});
export type AttendanceTallyView = z.infer<typeof attendanceTallySchema>;

const timestamp = z.iso.datetime({ offset: true });

export const dashboardClassSchema = z.object({
  id: z.uuid(),
  title: z.string(),
  subjectKey: z.string(),
  subjectName: z.string(),
  tutorName: z.string(),
  status: z.enum(['pending_approval', 'approved', 'rejected', 'cancelled']),
  /** Approved and not yet over. */
  current: z.boolean(),
  firstStartsAt: timestamp,
  lastEndsAt: timestamp,
  sessionCount: count,
  attendance: attendanceTallySchema,
});
export type DashboardClass = z.infer<typeof dashboardClassSchema>;

export const heatMapDaySchema = z.object({
  /** A day in the school's time zone. */
  date: z.iso.date(),
  present: count,
  late: count,
  absent: count,
  excused: count,
});
export type HeatMapDay = z.infer<typeof heatMapDaySchema>;

export const dashboardAppointmentSchema = z.object({
  id: z.uuid(),
  startsAt: timestamp,
  endsAt: timestamp,
  status: z.enum(['pending_approval', 'booked', 'completed', 'cancelled', 'no_show']),
  tutorName: z.string(),
  subjectKey: z.string(),
  subjectName: z.string(),
  durationMinutes: count,
  /** Credits the wallet paid for it, less refunds (absent without the wallet permission). */
  spentCredits: z.number().int().optional(),
});
export type DashboardAppointment = z.infer<typeof dashboardAppointmentSchema>;

export const creditMonthSchema = z.object({
  /** `YYYY-MM` in the school's time zone; an appointment counts in the month it starts. */
  month: z.string().regex(/^\d{4}-\d{2}$/),
  spent: z.number().int(),
  allowance: z.number().int().nullable(),
});
export type CreditMonth = z.infer<typeof creditMonthSchema>;

export const dashboardTopicSchema = z.object({
  id: z.uuid(),
  title: z.string(),
  status: z.enum(['open', 'answered', 'closed']),
  answerCount: count,
  createdAt: timestamp,
});

export const dashboardAnswerSchema = z.object({
  topicId: z.uuid(),
  title: z.string(),
  accepted: z.boolean(),
  createdAt: timestamp,
});

export const recentActivitySchema = z.object({
  kind: z.enum(recentActivityKinds),
  at: timestamp,
  /** A class title, a tutor's name or a topic title. */
  title: z.string(),
  /** The attendance mark or the appointment's state. */
  status: z.string().nullable(),
  link: z.string(),
});
export type RecentActivity = z.infer<typeof recentActivitySchema>;

export const studentDashboardSchema = z
  .object({
    timeZone: z.string(),
    period: z.enum(studentDashboardPeriods),
    /** First and last day of the period, in the school's time zone. */
    from: z.iso.date(),
    to: z.iso.date(),
    student: z.object({
      id: z.uuid(),
      firstName: z.string(),
      lastName: z.string(),
      email: z.string(),
      phone: z.string().nullable(),
      grade: z.string().nullable(),
      dateOfBirth: z.iso.date().nullable(),
      status: z.enum(['active', 'invited', 'deactivated']),
      enrolledAt: z.iso.date(),
      avatar: z.string().nullable(),
      guardian: z.object({
        name: z.string().nullable(),
        email: z.string().nullable(),
        phone: z.string().nullable(),
      }),
    }),
    classes: z.array(dashboardClassSchema),
    attendance: z.object({
      /** Every mark of every class. */
      overall: attendanceTallySchema,
      /** The marks of sessions within the period. */
      period: attendanceTallySchema,
      heatMap: z.array(heatMapDaySchema),
    }),
    appointments: z.object({
      upcoming: z.array(dashboardAppointmentSchema),
      upcomingTotal: count,
      /** Started within the period, newest first. */
      past: z.array(dashboardAppointmentSchema),
      pastTotal: count,
    }),
    /** Absent without the wallet permission (an editor sees no money). */
    credits: z
      .object({
        monthlyAllowanceCredits: z.number().int().nullable(),
        totalSpent: z.number().int(),
        months: z.array(creditMonthSchema),
      })
      .optional(),
    topics: z.object({
      asked: z.array(dashboardTopicSchema),
      askedTotal: count,
      answered: z.array(dashboardAnswerSchema),
      answeredTotal: count,
    }),
    recentActivity: z.array(recentActivitySchema),
  })
  .meta({ id: 'StudentDashboard' });
export type StudentDashboard = z.infer<typeof studentDashboardSchema>;
