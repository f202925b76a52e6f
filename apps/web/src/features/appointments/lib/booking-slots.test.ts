import { describe, expect, it } from 'vitest';
import { bookableStarts, endOf } from './booking-slots';

const at = (time: string) => `2026-11-25T${time}:00.000Z`;
const slot = (from: string, to: string) => ({ startsAt: at(from), endsAt: at(to) });

describe('bookableStarts', () => {
  // 09:00–10:30 free without a gap, then 11:00–11:30 alone.
  const slots = [
    slot('09:00', '09:30'),
    slot('09:30', '10:00'),
    slot('10:00', '10:30'),
    slot('11:00', '11:30'),
  ];
  const starts = (minutes: number) => bookableStarts(slots, minutes).map((s) => s.startsAt);

  it('offers every slot for half an hour', () => {
    expect(starts(30)).toEqual([at('09:00'), at('09:30'), at('10:00'), at('11:00')]);
  });

  it('needs the next slot free for 45 and 60 minutes', () => {
    expect(starts(45)).toEqual([at('09:00'), at('09:30')]);
    expect(starts(60)).toEqual([at('09:00'), at('09:30')]);
  });

  it('needs three slots in a row for 90 minutes, and none across a gap', () => {
    expect(starts(90)).toEqual([at('09:00')]);
    expect(bookableStarts([slot('09:00', '09:30'), slot('10:00', '11:00')], 90)).toEqual([]);
  });

  it('reads the slots in any order and keeps the order given', () => {
    const shuffled = [slots[2], slots[0], slots[1]].filter((s) => s !== undefined);
    expect(bookableStarts(shuffled, 60).map((s) => s.startsAt)).toEqual([at('09:00'), at('09:30')]);
  });
});

describe('endOf', () => {
  it('adds the length in minutes', () => {
    expect(endOf(at('09:00'), 45)).toBe(at('09:45'));
  });
});
