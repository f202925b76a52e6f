import { hasPermission } from '@school/shared/auth/roles';
import { AppError } from '../../lib/app-error.ts';
import type { AuthContext } from '../auth/auth.service.ts';
import type { ClassScope } from './class-list.repository.ts';

/** Whose classes a user sees: whoever may switch schools all, staff their school's, a tutor their own. */
export function classScope(auth: AuthContext): ClassScope {
  const { role, schoolId, id } = auth.user;
  // Inside a chosen school, that school's; before choosing one, every school's (with its name).
  if (hasPermission(role, 'schools.switch')) return auth.school ? { schoolId: auth.school } : {};
  if (hasPermission(role, 'classes.view') && schoolId) return { schoolId };
  if (hasPermission(role, 'classes.propose')) return { tutorId: id };
  throw new AppError('forbidden', 'You are not allowed to see classes.');
}

export function inScope(scope: ClassScope, row: { schoolId: string; tutorId: string }): boolean {
  return (
    (!scope.schoolId || row.schoolId === scope.schoolId) &&
    (!scope.tutorId || row.tutorId === scope.tutorId)
  );
}
