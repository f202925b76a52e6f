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

export type PageResult = {
  path: string;
  preset: Preset;
  runs: PageFigures[];
  median: PageFigures;
  /** Where the runs ended when that was not the page asked for (e.g. signed out). */
  problems: string[];
  /** Accessibility audits that failed in any run. */
  accessibilityFailures: string[];
};

/** Reported against, not asserted: mobile performance and accessibility on every page. */
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

/**
 * One Lighthouse navigation in the Chromium listening on `port`. Lighthouse's default storage
 * reset clears the HTTP cache (a cold load) but keeps cookies, so a signed-in session survives.
 */
export async function audit(
  url: string,
  port: number,
  preset: Preset,
): Promise<{
  figures: PageFigures;
  finalPath: string;
  warnings: string[];
  accessibilityFailures: string[];
}> {
  const flags: Flags = {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance', 'accessibility'],
  };
  const result = await lighthouse(url, flags, preset === 'desktop' ? desktopConfig : undefined);
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
  const { lhr } = result;
  if (lhr.runtimeError) {
    const status = /Status code: (\d+)/.exec(lhr.runtimeError.message)?.[1];
    throw new Error(status ? `the page answered HTTP ${status}` : lhr.runtimeError.message);
  }
  const final = new URL(lhr.finalDisplayedUrl);
  const accessibilityFailures = (lhr.categories.accessibility?.auditRefs ?? [])
    .filter((ref) => ref.weight > 0 && lhr.audits[ref.id]?.score === 0)
    .map((ref) => ref.id);
  return {
    figures: figuresOf(lhr),
    finalPath: `${final.pathname}${final.search}`,
    warnings: lhr.runWarnings,
    accessibilityFailures,
  };
}

export function medianFigures(runs: PageFigures[]): PageFigures {
  return {
    performance: median(runs.map((r) => r.performance)),
    accessibility: median(runs.map((r) => r.accessibility)),
    lcpMs: median(runs.map((r) => r.lcpMs)),
    tbtMs: median(runs.map((r) => r.tbtMs)),
    cls: median(runs.map((r) => r.cls)),
  };
}

export function verdict(result: PageResult): 'PASS' | 'MISS' | '—' {
  if (result.preset !== 'mobile') return '—';
  const { performance, accessibility } = result.median;
  return performance >= webTargets.mobilePerformance &&
    accessibility >= webTargets.mobileAccessibility
    ? 'PASS'
    : 'MISS';
}
