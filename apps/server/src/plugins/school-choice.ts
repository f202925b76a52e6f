import { hasPermission } from '@school/shared/auth/roles';
import { chosenSchoolHeader } from '@school/shared/school/school-choice.rules';
import type { FastifyRequest } from 'fastify';
import { notFound, validationError } from '../lib/app-error.ts';
import type { AuthContext } from '../modules/auth/auth.service.ts';

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export type SchoolLookup = { exists(schoolId: string): Promise<boolean> };

/**
 * The signed-in context with the school the request names in its header. Whoever may switch
 * schools names any school that exists (the switcher's entry into it is audited, and so is every
 * change made inside it); anyone else may only name their own, and another answers 404 because
 * crossing schools must not reveal what exists there.
 */
export async function withChosenSchool(
  request: FastifyRequest,
  auth: AuthContext,
  schools: SchoolLookup,
): Promise<AuthContext> {
  const header = request.headers[chosenSchoolHeader];
  const value = Array.isArray(header) ? header[0] : header;
  if (!value) return auth;
  if (!uuidPattern.test(value))
    throw validationError('schoolId', 'invalid_format', 'The chosen school is not a valid id.');
  if (hasPermission(auth.user.role, 'schools.switch')) {
    if (!(await schools.exists(value))) throw notFound('The school');
  } else if (value !== auth.user.schoolId) {
    throw notFound('The school');
  }
  return { ...auth, school: value };
}
