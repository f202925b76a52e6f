import { appointmentPath } from '@school/shared/appointments/appointments.rules';
import { hasPermission } from '@school/shared/auth/roles';
import { attendanceRate, type AttendanceTally } from '@school/shared/classes/attendance-rate';
import type { AttendanceStatus } from '@school/shared/classes/classes.rules';
import type {
  AttendanceTallyView,
  HeatMapDay,
  RecentActivity,
  StudentDashboard,
  StudentDashboardQuery,
} from '@school/shared/student-dashboard/student-dashboard.contract';
import {
  attendanceCsvColumns,
  studentDashboardLimits as limits,
} from '@school/shared/student-dashboard/student-dashboard.rules';
import { DateTime } from 'luxon';
import type { Database } from '../../db/client.ts';
import { csvRows } from '../../lib/csv.ts';
import { notFound } from '../../lib/app-error.ts';
import { schoolScope } from '../../lib/school-scope.ts';
import type { AuthContext } from '../auth/auth.service.ts';
import { periodWindow } from './student-dashboard-period.ts';
import {
  createStudentDashboardRepository,
  type StudentDashboardRepository,
} from './student-dashboard.repository.ts';

type Deps = {
  db: Database;
  clock: () => Date;
  timezoneOf: (schoolId: string) => Promise<string | null>;
  /** The appointments module's reading of a student's spend by month (the ledger is the truth). */
  appointmentSpend: (
    studentId: string,
    zone: string,
    from: Date,
    to: Date,
  ) => Promise<{ month: string; spent: number }[]>;
};

const emptyTally = (): AttendanceTally => ({ present: 0, late: 0, absent: 0, excused: 0 });
const view = (tally: AttendanceTally): AttendanceTallyView => ({
  ...tally,
  rate: attendanceRate(tally),
});
const iso = (date: Date) => date.toISOString();

type Appointments = Awaited<ReturnType<StudentDashboardRepository['upcomingAppointments']>>;

/** One student's picture, read from the modules that own each part; it changes nothing. */
export function createStudentDashboardService({ db, clock, timezoneOf, appointmentSpend }: Deps) {
  const repo = createStudentDashboardRepository(db);

  async function studentIn(auth: AuthContext, studentId: string, schoolId?: string) {
    const school = schoolScope(auth, schoolId, { what: 'The student' });
    const student = await repo.student(school, studentId);
    if (!student) throw notFound('The student');
    return { school, student, zone: (await timezoneOf(school)) ?? 'UTC' };
  }

  return {
    async get(
      auth: AuthContext,
      studentId: string,
      query: StudentDashboardQuery,
    ): Promise<StudentDashboard> {
      const { school, student, zone } = await studentIn(auth, studentId, query.schoolId);
      // Money is left out of the answer itself for whoever may not see the wallet (an editor).
      const money = hasPermission(auth.user.role, 'wallet.view');
      const now = clock();
      const window = periodWindow(query.period, now, zone);
      const sinceWindow = { from: window.from, to: now };
      const userId = student.userId;
      const [classRows, byClass, byDay, upcoming, past, spent, asked, answered, events] =
        await Promise.all([
          repo.classes(school, student.id),
          repo.marksByClass(school, student.id),
          repo.marksByDay(school, student.id, zone, window),
          repo.upcomingAppointments(school, student.id, now, limits.upcomingAppointments),
          repo.pastAppointments(school, student.id, sinceWindow, limits.pastAppointments),
          money ? appointmentSpend(student.id, zone, window.from, window.to) : Promise.resolve([]),
          userId
            ? repo.topicsAsked(school, userId, limits.topics)
            : Promise.resolve({ items: [], total: 0 }),
          userId
            ? repo.topicsAnswered(school, userId, limits.topics)
            : Promise.resolve({ items: [], total: 0 }),
          repo.recentEvents(school, student, window, limits.activity),
        ]);

      const tallies = new Map<string, AttendanceTally>();
      const overall = emptyTally();
      for (const row of byClass) {
        const tally = tallies.get(row.classId) ?? emptyTally();
        tally[row.status] += row.marks;
        overall[row.status] += row.marks;
        tallies.set(row.classId, tally);
      }
      const days = new Map<string, HeatMapDay>();
      const inPeriod = emptyTally();
      for (const row of byDay) {
        const day = days.get(row.date) ?? { date: row.date, ...emptyTally() };
        day[row.status] += row.marks;
        inPeriod[row.status] += row.marks;
        days.set(row.date, day);
      }

      const appointment = (row: Appointments['items'][number]) => ({
        id: row.id,
        startsAt: iso(row.startsAt),
        endsAt: iso(row.endsAt),
        status: row.status,
        tutorName: row.tutorName,
        subjectKey: row.subjectKey,
        subjectName: row.subjectName,
        durationMinutes: row.durationMinutes,
        ...(money ? { spentCredits: row.spentCredits } : {}),
      });

      const spentByMonth = new Map(spent.map((row) => [row.month, row.spent]));
      const allowance = student.monthlyAllowanceCredits;

      return {
        timeZone: zone,
        period: query.period,
        from: window.firstDay,
        to: window.lastDay,
        student: {
          id: student.id,
          firstName: student.firstName,
          lastName: student.lastName,
          email: student.email,
          phone: student.phone,
          grade: student.grade,
          dateOfBirth: student.dateOfBirth,
          status: student.status,
          enrolledAt: student.enrolledAt,
          avatar: student.avatar,
          guardian: {
            name: student.guardianName,
            email: student.guardianEmail,
            phone: student.guardianPhone,
          },
        },
        classes: classRows.map((row) => ({
          id: row.id,
          title: row.title,
          subjectKey: row.subjectKey,
          subjectName: row.subjectName,
          tutorName: `${row.tutorFirstName} ${row.tutorLastName}`,
          status: row.status,
          current: row.status === 'approved' && row.lastEndsAt > now,
          firstStartsAt: iso(row.firstStartsAt),
          lastEndsAt: iso(row.lastEndsAt),
          sessionCount: row.sessionCount,
          attendance: view(tallies.get(row.id) ?? emptyTally()),
        })),
        attendance: {
          overall: view(overall),
          period: view(inPeriod),
          heatMap: [...days.values()],
        },
        appointments: {
          upcoming: upcoming.items.map(appointment),
          upcomingTotal: upcoming.total,
          past: past.items.map(appointment),
          pastTotal: past.total,
        },
        ...(money
          ? {
              credits: {
                monthlyAllowanceCredits: allowance,
                totalSpent: spent.reduce((sum, row) => sum + row.spent, 0),
                months: window.months.map((month) => ({
                  month,
                  spent: spentByMonth.get(month) ?? 0,
                  allowance,
                })),
              },
            }
          : {}),
        topics: {
          asked: asked.items.map((row) => ({ ...row, createdAt: iso(row.createdAt) })),
          askedTotal: asked.total,
          answered: answered.items.map((row) => ({
            topicId: row.topicId,
            title: row.title,
            accepted: row.accepted,
            createdAt: iso(row.createdAt),
          })),
          answeredTotal: answered.total,
        },
        recentActivity: recentActivity(events),
      };
    },

    /** The student's marks as CSV rows, dates and times on the school's wall clock. */
    async attendanceCsv(auth: AuthContext, studentId: string, schoolId?: string) {
      const { school, student, zone } = await studentIn(auth, studentId, schoolId);
      const rows = await repo.marks(school, student.id);
      const local = (date: Date) => DateTime.fromJSDate(date, { zone });
      const text = csvRows(
        rows.map((row) => [
          local(row.startsAt).toFormat('yyyy-MM-dd'),
          local(row.startsAt).toFormat('HH:mm'),
          row.classTitle,
          row.subjectName,
          row.status,
          local(row.recordedAt).toISO({ suppressMilliseconds: true }),
        ]),
        attendanceCsvColumns,
      );
      const name = `${student.firstName}-${student.lastName}`
        .normalize('NFKD')
        .replace(/[^A-Za-z0-9-]+/g, '')
        .toLowerCase();
      return { text: `${text}\r\n`, fileName: `attendance-${name || student.id}.csv` };
    },
  };
}
export type StudentDashboardService = ReturnType<typeof createStudentDashboardService>;

type Events = Awaited<ReturnType<StudentDashboardRepository['recentEvents']>>;

function recentActivity(events: Events): RecentActivity[] {
  const all: RecentActivity[] = [
    ...events.marks.map((row) => ({
      kind: 'attendance' as const,
      at: iso(row.at),
      title: row.title,
      status: row.status satisfies AttendanceStatus as string,
      link: `/manage-classes/${row.classId}`,
    })),
    ...events.enrolled.map((row) => ({
      kind: 'enrolled' as const,
      at: iso(row.at),
      title: row.title,
      status: null,
      link: `/manage-classes/${row.classId}`,
    })),
    ...events.booked.map((row) => ({
      kind: 'appointment_booked' as const,
      at: iso(row.at),
      title: row.title,
      status: row.status as string,
      link: appointmentPath(row.id),
    })),
    ...events.asked.map((row) => ({
      kind: 'topic_asked' as const,
      at: iso(row.at),
      title: row.title,
      status: null,
      link: `/manage-topics/${row.id}`,
    })),
    ...events.answered.map((row) => ({
      kind: 'topic_answered' as const,
      at: iso(row.at),
      title: row.title,
      status: null,
      link: `/manage-topics/${row.id}`,
    })),
  ];
  return all.sort((a, b) => b.at.localeCompare(a.at)).slice(0, limits.activity);
}
