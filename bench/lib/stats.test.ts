import { describe, expect, it } from 'vitest';
import { median, medianOf, percentile } from './stats.ts';

describe('percentile (nearest rank)', () => {
  const samples = Float64Array.from({ length: 100 }, (_, i) => i + 1);

  it('returns the sample at the rank', () => {
    expect(percentile(samples, 50)).toBe(50);
    expect(percentile(samples, 95)).toBe(95);
    expect(percentile(samples, 99)).toBe(99);
    expect(percentile(samples, 100)).toBe(100);
  });

  it('stays within the samples at the edges and is NaN without any', () => {
    expect(percentile([7], 99)).toBe(7);
    expect(percentile([3, 9], 0)).toBe(3);
    expect(percentile([], 50)).toBeNaN();
  });
});

describe('median', () => {
  it('takes the middle of an odd count and the mean of the middle two of an even one', () => {
    expect(median([30, 10, 20])).toBe(20);
    expect(median([40, 10, 30, 20])).toBe(25);
  });

  it('summarises each field of several runs on its own', () => {
    const runs = [
      { rps: 100, p99: 9 },
      { rps: 300, p99: 3 },
      { rps: 200, p99: 30 },
    ];
    expect(medianOf(runs)).toEqual({ rps: 200, p99: 9 });
  });
});
