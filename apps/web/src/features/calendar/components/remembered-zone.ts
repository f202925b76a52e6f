import { createPlugin } from '@fullcalendar/core';
import luxonPlugin from '@fullcalendar/luxon3';
import { remembered } from '../../../lib/remembered';

function luxonZone() {
  const zone = luxonPlugin.namedTimeZonedImpl;
  if (!zone) throw new Error('@fullcalendar/luxon3 brings no named time zones');
  return zone;
}
const Luxon = luxonZone();

/** Kept answers per kind; past this many the kind starts afresh (a long session stays small). */
const bound = 20_000;

/** Answers for every calendar on the page: one zone's conversions never change. */
const offsets = new Map<string, number>();
const walls = new Map<string, readonly number[]>();

/**
 * The school's time zone for FullCalendar, as `@fullcalendar/luxon3` computes it, with each answer
 * kept. FullCalendar asks the zone again for the same instants: each event's start and end every
 * time its week is drawn, and both again for each event's time text. Luxon answers every question
 * through Intl (`formatToParts`); a week of 300 items spent some 15 % of its drawing time there
 * (calendar.e2e.ts times that week). List after `luxonPlugin`: the later plugin's zone is used.
 */
class RememberedZone {
  private readonly luxon: InstanceType<typeof Luxon>;

  constructor(readonly timeZoneName: string) {
    this.luxon = new Luxon(timeZoneName);
  }

  offsetForArray(a: number[]): number {
    return remembered(
      offsets,
      `${this.timeZoneName} ${a.join(',')}`,
      () => this.luxon.offsetForArray(a),
      bound,
    );
  }

  timestampToArray(ms: number): number[] {
    // A copy: FullCalendar may keep or change the array it is given.
    return [
      ...remembered(
        walls,
        `${this.timeZoneName} ${ms}`,
        () => this.luxon.timestampToArray(ms),
        bound,
      ),
    ];
  }
}

export const rememberedZonePlugin = createPlugin({
  name: 'remembered-zone',
  namedTimeZonedImpl: RememberedZone,
});
