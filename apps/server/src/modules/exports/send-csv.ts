import { Readable } from 'node:stream';
import type { FastifyReply } from 'fastify';
import type { ServedExport } from './exports.service.ts';

/**
 * Sends an export as a CSV download. Every CSV route answers through here, after
 * `exports.serve(…)` has recorded it, so each download is findable in search.
 */
export function sendCsv(reply: FastifyReply, served: ServedExport) {
  // The name is the server's own, but a quote or a line break would still break the header.
  const fileName = served.fileName.replace(/["\\\r\n]/g, '');
  return reply
    .header('content-type', 'text/csv; charset=utf-8')
    .header('content-disposition', `attachment; filename="${fileName}"`)
    .header('cache-control', 'no-store')
    .send(Readable.from(served.body));
}
