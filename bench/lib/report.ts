import type { Argon2Cost } from './argon2-cost.ts';
import type { Figures, GoalKind, Judgement } from './goals.ts';
import type { BenchOptions, Engine } from './options.ts';
import type { Scale, SeedReport } from './seed.ts';
import { formatSteal, stealWarningPercent } from './steal.ts';

export type RunFigures = Figures & { seconds: number };
export type Side = { runs: RunFigures[]; median: Figures };

export type ScenarioResult = {
  scenario: string;
  engine: Engine;
  goal: GoalKind;
  note?: string;
  console: Side;
  baseline: Side;
  /** The console server's req/s over the bare handler's: the figure that matters. */
  ratio: number;
  judgement: Judgement;
};

export type EngineComparison = Judgement & {
  scenario: string;
  embeddedRps: number;
  postgresRps: number;
  ratio: number;
};

export type BenchReport = {
  generatedAt: string;
  machine: {
    cpus: number;
    cpuModel: string;
    memoryGb: number;
    node: string;
    platform: string;
    /** 1-minute load average before and after: other work on the machine skews every figure. */
    loadBefore: number;
    loadAfter: number;
    /** CPU time the host kept for others during the run, in percent (`steal.ts`; NaN: unknown). */
    stealPercent: number;
    /** The machine's speed (`machine-speed.ts`): ms for a fixed piece of work, lower is faster. */
    fixedWorkMs: number;
  };
  settings: Omit<BenchOptions, 'resultsFile' | 'databaseUrl' | 'only'> & { scaleCounts: Scale };
  seeded: Partial<Record<Engine, SeedReport[]>>;
  argon2: Argon2Cost | undefined;
  results: ScenarioResult[];
  engines: EngineComparison[];
};

const int = (n: number) => (Number.isFinite(n) ? Math.round(n).toLocaleString('en-US') : '—');
const ms = (n: number) => (Number.isFinite(n) ? n.toFixed(n < 10 ? 2 : 1) : '—');
const pct = (n: number) => (Number.isFinite(n) ? `${Math.round(n * 100)} %` : '—');

type Column = { title: string; align: 'left' | 'right' };

function table(columns: Column[], rows: string[][]): string {
  const widths = columns.map((c, i) =>
    Math.max(c.title.length, ...rows.map((r) => (r[i] ?? '').length)),
  );
  const line = (cells: string[]) =>
    cells
      .map((cell, i) =>
        columns[i]?.align === 'right' ? cell.padStart(widths[i] ?? 0) : cell.padEnd(widths[i] ?? 0),
      )
      .join('  ')
      .trimEnd();
  return [
    line(columns.map((c) => c.title)),
    line(widths.map((w) => '─'.repeat(w))),
    ...rows.map(line),
  ].join('\n');
}

/** The figures as printed on stdout: both servers side by side, then the engines, then notes. */
export function formatReport(report: BenchReport): string {
  const columns: Column[] = [
    { title: 'Scenario', align: 'left' },
    { title: 'Engine', align: 'left' },
    { title: 'Server', align: 'left' },
    { title: 'req/s', align: 'right' },
    { title: 'p50 ms', align: 'right' },
    { title: 'p95 ms', align: 'right' },
    { title: 'p99 ms', align: 'right' },
    { title: 'non-2xx', align: 'right' },
    { title: 'ours/bare', align: 'right' },
    { title: 'Goal', align: 'left' },
    { title: 'Result', align: 'left' },
  ];
  const rows: string[][] = [];
  for (const r of report.results) {
    const figures = (f: Figures) => [
      int(f.rps),
      ms(f.p50),
      ms(f.p95),
      ms(f.p99),
      int(f.non2xx + f.errors),
    ];
    rows.push([
      r.scenario,
      r.engine,
      'console',
      ...figures(r.console.median),
      pct(r.ratio),
      r.judgement.goal,
      r.judgement.verdict,
    ]);
    rows.push(['', '', 'bare', ...figures(r.baseline.median), '', '', '']);
  }
  const s = report.settings;
  const out = [
    `School Console bench — ${s.connections} connections, ${s.durationSeconds} s × ${s.runs} runs (median), ` +
      `${report.machine.cpus} CPUs, Node ${report.machine.node}, ` +
      `load ${report.machine.loadBefore.toFixed(1)} → ${report.machine.loadAfter.toFixed(1)}, ` +
      `CPU time taken by the host ${formatSteal(report.machine.stealPercent)}, ` +
      `fixed work ${report.machine.fixedWorkMs} ms`,
    '',
    table(columns, rows),
  ];

  if (report.engines.length > 0) {
    out.push(
      '',
      'Embedded database against PostgreSQL (console server, req/s)',
      table(
        [
          { title: 'Scenario', align: 'left' },
          { title: 'embedded', align: 'right' },
          { title: 'PostgreSQL', align: 'right' },
          { title: 'ratio', align: 'right' },
          { title: 'Goal', align: 'left' },
          { title: 'Result', align: 'left' },
        ],
        report.engines.map((e) => [
          e.scenario,
          int(e.embeddedRps),
          int(e.postgresRps),
          pct(e.ratio),
          e.goal,
          e.verdict,
        ]),
      ),
    );
  }

  const notes: string[] = [];
  // Only the reading before the start tells of other work: the bench itself loads the machine.
  if (report.machine.loadBefore > report.machine.cpus / 2) {
    notes.push(
      `The machine was busy with other work before the start (load average ` +
        `${report.machine.loadBefore.toFixed(1)} on ${report.machine.cpus} CPUs): absolute figures ` +
        'are low; the ratios are the more reliable reading.',
    );
  }
  if (report.machine.stealPercent > stealWarningPercent) {
    notes.push(
      `The host of this virtual machine kept ${formatSteal(report.machine.stealPercent)} of its CPU ` +
        'time for others during the run: absolute figures are slower by about that share, the ' +
        'ratios are the more reliable reading.',
    );
  }
  if (report.argon2) {
    const a = report.argon2;
    notes.push(
      `argon2id verify (server parameters): ${ms(a.verifyMs)} ms alone; ${int(a.verifiesPerSecond)} per second ` +
        `with ${a.concurrency} in flight on ${a.cpus} CPUs — the ceiling for sign-ins on this machine.`,
    );
  }
  for (const [engine, seeded] of Object.entries(report.seeded)) {
    const parts = seeded.map((x) =>
      x.skipped
        ? `${x.step} skipped (${x.skipped})`
        : `${x.step} ${int(x.rows)} rows in ${x.seconds.toFixed(1)} s`,
    );
    notes.push(`${engine}: demo school${parts.length > 0 ? ` + ${parts.join(', ')}` : ''}.`);
  }
  for (const r of report.results) {
    if (r.judgement.reason) notes.push(`${r.scenario} (${r.engine}): ${r.judgement.reason}.`);
    if (r.note && r.engine === report.results.find((x) => x.scenario === r.scenario)?.engine) {
      notes.push(`${r.scenario}: ${r.note}.`);
    }
  }
  if (notes.length > 0) out.push('', ...notes.map((n) => `• ${n}`));
  return out.join('\n');
}
