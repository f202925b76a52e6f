import { describe, expect, it } from 'vitest';
import { remembered } from './remembered';

describe('remembered', () => {
  it('makes an answer once, and again only after the map started afresh past its bound', () => {
    const answers = new Map<string, number>();
    let made = 0;
    const ask = (key: string) => remembered(answers, key, () => (made += 1), 2);
    expect([ask('a'), ask('b'), ask('a'), ask('b')]).toEqual([1, 2, 1, 2]);
    expect(made).toBe(2);
    // A third key finds the map full: it starts afresh with that key alone.
    expect(ask('c')).toBe(3);
    expect([...answers.keys()]).toEqual(['c']);
    expect(ask('a')).toBe(4);
  });
});
