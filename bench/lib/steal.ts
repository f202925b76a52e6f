import fs from 'node:fs';

/** The first line of /proc/stat summed: clock ticks since boot, all CPUs together. */
export type CpuTimes = { steal: number; total: number };

/**
 * The share of CPU time the host of a virtual machine kept for others while a measurement ran
 * ("steal" in /proc/stat). The load average does not show it: on a busy host every figure is
 * slower by about that share while the machine itself looks quiet. NaN where /proc/stat is not
 * there (not Linux).
 */
export function watchSteal(): () => number {
  const start = readCpuTimes();
  return () => stealPercent(start, readCpuTimes());
}

/** The stolen share of the ticks between two readings, in percent; NaN when one is missing. */
export function stealPercent(start: CpuTimes | undefined, end: CpuTimes | undefined): number {
  if (!start || !end) return Number.NaN;
  const total = end.total - start.total;
  return total > 0 ? ((end.steal - start.steal) / total) * 100 : 0;
}

/** "12 %", or "—" when unknown. */
export const formatSteal = (percent: number) =>
  Number.isFinite(percent) ? `${Math.round(percent)} %` : '—';

/** Above this share the figures say more about the host than about the code. */
export const stealWarningPercent = 5;

/** The summed CPU times of /proc/stat's text; undefined when its first line is not the sum. */
export function cpuTimesOf(procStat: string): CpuTimes | undefined {
  const [name, ...fields] = (procStat.split('\n', 1)[0] ?? '').trim().split(/\s+/);
  // user nice system idle iowait irq softirq steal (then guest and guest_nice, which are already
  // counted in user and nice).
  const ticks = fields.slice(0, 8).map(Number);
  if (name !== 'cpu' || ticks.length < 8 || ticks.some((n) => !Number.isFinite(n)))
    return undefined;
  return { steal: ticks[7] ?? 0, total: ticks.reduce((sum, n) => sum + n, 0) };
}

function readCpuTimes(): CpuTimes | undefined {
  try {
    return cpuTimesOf(fs.readFileSync('/proc/stat', 'utf8'));
  } catch {
    return undefined;
  }
}
