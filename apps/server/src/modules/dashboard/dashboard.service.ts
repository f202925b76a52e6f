import { hasPermission } from '@school/shared/auth/roles';
import type {
  Dashboard,
  DashboardQuery,
  PlatformDashboard,
  SchoolDashboard,
  TodayItem,
} from '@school/shared/dashboard/dashboard.contract';
import { todayLimit } from '@school/shared/dashboard/dashboard.rules';
import type { Database } from '../../db/client.ts';
import { notFound } from '../../lib/app-error.ts';
import { schoolScope } from '../../lib/school-scope.ts';
import type { AuthContext } from '../auth/auth.service.ts';
import { createDashboardRepository } from './dashboard.repository.ts';
import {
  appointmentFigures,
  attendanceFigures,
  creditFigures,
  studentFigures,
  topicFigures,
} from './figures.ts';
import { periodFrame } from './period.ts';
import { createQueueRepository } from './queue.repository.ts';
import { createWaiting } from './waiting.ts';

type Deps = { db: Database; clock: () => Date };

/** Read-only figures of one school (or of the platform): no HTTP here, and no change of anything. */
export function createDashboardService({ db, clock }: Deps) {
  const repo = createDashboardRepository(db);
  const queue = createQueueRepository(db);

  /** The school a request reads; a platform admin naming an unknown school gets 404 as well. */
  async function schoolOf(auth: AuthContext, requested?: string) {
    const schoolId = schoolScope(auth, requested, { what: 'The school' });
    const school = await repo.school(schoolId);
    if (!school) throw notFound('The school');
    return { schoolId, ...school };
  }

  async function platform(query: DashboardQuery): Promise<PlatformDashboard> {
    const frame = periodFrame('', 'UTC', query.period, clock());
    return {
      scope: 'platform',
      period: query.period,
      from: frame.from.toISOString(),
      to: frame.now.toISOString(),
      ...(await queue.platform(frame.from)),
    };
  }

  async function today(schoolId: string, now: Date, dayEnd: Date): Promise<TodayItem[]> {
    const found = await queue.today(schoolId, now, dayEnd);
    const items: TodayItem[] = [
      ...found.sessions.map((s) => ({
        kind: 'class_session' as const,
        id: s.id,
        title: s.title,
        detail: s.tutor,
        startsAt: s.startsAt.toISOString(),
        endsAt: s.endsAt.toISOString(),
        path: `/manage-classes/${s.classId}`,
      })),
      ...found.appointments.map((a) => ({
        kind: 'appointment' as const,
        id: a.id,
        title: a.subject,
        detail: a.student ? `${a.tutor} · ${a.student}` : a.tutor,
        startsAt: a.startsAt.toISOString(),
        endsAt: a.endsAt.toISOString(),
        path: '/my-appointments',
      })),
    ];
    return items.sort((a, b) => a.startsAt.localeCompare(b.startsAt)).slice(0, todayLimit);
  }

  return {
    async get(auth: AuthContext, query: DashboardQuery): Promise<Dashboard> {
      const role = auth.user.role;
      if (hasPermission(role, 'schools.switch') && !query.schoolId && !auth.school)
        return platform(query);
      const school = await schoolOf(auth, query.schoolId);
      const money = hasPermission(role, 'wallet.view');
      const f = periodFrame(school.schoolId, school.timezone, query.period, clock());
      const [students, classes, marks, wallet, moves, booked, topics, unread, todays] =
        await Promise.all([
          repo.students(f),
          repo.classes(f),
          repo.attendance(f),
          money ? repo.wallet(f.schoolId) : undefined,
          money ? repo.movements(f) : [],
          repo.appointments(f),
          repo.unansweredTopics(f),
          repo.unread(auth.user.id),
          today(f.schoolId, f.now, f.dayEnd),
        ]);
      const studentsOut = studentFigures(f, students);
      const attendanceOut = attendanceFigures(f, marks);
      const creditsOut = money
        ? creditFigures(f, wallet?.balance ?? 0, school.threshold, moves)
        : undefined;
      const appointmentsOut = appointmentFigures(f, booked);
      const answer: SchoolDashboard = {
        scope: 'school',
        schoolId: f.schoolId,
        schoolName: school.name,
        timeZone: f.timeZone,
        period: query.period,
        from: f.from.toISOString(),
        to: f.now.toISOString(),
        kpis: {
          activeStudents: studentsOut.kpi,
          classesOngoing: {
            value: classes.ongoing,
            change: classes.ongoing - classes.ongoingThen,
            series: classes.series,
            path: '/manage-classes/current-classes',
            startingThisWeek: classes.startingThisWeek,
          },
          attendanceRate: attendanceOut.kpi,
          ...(creditsOut ? { credits: creditsOut.kpi } : {}),
          appointmentsThisWeek: appointmentsOut.kpi,
          unansweredTopics: topicFigures(f, topics),
          unread,
        },
        charts: {
          ...(creditsOut ? { spendByWeek: creditsOut.spendByWeek } : {}),
          attendanceByWeek: attendanceOut.attendanceByWeek,
          appointmentsBySubject: appointmentsOut.appointmentsBySubject,
          newStudentsByMonth: studentsOut.newStudentsByMonth,
        },
        today: todays,
      };
      return answer;
    },

    async waiting(auth: AuthContext, requested?: string) {
      const school = await schoolOf(auth, requested);
      const money = hasPermission(auth.user.role, 'wallet.view');
      const wallet = money ? await repo.wallet(school.schoolId) : undefined;
      return createWaiting(queue, clock).list(
        auth,
        school,
        money ? (wallet?.balance ?? 0) : undefined,
      );
    },
  };
}
export type DashboardService = ReturnType<typeof createDashboardService>;
