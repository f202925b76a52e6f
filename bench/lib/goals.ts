import type { Engine } from './options.ts';

/**
 * The goals the figures are reported against (not asserted):
 * - framework-overhead: the console's req/s ≥ 75 % of a bare node:http handler;
 * - list: ≥ 70 % of the bare handler's req/s and p99 ≤ 50 ms at 32 connections, on PostgreSQL;
 * - every endpoint that reads the database: the embedded engine ≥ 30 % of PostgreSQL's req/s.
 */
export type GoalKind = 'framework-overhead' | 'list' | 'none';

export const targets = {
  frameworkOverheadRatio: 0.75,
  listRatio: 0.7,
  listP99Ms: 50,
  listConnections: 32,
  embeddedVsPostgresRatio: 0.3,
};

export type Figures = {
  rps: number;
  p50: number;
  p95: number;
  p99: number;
  requests: number;
  non2xx: number;
  errors: number;
};

export type Verdict = 'PASS' | 'MISS' | 'ERR' | '—';
export type Judgement = { goal: string; verdict: Verdict; reason?: string };

const percent = (ratio: number) => `${Math.round(ratio * 100)} %`;

function failures(...figures: Figures[]): number {
  return figures.reduce((sum, f) => sum + f.non2xx + f.errors, 0);
}

export function judgeScenario(
  kind: GoalKind,
  engine: Engine,
  ours: Figures,
  bare: Figures,
  connections: number,
): Judgement {
  const ratio = ours.rps / bare.rps;
  const failed = failures(ours, bare);
  const error = (goal: string): Judgement => ({
    goal,
    verdict: 'ERR',
    reason: `${failed} failed or non-2xx responses`,
  });
  if (kind === 'framework-overhead') {
    const goal = `≥ ${percent(targets.frameworkOverheadRatio)} of bare req/s`;
    if (failed > 0) return error(goal);
    return { goal, verdict: ratio >= targets.frameworkOverheadRatio ? 'PASS' : 'MISS' };
  }
  if (kind === 'list') {
    const goal = `≥ ${percent(targets.listRatio)} of bare, p99 ≤ ${targets.listP99Ms} ms`;
    if (engine !== 'postgres') return { goal, verdict: '—', reason: 'goal set on PostgreSQL' };
    if (connections !== targets.listConnections) {
      return { goal, verdict: '—', reason: `goal set at ${targets.listConnections} connections` };
    }
    if (failed > 0) return error(goal);
    const ok = ratio >= targets.listRatio && ours.p99 <= targets.listP99Ms;
    return { goal, verdict: ok ? 'PASS' : 'MISS' };
  }
  if (failed > 0) return error('—');
  return { goal: '—', verdict: '—' };
}

/** The embedded engine against PostgreSQL, for the same endpoint of the console server. */
export function judgeEngines(embedded: Figures, postgres: Figures): Judgement & { ratio: number } {
  const goal = `embedded ≥ ${percent(targets.embeddedVsPostgresRatio)} of PostgreSQL req/s`;
  const ratio = embedded.rps / postgres.rps;
  const failed = failures(embedded, postgres);
  if (failed > 0) {
    return { goal, ratio, verdict: 'ERR', reason: `${failed} failed or non-2xx responses` };
  }
  return { goal, ratio, verdict: ratio >= targets.embeddedVsPostgresRatio ? 'PASS' : 'MISS' };
}
