import { createHash, randomBytes } from 'node:crypto';
import { verify } from '@node-rs/argon2';
import {
  accessTokenTtlSeconds,
  loginFailureWindowSeconds,
  refreshTokenTtlDays,
} from '@school/shared/constants';
import { SignJWT } from 'jose';
import type { BareHandler } from './handler.ts';

type UserRow = {
  id: string;
  email: string;
  first_name: string;
  last_name: string;
  photo: string | null;
  role: string;
  school_id: string | null;
  locale: string;
  status: string;
  password_hash: string | null;
};

const key = randomBytes(48);
const invalid = { status: 401, body: { error: { code: 'invalid_credentials', message: '' } } };

/**
 * The statements of a successful sign-in (auth.service login), in order: the failure counter,
 * the user, the argon2id verification, clearing the counter, the session and its refresh token
 * in one transaction, the signed access token and the audit record.
 */
export const loginBaseline: BareHandler = async ({ db }, request) => {
  const { email, password } = request.body as { email: string; password: string };
  const now = new Date();
  const bucket = `login:${email.toLowerCase()}:${request.ip}`;
  const windowStart = new Date(now.getTime() - loginFailureWindowSeconds * 1000);
  await db.query(
    'select count(*) as count, min(at) as oldest from rate_events where bucket = $1 and at > $2',
    [bucket, windowStart],
  );
  const [user] = await db.query<UserRow>(
    'select * from users where lower(email) = lower($1) limit 1',
    [email],
  );
  if (!user?.password_hash || !(await verify(user.password_hash, password))) return invalid;
  await db.query('delete from rate_events where bucket = $1', [bucket]);

  const token = randomBytes(32).toString('base64url');
  const tokenHash = createHash('sha256').update(token).digest('base64url');
  const sessionId = await db.transaction(async (query) => {
    const [session] = await query<{ id: string }>(
      `insert into sessions (user_id, created_at, last_used_at, expires_at, ip, user_agent)
       values ($1, $2, $2, $3, $4, $5) returning id`,
      [
        user.id,
        now,
        new Date(now.getTime() + refreshTokenTtlDays * 86_400_000),
        request.ip,
        request.userAgent ?? null,
      ],
    );
    if (!session) throw new Error('no session row');
    await query('insert into refresh_tokens (session_id, token_hash) values ($1, $2)', [
      session.id,
      tokenHash,
    ]);
    return session.id;
  });
  const iat = Math.floor(now.getTime() / 1000);
  const accessToken = await new SignJWT({ sid: sessionId })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(user.id)
    .setIssuer('school-console')
    .setIssuedAt(iat)
    .setExpirationTime(iat + accessTokenTtlSeconds)
    .sign(key);
  await db.query(
    'insert into audit_log (action, actor_user_id, school_id, ip) values ($1, $2, $3, $4)',
    ['auth.login', user.id, user.school_id, request.ip],
  );
  return {
    status: 200,
    headers: {
      'set-cookie': `sc_refresh=${token}; Max-Age=${refreshTokenTtlDays * 86_400}; Path=/api/auth; HttpOnly; SameSite=Strict`,
      'cache-control': 'no-store',
    },
    body: {
      user: {
        id: user.id,
        email: user.email,
        firstName: user.first_name,
        lastName: user.last_name,
        photo: user.photo,
        role: user.role,
        schoolId: user.school_id,
        locale: user.locale,
      },
      accessToken,
      expiresIn: accessTokenTtlSeconds,
    },
  };
};
