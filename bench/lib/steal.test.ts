import { describe, expect, it } from 'vitest';
import { cpuTimesOf, formatSteal, stealPercent } from './steal.ts';

const reading = (user: number, idle: number, steal: number) =>
  `cpu  ${user} 0 100 ${idle} 5 0 3 ${steal} 0 0\ncpu0 1 2 3 4 5 6 7 8 0 0\nintr 1`;

describe('CPU time taken by the host', () => {
  it('reads the summed line of /proc/stat', () => {
    expect(cpuTimesOf(reading(1000, 5000, 250))).toEqual({ steal: 250, total: 6358 });
  });

  it('is the stolen share of the ticks between two readings', () => {
    // 600 ticks passed: 300 working, 150 idle, 150 stolen.
    const share = stealPercent(
      cpuTimesOf(reading(1000, 5000, 250)),
      cpuTimesOf(reading(1300, 5150, 400)),
    );
    expect(share).toBe(25);
    expect(formatSteal(share)).toBe('25 %');
  });

  it('is unknown without a readable /proc/stat, and nothing when no time passed', () => {
    expect(cpuTimesOf('intr 1 2 3')).toBeUndefined();
    expect(cpuTimesOf('cpu 1 2 3')).toBeUndefined();
    expect(formatSteal(stealPercent(undefined, cpuTimesOf(reading(1, 1, 1))))).toBe('—');
    const same = cpuTimesOf(reading(1, 1, 1));
    expect(stealPercent(same, same)).toBe(0);
  });
});
