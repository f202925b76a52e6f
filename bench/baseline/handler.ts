import type { Fixture } from '../lib/database.ts';
import type { Engine } from '../lib/options.ts';
import type { BareDb, Row } from './bare-db.ts';

export type BareRequest = { body: unknown; ip: string; userAgent: string | undefined };
export type BareResponse = { status: number; body: unknown; headers?: Record<string, string> };
export type BareContext = { db: BareDb; engine: Engine; fixture: Fixture };

/**
 * A baseline: the endpoint's SQL behind a bare node:http handler, with no framework, validation,
 * serialisation schema or access check. The user is the bench fixture's, as if signed in.
 */
export type BareHandler = (context: BareContext, request: BareRequest) => Promise<BareResponse>;

/**
 * A list endpoint's baseline: the page query and, when the endpoint counts, the count query, run
 * together as the repositories do, then shaped like the endpoint's answer.
 */
export function listBaseline<T extends Row>(spec: {
  items: string;
  itemParams: (context: BareContext) => unknown[];
  total?: string;
  totalParams?: (context: BareContext) => unknown[];
  respond: (rows: T[], total: number | undefined) => unknown;
}): BareHandler {
  return async (context) => {
    const { db } = context;
    const [rows, totals] = await Promise.all([
      db.query<T>(spec.items, spec.itemParams(context)),
      spec.total
        ? db.query<{ total: number }>(spec.total, (spec.totalParams ?? spec.itemParams)(context))
        : Promise.resolve(undefined),
    ]);
    const total = totals ? Number(totals[0]?.total ?? 0) : undefined;
    return { status: 200, body: spec.respond(rows, total) };
  };
}
