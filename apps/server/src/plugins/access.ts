import type { Permission } from '@school/shared/auth/roles';
import { hasPermission } from '@school/shared/auth/roles';
import { errorTexts } from '@school/shared/errors/errors.contract';
import type { FastifyInstance, FastifyRequest, onRequestHookHandler } from 'fastify';
import { AppError } from '../lib/app-error.ts';
import type { AuditService } from '../modules/audit/audit.service.ts';
import type { AuthContext, AuthService } from '../modules/auth/auth.service.ts';
import { withChosenSchool, type SchoolLookup } from './school-choice.ts';

/** Who may call a route: anyone, any signed-in user, or holders of one permission. */
export type Access = 'public' | 'authenticated' | Permission;

declare module 'fastify' {
  // Declaration merging needs interfaces here.
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions
  interface FastifyContextConfig {
    access?: Access;
  }
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions
  interface FastifyRequest {
    auth: AuthContext | null;
  }
}

// Plugin-owned routes that serve public material only.
const publicPrefixes = ['/api/docs'];

export function bearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers['x-authorization'] ?? request.headers.authorization;
  const value = Array.isArray(header) ? header[0] : header;
  const match = value?.match(/^Bearer\s+(\S+)$/i);
  return match?.[1];
}

/** The signed-in context of a route that requires one. */
export function requireAuth(request: FastifyRequest): AuthContext {
  if (!request.auth) throw new AppError('unauthorized', errorTexts.invalidToken);
  return request.auth;
}

/**
 * Default deny (PRODUCT §5): an API route that declares no access answers 403, and the route
 * walk in the tests fails. Non-API routes are static files of the web app.
 */
export function installAccessGuard(
  app: FastifyInstance,
  deps: { auth: AuthService; audit: AuditService; schools: SchoolLookup },
) {
  app.decorateRequest('auth', null);
  const declared: { method: string | string[]; url: string; access: Access | undefined }[] = [];
  app.decorate('routeAccess', declared);

  async function authorize(request: FastifyRequest, access: Exclude<Access, 'public'>) {
    const token = bearerToken(request);
    if (!token) throw new AppError('unauthorized', errorTexts.invalidToken);
    request.auth = await deps.auth.authenticate(token);
    if (access !== 'authenticated' && !hasPermission(request.auth.user.role, access)) {
      await deps.audit.record({
        action: 'auth.denied',
        actorUserId: request.auth.user.id,
        schoolId: request.auth.user.schoolId,
        ip: request.ip,
        target: `${request.method} ${request.routeOptions.url}`,
        details: { permission: access },
      });
      throw new AppError('forbidden', 'You are not allowed to do this.');
    }
    request.auth = await withChosenSchool(request, request.auth, deps.schools);
  }

  const refuse: onRequestHookHandler = (_request, _reply, done) =>
    done(new AppError('forbidden', 'This route is not open to anyone.'));

  // The rule is known when the route is added, so the guard becomes the route's first onRequest
  // hook: public routes (health, static files) run no guard at all, and unknown paths (404) none.
  app.addHook('onRoute', (route) => {
    const isPublicMaterial =
      !route.url.startsWith('/api') || publicPrefixes.some((p) => route.url.startsWith(p));
    if (isPublicMaterial && route.config?.access === undefined) {
      route.config = { ...route.config, access: 'public' };
    }
    const access = route.config?.access;
    declared.push({ method: route.method, url: route.url, access });
    if (access === 'public') return;
    const guard: onRequestHookHandler =
      access === undefined
        ? refuse
        : async (request, reply) => {
            await authorize(request, access);
            // A signed-in answer is about a person or a school: no shared or browser cache keeps
            // it (ASVS 14.3). A route may still set its own (e.g. a public, immutable file).
            void reply.header('cache-control', 'no-store');
          };
    const own = route.onRequest;
    route.onRequest = own === undefined ? [guard] : [guard, ...(Array.isArray(own) ? own : [own])];
  });
}

declare module 'fastify' {
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions
  interface FastifyInstance {
    routeAccess: { method: string | string[]; url: string; access: Access | undefined }[];
  }
}
