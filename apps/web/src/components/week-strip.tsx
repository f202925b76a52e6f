import type { ReactNode } from 'react';
import classes from './week-strip.module.css';

type WeekStripProps<T> = {
  /** The days shown, `YYYY-MM-DD`, in order (usually seven). */
  days: readonly string[];
  itemsOn: (day: string) => readonly T[];
  itemKey: (item: T) => string;
  /** An item's face: a time, or a button once items can be chosen. */
  renderItem: (item: T) => ReactNode;
  /** A day's heading: its weekday and its date. */
  heading: (day: string) => { weekday: string; date: string };
  /** Marked as today. */
  today?: string;
  /** Placeholders of the items' size while the days' items load (nothing moves when they come). */
  loading?: boolean;
  /** What a day without items says. */
  emptyDay: string;
  /** The list's name ("Free times from 24 Nov to 30 Nov"). */
  label: string;
};

/** A week of days side by side (one a row on a phone), each with its items: free times, sessions. */
export function WeekStrip<T>({
  days,
  itemsOn,
  itemKey,
  renderItem,
  heading,
  today,
  loading = false,
  emptyDay,
  label,
}: WeekStripProps<T>) {
  return (
    <ol className={classes.strip} aria-label={label} aria-busy={loading || undefined}>
      {days.map((day) => {
        const { weekday, date } = heading(day);
        const items = loading ? [] : itemsOn(day);
        return (
          <li key={day} className={classes.day} data-today={day === today || undefined}>
            <div className={classes.head}>
              <span className={classes.weekday}>{weekday}</span>
              <span className={classes.date}>{date}</span>
            </div>
            {loading ? (
              <div className={classes.items} aria-hidden="true">
                <span className={classes.placeholder} />
                <span className={classes.placeholder} />
              </div>
            ) : items.length > 0 ? (
              <ul className={classes.items}>
                {items.map((item) => (
                  <li key={itemKey(item)} className={classes.item}>
                    {renderItem(item)}
                  </li>
                ))}
              </ul>
            ) : (
              <span className={classes.none}>{emptyDay}</span>
            )}
          </li>
        );
      })}
    </ol>
  );
}
