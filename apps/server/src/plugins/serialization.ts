import { Readable } from 'node:stream';
import type { FastifyReply, FastifySerializerCompiler } from 'fastify';
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

/** Items a piece of a streamed list holds: about 100 kB of JSON for a calendar item. */
const itemsPerPiece = 256;

/**
 * An answer whose `items` can run to thousands (a calendar month holds ten thousand), written as
 * a stream of pieces of a few hundred items. Written whole, it is one string of megabytes, made
 * flat once more for its length, and one buffer of as many bytes: allocations of the large-object
 * kind, which get fresh memory from the system each time. On a virtual machine every fresh page
 * costs a fault (about 3 300 for a month's answer, a third of its time). The pieces fit in the
 * memory the process already holds, and the first reaches the client sooner. Outside production
 * the answer is first parsed against its schema, as `typedResponseSerializer` does.
 */
export function sendListInPieces<T extends { items: readonly unknown[] }>(
  reply: FastifyReply,
  body: T,
  check: ZodType<T> | null,
) {
  const { items, ...rest } = check ? check.parse(body) : body;
  const tail = JSON.stringify(rest);
  function* pieces() {
    yield '{"items":[';
    for (let at = 0; at < items.length; at += itemsPerPiece) {
      const piece = JSON.stringify(items.slice(at, at + itemsPerPiece)).slice(1, -1);
      yield at === 0 ? piece : `,${piece}`;
    }
    yield tail === '{}' ? ']}' : `],${tail.slice(1)}`;
  }
  return reply
    .type('application/json; charset=utf-8')
    .send(Readable.from(pieces(), { objectMode: false }));
}
