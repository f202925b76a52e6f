import type {
  ChangePasswordBody,
  Preferences,
  UpdateProfileBody,
} from '@school/shared/account/account.contract';
import { defaultPreferences, preferencesSchema } from '@school/shared/account/account.contract';
import type { User } from '@school/shared/auth/auth.contract';
import type { Database } from '../../db/client.ts';
import { AppError, validationError } from '../../lib/app-error.ts';
import type { AuditService } from '../audit/audit.service.ts';
import { toUser, type AuthContext, type AuthService } from '../auth/auth.service.ts';
import { hashPassword, verifyPassword } from '../auth/password.ts';
import type { UploadsService } from '../uploads/uploads.service.ts';

const passwordAttemptLimit = 10;
const passwordWindowMs = 15 * 60_000;

export function createAccountService(deps: {
  db: Database;
  audit: AuditService;
  auth: AuthService;
  uploads: UploadsService;
  clock: () => Date;
}) {
  const { accounts, attempts } = deps.auth;
  return {
    async updateProfile(auth: AuthContext, body: UpdateProfileBody): Promise<User> {
      if (
        body.photo &&
        body.photo !== auth.user.photo &&
        !(await deps.uploads.isUsableBy(auth, body.photo))
      ) {
        throw validationError('photo', 'not_found', 'Please upload the photo again.');
      }
      const row = await accounts.update(auth.user.id, {
        firstName: body.firstName,
        lastName: body.lastName,
        photo: body.photo,
        ...(body.locale ? { locale: body.locale } : {}),
        updatedAt: deps.clock(),
      });
      await deps.audit.record({
        action: 'account.profile_updated',
        actorUserId: auth.user.id,
        schoolId: auth.user.schoolId,
      });
      return toUser(row, auth.user.timeZone);
    },

    /** Changes the password and signs out every other session of the user. */
    async changePassword(auth: AuthContext, body: ChangePasswordBody, ip: string): Promise<void> {
      const now = deps.clock();
      const bucket = `password:${auth.user.id}`;
      const windowStart = new Date(now.getTime() - passwordWindowMs);
      if ((await attempts.count(bucket, windowStart)).count >= passwordAttemptLimit) {
        throw new AppError('rate_limited', 'Too many wrong passwords. Please try again later.', {
          headers: { 'retry-after': '900' },
        });
      }
      const row = await accounts.find(auth.user.id);
      if (!row || !(await verifyPassword(row.passwordHash, body.currentPassword))) {
        await attempts.add(bucket, now, windowStart);
        throw validationError(
          'currentPassword',
          'mismatch',
          'The current password is not correct.',
        );
      }
      if (body.currentPassword === body.newPassword) {
        throw validationError(
          'newPassword',
          'invalid_value',
          'The new password must differ from the current one.',
        );
      }
      const passwordHash = await hashPassword(body.newPassword);
      await deps.db.transaction(async (tx) => {
        await accounts.update(auth.user.id, { passwordHash, updatedAt: now }, tx);
        await accounts.revokeSessions(auth.user.id, 'password_changed', now, {
          exceptSessionId: auth.sessionId,
          tx,
        });
        await deps.audit.record(
          {
            action: 'account.password_changed',
            actorUserId: auth.user.id,
            schoolId: auth.user.schoolId,
            ip,
          },
          tx,
        );
      });
      await attempts.clear(bucket);
    },

    async preferences(auth: AuthContext): Promise<Preferences> {
      const row = await accounts.find(auth.user.id);
      const parsed = preferencesSchema.safeParse({
        ...defaultPreferences,
        ...(row?.preferences ?? {}),
      });
      return parsed.success ? parsed.data : defaultPreferences;
    },

    async savePreferences(auth: AuthContext, preferences: Preferences): Promise<Preferences> {
      await accounts.update(auth.user.id, { preferences, updatedAt: deps.clock() });
      return preferences;
    },
  };
}
export type AccountService = ReturnType<typeof createAccountService>;
