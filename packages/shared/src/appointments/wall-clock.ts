/**
 * How an appointment notification stores a start: the school's wall clock and zone as text,
 * `2026-03-10 15:00 (Europe/Berlin)`, the same whoever reads it. `wallClock` (appointment-time.ts)
 * writes it from an instant; the message formats what `readWallClock` reads back in the reader's
 * language. Both directions live here so the format has one definition.
 */
export type WallClockReading = {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  zone: string;
};

const pattern = /^(\d{4})-(\d{2})-(\d{2}) (\d{2}):(\d{2}) \(([^()]+)\)$/;
const pad = (value: number, width = 2) => String(value).padStart(width, '0');

export function writeWallClock(c: WallClockReading): string {
  return `${pad(c.year, 4)}-${pad(c.month)}-${pad(c.day)} ${pad(c.hour)}:${pad(c.minute)} (${c.zone})`;
}

/** The wall clock and zone of a text `writeWallClock` wrote; undefined for any other text. */
export function readWallClock(text: string): WallClockReading | undefined {
  const parts = pattern.exec(text);
  if (!parts) return undefined;
  const [, year, month, day, hour, minute, zone] = parts;
  return {
    year: Number(year),
    month: Number(month),
    day: Number(day),
    hour: Number(hour),
    minute: Number(minute),
    zone: zone ?? '',
  };
}
