import { describe, expect, it } from 'vitest';
import { occurrencesOf, type Series } from './occurrences.ts';

const day = 86_400_000;

/** Every occurrence from the series' start on, then those overlapping [from, to). */
function walkedFromTheStart(series: Series, zone: string, from: Date, to: Date) {
  return occurrencesOf(series, zone, new Date(series.start.getTime() - 1), to).filter(
    (o) => o.end > from,
  );
}

describe('occurrencesOf', () => {
  it('finds in a range exactly what stepping from the first occurrence finds', () => {
    const zones = ['Europe/Berlin', 'America/New_York', 'Asia/Kolkata', 'UTC'];
    const starts = ['2025-01-31T08:30:00Z', '2025-03-29T23:30:00Z', '2025-10-25T22:00:00Z'];
    let compared = 0;
    for (const zone of zones)
      for (const start of starts)
        for (const repeat of ['weekly', 'monthly'] as const)
          for (const hours of [1, 30, 24 * 9]) {
            const series: Series = {
              start: new Date(start),
              end: new Date(Date.parse(start) + hours * 3_600_000),
              allDay: hours === 30,
              repeat,
              repeatUntil: '2027-06-30',
              excluded: [new Date(Date.parse(start) + 14 * day)],
            };
            for (let offset = -20; offset < 900; offset += 41) {
              const from = new Date(Date.parse(start) + offset * day);
              const to = new Date(from.getTime() + 31 * day);
              expect(occurrencesOf(series, zone, from, to), `${zone} ${start} ${repeat}`).toEqual(
                walkedFromTheStart(series, zone, from, to),
              );
              compared += 1;
            }
          }
    expect(compared).toBeGreaterThan(1000);
    // Over a thousand ranges, each also walked from the series' start: it checks results, not
    // speed, so a busy machine gets the time it needs.
  }, 60_000);

  it('keeps the local time of a weekly series across the change to summer time', () => {
    const series: Series = {
      start: new Date('2025-03-20T08:00:00Z'), // 09:00 in Berlin
      end: new Date('2025-03-20T09:00:00Z'),
      allDay: false,
      repeat: 'weekly',
      repeatUntil: '2025-12-31',
    };
    const [after] = occurrencesOf(
      series,
      'Europe/Berlin',
      new Date('2025-04-01T00:00:00Z'),
      new Date('2025-04-04T00:00:00Z'),
    );
    expect(after?.start.toISOString()).toBe('2025-04-03T07:00:00.000Z'); // 09:00 summer time
  });
});
