import { describe, expect, it } from 'vitest';
import { AppError } from '../../lib/app-error.ts';
import { createSlots } from './decode-slots.ts';

const tick = () => new Promise((resolve) => setTimeout(resolve, 5));

describe('createSlots', () => {
  it('runs at most the limit at once, the rest in order, and all of them', async () => {
    const run = createSlots(2);
    let active = 0;
    let most = 0;
    const order: number[] = [];
    const results = await Promise.all(
      Array.from({ length: 8 }, (_, i) =>
        run(async () => {
          active++;
          most = Math.max(most, active);
          order.push(i);
          await tick();
          active--;
          return i;
        }),
      ),
    );
    expect(most).toBe(2);
    expect(order).toEqual([0, 1, 2, 3, 4, 5, 6, 7]);
    expect(results).toEqual([0, 1, 2, 3, 4, 5, 6, 7]);
  });

  it('frees the slot of a task that fails', async () => {
    const run = createSlots(1);
    await expect(run(() => Promise.reject(new Error('broken')))).rejects.toThrow('broken');
    expect(await run(async () => 'next')).toBe('next');
  });

  it('refuses with 503 once too many wait', async () => {
    const run = createSlots(1, 1);
    const first = run(tick);
    const second = run(tick);
    const third = run(tick).catch((error: unknown) => error);
    expect(await third).toBeInstanceOf(AppError);
    expect(((await third) as AppError).status).toBe(503);
    await Promise.all([first, second]);
  });
});
