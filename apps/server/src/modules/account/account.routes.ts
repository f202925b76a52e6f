import {
  changePasswordBodySchema,
  preferencesSchema,
  updateProfileBodySchema,
} from '@school/shared/account/account.contract';
import { meResponseSchema, okResponseSchema } from '@school/shared/auth/auth.contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../lib/error-responses.ts';
import { requireAuth } from '../../plugins/access.ts';
import type { AccountService } from './account.service.ts';

const tags = ['account'];
const errors = errorResponses(400, 401, 429);

export const accountRoutes: FastifyPluginAsyncZod<{ account: AccountService }> = async (
  app,
  { account },
) => {
  app.patch(
    '/profile',
    {
      config: { access: 'account.manage' },
      schema: {
        tags,
        summary: 'Update name, photo and language',
        body: updateProfileBodySchema,
        response: { 200: meResponseSchema, ...errors },
      },
    },
    async (request) => ({ user: await account.updateProfile(requireAuth(request), request.body) }),
  );

  app.post(
    '/password',
    {
      config: { access: 'account.manage' },
      schema: {
        tags,
        summary: 'Change the password; signs out every other session',
        body: changePasswordBodySchema,
        response: { 200: okResponseSchema, ...errors },
      },
    },
    async (request) => {
      await account.changePassword(requireAuth(request), request.body, request.ip);
      return { ok: true as const };
    },
  );

  app.get(
    '/preferences',
    {
      config: { access: 'account.manage' },
      schema: {
        tags,
        summary: 'Appearance settings',
        response: { 200: preferencesSchema, ...errors },
      },
    },
    async (request) => account.preferences(requireAuth(request)),
  );

  app.put(
    '/preferences',
    {
      config: { access: 'account.manage' },
      schema: {
        tags,
        summary: 'Save appearance settings',
        body: preferencesSchema,
        response: { 200: preferencesSchema, ...errors },
      },
    },
    async (request) => account.savePreferences(requireAuth(request), request.body),
  );
};
