import { hasPermission } from '@school/shared/auth/roles';
import type { AuthContext } from '../modules/auth/auth.service.ts';
import { AppError, notFound, validationError } from './app-error.ts';

type Texts = {
  /** Names what was asked for in the 404 of a school the user does not belong to. */
  what?: string;
  /** Asks a platform admin to choose the school. */
  choose?: string;
};

/**
 * The school a request acts on (PRODUCT §1). Whoever may switch schools (the platform admin) names
 * one explicitly (a field of the request, or the chosen-school header); everyone else acts on their own school, and naming another answers 404 because
 * crossing schools must not reveal what exists there.
 */
export function schoolScope(
  auth: AuthContext,
  requested?: string | null,
  texts: Texts = {},
): string {
  // A value the route names itself (a body or query field) wins over the chosen-school header.
  requested ||= auth.school;
  if (hasPermission(auth.user.role, 'schools.switch')) {
    if (!requested) {
      throw validationError('schoolId', 'required', texts.choose ?? 'Please choose a school.');
    }
    return requested;
  }
  if (!auth.user.schoolId) throw new AppError('not_found', 'Your account belongs to no school.');
  if (requested && requested !== auth.user.schoolId) throw notFound(texts.what ?? 'The school');
  return auth.user.schoolId;
}
