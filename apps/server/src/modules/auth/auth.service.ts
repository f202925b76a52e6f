import type { User, LoginBody, RegisterBody } from '@school/shared/auth/auth.contract';
import { accessTokenTtlSeconds, refreshTokenTtlDays } from '@school/shared/constants';
import { errorTexts } from '@school/shared/errors/errors.contract';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { isUniqueViolation } from '../../lib/db-errors.ts';
import type { AuditService } from '../audit/audit.service.ts';
import type { OutboxService } from '../outbox/outbox.service.ts';
import type { EventBus } from '../../realtime/event-bus.ts';
import type { SchoolService } from '../school/school.service.ts';
import { createAuthRepository, type SessionUserRow, type UserRow } from './auth.repository.ts';
import { hashPassword, verifyPassword } from './password.ts';
import { createSessionLookup } from './session-lookup.ts';
import { createRateEventsRepository } from './rate-events.repository.ts';
import { createSignInThrottle, type Claim } from './sign-in-limits.ts';
import {
  createTokenSigner,
  hashRefreshToken,
  newRefreshToken,
  newSecret,
  refreshSuccessor,
} from './tokens.ts';
import { announceRevoked, createAttemptCounter, createUserAccounts } from './user-accounts.ts';

export type RequestMeta = { ip: string; userAgent: string | undefined };
export type AuthContext = {
  user: User;
  sessionId: string;
  /** The school the request names in the chosen-school header (plugins/school-choice.ts). */
  school?: string;
};
export type IssuedSession = {
  user: User;
  accessToken: string;
  expiresIn: number;
  refreshToken: string;
};

type Deps = {
  db: Database;
  audit: AuditService;
  outbox: OutboxService;
  school: SchoolService;
  events: EventBus;
  clock: () => Date;
  jwtSecret: string | undefined;
  registrationEnabled: boolean;
};

/** The user a client sees; `timeZone` is their school's (null for an account of no school). */
export function toUser(
  row: Omit<SessionUserRow, 'timeZone' | 'status'>,
  timeZone: string | null,
): User {
  return {
    timeZone,
    id: row.id,
    email: row.email,
    firstName: row.firstName,
    lastName: row.lastName,
    photo: row.photo,
    role: row.role,
    schoolId: row.schoolId,
    locale: row.locale,
  };
}

const invalidCredentials = () => new AppError('invalid_credentials', errorTexts.invalidCredentials);
const invalidToken = () => new AppError('unauthorized', errorTexts.invalidToken);
const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * How long a rotated refresh token is still answered with its successor: two tabs that refresh
 * at once present the same cookie, and only one can rotate it.
 */
export const refreshGraceMs = 5_000;

function tooManyAttempts(claim: { refused: number }, text: string) {
  const seconds = Math.max(1, Math.ceil(claim.refused / 1000));
  return new AppError('rate_limited', `${text} Try again in ${seconds} seconds.`, {
    headers: { 'retry-after': String(seconds) },
  });
}

export async function createAuthService(deps: Deps) {
  const { db, audit, clock } = deps;
  const repo = createAuthRepository(db);
  const signer = createTokenSigner(
    deps.jwtSecret ?? (await repo.secret('access_token_key', newSecret)),
  );
  const successorKey = await repo.secret('refresh_token_key', newSecret);
  const throttle = createSignInThrottle(createRateEventsRepository(db));

  /** A sign-in from a client that holds a live session of this very account is no guess. */
  async function holdsLiveSession(email: string, refreshToken: string | undefined) {
    if (!refreshToken) return false;
    const found = await repo.findRefreshToken(hashRefreshToken(refreshToken));
    return Boolean(
      found &&
      !found.usedAt &&
      !found.revokedAt &&
      found.expiresAt > clock() &&
      found.user.email.toLowerCase() === email,
    );
  }

  async function revokeSession(sessionId: string, reason: string, at: Date) {
    await repo.revokeSession(sessionId, reason, at);
    await announceRevoked(deps.events, [sessionId]);
  }

  async function issueSession(user: UserRow, meta: RequestMeta): Promise<IssuedSession> {
    const now = clock();
    const refresh = newRefreshToken();
    const sessionId = await db.transaction(async (tx) => {
      const txRepo = createAuthRepository(tx);
      const id = await txRepo.insertSession({
        userId: user.id,
        createdAt: now,
        lastUsedAt: now,
        expiresAt: new Date(now.getTime() + refreshTokenTtlDays * 86_400_000),
        ip: meta.ip,
        userAgent: meta.userAgent?.slice(0, 500) ?? null,
      });
      await txRepo.insertRefreshToken(id, refresh.hash);
      return id;
    });
    const accessToken = await signer.sign({ userId: user.id, sessionId }, now);
    return {
      user: toUser(user, user.schoolId ? await deps.school.timezoneOf(user.schoolId) : null),
      accessToken,
      expiresIn: accessTokenTtlSeconds,
      refreshToken: refresh.token,
    };
  }

  const findSession = createSessionLookup((ids) => repo.findSessionsWithUsers(ids));

  /** The context of a live session of an active user; anything else is an invalid token. */
  async function authenticateSession(sessionId: string, userId: string): Promise<AuthContext> {
    // Ids come from signed tokens; the check keeps a malformed one from failing a shared query.
    if (!uuidPattern.test(sessionId)) throw invalidToken();
    const found = await findSession(sessionId);
    if (!found || found.revokedAt || found.expiresAt <= clock()) throw invalidToken();
    if (found.user.id !== userId || found.user.status !== 'active') throw invalidToken();
    return { user: toUser(found.user, found.user.timeZone), sessionId };
  }

  const invitationHooks: ((tx: Database, userId: string) => Promise<void>)[] = [];

  return {
    accounts: createUserAccounts(db, deps.events),
    attempts: createAttemptCounter(db),

    /** Lets other modules react, in the same transaction, when an invited user sets a password. */
    onInvitationAccepted(hook: (tx: Database, userId: string) => Promise<void>) {
      invitationHooks.push(hook);
    },

    async acceptInvitation(
      token: string,
      password: string,
      meta: RequestMeta,
    ): Promise<IssuedSession> {
      const now = clock();
      const passwordHash = await hashPassword(password);
      const user = await db.transaction(async (tx) => {
        const userId = await deps.outbox.consumeInvitation(tx, token, now);
        if (!userId) return undefined;
        const row = await createAuthRepository(tx).updateUser(userId, {
          passwordHash,
          status: 'active',
          updatedAt: now,
        });
        for (const hook of invitationHooks) await hook(tx, userId);
        await audit.record(
          {
            action: 'auth.invitation_accepted',
            actorUserId: userId,
            schoolId: row.schoolId,
            ip: meta.ip,
          },
          tx,
        );
        return row;
      });
      if (!user)
        throw new AppError(
          'not_found',
          'This invitation link is not valid any more. Ask your school for a new one.',
        );
      return issueSession(user, meta);
    },

    /**
     * Signs in. `refreshToken` is the client's refresh cookie, if any: a client signed in to this
     * account already is not throttled.
     */
    async login(body: LoginBody, meta: RequestMeta, refreshToken?: string): Promise<IssuedSession> {
      const now = clock();
      const email = body.email.toLowerCase();
      const claim: Claim = (await holdsLiveSession(email, refreshToken))
        ? { ids: [] }
        : await throttle.signIn(email, meta.ip, now);
      if ('refused' in claim) {
        await audit.record({ action: 'auth.login_rate_limited', ip: meta.ip, details: { email } });
        throw tooManyAttempts(claim, 'Too many failed sign-in attempts.');
      }
      const user = await repo.findUserByEmail(email);
      const passwordOk = await verifyPassword(user?.passwordHash, body.password);
      if (!user || !passwordOk) {
        // The claimed attempt stays counted: it was a failure.
        await audit.record({
          action: 'auth.login_failed',
          actorUserId: user?.id,
          schoolId: user?.schoolId,
          ip: meta.ip,
          details: { email, reason: user ? 'wrong_password' : 'unknown_email' },
        });
        throw invalidCredentials();
      }
      await throttle.succeeded(claim, email, meta.ip);
      if (user.status !== 'active') {
        await audit.record({
          action: 'auth.login_failed',
          actorUserId: user.id,
          schoolId: user.schoolId,
          ip: meta.ip,
          details: { email, reason: user.status },
        });
        throw new AppError(
          'forbidden',
          `This account is ${user.status}. Please contact your school administrator.`,
        );
      }
      const session = await issueSession(user, meta);
      await audit.record({
        action: 'auth.login',
        actorUserId: user.id,
        schoolId: user.schoolId,
        ip: meta.ip,
      });
      return session;
    },

    /**
     * Rotates a refresh token. The just-rotated token presented again within `refreshGraceMs`
     * gets the same successor; later, or once that successor was rotated too, it is reuse and
     * revokes the whole family.
     */
    async refresh(token: string | undefined, meta: RequestMeta): Promise<IssuedSession> {
      if (!token) throw invalidToken();
      const now = clock();
      const hash = hashRefreshToken(token);
      const found = await repo.findRefreshToken(hash);
      if (!found) throw invalidToken();
      if (found.revokedAt || found.expiresAt <= now || found.user.status !== 'active')
        throw invalidToken();
      const successor = refreshSuccessor(successorKey, token);
      const rotated =
        !found.usedAt &&
        (await repo.rotateRefreshToken(found.id, found.sessionId, successor.hash, now));
      if (!rotated) {
        // Another request may have rotated it between our read and our update: read it again.
        const usedAt = found.usedAt ?? (await repo.findRefreshToken(hash))?.usedAt;
        const inGrace =
          usedAt &&
          now.getTime() - usedAt.getTime() <= refreshGraceMs &&
          (await repo.isLiveRefreshToken(found.sessionId, successor.hash));
        if (!inGrace) {
          await revokeSession(found.sessionId, 'refresh_token_reuse', now);
          await audit.record({
            action: 'auth.token_reuse',
            actorUserId: found.user.id,
            schoolId: found.user.schoolId,
            ip: meta.ip,
            target: found.sessionId,
          });
          throw invalidToken();
        }
      }
      await repo.touchSession(found.sessionId, now);
      const accessToken = await signer.sign(
        { userId: found.user.id, sessionId: found.sessionId },
        now,
      );
      return {
        user: toUser(found.user, found.timeZone),
        accessToken,
        expiresIn: accessTokenTtlSeconds,
        refreshToken: successor.token,
      };
    },

    async logout(
      auth: AuthContext | null,
      refreshToken: string | undefined,
      meta: RequestMeta,
    ): Promise<void> {
      const now = clock();
      let sessionId = auth?.sessionId;
      let user = auth?.user;
      if (!sessionId && refreshToken) {
        const found = await repo.findRefreshToken(hashRefreshToken(refreshToken));
        sessionId = found?.sessionId;
        user = found ? toUser(found.user, found.timeZone) : undefined;
      }
      if (!sessionId) return;
      await revokeSession(sessionId, 'logout', now);
      await audit.record({
        action: 'auth.logout',
        actorUserId: user?.id,
        schoolId: user?.schoolId,
        ip: meta.ip,
      });
    },

    /** Resolves an access token to its live session; revoked sessions and inactive users fail. */
    async authenticate(accessToken: string): Promise<AuthContext> {
      const claims = await signer.verify(accessToken, clock());
      if (!claims) throw invalidToken();
      return authenticateSession(claims.sessionId, claims.userId);
    },

    authenticateSession,

    async register(body: RegisterBody, meta: RequestMeta): Promise<IssuedSession> {
      if (!deps.registrationEnabled) {
        throw new AppError('registration_disabled', 'Registration is disabled on this server.');
      }
      const emailTaken = () =>
        new AppError('conflict', errorTexts.emailInUse, {
          fields: { email: { code: 'in_use', message: errorTexts.emailInUse } },
        });
      const claim = await throttle.registration(meta.ip, clock());
      if ('refused' in claim) throw tooManyAttempts(claim, 'Too many registrations from here.');
      if (await repo.findUserByEmail(body.email)) throw emailTaken();
      const [firstName = '', ...rest] = body.name.split(/\s+/);
      const passwordHash = await hashPassword(body.password);
      let user: UserRow;
      try {
        user = await db.transaction(async (tx) => {
          const school = await deps.school.create(body.schoolName, tx);
          const created = await createAuthRepository(tx).insertUser({
            schoolId: school.id,
            email: body.email,
            firstName,
            lastName: rest.join(' '),
            role: 'sadmin',
            passwordHash,
          });
          await audit.record(
            { action: 'auth.register', actorUserId: created.id, schoolId: school.id, ip: meta.ip },
            tx,
          );
          return created;
        });
      } catch (error) {
        // Two registrations racing for one address: the unique index decides.
        if (isUniqueViolation(error)) throw emailTaken();
        throw error;
      }
      return issueSession(user, meta);
    },

    async me(auth: AuthContext): Promise<User> {
      const row = await repo.findUserById(auth.user.id);
      if (!row) throw invalidToken();
      return toUser(row, auth.user.timeZone);
    },
  };
}
export type AuthService = Awaited<ReturnType<typeof createAuthService>>;
