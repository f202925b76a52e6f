import { DateTime } from 'luxon';
import { describe, expect, it } from 'vitest';
import { occurrencesOf, type Occurrence, type Series } from './occurrences.ts';

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

  it('steps exactly as luxon does, also on the days the clocks change', () => {
    // Local times skipped or repeated by a change of offset, offsets of half and quarter hours,
    // changes at midnight, a month's 29th to 31st.
    const cases: [zone: string, localStarts: string[]][] = [
      ['America/New_York', ['2025-03-09T02:30', '2025-11-02T01:30', '2025-01-31T00:00']],
      ['Europe/Berlin', ['2025-03-30T02:30', '2025-10-26T02:30', '2024-02-29T23:45']],
      ['Australia/Lord_Howe', ['2025-04-06T01:45', '2025-10-05T02:15']],
      ['America/Santiago', ['2025-04-05T23:30', '2025-09-07T00:00', '2025-09-06T00:30']],
      ['Asia/Kathmandu', ['2025-05-31T10:15']],
      ['Africa/Casablanca', ['2025-02-23T02:30', '2025-03-30T03:00']],
      ['UTC', ['2025-01-30T12:00']],
    ];
    // From before the first occurrence, and a month view far into the series.
    const ranges = [
      [-1, 700],
      [200, 262],
    ] as const;
    let compared = 0;
    for (const [zone, localStarts] of cases)
      for (const local of localStarts)
        for (const repeat of ['weekly', 'monthly'] as const)
          for (const hours of [1, 24, 30])
            for (const [fromDay, toDay] of ranges) {
              const start = DateTime.fromISO(local, { zone }).toJSDate();
              const series: Series = {
                start,
                end: new Date(start.getTime() + hours * 3_600_000),
                allDay: hours !== 1,
                repeat,
                repeatUntil: '2026-12-31',
                excluded: [new Date(start.getTime() + 7 * day)],
              };
              const from = new Date(start.getTime() + fromDay * day);
              const to = new Date(start.getTime() + toDay * day);
              expect(occurrencesOf(series, zone, from, to), `${zone} ${local} ${repeat}`).toEqual(
                steppedWithLuxon(series, zone, from, to),
              );
              compared += 1;
            }
    expect(compared).toBe(180);
  });
});

/** The expansion written with luxon's DateTime at every step: the semantics the fast one keeps. */
function steppedWithLuxon(series: Series, zone: string, from: Date, to: Date): Occurrence[] {
  const first = DateTime.fromJSDate(series.start, { zone });
  const firstEnd = DateTime.fromJSDate(series.end, { zone });
  const days = Math.max(
    1,
    Math.round(firstEnd.startOf('day').diff(first.startOf('day'), 'days').days),
  );
  const length = series.end.getTime() - series.start.getTime();
  const until = DateTime.fromISO(series.repeatUntil ?? '', { zone }).endOf('day');
  const excluded = new Set((series.excluded ?? []).map((d) => d.getTime()));
  const out: Occurrence[] = [];
  for (let k = 0; k < 1000; k += 1) {
    let start: DateTime;
    if (series.repeat === 'weekly') start = first.plus({ weeks: k });
    else {
      const month = first.startOf('month').plus({ months: k });
      if (month.daysInMonth === undefined || first.day > month.daysInMonth) continue;
      start = month.set({
        day: first.day,
        hour: first.hour,
        minute: first.minute,
        second: first.second,
      });
    }
    if (start > until || start.toJSDate() >= to) break;
    const end = series.allDay ? start.plus({ days }) : start.plus({ milliseconds: length });
    const key = start.toJSDate();
    if (end.toJSDate() > from && !excluded.has(key.getTime()))
      out.push({ start: key, end: end.toJSDate(), key });
  }
  return out;
}
