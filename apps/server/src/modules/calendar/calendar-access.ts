import { hasPermission } from '@school/shared/auth/roles';
import { notFound } from '../../lib/app-error.ts';
import { schoolScope } from '../../lib/school-scope.ts';
import type { AuthContext } from '../auth/auth.service.ts';
import type { SchoolService } from '../school/school.service.ts';
import type { CalendarRepository, Viewer } from './calendar.repository.ts';

export type ViewerOf = { viewer: Viewer; zone: string; schoolId: string | null };

/**
 * Whose calendar the caller reads (spec: staff the school, a tutor their classes and
 * appointments, a student their own) and the time zone it is shown in.
 */
export async function viewerOf(
  auth: AuthContext,
  repo: CalendarRepository,
  school: SchoolService,
  requested?: string | null,
): Promise<ViewerOf> {
  const zoneOf = async (id: string) => (await school.timezoneOf(id)) ?? 'UTC';
  const { role } = auth.user;
  if (role === 'tutor')
    return { viewer: { kind: 'tutor', tutorId: auth.user.id }, zone: 'UTC', schoolId: null };
  if (role === 'student') {
    // A student account not (yet) on the roster still sees the whole school's events.
    const own = await repo.studentOfUser(auth.user.id);
    const schoolId = own?.schoolId ?? auth.user.schoolId;
    if (!schoolId) throw notFound('Your school');
    if (requested && requested !== schoolId) throw notFound('The school');
    return {
      viewer: { kind: 'student', schoolId, studentId: own?.id ?? null },
      zone: await zoneOf(schoolId),
      schoolId,
    };
  }
  const schoolId = schoolScope(auth, requested);
  return { viewer: { kind: 'staff', schoolId }, zone: await zoneOf(schoolId), schoolId };
}

/** Who may change what they see on the calendar (the server re-checks in the owning module). */
export const editRights = (auth: AuthContext) => ({
  events: hasPermission(auth.user.role, 'calendar.manage'),
  classes: hasPermission(auth.user.role, 'classes.create'),
  appointments: hasPermission(auth.user.role, 'appointments.book'),
});
