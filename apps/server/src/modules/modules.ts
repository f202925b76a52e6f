import { accountModule } from './account/account.module.ts';
import { auditModule } from './audit/audit.module.ts';
import { authModule } from './auth/auth.module.ts';
import { chatModule } from './chat/chat.module.ts';
import { classesModule } from './classes/classes.module.ts';
import { healthModule } from './health/health.module.ts';
import { jobsModule } from './jobs/jobs.module.ts';
import type { ServerModule } from './module.ts';
import { notificationsModule } from './notifications/notifications.module.ts';
import { outboxModule } from './outbox/outbox.module.ts';
import { schoolModule } from './school/school.module.ts';
import { studentsModule } from './students/students.module.ts';
import { tutorsModule } from './tutors/tutors.module.ts';
import { uploadsModule } from './uploads/uploads.module.ts';
import { walletModule } from './wallet/wallet.module.ts';
import { topicsModule } from './topics/topics.module.ts';
import { appointmentsModule } from './appointments/appointments.module.ts';
import { calendarModule } from './calendar/calendar.module.ts';
import { searchModule } from './search/search.module.ts';
import { feedsModule } from './feeds/feeds.module.ts';
import { exportsModule } from './exports/exports.module.ts';
import { dashboardModule } from './dashboard/dashboard.module.ts';
import { studentDashboardModule } from './student-dashboard/student-dashboard.module.ts';

/**
 * Every server module, one line each. Services are created in this order (a module uses only
 * those above it), then routes are registered in the same order. The runtime schema is gathered
 * from their tables (db/schema.ts).
 */
export const modules: readonly ServerModule[] = [
  healthModule,
  auditModule,
  jobsModule,
  outboxModule,
  uploadsModule,
  // Before every module that defines a kind of CSV export.
  exportsModule,
  schoolModule,
  authModule,
  notificationsModule,
  // Before every module that records activity in the feed.
  feedsModule,
  accountModule,
  studentsModule,
  tutorsModule,
  classesModule,
  walletModule,
  topicsModule,
  appointmentsModule,
  chatModule,
  calendarModule,
  searchModule,
  dashboardModule,
  studentDashboardModule,
];
