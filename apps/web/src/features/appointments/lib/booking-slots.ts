/**
 * Which free slots a booking of a given length may start at. The API cuts a tutor's free time
 * into 30-minute slots stepping from each window's start; a longer booking needs the slots after
 * its start to run on without a gap until it ends (a 90-minute session: three in a row, a
 * 45-minute one: two, of which it uses half the second).
 */
export type TimeSlot = { startsAt: string; endsAt: string };

/** The slots whose start leaves `minutes` of unbroken free time, in the order given. */
export function bookableStarts<T extends TimeSlot>(slots: readonly T[], minutes: number): T[] {
  const sorted = [...slots].sort((a, b) => Date.parse(a.startsAt) - Date.parse(b.startsAt));
  // The end of the unbroken free run each slot belongs to, walking back from the last slot.
  const runEnd = new Map<T, number>();
  let end = Number.NEGATIVE_INFINITY;
  let nextStart = Number.NaN;
  for (let i = sorted.length - 1; i >= 0; i -= 1) {
    const slot = sorted[i];
    if (!slot) continue;
    const slotEnd = Date.parse(slot.endsAt);
    end = slotEnd >= nextStart ? Math.max(end, slotEnd) : slotEnd;
    runEnd.set(slot, end);
    nextStart = Date.parse(slot.startsAt);
  }
  const length = minutes * 60_000;
  return slots.filter((slot) => Date.parse(slot.startsAt) + length <= (runEnd.get(slot) ?? 0));
}

/** The instant a booking of `minutes` starting at `startsAt` ends (ISO, UTC). */
export function endOf(startsAt: string, minutes: number): string {
  return new Date(Date.parse(startsAt) + minutes * 60_000).toISOString();
}
