import {
  acceptInvitationBodySchema,
  authConfigResponseSchema,
  loginBodySchema,
  meResponseSchema,
  okResponseSchema,
  registerBodySchema,
  sessionResponseSchema,
} from '@school/shared/auth/auth.contract';
import { refreshTokenTtlDays } from '@school/shared/constants';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../lib/app-error.ts';
import { errorResponses } from '../../lib/error-responses.ts';
import { bearerToken, requireAuth } from '../../plugins/access.ts';
import type { AuthService, IssuedSession, RequestMeta } from './auth.service.ts';
import { demoAccounts } from './demo-accounts.ts';

const cookieName = 'sc_refresh';
const cookiePath = '/api/auth';

type Options = {
  auth: AuthService;
  registrationEnabled: boolean;
  demo: boolean;
  /** The console's own origin beside the request's host (PUBLIC_URL). */
  publicOrigin: string;
  links: { home: string | null; faq: string | null };
};

const meta = (request: FastifyRequest): RequestMeta => ({
  ip: request.ip,
  userAgent: request.headers['user-agent'],
});

// Clearing the cookie sends the same attributes as setting it, so no client keeps a laxer copy.
const cookieOptions = (request: FastifyRequest) =>
  ({
    httpOnly: true,
    secure: request.protocol === 'https',
    sameSite: 'strict',
    path: cookiePath,
  }) as const;

function sendSession(request: FastifyRequest, reply: FastifyReply, session: IssuedSession) {
  void reply.setCookie(cookieName, session.refreshToken, {
    ...cookieOptions(request),
    maxAge: refreshTokenTtlDays * 86_400,
  });
  void reply.header('cache-control', 'no-store');
  return { user: session.user, accessToken: session.accessToken, expiresIn: session.expiresIn };
}

/**
 * Refresh and logout act on the cookie alone, so a page of another site must not make the browser
 * send them (defence beside SameSite=Strict): an `Origin`, when sent, must be the console's own.
 */
function refuseForeignOrigin(request: FastifyRequest, publicOrigin: string) {
  const origin = request.headers.origin;
  if (origin === undefined || origin === publicOrigin) return;
  try {
    // Read both through URL, so a default port (`:443`) written or left out compares equal.
    const { protocol, host } = new URL(origin);
    if (host === new URL(`${protocol}//${request.host}`).host) return;
  } catch {
    // Not a URL ("null" from a sandboxed page): foreign.
  }
  throw new AppError('forbidden', 'This request came from another site.');
}

const errors = errorResponses(400, 401, 403, 429);

export const authRoutes: FastifyPluginAsyncZod<Options> = async (
  app,
  { auth, registrationEnabled, demo, publicOrigin, links },
) => {
  app.post(
    '/login',
    {
      config: { access: 'public' },
      schema: {
        tags: ['auth'],
        summary: 'Sign in; sets the refresh cookie',
        body: loginBodySchema,
        response: { 200: sessionResponseSchema, ...errors },
      },
    },
    async (request, reply) =>
      sendSession(
        request,
        reply,
        await auth.login(request.body, meta(request), request.cookies[cookieName]),
      ),
  );

  app.post(
    '/refresh',
    {
      config: { access: 'public' },
      schema: {
        tags: ['auth'],
        summary: 'Rotate the refresh cookie and get a new access token',
        response: { 200: sessionResponseSchema, ...errorResponses(401, 403) },
      },
    },
    async (request, reply) => {
      refuseForeignOrigin(request, publicOrigin);
      try {
        return sendSession(
          request,
          reply,
          await auth.refresh(request.cookies[cookieName], meta(request)),
        );
      } catch (error) {
        void reply.clearCookie(cookieName, cookieOptions(request));
        throw error;
      }
    },
  );

  app.post(
    '/logout',
    {
      config: { access: 'public' },
      schema: {
        tags: ['auth'],
        summary: 'End the session',
        response: { 200: okResponseSchema, ...errorResponses(403) },
      },
    },
    async (request, reply) => {
      refuseForeignOrigin(request, publicOrigin);
      // Works with the access token, the refresh cookie, or neither (then it only clears the cookie).
      const token = bearerToken(request);
      const context = token ? await auth.authenticate(token).catch(() => null) : null;
      await auth.logout(context, request.cookies[cookieName], meta(request));
      void reply.clearCookie(cookieName, cookieOptions(request));
      return { ok: true as const };
    },
  );

  app.get(
    '/me',
    {
      config: { access: 'authenticated' },
      schema: {
        tags: ['auth'],
        summary: 'The signed-in user',
        response: { 200: meResponseSchema, ...errorResponses(401) },
      },
    },
    async (request) => ({ user: await auth.me(requireAuth(request)) }),
  );

  app.post(
    '/register',
    {
      config: { access: 'public' },
      schema: {
        tags: ['auth'],
        summary: 'Create a school and its school administrator',
        body: registerBodySchema,
        response: { 200: sessionResponseSchema, ...errorResponses(400, 401, 403, 409, 429) },
      },
    },
    async (request, reply) =>
      sendSession(request, reply, await auth.register(request.body, meta(request))),
  );

  app.post(
    '/accept-invitation',
    {
      config: { access: 'public' },
      schema: {
        tags: ['auth'],
        summary: 'Set a password from a one-time invitation link and sign in',
        body: acceptInvitationBodySchema,
        response: { 200: sessionResponseSchema, ...errorResponses(400, 401, 403, 404, 429) },
      },
    },
    async (request, reply) =>
      sendSession(
        request,
        reply,
        await auth.acceptInvitation(request.body.token, request.body.password, meta(request)),
      ),
  );

  app.get(
    '/config',
    {
      config: { access: 'public' },
      schema: {
        tags: ['auth'],
        summary: 'Sign-in options of this server',
        response: { 200: authConfigResponseSchema },
      },
    },
    async () => ({
      registrationEnabled,
      demoAccounts: demo
        ? demoAccounts.map(({ role, email, password }) => ({ role, email, password }))
        : [],
      links,
    }),
  );
};
