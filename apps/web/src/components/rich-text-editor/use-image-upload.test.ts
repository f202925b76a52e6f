import { describe, expect, it } from 'vitest';
import { uploadsTogether } from './use-image-upload';

describe('images going up together', () => {
  it('shows one progress over all of them until the last is done', () => {
    const seen: (number | null)[] = [];
    const together = uploadsTogether((progress) => seen.push(progress));
    const big = together.start(3_000);
    const small = together.start(1_000);
    big.sent(0.5);
    small.sent(1);
    // Half of 3 000 bytes and all of 1 000: 2 500 of 4 000.
    expect(seen.at(-1)).toBeCloseTo(0.625);
    small.done();
    // The small one is in: the bar goes on with the big one alone, not gone.
    expect(seen.at(-1)).toBeCloseTo(0.5);
    big.sent(1);
    big.done();
    expect(seen.at(-1)).toBeNull();
    expect(seen.slice(0, 2)).toEqual([0, 0]);
  });

  it('starts again from nothing for the next image', () => {
    const seen: (number | null)[] = [];
    const together = uploadsTogether((progress) => seen.push(progress));
    const first = together.start(500);
    first.sent(1);
    first.done();
    together.start(500).sent(0.2);
    expect(seen).toEqual([0, 1, null, 0, 0.2]);
  });
});
