import fs from 'node:fs';
import os from 'node:os';
import lighthouse, { desktopConfig, type Flags, type Result } from 'lighthouse';
import { median } from '../lib/stats.ts';

export type Preset = 'mobile' | 'desktop';

export type PageFigures = {
  performance: number;
  accessibility: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
};

/**
 * One run: its figures, the machine's 1-minute load average just before it started and the share
 * of CPU time the host kept for others while it ran (`steal.ts`).
 */
export type PageRun = PageFigures & { loadAverage: number; stealPercent: number };

export type PageResult = {
  path: string;
  preset: Preset;
  runs: PageRun[];
  median: PageFigures;
  /** Each figure at its worst over the runs (lowest score, longest time, largest shift). */
  worst: PageFigures;
  /** Where the runs ended when that was not the page asked for (e.g. signed out). */
  problems: string[];
  /** Accessibility audits that failed in any run. */
  accessibilityFailures: string[];
};

/** Reported against by `npm run bench:web`: mobile performance and accessibility on every page. */
export const webTargets = { mobilePerformance: 95, mobileAccessibility: 95 };

function figuresOf(lhr: Result): PageFigures {
  const score = (id: string) => Math.round((lhr.categories[id]?.score ?? Number.NaN) * 100);
  const numeric = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    lcpMs: numeric('largest-contentful-paint'),
    tbtMs: numeric('total-blocking-time'),
    cls: numeric('cumulative-layout-shift'),
  };
}

export type AuditOutcome = {
  figures: PageFigures;
  finalPath: string;
  /** Lighthouse stopped waiting before the page went quiet: its figures are then incomplete. */
  timedOut: boolean;
  warnings: string[];
  accessibilityFailures: string[];
};

export type AuditOptions = {
  /** How long Lighthouse waits for the page to load and go quiet (its default is 45 s). */
  maxWaitForLoadMs?: number;
  /** Where to write the whole Lighthouse report (JSON), to read a slow run's trace and chains. */
  reportFile?: string;
};

export const loadAverage = () => os.loadavg()[0] ?? Number.NaN;

/**
 * Waits, up to `limitMs`, until the 1-minute load average is under the number of CPUs: the quiet
 * machine a figure needs. The bench's own build and seeding leave it at 3–4 on 2 CPUs, and the
 * first pages measured then lost several points to that alone. Returns the seconds waited.
 */
export async function waitForQuiet(limitMs: number, pollMs = 5_000): Promise<number> {
  const started = performance.now();
  const cpus = os.availableParallelism();
  while (loadAverage() >= cpus && performance.now() - started < limitMs) {
    await new Promise((resolve) => setTimeout(resolve, pollMs));
  }
  return Math.round((performance.now() - started) / 1000);
}

/**
 * One Lighthouse navigation in the Chromium listening on `port`. Lighthouse's default storage
 * reset clears the HTTP cache (a cold load) but keeps cookies, so a signed-in session survives.
 */
export async function audit(
  url: string,
  port: number,
  preset: Preset,
  options: AuditOptions = {},
): Promise<AuditOutcome> {
  const flags: Flags = {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance', 'accessibility'],
    ...(options.maxWaitForLoadMs ? { maxWaitForLoad: options.maxWaitForLoadMs } : {}),
  };
  const result = await lighthouse(url, flags, preset === 'desktop' ? desktopConfig : undefined);
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
  const { lhr } = result;
  if (options.reportFile) fs.writeFileSync(options.reportFile, JSON.stringify(lhr));
  if (lhr.runtimeError) {
    const status = /Status code: (\d+)/.exec(lhr.runtimeError.message)?.[1];
    throw new Error(status ? `the page answered HTTP ${status}` : lhr.runtimeError.message);
  }
  const final = new URL(lhr.finalDisplayedUrl);
  const accessibilityFailures = (lhr.categories.accessibility?.auditRefs ?? [])
    .filter((ref) => ref.weight > 0 && lhr.audits[ref.id]?.score === 0)
    .map((ref) => ref.id);
  const warnings = lhr.runWarnings.map(String);
  return {
    figures: figuresOf(lhr),
    finalPath: `${final.pathname}${final.search}`,
    // Lighthouse words it "The page loaded too slowly to finish within the time limit."
    timedOut: warnings.some((warning) => /too slowly/i.test(warning)),
    warnings,
    accessibilityFailures,
  };
}

const worse = {
  performance: Math.min,
  accessibility: Math.min,
  lcpMs: Math.max,
  tbtMs: Math.max,
  cls: Math.max,
} satisfies Record<keyof PageFigures, (...values: number[]) => number>;

export function summarise(runs: PageFigures[]): { median: PageFigures; worst: PageFigures } {
  const each = (pick: (key: keyof PageFigures) => number) => ({
    performance: pick('performance'),
    accessibility: pick('accessibility'),
    lcpMs: pick('lcpMs'),
    tbtMs: pick('tbtMs'),
    cls: pick('cls'),
  });
  if (runs.length === 0) return { median: each(() => Number.NaN), worst: each(() => Number.NaN) };
  return {
    median: each((key) => median(runs.map((run) => run[key]))),
    worst: each((key) => worse[key](...runs.map((run) => run[key]))),
  };
}

/** MISS when any run, not just the median, is under a mobile target. */
export function verdict(
  result: Pick<PageResult, 'preset' | 'runs' | 'worst'>,
): 'PASS' | 'MISS' | '—' {
  if (result.preset !== 'mobile') return '—';
  if (result.runs.length === 0) return 'MISS';
  const { performance, accessibility } = result.worst;
  return performance >= webTargets.mobilePerformance &&
    accessibility >= webTargets.mobileAccessibility
    ? 'PASS'
    : 'MISS';
}
