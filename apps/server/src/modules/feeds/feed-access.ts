import { hasPermission } from '@school/shared/auth/roles';
import { notFound, validationError } from '../../lib/app-error.ts';
import { schoolScope } from '../../lib/school-scope.ts';
import type { Database } from '../../db/client.ts';
import type { AuthContext } from '../auth/auth.service.ts';
import type { FeedsRepository, Viewer } from './feeds.repository.ts';

// Whoever proposes classes (a tutor) belongs to no school by role: they read where they teach.
const teaches = (auth: AuthContext) => hasPermission(auth.user.role, 'classes.propose');

/** Staff and the platform admin read every audience and see hidden posts with their reason. */
export const readsAll = (auth: AuthContext) =>
  hasPermission(auth.user.role, 'feeds.post') || hasPermission(auth.user.role, 'schools.switch');

export function viewerOf(auth: AuthContext): Viewer {
  if (readsAll(auth)) return { userId: auth.user.id, sees: 'all', withHidden: true };
  return {
    userId: auth.user.id,
    sees: teaches(auth) ? 'tutor' : 'student',
    withHidden: false,
  };
}

/**
 * Which school's feed a caller reads (PRODUCT: feeds): staff and students their own, a tutor one
 * where they teach an approved class, the platform admin the one it names. Elsewhere: 404.
 */
export function createFeedAccess(repo: (tx?: Database) => FeedsRepository) {
  return {
    async school(auth: AuthContext, requested?: string): Promise<string> {
      if (!teaches(auth)) return schoolScope(auth, requested, { what: 'The feed' });
      // Unnamed, a tutor reads the first school where they teach (the console has no picker yet).
      const chosen = requested || auth.school || (await repo().schoolsTaughtBy(auth.user.id))[0];
      if (!chosen) throw validationError('schoolId', 'required', 'Please choose a school.');
      if (!(await repo().teachesAt(auth.user.id, chosen))) throw notFound('The feed');
      return chosen;
    },

    /** Inside a transaction pass it: the embedded engine has one connection. */
    async reaches(auth: AuthContext, schoolId: string, tx?: Database): Promise<boolean> {
      if (hasPermission(auth.user.role, 'schools.switch')) return true;
      if (teaches(auth)) return repo(tx).teachesAt(auth.user.id, schoolId);
      return auth.user.schoolId === schoolId;
    },

    /** The schools whose feed events a person's event stream carries. */
    async schoolsOf(auth: AuthContext): Promise<string[]> {
      if (!hasPermission(auth.user.role, 'feeds.view')) return [];
      if (teaches(auth)) return repo().schoolsTaughtBy(auth.user.id);
      return auth.user.schoolId ? [auth.user.schoolId] : [];
    },
  };
}
export type FeedAccess = ReturnType<typeof createFeedAccess>;
