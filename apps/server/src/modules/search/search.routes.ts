import {
  bookmarkParamsSchema,
  bookmarksSchema,
  legacyBookmarkDataSchema,
  legacyBookmarkSchema,
  legacyBookmarkUpdateSchema,
  recentSearchBodySchema,
  recentSearchesSchema,
  searchQuerySchema,
  searchResultSchema,
} from '@school/shared/search/search.contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../lib/error-responses.ts';
import { requireAuth } from '../../plugins/access.ts';
import type { SearchService } from './search.service.ts';

const tags = ['search'];
const errors = errorResponses(400, 401, 404);
const access = { access: 'authenticated' } as const;

export const searchRoutes: FastifyPluginAsyncZod<{ service: SearchService }> = async (
  app,
  { service },
) => {
  app.get(
    '/search',
    {
      config: access,
      schema: {
        tags,
        summary: 'Pages, files, contacts, classes and topics matching the words typed',
        description:
          'Every group reads through its own module’s list with that list’s permission and school ' +
          'scope. Four per group, or up to 100 of the one `group` named.',
        querystring: searchQuerySchema,
        response: { 200: searchResultSchema, ...errors },
      },
    },
    async (request) => service.search(requireAuth(request), request.query),
  );

  app.get(
    '/search/bookmarks',
    {
      config: access,
      schema: {
        tags,
        summary: 'The caller’s starred pages: 10 for the bar, the rest in overflow',
        response: { 200: bookmarksSchema, ...errors },
      },
    },
    async (request) => service.bookmarks(requireAuth(request)),
  );

  app.put(
    '/search/bookmarks/:pageId',
    {
      config: access,
      schema: {
        tags,
        summary: 'Star a page (added last)',
        params: bookmarkParamsSchema,
        response: { 200: bookmarksSchema, ...errors },
      },
    },
    async (request) => service.star(requireAuth(request), request.params.pageId),
  );

  app.delete(
    '/search/bookmarks/:pageId',
    {
      config: access,
      schema: {
        tags,
        summary: 'Unstar a page (the first in overflow moves into the bar)',
        params: bookmarkParamsSchema,
        response: { 200: bookmarksSchema, ...errors },
      },
    },
    async (request) => service.unstar(requireAuth(request), request.params.pageId),
  );

  app.get(
    '/search/recent',
    {
      config: access,
      schema: {
        tags,
        summary: 'The caller’s recent searches, newest first',
        response: { 200: recentSearchesSchema, ...errors },
      },
    },
    async (request) => service.recent(requireAuth(request)),
  );

  app.post(
    '/search/recent',
    {
      config: access,
      schema: {
        tags,
        summary: 'Remember a search',
        body: recentSearchBodySchema,
        response: { 200: recentSearchesSchema, ...errors },
      },
    },
    async (request) => service.remember(requireAuth(request), request.body.q),
  );

  app.get(
    '/search/bookmarks/data',
    {
      config: access,
      schema: {
        tags,
        summary: 'Legacy (spec §7): every page the caller may open, with `starred`',
        response: { 200: legacyBookmarkDataSchema, ...errors },
      },
    },
    async (request) => service.legacyData(requireAuth(request)),
  );

  app.post(
    '/update/bookmarks',
    {
      config: access,
      schema: {
        tags,
        summary: 'Legacy (spec §7): flips `starred` of `obj.id` and answers the item',
        body: legacyBookmarkUpdateSchema,
        response: { 200: legacyBookmarkSchema, ...errors },
      },
    },
    async (request) => service.legacyFlip(requireAuth(request), String(request.body.obj.id)),
  );
};
