import type { FastifySerializerCompiler } from 'fastify';
import { serializerCompiler } from 'fastify-type-provider-zod';
import type { ZodType } from 'zod';

/**
 * Serializer for hot read routes whose handlers build every field of the answer themselves (no
 * database row passes through unmapped). The zod type provider already holds the handler's return
 * value to the response schema at compile time, so in production the body is written with
 * `JSON.stringify` alone. Elsewhere (tests, development) it is still parsed against the schema,
 * so a drift between handler and contract fails the tests.
 */
export function typedResponseSerializer<T>(checkResponses: boolean): FastifySerializerCompiler<T> {
  if (!checkResponses) return () => (data: unknown) => JSON.stringify(data);
  // Fastify hands a route's compiler one status code's schema at a time: a zod schema here.
  return (route) => serializerCompiler({ ...route, schema: route.schema as unknown as ZodType });
}
