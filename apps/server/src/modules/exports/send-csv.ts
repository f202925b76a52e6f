import { Readable } from 'node:stream';
import type { FastifyReply } from 'fastify';
import type { ServedExport } from './exports.service.ts';

/**
 * Sends an export as a CSV download. Every CSV route answers through here with what
 * `exports.serve(…)` made: asking for its text records the export, so each download is findable
 * in search. A HEAD request gets the same status and headers and records nothing.
 */
export async function sendCsv(reply: FastifyReply, served: ServedExport) {
  // The name is the server's own, but a quote or a line break would still break the header.
  const fileName = served.fileName.replace(/["\\\r\n]/g, '');
  reply
    .header('content-type', 'text/csv; charset=utf-8')
    .header('content-disposition', `attachment; filename="${fileName}"`)
    .header('cache-control', 'no-store');
  if (reply.request.method === 'HEAD') return reply.send();
  return reply.send(Readable.from(await served.text()));
}
